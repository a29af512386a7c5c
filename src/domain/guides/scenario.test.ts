import { describe, expect, it } from "vitest";
import type { BusinessProfile } from "../advisor/profile.ts";
import { composeGuide } from "./compose-guide.ts";
import type { GuideMessage } from "./guide-answers.ts";
import { fitWords, guideTitleFor } from "./guide-title.ts";
import { buildScenario } from "./scenario.ts";
import { PROFILES } from "./test-profiles.ts";

const now = new Date("2026-11-23T12:00:00Z");
const scenario = (profile: BusinessProfile) => buildScenario({ profile, now, lang: "pl" });
const guide = (profile: BusinessProfile, messages: GuideMessage[] = [], lang: "pl" | "en" = "pl") =>
  composeGuide({ lang, profile, messages, userName: "Anna Nowak", companyName: null, now });
const money = (text: string) => Number(text.replace(/[^\d,.-]/g, "").replace(",", "."));

describe("one plan across the chapters", () => {
  for (const [name, profile] of Object.entries(PROFILES)) {
    describe(name, () => {
      const s = scenario(profile);
      const g = guide(profile);

      it("counts the same social ZUS in the tax table as the ZUS path has in that year", () => {
        if (!s.taxes.rows || !s.zus.months) return;
        for (const row of s.taxes.rows) expect(row.social).toBeCloseTo(s.zus.socialInTaxYear, 2);
        const offset = (s.taxes.year - s.start.getUTCFullYear()) * 12 - s.start.getUTCMonth();
        const year = s.zus.months.slice(offset, offset + 12);
        expect(year.every((m) => m.date.getUTCFullYear() === s.taxes.year)).toBe(true);
        expect(year.reduce((a, m) => a + m.social, 0)).toBeCloseTo(s.zus.socialInTaxYear, 2);
        // And the text shows the same: the stages named in the tax intro are the path's.
        if (s.taxes.kind === "pit")
          for (const stage of s.taxes.stages)
            expect(g.zus.stages!.map((z) => z.stage).join(" ")).toContain(
              g.taxes.intro.includes(stage.stage) ? stage.stage : "",
            );
      });

      it("recommends the form that leaves the most, or says why not and by how much", () => {
        const { options, recommended, chosen, choiceDifference } = s.legal;
        const nets = options.filter((o) => o.net !== null);
        if (nets.length) {
          const best = nets.reduce((a, b) => (b.net! > a.net! ? b : a));
          expect(recommended).toBe(best.form);
          expect(s.legal.reasons[0]!.key).toBe("numbers");
        } else expect(s.legal.reasons[0]!.key).toBe("noNumbers");
        if (chosen && chosen !== recommended && nets.length) {
          expect(choiceDifference).toBeGreaterThanOrEqual(0);
          expect(g.legalForm.choice).toMatch(/\d/);
        }
        expect(g.legalForm.reasons.join(" ")).not.toMatch(/sam\(a\) wskaza|you named/i);
      });

      it("asks for a cash register (in the VAT chapter and the checklist) only for consumer sales above the limit", () => {
        const consumerSales = profile.customers === "b2c" && s.annualRevenue !== null ? s.annualRevenue : 0;
        const needed = consumerSales > 20000;
        expect(s.cash.status === "required").toBe(needed);
        expect(g.checklist.some((c) => /kas[ęa] fiskaln/i.test(c.text))).toBe(needed);
        const cashText = g.vat.find((v) => v.heading === "Kasa fiskalna")!.paragraphs.join(" ");
        expect(/potrzebujesz kasy fiskalnej od przekroczenia/.test(cashText)).toBe(needed);
      });

      it("lets other employment change both the tax table and the ZUS chapter, or neither", () => {
        const other = scenario({ ...profile, otherEmployment: !profile.otherEmployment });
        if (!s.taxes.rows || !other.taxes.rows || !s.zus.months || !other.zus.months) return;
        const taxChanged = s.taxes.rows[0]!.social !== other.taxes.rows[0]!.social;
        const zusChanged = s.zus.socialInTaxYear !== other.zus.socialInTaxYear;
        expect(taxChanged).toBe(zusChanged);
      });

      it("has a title of at most 70 characters that ends on a whole word", () => {
        expect(g.title.length).toBeLessThanOrEqual(70);
        expect(g.title).toBe(guideTitleFor("pl", profile, now));
      });
    });
  }
});

