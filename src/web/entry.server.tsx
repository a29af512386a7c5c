import { PassThrough } from "node:stream";
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
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <DocumentContext.Provider
        value={{ locale, nonce, messages: messagesFor(locale), messagesJson: messagesJsonFor(locale) }}
      >
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            headers.set("Content-Type", "text/html; charset=utf-8");
            // Bytes throughout: a string body would be scanned and encoded once more.
            const html = lowPriorityModules(Buffer.concat(chunks));
            resolve(new Response(new Uint8Array(html), { status: failed ? 500 : status, headers }));
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          failed = true;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
