import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { errorStatus } from "../../src/domain/errors.ts";
import { OPTIONAL_CATEGORIES } from "../../src/shared/consent.ts";
import { LEGAL_DOCUMENTS } from "../../src/shared/documents.ts";
import { parseMarkdown } from "../../src/shared/markdown-blocks.ts";
import { pages } from "../../src/shared/route-table.ts";
import { createTranslator, type Messages } from "../../src/shared/i18n.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const load = (lang: string): Messages =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(root, "locales", lang))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(root, "locales", lang, f), "utf8"))]),
  );
const pl = load("pl");
const en = load("en");

/** Every leaf path, arrays included (with their length), so a missing item is a missing key. */
function leaves(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe("translation catalogues", () => {
  it("have the same namespaces and keys in Polish and English", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    for (const ns of Object.keys(pl)) {
      expect(leaves(en[ns]).sort(), `namespace ${ns}`).toEqual(leaves(pl[ns]).sort());
    }
  });

  it("have no empty strings", () => {
    for (const messages of [pl, en]) {
      for (const ns of Object.keys(messages)) {
        const values = JSON.stringify(messages[ns]);
        expect(values, ns).not.toMatch(/:\s*""/);
      }
    }
  });

  it("contain every key the web app asks for by name", () => {
    const used = new Set<string>();
    for (const file of walk(path.join(root, "src", "web")).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))) {
      for (const m of fs.readFileSync(file, "utf8").matchAll(/\bt\(\s*"([^"$]+)"/g)) used.add(m[1]!);
    }
    for (const page of pages) used.add(`pages.${page.id}`);
    for (const doc of LEGAL_DOCUMENTS) used.add(`documents.${doc}`);
    for (const c of OPTIONAL_CATEGORIES) used.add(`consent.${c}`).add(`consent.${c}Text`);
    for (const code of Object.keys(errorStatus)) used.add(`errors:${code}`);
    expect(used.size).toBeGreaterThan(60);
    for (const [lang, messages] of [
      ["pl", pl],
      ["en", en],
    ] as const) {
      const t = createTranslator(lang, messages);
      const missing = [...used].filter((key) => !t.has(key) && !t.has(`${key}_one`));
      expect(missing, `missing in ${lang}`).toEqual([]);
    }
  });

  it("write Polish with diacritics and Polish plural forms", () => {
    const t = createTranslator("pl", pl);
    expect([1, 2, 5, 22].map((count) => t.t("guides.count", { count }))).toEqual([
      "1 przewodnik",
      "2 przewodniki",
      "5 przewodników",
      "22 przewodniki",
    ]);
    expect(t.t("errorPage.notFoundTitle")).toBe("Nie znaleziono tej strony");
    expect(createTranslator("en", en).t("errorPage.notFoundTitle")).toBe("This page could not be found");
  });
});

describe("written content", () => {
  for (const kind of ["pages", "legal"]) {
    it(`${kind}: every Polish text has an English version with the same shape`, () => {
      const names = fs.readdirSync(path.join(root, "content", kind, "pl")).filter((f) => f.endsWith(".md"));
      expect(names.length).toBeGreaterThan(3);
      for (const name of names) {
        const a = parseMarkdown(fs.readFileSync(path.join(root, "content", kind, "pl", name), "utf8"));
        const b = parseMarkdown(fs.readFileSync(path.join(root, "content", kind, "en", name), "utf8"));
        expect(a.meta.title, name).toBeTruthy();
        expect(b.meta.title, name).toBeTruthy();
        const shape = (d: typeof a) => d.blocks.filter((x) => x.type === "h2" || x.type === "h3").map((x) => x.type);
        expect(shape(b), name).toEqual(shape(a));
      }
    });
  }

  it("legal texts and the contact page hold no draft mark or placeholder, only the operator's fields", () => {
    const texts = [
      ...LEGAL_DOCUMENTS.flatMap((doc) => ["pl", "en"].map((lang) => path.join("legal", lang, `${doc}.md`))),
      path.join("pages", "pl", "contact.md"),
      path.join("pages", "en", "contact.md"),
    ];
    for (const file of texts) {
      const source = fs.readFileSync(path.join(root, "content", file), "utf8");
      expect(source, file).not.toMatch(
        /przeglądu przez prawnika|reviewed by a lawyer|Wzór dokumentu|Template document/,
      );
      // Brackets only as Markdown links; every field is one the configuration fills.
      expect(source.replace(/\[[^\]]+\]\([^)\s]+\)/g, ""), file).not.toMatch(/\[|\]/);
      for (const m of source.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g))
        expect(m[1], file).toMatch(/^operator\.(name|address|nip|email|privacyEmail)$/);
      expect(source, file).toContain("{{operator.name}}");
    }
  });
});
