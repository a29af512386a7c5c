import { describe, expect, it } from "vitest";
import { LEGAL_DOCUMENTS } from "../../src/shared/documents.ts";
import { pdfText } from "../support/pdf.ts";
import { useWebTestApp } from "../support/web-test-app.ts";

// The legal documents and the contact page name the operator of the configuration and
// never show template text ("[nazwa operatora]") or a draft mark to a user.

const OPERATOR = {
  OPERATOR_NAME: "Kompas Usług Cyfrowych S.A.",
  OPERATOR_ADDRESS: "ul. Ogrodowa 17, 61-821 Poznań",
  OPERATOR_NIP: "526-018-15-96",
  OPERATOR_EMAIL: "pomoc@kompas.example",
  OPERATOR_PRIVACY_EMAIL: "iod@kompas.example",
};
const NIP = "526-018-15-96";

/** Template and draft marks, in either language. */
const TEMPLATE_TEXT =
  /\[[^\]]*\]|\{\{|\}\}|Wzór dokumentu|przeglądu przez prawnika|Template document|reviewed by a lawyer|TODO/i;

/** What a reader sees of a page: the main content's text, tags out. */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return main
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/[\s\u00a0]+/g, " ");
}

/** Spaces, line breaks and hyphens out: a justified PDF may break a line anywhere, even in "61-821". */
const squash = (text: string) => text.replace(/[\s\u00ad-]+/g, "");

describe("legal texts and the contact page", () => {
  const t = useWebTestApp(OPERATOR);
  const get = (path: string, lang: "pl" | "en") => t.app.request(path, { headers: { cookie: `locale=${lang}` } });

  for (const lang of ["pl", "en"] as const) {
    it(`the contact page names the configured operator and both addresses (${lang})`, async () => {
      const res = await get("/static/contact", lang);
      expect(res.status).toBe(200);
      const html = await res.text();
      const text = mainText(html);
      for (const value of [OPERATOR.OPERATOR_NAME, OPERATOR.OPERATOR_ADDRESS, NIP, OPERATOR.OPERATOR_EMAIL])
        expect(text).toContain(value);
      expect(text).toContain(OPERATOR.OPERATOR_PRIVACY_EMAIL);
      expect(html).toContain(`href="mailto:${OPERATOR.OPERATOR_EMAIL}"`);
      expect(html).toContain(`href="mailto:${OPERATOR.OPERATOR_PRIVACY_EMAIL}"`);
      expect(text).not.toMatch(TEMPLATE_TEXT);
    });

    it(`the privacy policy page names the operator and the data-protection contact (${lang})`, async () => {
      const res = await get("/static/privacy-policy", lang);
      expect(res.status).toBe(200);
      const text = mainText(await res.text());
      for (const value of [OPERATOR.OPERATOR_NAME, OPERATOR.OPERATOR_ADDRESS, NIP, OPERATOR.OPERATOR_PRIVACY_EMAIL])
        expect(text).toContain(value);
      expect(text).not.toMatch(TEMPLATE_TEXT);
    });

    it(`every footer document is a PDF with the operator filled in and no draft mark (${lang})`, async () => {
      for (const doc of LEGAL_DOCUMENTS) {
        const res = await get(`/docs/${lang}/${doc}.pdf`, lang);
        expect(res.status, doc).toBe(200);
        expect(res.headers.get("content-type"), doc).toBe("application/pdf");
        const text = pdfText(new Uint8Array(await res.arrayBuffer()));
        for (const value of [OPERATOR.OPERATOR_NAME, OPERATOR.OPERATOR_ADDRESS, NIP])
          expect(squash(text), `${doc}: ${value}`).toContain(squash(value));
        // The data-protection texts give the data-protection contact, the others the contact address.
        const contact = ["data-protection", "privacy-policy"].includes(doc)
          ? OPERATOR.OPERATOR_PRIVACY_EMAIL
          : OPERATOR.OPERATOR_EMAIL;
        expect(squash(text), doc).toContain(squash(contact));
        expect(text, doc).not.toMatch(TEMPLATE_TEXT);
      }
    });
  }

  it("answers a repeated PDF request from memory, and 304 to a matching ETag", async () => {
    const first = await get("/docs/pl/terms.pdf", "pl");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.request("/docs/pl/terms.pdf", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("leaves an unknown document to the not-found page", async () => {
    expect((await get("/docs/pl/nothing.pdf", "pl")).status).toBe(404);
    expect((await get("/docs/de/terms.pdf", "pl")).status).toBe(404);
  });
});
