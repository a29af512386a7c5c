import { Worker } from "node:worker_threads";
import type { GuideContent } from "../../shared/guide-content.ts";

export interface PdfRenderer {
  /** The guide as a PDF, compiled off the event loop. */
  render(content: GuideContent): Promise<Buffer>;
  /** Another template of src/domain/pdf/templates (e.g. the footer documents' legal.typ) on the same thread. */
  renderTemplate(template: string, data: unknown): Promise<Buffer>;
  close(): Promise<void>;
}

export class GuideRenderError extends Error {}

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/**
 * One worker thread that compiles guides one after another (Typst keeps its fonts and caches
 * warm between renders). A thread that dies fails the renders it held and is replaced on the
 * next render.
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
      else p.reject(new GuideRenderError(m.error ?? "render failed"));
      if (!pending.size) w.unref();
    });
    w.on("error", (error) => {
      if (worker === w) worker = undefined;
      failAll(new GuideRenderError(error.message));
    });
    w.on("exit", (code) => {
      if (worker === w) worker = undefined;
      if (pending.size) failAll(new GuideRenderError(`renderer exited with code ${code}`));
    });
    return w;
  };
  const renderTemplate = (template: string, data: unknown) => {
    const w = (worker ??= start());
    w.ref();
    const id = nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ id, template, data });
    });
  };
  return {
    render: (content) => renderTemplate("guide.typ", content),
    renderTemplate,
    async close() {
      const w = worker;
      worker = undefined;
      failAll(new GuideRenderError("renderer closed"));
      await w?.terminate();
    },
  };
}
