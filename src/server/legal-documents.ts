import type { Context, Next } from "hono";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { LEGAL_DOCUMENTS, type LegalDocument } from "../shared/documents.ts";
import { parseMarkdown } from "../shared/markdown-blocks.ts";
import { fillOperator, type Operator } from "../shared/operator.ts";
import type { AppEnv, Locale } from "./context.ts";
import { isLocale } from "./context.ts";

const contentDir = path.resolve(import.meta.dirname, "..", "..", "content", "legal");
const labels = {
  pl: { page: "Strona", updated: "Stan na" },
  en: { page: "Page", updated: "As of" },
} as const;

/** What the legal template lays out: the document in its language with the operator filled in. */
export function legalDocumentData(lang: Locale, name: LegalDocument, operator: Operator) {
  const source = fs.readFileSync(path.join(contentDir, lang, `${name}.md`), "utf8");
  const doc = fillOperator(parseMarkdown(source), operator);
  return {
    lang,
    product: "Przewodnik",
    title: doc.meta.title ?? name,
    updated: `${labels[lang].updated} ${doc.meta.updated ?? ""}`.trim(),
    pageLabel: labels[lang].page,
    blocks: doc.blocks,
  };
}

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/** A thread that compiles one document at a time; started on the first request, let go when idle. */
function createRenderer() {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const start = () => {
    const w = new Worker(new URL("./legal-render-thread.ts", import.meta.url));
    w.on("message", (m: { id: number; pdf?: Uint8Array; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.pdf) p.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      else p.reject(new Error(m.error ?? "render failed"));
      if (!pending.size) w.unref();
    });
    w.on("error", (error) => {
      if (worker === w) worker = undefined;
      failAll(error);
    });
    w.on("exit", (code) => {
      if (worker === w) worker = undefined;
      if (pending.size) failAll(new Error(`legal renderer exited with code ${code}`));
    });
    return w;
  };
  return (data: unknown) => {
    const w = (worker ??= start());
    w.ref();
    const id = nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ id, data });
    });
  };
}

/**
 * GET /docs/{pl,en}/{document}.pdf — the footer documents (spec §1) as PDFs with the operator of
 * the running configuration (issue 23). Each is rendered once, on its first request, and kept in
 * memory; a failed render is tried again on the next request. Other paths under /docs fall through.
 */
export function legalDocuments(operator: Operator) {
  const render = createRenderer();
  const kept = new Map<string, Promise<{ pdf: Buffer; etag: string }>>();
  return async (c: Context<AppEnv>, next: Next) => {
    const lang = c.req.param("lang");
    const name = /^([\w-]+)\.pdf$/.exec(c.req.param("file") ?? "")?.[1];
    if (!isLocale(lang) || !(LEGAL_DOCUMENTS as readonly string[]).includes(name ?? "")) return next();
    const key = `${lang}/${name}`;
    let entry = kept.get(key);
    if (!entry) {
      entry = render(legalDocumentData(lang, name as LegalDocument, operator)).then((pdf) => ({
        pdf,
        etag: `"${createHash("sha256").update(pdf).digest("base64url").slice(0, 27)}"`,
      }));
      kept.set(key, entry);
      entry.catch(() => kept.delete(key));
    }
    const { pdf, etag } = await entry;
    const headers = {
      "Content-Type": "application/pdf",
      "Cache-Control": "public, max-age=3600, must-revalidate",
      ETag: etag,
    };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(pdf), 200, headers);
  };
}
