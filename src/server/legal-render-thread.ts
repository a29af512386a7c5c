import { parentPort } from "node:worker_threads";
import { readTemplate, renderPdf } from "../domain/pdf/typst.ts";

/**
 * The footer documents' renderer thread (legal-documents.ts): Typst compiles synchronously, so it
 * runs here and page loads never wait on it.
 */
const template = readTemplate("legal.typ");

parentPort!.on("message", (message: { id: number; data: unknown }) => {
  try {
    const pdf = new Uint8Array(renderPdf(template, message.data));
    parentPort!.postMessage({ id: message.id, pdf }, [pdf.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
