import { parentPort } from "node:worker_threads";
import { readTemplate, renderPdf } from "../pdf/typst.ts";

/**
 * The guide renderer's worker thread: Typst compiles synchronously, so it runs here and the
 * process's event loop (chat streams, page loads) never waits on it.
 */
const template = readTemplate("guide.typ");

parentPort!.on("message", (message: { id: number; data: unknown }) => {
  try {
    const pdf = new Uint8Array(renderPdf(template, message.data));
    parentPort!.postMessage({ id: message.id, pdf }, [pdf.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
