import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { DocumentContext } from "./lib/document-context.ts";
import { webContext } from "./lib/web-context.ts";

/** Re-exported so the server sets the context under the very key the loaders read (src/server/web.ts). */
export { webContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, locale } = loadContext.get(webContext);
  // Crawlers and SPA-mode get the whole document at once; browsers get it streamed.
  const readyEvent =
    isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellFailed = false;
    const { pipe, abort } = renderToPipeableStream(
      <DocumentContext.Provider value={{ locale, nonce }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { status: shellFailed ? 500 : status, headers }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          shellFailed = true;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
