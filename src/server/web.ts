import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppEnv } from "./context.ts";
import { createGuestPageCache } from "./guest-page-cache.ts";
import type { WebContext } from "../web/lib/web-context.ts";

type EntryWithContext = { webContext: RouterContext<WebContext> };

/**
 * React Router as the last handler. The router-context key comes from the build's own server
 * entry, so loaders and this process agree on one key even though the build bundles its copy.
 */
export async function createWebHandler(options: { vite?: ViteDevServer; buildDir: string; mode: string }) {
  const loadBuild = options.vite
    ? async () => (await options.vite!.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild
    : await (async () => {
        const file = path.join(options.buildDir, "server", "index.js");
        if (!fs.existsSync(file)) throw new Error(`No server build at ${file}: run \`npm run build\` first.`);
        const build = (await import(pathToFileURL(file).href)) as ServerBuild;
        return () => build;
      })();
  const handler = createRequestHandler(loadBuild, options.mode);
  // In development the page changes with every edit: nothing is kept.
  const guestPages = options.vite ? null : createGuestPageCache();

  return async (c: Context<AppEnv>) => {
    const key = c.var.actor ? null : guestPages?.key(c.req.raw, c.var.locale);
    if (!guestPages || !key) return render(c);
    return guestPages.answer(key, c.var.nonce) ?? guestPages.keep(key, c.var.nonce, await render(c));
  };

  async function render(c: Context<AppEnv>) {
    const build = await loadBuild();
    const { webContext } = build.entry.module as unknown as EntryWithContext;
    const context = new RouterContextProvider();
    context.set(webContext, {
      services: c.var.services,
      actor: c.var.actor,
      nonce: c.var.nonce,
      locale: c.var.locale,
      requestId: c.var.requestId,
      clientIp: c.var.clientIp,
    });
    const res = await handler(c.req.raw, context);
    // The stylesheet is the one thing a page's first paint waits for: announce it with the
    // headers, before the browser has parsed the document and its module preloads.
    const css = build.assets.routes.root?.css ?? [];
    if (css.length && res.headers.get("content-type")?.startsWith("text/html"))
      for (const href of css) res.headers.append("Link", `<${href}>; rel=preload; as=style`);
    return res;
  }
}
