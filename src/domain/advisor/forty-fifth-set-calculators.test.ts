import { describe, expect, it } from "vitest";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { advise } from "./advisor.ts";

// The forty-fifth set's computed answers (ADR 014), each checked on wordings of its own.
const search = createKnowledgeSearch();
const reply = (q: string, lang: "pl" | "en" = "pl") =>
  advise(q, { lang, profile: {}, expecting: null, search }).content;

describe("the forty-fifth set's calculators", () => {
  it("reads the start relief as over: the preferential stage, with sickness insurance when it is paid", () => {
    // 2026: preferential base 1 441,80 zł; with voluntary sickness insurance 456,18 zł a month.
    expect(reply("Ulga na start już mi się skończyła – ile wynosi teraz mój ZUS z chorobowym?")).toMatch(/456,18/);
    // …and its month together with the ryczałt health contribution up to 60 000 zł (498,35 zł): 954,53 zł.
    expect(
      reply(
        "Skończyła się ulga na start, ryczałt, przychód poniżej 60 tys. rocznie, z chorobowym – ile razem ZUS i zdrowotna?",
      ),
    ).toMatch(/954,53/);
    // Asking about the paperwork is no calculation.
    expect(reply("My start relief has ended – do I have to file anything with ZUS myself?", "en")).not.toMatch(
      /456\.18/,
    );
  });

  it("computes the rental lump sum for a 'wynajem' and a 'private rental' named so", () => {
    // 130 000 zł a year: 8,5% of 100 000 + 12,5% of 30 000 = 12 250 zł.
    expect(reply("Wynajem długoterminowy mieszkania daje mi 130 tys. zł rocznie, bez firmy. Ile ryczałtu?")).toMatch(
      /12 250/,
    );
    // 7 000 a month = 84 000 a year at 8.5% = 7 140.
    expect(reply("Private rental of my flat brings 7,000 PLN a month. How much ryczałt a year?", "en")).toMatch(
      /7,140/,
    );
  });

  it("multiplies the employer's cost by the people hired, and reads 'no PPK' as no question about PPK", () => {
    // Minimum wage 4 806 zł costs 5 790,28 zł; three people 17 370,84 zł.
    expect(reply("I'd like to hire three waiters on the minimum wage, without PPK. Total monthly cost?", "en")).toMatch(
      /17,370\.84/,
    );
  });

  it("pro-rates the cash-register limit for a 'cash-register-free' limit asked with a hyphen", () => {
    // From 1 December 2026: 20 000 × 31 / 365 = 1 698,63 zł.
    expect(
      reply("I open a market stall on 1 December 2026 – what's my cash-register-free limit this year?", "en"),
    ).toMatch(/1,698\.63/);
  });

  it("answers the scale's figures when ryczałt is named only as the form not chosen", () => {
    expect(
      reply("Hairdresser here – on the tax scale instead of ryczałt, what's the tax-free amount in 2026?", "en"),
    ).toMatch(/30,000/);
  });

  it("divides the unregistered-activity limit by the price of one service or item", () => {
    // 10 813,50 zł a quarter ÷ 150 zł = 72 cakes; ÷ 200 PLN = 54 sessions.
    expect(
      reply(
        "Piekę torty bez firmy (działalność nierejestrowana) po 150 zł. Ile tortów w kwartale zmieszczę w limicie?",
      ),
    ).toMatch(/najwyżej 72 /);
    expect(
      reply(
        "Unregistered activity: I charge 200 PLN per yoga session. How many sessions a quarter fit under the limit?",
        "en",
      ),
    ).toMatch(/at most 54 /);
  });
});
