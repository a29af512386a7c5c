import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown } from "./markdown-blocks.ts";

describe("markdown subset", () => {
  it("reads front matter, headings, paragraphs and lists", () => {
    const doc = parseMarkdown(
      "---\ntitle: Polityka prywatności\nupdated: 2026-11-22\n---\n\n**Wzór dokumentu.**\n\n## Cel\n\nTekst w\ndwóch liniach.\n\n- pierwszy\n- drugi [link](/faq)\n\n1. krok\n2. krok\n\n### Pytanie?\n",
    );
    expect(doc.meta).toEqual({ title: "Polityka prywatności", updated: "2026-11-22" });
    expect(doc.blocks).toEqual([
      { type: "p", content: [{ text: "Wzór dokumentu.", bold: true }] },
      { type: "h2", content: [{ text: "Cel" }] },
      { type: "p", content: [{ text: "Tekst w dwóch liniach." }] },
      { type: "ul", items: [[{ text: "pierwszy" }], [{ text: "drugi " }, { text: "link", href: "/faq" }]] },
      { type: "ol", items: [[{ text: "krok" }], [{ text: "krok" }]] },
      { type: "h3", content: [{ text: "Pytanie?" }] },
    ]);
  });

  it("keeps markup-looking text as text", () => {
    expect(parseInline("<script>alert(1)</script> #import x")).toEqual([
      { text: "<script>alert(1)</script> #import x" },
    ]);
  });
});
