import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../../src/domain/knowledge/knowledge-base.ts";
import { flattenParameters } from "../../src/domain/tax/parameters-2026.ts";

const articles = loadKnowledgeBase();
const OFFICIAL =
  /^https:\/\/(www\.)?(biznes\.gov\.pl|businessinpoland\.gov\.pl|zus\.pl|eskladka\.pl|podatki\.gov\.pl|ksef\.podatki\.gov\.pl|gov\.pl|ekrs\.ms\.gov\.pl|prs\.ms\.gov\.pl|ceidg\.gov\.pl|stat\.gov\.pl|bgk\.pl|psz\.praca\.gov\.pl|praca\.gov\.pl|isap\.sejm\.gov\.pl|dziennikustaw\.gov\.pl|pip\.gov\.pl|mf\.gov\.pl|edoreczenia\.gov\.pl|[a-z.-]+\.gov\.pl)\//;

/** Amounts as articles write them: "1 441,80 zł" / "PLN 1,441.80" / "4 806 zł" / "19,52%". */
function amounts(text: string, lang: "pl" | "en"): number[] {
  const out: number[] = [];
  const re =
    lang === "pl"
      ? /(\d{1,3}(?:[  ]\d{3})+|\d+)(?:,(\d+))?\s?(zł|%)/g
      : /(?:PLN\s?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?|(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s?%/g;
  for (const m of text.matchAll(re)) {
    if (lang === "pl") {
      const n = Number(`${m[1]!.replace(/[  ]/g, "")}.${m[2] ?? "0"}`);
      out.push(m[3] === "%" ? Math.round(n * 1e4) / 1e6 : n);
    } else if (m[1] !== undefined) out.push(Number(`${m[1].replace(/,/g, "")}.${m[2] ?? "0"}`));
    else out.push(Math.round(Number(`${m[3]!.replace(/,/g, "")}.${m[4] ?? "0"}`) * 1e4) / 1e6);
  }
  return out;
}

const parameters = flattenParameters();
const known = new Set(parameters.map((p) => p.value));
/**
 * Figures an article may rightly state close to a parameter: 2025 values given as history,
 * derived totals and other facts-sheet figures that are not calculator parameters.
 */
const ALLOWED_NEAR = new Set([
  // 2025 and earlier, labelled as history in the articles
  4666, 1773.96, 442.9, 314.96, 461.66, 769.43, 1384.97, 12900, 11600, 10200, 8700, 8569200, 200000, 3499.5,
  // other facts-sheet figures
  8517000, 8431000, 10800, 9228.64, 8771.7, 52630.2, 52600, 1649.82, 35.33, 115.35, 456.19, 420.87, 0.13, 0.1371,
  0.2048, 0.1,
  // different facts that happen to sit near a parameter: the KRS fee, net minimum pay, a pro-rated
  // limit, the cash-register limit pro-rated for a July start (beside the KSeF relief's 10 000)
  500, 3605.85, 120986, 120986.3, 10082,
  // KRUS from Q2 2026 (178 zł, 434 zł a month with a business, 427 zł extra at 100–150 ha), beside
  // the harvest helper's 180 days and the minimum health contribution
  178, 434, 427,
]);

describe("knowledge base", () => {
  it("has at least 60 articles in Polish, each with an English version", () => {
    const pl = articles
      .filter((a) => a.lang === "pl")
      .map((a) => a.id)
      .sort();
    const en = articles
      .filter((a) => a.lang === "en")
      .map((a) => a.id)
      .sort();
    expect(pl.length).toBeGreaterThanOrEqual(60);
    expect(en).toEqual(pl);
  });

  it("parses every article: front matter valid for 2026, sections, sources with official addresses first", () => {
    for (const a of articles) {
      expect(a.validFor, a.id).toBe(2026);
      expect(a.passages.length, `${a.lang}/${a.id} sections`).toBeGreaterThanOrEqual(3);
      expect(a.sources.length, `${a.lang}/${a.id} sources`).toBeGreaterThanOrEqual(1);
      expect(a.sources[0]!.url, `${a.lang}/${a.id}: the first source is official`).toMatch(OFFICIAL);
      const twin = articles.find((b) => b.id === a.id && b.lang !== a.lang)!;
      expect(
        twin.sources.map((s) => s.url),
        `${a.id}: the same sources in both languages`,
      ).toEqual(a.sources.map((s) => s.url));
    }
  });

  it("states no figure that is a near miss of a 2026 parameter", () => {
    const problems: string[] = [];
    for (const a of articles) {
      for (const n of amounts(a.body, a.lang)) {
        if (known.has(n) || ALLOWED_NEAR.has(n)) continue;
        // Rates are compared with rates, amounts with amounts.
        const near = parameters.find(
          (p) => p.value !== 0 && p.value < 1 === n < 1 && Math.abs(n - p.value) / Math.abs(p.value) < 0.02,
        );
        if (near && (n >= 100 || n < 1))
          problems.push(`${a.lang}/${a.id}: ${n} is close to ${near.path} = ${near.value}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("quotes the key 2026 figures where it explains them", () => {
    const body = (id: string, lang: "pl" | "en") => articles.find((a) => a.id === id && a.lang === lang)?.body ?? "";
    const has = (id: string, value: number) => {
      for (const lang of ["pl", "en"] as const)
        expect(amounts(body(id, lang), lang), `${lang}/${id} mentions ${value}`).toContain(value);
    };
    has("zus-preferencyjny", 456.18);
    has("zus-preferencyjny", 420.86);
    has("zus-pelny", 1926.76);
    has("skladka-zdrowotna-ryczalt", 498.35);
    has("skladka-zdrowotna-ryczalt", 830.58);
    has("skladka-zdrowotna-ryczalt", 1495.04);
    has("skladka-zdrowotna-liniowy", 14100);
    has("vat-zwolnienie-limit", 240000);
    has("placa-minimalna-2026", 4806);
    has("dzialalnosc-nierejestrowana", 10813.5);
    has("koszt-pracodawcy", 5790.28);
  });
});
