import type { Context, Next } from "hono";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PdfRenderer } from "../domain/ports/pdf.ts";
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

/**
 * GET /docs/{pl,en}/{document}.pdf — the footer documents as PDFs with the operator of
 * the running configuration, compiled on the PDF renderer's thread (the guides' one). Each is
 * rendered once, on its first request, and kept in memory; a failed render is tried again on the
 * next request. Other paths under /docs fall through.
 */
export function legalDocuments(operator: Operator, renderer: Pick<PdfRenderer, "render">) {
  const render = (data: unknown) => renderer.render("legal.typ", data);
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
