import type { Block, Inline, MarkdownDoc } from "./markdown-blocks.ts";

/**
 * Who runs the portal, as the legal documents and the contact page name them. The
 * values come from the OPERATOR_* settings (src/server/config.ts); the texts in content/legal and
 * content/pages hold `{{operator.name}}`-style fields that are filled in when a page or a PDF is
 * made, never template text.
 */
export interface Operator {
  name: string;
  /** Street, postal code and town on one line. */
  address: string;
  /** Ten digits. */
  nip: string;
  /** Contact address for users. */
  email: string;
  /** Contact address in matters of personal data (the contact address unless set). */
  privacyEmail: string;
}

/** "1234563218" → "123-456-32-18", the way a NIP is printed on Polish documents. */
export const formatNip = (nip: string) =>
  /^\d{10}$/.test(nip) ? `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}` : nip;

const FIELD = /\{\{\s*operator\.(\w+)\s*\}\}(\.?)/g;

export class UnknownOperatorField extends Error {}

/** The text with every `{{operator.…}}` field filled in; an unknown field is an error, never shown. */
export function fillOperatorText(text: string, operator: Operator): string {
  const values: Record<string, string> = { ...operator, nip: formatNip(operator.nip) };
  return text.replace(FIELD, (_, name: string, stop: string) => {
    const value = values[name];
    if (value === undefined) throw new UnknownOperatorField(`unknown field {{operator.${name}}}`);
    // "… sp. z o.o." at the end of a sentence takes the sentence's full stop (no "o.o..").
    return stop && /[.!?…]$/.test(value) ? value : value + stop;
  });
}

const fillInline = (part: Inline, operator: Operator): Inline => ({
  ...part,
  text: fillOperatorText(part.text, operator),
  ...(part.href ? { href: fillOperatorText(part.href, operator) } : {}),
});

/**
 * A parsed document with the operator's details filled in. Filled after parsing, so a value is
 * always plain text: an operator name with `**` or `[` in it cannot become markup.
 */
export function fillOperator(doc: MarkdownDoc, operator: Operator): MarkdownDoc {
  return {
    meta: Object.fromEntries(Object.entries(doc.meta).map(([k, v]) => [k, fillOperatorText(v, operator)])),
    blocks: doc.blocks.map((block): Block =>
      "items" in block
        ? { ...block, items: block.items.map((item) => item.map((part) => fillInline(part, operator))) }
        : { ...block, content: block.content.map((part) => fillInline(part, operator)) },
    ),
  };
}
