import { describe, expect, it } from "vitest";
import { composeGuide } from "../../src/domain/guides/compose-guide.ts";
import { loadKnowledgeBase } from "../../src/domain/knowledge/knowledge-base.ts";
import {
  cleanSourceTitle,
  formatSourceDate,
  hostOf,
  isOfficial,
  orderSources,
  PUBLISHERS,
  sourceByline,
  sourceKey,
} from "../../src/domain/knowledge/sources.ts";

const articles = loadKnowledgeBase();

const isHomePage = (address: string) => {
  const url = new URL(address);
  return url.pathname.replace(/\/+$/, "") === "" && !url.search;
};

/** Every source of every article, each with where it stands. */
const all = articles.flatMap((a) => a.sources.map((s, i) => ({ ...s, at: `${a.lang}/${a.id} #${i}`, lang: a.lang })));

describe("the knowledge base's sources", () => {
  it("has both languages of every article", () => {
    expect(articles.filter((a) => a.lang === "pl").length).toBeGreaterThan(60);
    expect(articles.filter((a) => a.lang === "en").length).toBe(articles.filter((a) => a.lang === "pl").length);
  });

  it("gives every source a clean title: no internal id, no bare address, no publisher repeated as a prefix", () => {
    const bad = all.filter(
      (s) =>
        /\(\s*S\d+\s*\)|,\s*S\d+\)/.test(s.title) ||
        /^(https?:\/\/|www\.)|^[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(s.title.trim()) ||
        s.title.trim().length < 3 ||
        cleanSourceTitle(s.title) !== s.title ||
        // "Gazeta Prawna – …" as an article's title repeats the publisher shown next to it.
        (s.title.startsWith(`${s.publisher} – `) && !isHomePage(s.url)),
    );
    expect(bad.map((s) => `${s.at}: ${s.title}`)).toEqual([]);
  });

  it("links over https to a known host, and names that host's publisher", () => {
    const bad = all.flatMap((s) => {
      const url = new URL(s.url);
      const publisher = PUBLISHERS[hostOf(s.url)];
      if (url.protocol !== "https:") return [`${s.at}: not https (${s.url})`];
      if (!publisher) return [`${s.at}: unknown host ${url.hostname}: add it with its publisher to PUBLISHERS`];
      if (publisher[s.lang] !== s.publisher)
        return [`${s.at}: publisher "${s.publisher}" but ${url.hostname} is "${publisher[s.lang]}"`];
      return [];
    });
    expect(bad).toEqual([]);
  });

  it("dates a source only with a real ISO day or month", () => {
    const bad = all.filter((s) => s.date !== undefined && !formatSourceDate(s.date, "pl"));
    expect(bad.map((s) => `${s.at}: ${s.date}`)).toEqual([]);
  });

  it("names a bare site address as the site itself, not as one of its pages", () => {
    // A title naming a specific article on a bare domain links to a page that does not say it:
    // a home page is titled "<publisher> – strona główna" (or what the site is, after its name).
    const bad = all.filter((s) => {
      return isHomePage(s.url) && !isOfficial(s.url) && !s.title.startsWith(`${s.publisher} – `);
    });
    expect(bad.map((s) => `${s.at}: ${s.title} (${s.url})`)).toEqual([]);
  });

  it("lists no address twice in an article, and the official sources first", () => {
    for (const a of articles) {
      const keys = a.sources.map((s) => sourceKey(s.url));
      expect(new Set(keys).size, `${a.lang}/${a.id}: a repeated address`).toBe(keys.length);
      expect(a.sources, `${a.lang}/${a.id}: official sources first`).toEqual(orderSources(a.sources));
    }
  });

  it("cites the same addresses, in the same order, in the Polish and the English article", () => {
    const en = new Map(articles.filter((a) => a.lang === "en").map((a) => [a.id, a]));
    for (const pl of articles.filter((a) => a.lang === "pl")) {
      expect(
        en.get(pl.id)?.sources.map((s) => s.url),
        `${pl.id}: the English article's sources`,
      ).toEqual(pl.sources.map((s) => s.url));
      expect(
        en.get(pl.id)?.sources.map((s) => s.date),
        `${pl.id}: the English article's source dates`,
      ).toEqual(pl.sources.map((s) => s.date));
    }
  });

  it("gives one page one title in each language across articles (statutes may name their articles)", () => {
    const titles = new Map<string, Set<string>>();
    for (const s of all.filter((s) => hostOf(s.url) !== "isap.sejm.gov.pl")) {
      const key = `${s.lang} ${sourceKey(s.url)}`;
      titles.set(key, (titles.get(key) ?? new Set()).add(s.title));
    }
    expect([...titles].filter(([, t]) => t.size > 1).map(([k, t]) => `${k}: ${[...t].join(" | ")}`)).toEqual([]);
  });
});

