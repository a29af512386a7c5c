import { Worker } from "node:worker_threads";
import { type PdfRenderer, PdfRenderError } from "../../domain/ports/pdf.ts";

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/**
 * One worker thread that compiles PDFs one after another (Typst keeps its fonts and caches warm
 * between renders): the guides and the footer documents, each template read once. A thread
 * that dies fails the renders it held and is replaced on the next render.
 */
export function createPdfRenderer(): PdfRenderer {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const start = () => {
    const w = new Worker(new URL("./render-thread.ts", import.meta.url));
    w.on("message", (m: { id: number; pdf?: Uint8Array; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.pdf) p.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      else p.reject(new PdfRenderError(m.error ?? "render failed"));
      if (!pending.size) w.unref();
    });
    w.on("error", (error) => {
      if (worker === w) worker = undefined;
      failAll(new PdfRenderError(error.message));
    });
    w.on("exit", (code) => {
      if (worker === w) worker = undefined;
      if (pending.size) failAll(new PdfRenderError(`renderer exited with code ${code}`));
    });
    return w;
  };
  const render = (template: string, data: unknown) => {
    const w = (worker ??= start());
    w.ref();
    const id = nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ id, template, data });
    });
  };
  return {
    render,
    async close() {
      const w = worker;
      worker = undefined;
      failAll(new PdfRenderError("renderer closed"));
      await w?.terminate();
    },
  };
}
