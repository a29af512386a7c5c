import { describe, expect, it } from "vitest";
import { parseMarkdown } from "./markdown-blocks.ts";
import { fillOperator, fillOperatorText, formatNip, type Operator, UnknownOperatorField } from "./operator.ts";

const operator: Operator = {
  name: "Firma **Testowa** [sp. z o.o.]",
  address: "ul. Długa 5, 80-001 Gdańsk",
  nip: "5260181596",
  email: "biuro@firma.pl",
  privacyEmail: "iod@firma.pl",
};

describe("the operator's details in the written texts", () => {
  it("prints a NIP as on Polish documents", () => {
    expect(formatNip("5260181596")).toBe("526-018-15-96");
  });

  it("fills every field, with one full stop after a name that ends with one", () => {
    expect(fillOperatorText("Serwis prowadzi {{operator.name}}, NIP {{operator.nip}}.", operator)).toBe(
      "Serwis prowadzi Firma **Testowa** [sp. z o.o.], NIP 526-018-15-96.",
    );
    expect(fillOperatorText("Operator: {{ operator.name }}.", { ...operator, name: "Demo sp. z o.o." })).toBe(
      "Operator: Demo sp. z o.o.",
    );
  });

  it("refuses an unknown field instead of showing it", () => {
    expect(() => fillOperatorText("{{operator.phone}}", operator)).toThrow(UnknownOperatorField);
  });

  it("fills a parsed document, links included, and a value never becomes markup", () => {
    const doc = fillOperator(
      parseMarkdown(
        "---\ntitle: Kontakt — {{operator.name}}\n---\n\n**Operator:** {{operator.name}}\n\n- Napisz: [{{operator.email}}](mailto:{{operator.privacyEmail}})\n",
      ),
      operator,
    );
    expect(doc.meta.title).toBe("Kontakt — Firma **Testowa** [sp. z o.o.]");
    expect(doc.blocks).toEqual([
      { type: "p", content: [{ text: "Operator:", bold: true }, { text: " Firma **Testowa** [sp. z o.o.]" }] },
      { type: "ul", items: [[{ text: "Napisz: " }, { text: "biuro@firma.pl", href: "mailto:iod@firma.pl" }]] },
    ]);
  });
});
