import { parentPort } from "node:worker_threads";
import { readTemplate, renderPdf } from "./typst.ts";

/**
 * The PDF renderer's worker thread (pdf-renderer.ts): Typst compiles synchronously, so it runs here
 * and the process's event loop (chat streams, page loads) never waits on it. One thread serves
 * every template (the guide, the footer documents), each read once.
 */
const templates = new Map<string, string>();

parentPort!.on("message", (message: { id: number; template: string; data: unknown }) => {
  try {
    let template = templates.get(message.template);
    if (template === undefined) templates.set(message.template, (template = readTemplate(message.template)));
    const pdf = new Uint8Array(renderPdf(template, message.data));
    parentPort!.postMessage({ id: message.id, pdf }, [pdf.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