describe("showing a source", () => {
  it("drops internal ids from titles stored before the clean-up, keeping a date", () => {
    expect(cleanSourceTitle("Gazeta Prawna – PKD 2025 (S68)")).toBe("Gazeta Prawna – PKD 2025");
    expect(cleanSourceTitle("Bizneo – limity (18.02.2026, S74)")).toBe("Bizneo – limity (18.02.2026)");
    expect(cleanSourceTitle("Ustawa o VAT, art. 111")).toBe("Ustawa o VAT, art. 111");
  });

  it("puts official sites first and drops repeats of an address, however it is written", () => {
    const ordered = orderSources([
      { url: "https://gazetaprawna.pl/a" },
      { url: "https://www.zus.pl/" },
      { url: "https://zus.pl" },
      { url: "https://isap.sejm.gov.pl/x?id=1" },
      { url: "https://gazetaprawna.pl/a/" },
    ]);
    expect(ordered.map((s) => s.url)).toEqual([
      "https://www.zus.pl/",
      "https://isap.sejm.gov.pl/x?id=1",
      "https://gazetaprawna.pl/a",
    ]);
  });

  it("writes the publisher and the date after the title, in the reader's language", () => {
    expect(sourceByline({ url: "https://biznes.wprost.pl/x", date: "2026-01-16" }, "pl")).toBe("Wprost, 16.01.2026");
    expect(sourceByline({ url: "https://www.podatki.gov.pl/", date: "2023-09" }, "en")).toBe(
      "Ministry of Finance, Sep 2023",
    );
    expect(sourceByline({ url: "https://example.org/", publisher: "Example" }, "en")).toBe("Example");
    expect(sourceByline({ url: "https://example.org/" }, "en")).toBe("");
  });
});

describe("the guide's sources chapter", () => {
  const guide = (lang: "pl" | "en", sources: { title: string; url: string }[]) =>
    composeGuide({
      lang,
      profile: {},
      userName: "Ala",
      companyName: null,
      now: new Date("2026-03-02T10:00:00Z"),
      messages: [
        { role: "user", content: "Od kiedy KSeF?", sources: [] },
        { role: "assistant", content: "Od 1 kwietnia 2026.", sources },
      ],
    }).sources;

  it("shows each page once, official sites first, with the clean title, publisher and date", () => {
    const sources = guide("pl", [
      // As stored with a reply before the clean-up: internal ids, a repeat, a press article first.
      {
        title: "Gazeta Prawna MSP – zmiana kodów PKD (S68)",
        url: "https://serwisy.gazetaprawna.pl/msp/artykuly/10588857",
      },
      {
        title: "MediaInOne – Rzecznik MŚP, brak kar KSeF w 2026 roku",
        url: "https://biznes.wprost.pl/gospodarka/12224838/ksef-2026-brak-kar-do-konca-roku-co-to-oznacza-dla-przedsiebiorcow.html",
      },
      { title: "ZUS – Zakład Ubezpieczeń Społecznych", url: "https://www.zus.pl/" },
      { title: "Gazeta Prawna – PKD 2025 (S68)", url: "https://serwisy.gazetaprawna.pl/msp/artykuly/10588857/" },
      { title: "Blog (S12)", url: "https://example.org/post" },
    ]);
    expect(sources.map((s) => s.url)).toEqual([
      "https://www.zus.pl/",
      "https://www.biznes.gov.pl",
      "https://www.podatki.gov.pl",
      "https://ksef.podatki.gov.pl",
      "https://serwisy.gazetaprawna.pl/msp/artykuly/10588857",
      "https://biznes.wprost.pl/gospodarka/12224838/ksef-2026-brak-kar-do-konca-roku-co-to-oznacza-dla-przedsiebiorcow.html",
      "https://example.org/post",
    ]);
    expect(sources[0]).toEqual({
      url: "https://www.zus.pl/",
      label: "Zakład Ubezpieczeń Społecznych – zus.pl",
      publisher: "ZUS",
    });
    expect(sources[4]).toEqual({
      url: "https://serwisy.gazetaprawna.pl/msp/artykuly/10588857",
      label: "Zmiana kodów PKD",
      publisher: "Gazeta Prawna",
    });
    expect(sources[5]).toMatchObject({ publisher: "Wprost", date: "16.01.2026" });
    expect(sources[5]!.label).toMatch(/^KSeF 2026: brak kar/);
    // A page the knowledge base does not cite keeps its stored title, cleaned, and no publisher.
    expect(sources[6]).toEqual({ url: "https://example.org/post", label: "Blog" });
    expect(sources.every((s) => !/\(S\d+\)/.test(s.label))).toBe(true);
  });

  it("names publishers and dates in the guide's language", () => {
    const sources = guide("en", [
      {
        title: "x",
        url: "https://biznes.wprost.pl/gospodarka/12224838/ksef-2026-brak-kar-do-konca-roku-co-to-oznacza-dla-przedsiebiorcow.html",
      },
    ]);
    expect(sources.find((s) => s.url.includes("podatki.gov.pl"))).toMatchObject({ publisher: "Ministry of Finance" });
    expect(sources.at(-1)).toMatchObject({ publisher: "Wprost", date: "16 Jan 2026" });
    expect(sources.at(-1)!.label).toMatch(/^KSeF 2026: no penalties/);
  });
});