describe("defects found in the guide once", () => {
  it("other employment: the tax table and the ZUS chapter both show no social contributions", () => {
    const g = guide(PROFILES.jobElsewhere!);
    for (const row of g.taxes.rows!) expect(money(row.social)).toBe(0);
    expect(g.zus.stages!.every((z) => money(z.social) === 0)).toBe(true);
    // Without the job, both show them.
    const s = scenario({ ...PROFILES.jobElsewhere!, otherEmployment: false });
    expect(s.taxes.rows![0]!.social).toBeGreaterThan(0);
    expect(s.zus.socialInTaxYear).toBe(s.taxes.rows![0]!.social);
  });

  it("never recommends a form because the user named it: the choice is compared in zł", () => {
    const g = guide({ activity: "sklep", legalForm: "spzoo", monthlyRevenue: 20000, monthlyCosts: 5000 });
    expect(g.legalForm.recommended).toContain("JDG");
    expect(g.legalForm.reasons.join(" ")).not.toContain("wskazałeś");
    expect(g.legalForm.choice).toMatch(/sp\. z o\.o\..*o [\d\s]+zł rocznie mniej/);
    const s = scenario({ activity: "sklep", legalForm: "spzoo", monthlyRevenue: 20000, monthlyCosts: 5000 });
    const net = (f: string) => s.legal.options.find((o) => o.form === f)!.net!;
    expect(s.legal.choiceDifference).toBeCloseTo(net("jdg") - net("spzoo"), 2);
  });

  it("composes the title from the profile and never cuts a word", () => {
    const long =
      "Chcę prowadzić sklep internetowy z ręcznie robioną biżuterią i akcesoriami dla dzieci na każdą okazję";
    const title = guideTitleFor("pl", { activity: long }, now);
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title).not.toMatch(/ \S{1,2}…| na k…/);
    expect(guideTitleFor("pl", { activity: "programowanie" }, now)).toBe("Działalność: programowanie — plan na 2026");
    expect(guideTitleFor("en", { activity: "Programowanie" }, now)).toBe(
      "Business: software development — plan for 2026",
    );
    expect(guideTitleFor("pl", {}, now)).toBe("Przewodnik biznesowy — plan na 2026");
    expect(fitWords("sklep internetowy z biżuterią na każdą okazję", 30)).toBe("sklep internetowy z biżuterią…");
    expect(fitWords("abc def na kawę", 12)).toBe("abc def…");
  });

  it("shows the questions as prose: no fact-recording replies, no 'I don't know', no Markdown markers", () => {
    const source = { title: "Ulga na start", url: "https://www.zus.pl/ulga" };
    const messages: GuideMessage[] = [
      { role: "assistant", content: "Czym będzie się zajmować Twoja firma?", sources: [] },
      { role: "user", content: "Sklep z rowerami", sources: [] },
      {
        role: "assistant",
        content: "Zapisuję: działalność: Sklep z rowerami.\n\nJakiego przychodu spodziewasz się miesięcznie?",
        sources: [],
      },
      { role: "user", content: "Jak  założyć firmę\nna Marsie?", sources: [] },
      {
        role: "assistant",
        content:
          "Na to pytanie nie znajduję odpowiedzi w bazie wiedzy Przewodnika — znam zakładanie i prowadzenie firmy w Polsce w 2026 roku (formy prawne, podatki, ZUS, VAT, KSeF, zatrudnianie, terminy, finansowanie).",
        sources: [source],
      },
      { role: "user", content: "Czy przysługuje mi ulga na start?", sources: [] },
      {
        role: "assistant",
        content:
          "Zapisuję: przychód 8000 zł.\n\n**Ulga na start zwalnia ze składek społecznych przez 6 miesięcy.** (źródło: ZUS, stan na 2026 r.)\n\n## Kto może skorzystać\n\nGdy nie prowadzono firmy przez 60 miesięcy. Nie dotyczy pracy dla byłego pracodawcy. Trzecie zdanie.\n\nZobacz też: Preferencyjny ZUS.\n\nCzy pracujesz na etacie?",
        sources: [source],
      },
    ];
    const g = guide({}, messages);
    expect(g.questions.map((q) => q.question)).toEqual(["Czy przysługuje mi ulga na start?"]);
    const text = JSON.stringify(g.questions);
    for (const bad of ["Zapisuję", "nie znajduję", "Zobacz też", "Czy pracujesz", "##", "**", "źródło:", "Trzecie"])
      expect(text).not.toContain(bad);
    expect(g.questions[0]!.answer[0]).toEqual({
      type: "p",
      content: [{ text: "Ulga na start zwalnia ze składek społecznych przez 6 miesięcy.", bold: true }],
    });
    expect(g.questions[0]!.answer[1]).toEqual({ type: "heading", content: [{ text: "Kto może skorzystać" }] });
    expect(g.questions[0]!.source).toEqual({ url: source.url, label: source.title });
  });

  it("never ends a short answer with a bold section title whose text it leaves out", () => {
    const source = { title: "Kasa fiskalna", url: "https://www.podatki.gov.pl/vat/kasy" };
    const g = guide({}, [
      { role: "user", content: "Czy muszę mieć kasę fiskalną?", sources: [] },
      {
        role: "assistant",
        content:
          "**Kasy nie potrzebujesz do 20 000 zł sprzedaży osobom prywatnym w roku** (źródło: Podatki.gov.pl, stan na 2026 r.)\n\n**Kasa fiskalna w 2026**\n\nLimit liczy się od pierwszej sprzedaży. Potem proporcja. Potem jeszcze coś.",
        sources: [source],
      },
    ]);
    const answer = g.questions[0]!.answer;
    // The lead, bold and without a full stop, is the answer, not a title.
    expect(JSON.stringify(answer[0])).toContain("Kasy nie potrzebujesz");
    // Either the title with what it heads, or neither; never a title left alone at the end.
    const last = answer.at(-1)!;
    expect(last.type).not.toBe("heading");
    expect("content" in last && last.content.every((r) => r.bold)).toBe(false);
    const title = answer.findIndex((b) => JSON.stringify(b).includes("Kasa fiskalna w 2026"));
    if (title >= 0) expect(answer[title + 1]).toBeDefined();
  });

  it("lists the ZUS path as stages, not 36 identical rows", () => {
    const g = guide(PROFILES.returningFounder!);
    expect(g.zus.stages).toHaveLength(1);
    expect(g.zus.stages![0]).toMatchObject({ stage: "Pełny ZUS", months: 36 });
    expect(g.zus.chart!.bars).toHaveLength(36);
  });
});
