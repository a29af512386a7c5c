// Part of `npm run build`: the footer documents as PDFs (spec §1), in both languages, from the
// Markdown sources in content/legal, rendered by the portal's PDF engine (Typst, DESIGN §2).
import fs from "node:fs";
import path from "node:path";
import { readTemplate, renderPdf } from "../src/domain/pdf/typst.ts";
import { LEGAL_DOCUMENTS } from "../src/shared/documents.ts";
import { parseMarkdown } from "../src/shared/markdown-blocks.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "build", "client", "docs");
const template = readTemplate("legal.typ");
const labels = {
  pl: { page: "Strona", updated: "Stan na" },
  en: { page: "Page", updated: "As of" },
} as const;

let count = 0;
const started = performance.now();
for (const lang of ["pl", "en"] as const) {
  fs.mkdirSync(path.join(out, lang), { recursive: true });
  for (const name of LEGAL_DOCUMENTS) {
    const source = fs.readFileSync(path.join(root, "content", "legal", lang, `${name}.md`), "utf8");
    const doc = parseMarkdown(source);
    const pdf = renderPdf(template, {
      lang,
      product: "Przewodnik",
      title: doc.meta.title ?? name,
      updated: `${labels[lang].updated} ${doc.meta.updated ?? ""}`.trim(),
      pageLabel: labels[lang].page,
      blocks: doc.blocks,
    });
    fs.writeFileSync(path.join(out, lang, `${name}.pdf`), pdf);
    count++;
  }
}
console.log(`built ${count} documents in ${Math.round(performance.now() - started)} ms`);
