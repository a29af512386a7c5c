import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { DocumentContext } from "./lib/document-context.ts";
import { messagesFor, messagesJsonFor } from "./lib/messages.server.ts";
import { webContext } from "./lib/web-context.ts";

/** Re-exported so the server sets the context under the very key the loaders read (src/server/web.ts). */
export { webContext };

export const streamTimeout = 5_000;

/**
 * The page's code is preloaded at low priority: the server-rendered HTML and its stylesheet are
 * what the first paint needs, and on a slow link they should not share it with ~125 KB of code
 * that only makes the page interactive. React Router's <Scripts> offers no priority of its own.
 */
export function lowPriorityModules(html: Buffer): Buffer {
  const parts: Buffer[] = [];
  let copied = 0;
  for (let at = html.indexOf(MODULE_PRELOAD); at >= 0; at = html.indexOf(MODULE_PRELOAD, copied)) {
    const end = at + MODULE_PRELOAD.length;
    parts.push(html.subarray(copied, end), LOW_PRIORITY);
    copied = end;
  }
  return parts.length ? Buffer.concat([...parts, html.subarray(copied)]) : html;
}
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

/**
 * The whole document at once: every loader has settled before React renders (no deferred data),
 * so streaming it bought nothing, and the response is compressed whole (src/server/compression.ts).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, locale } = loadContext.get(webContext);
  const page = (
    <DocumentContext.Provider
      value={{ locale, nonce, messages: messagesFor(locale), messagesJson: messagesJsonFor(locale) }}
    >
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </DocumentContext.Provider>
  );
  return renderWhole(page, { nonce, limitMs: streamTimeout + 1_000, quiet: () => request.signal.aborted }).then(
    ({ html, failed }) => {
      headers.set("Content-Type", "text/html; charset=utf-8");
      // Bytes throughout: a string body would be scanned and encoded once more.
      return new Response(new Uint8Array(lowPriorityModules(html)), { status: failed ? 500 : status, headers });
    },
  );
}

/**
 * A document rendered whole, to bytes. React gives up (abort) `limitMs` after the start; the timer
 * is cleared as soon as the render settles, so a finished page (its tree and loader data) is not
 * held in memory for the rest of the limit, six seconds of every page rendered.
 */
export function renderWhole(
  element: ReactNode,
  options: { nonce?: string; limitMs: number; quiet?: () => boolean },
): Promise<{ html: Buffer; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    let settled = false;
    let limit: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      settled = true;
      clearTimeout(limit);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          settle();
          resolve({ html: Buffer.concat(chunks), failed });
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        settle();
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        if (!options.quiet?.()) console.error(error);
      },
    });
    if (!settled) limit = setTimeout(abort, options.limitMs);
  });
}
