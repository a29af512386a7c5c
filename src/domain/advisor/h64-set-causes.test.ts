import { describe, expect, it } from "vitest";
import { advise } from "./advisor.ts";
import { computed, conversation, knowledge, outOfScope, pointsAt, reply } from "./set-causes-support.ts";
import { isFollowUp } from "./understanding/follow-up.ts";
import { detectLanguage } from "./understanding/language.ts";

/**
 * The causes behind the sixty-fourth set's misses (ending, pausing, selling or handing over a
 * business): the figures of the last month (a pro-rated social base, the VAT-Z day, the closing
 * stock's VAT at several rates), of a suspension (its days, the contributions it saves), of a restart
 * (the start relief after 60 months), of a share sale's tax, of keeping the records and of the
 * succession manager's 2 months; the sections on a leased car, the list of assets, working during a
 * suspension and appointing a succession manager; one's own pension, a market price or a provider's
 * fee declined; and what a question about closing or a job must not record.
 */
const learned = (q: string, lang: "pl" | "en" = "pl") =>
  advise(q, { lang, profile: {}, expecting: null, search: knowledge }).learned;

describe("the month a business closes or is suspended in gets a pro-rated social base", () => {
  it("counts the days to the closing day on the full base", () => {
    // 5 652 × 12/30 = 2 260,80; pension 19.52 % of it.
    const text = computed("Wyrejestrowuję JDG 12 listopada 2026, płacę pełny ZUS – ile podstawa za listopad?");
    expect(text).toMatch(/listopad 2026.*2 ?260,80/);
    expect(text).toContain("w pełnej wysokości");
  });

  it("counts the days before a suspension, and the preferential base in English", () => {
    // Suspended from 11 March: 10 of 31 days × 5 652.
    expect(computed("zawieszam firmę od 11 marca 2026, duży zus, jaka podstawa składek za marzec?")).toMatch(
      /1 ?823,23/,
    );
    // 1 441,80 × 20/30.
    expect(computed("preferential ZUS, closing my JDG on 20 September 2026 – the base for September?", "en")).toContain(
      "961.20",
    );
  });

  it("answers the pension part asked after it", () => {
    expect(
      conversation(["kończę JDG 15 listopada 2026, duży ZUS – ile podstawa za listopad?", "a emerytalna z tego?"]),
    ).toMatch(/emerytalna wynosi 551,64/);
  });
});

describe("the dates and sums of closing and suspending", () => {
  it("puts VAT-Z 7 days after stopping, moved past a day off", () => {
    expect(computed("działalność zakończona 2 listopada 2026 – do kiedy VAT-Z?")).toContain("9 listopada 2026");
    // 7 days from 24 October 2026 is Saturday 31 October; 1 November is a holiday, so 2 November.
    expect(computed("stopped trading on 24 October 2026, when is VAT-Z due?", "en")).toContain("2 November 2026");
  });

  it("counts a suspension's days and checks the 30 days' minimum", () => {
    expect(computed("zawieszam od 1 lipca do 31 sierpnia 2026, ile to dni?")).toContain("62 dni");
    expect(computed("suspending from 3 to 20 May 2026 – how many days?", "en")).toMatch(/18 days.*too short/);
  });

  it("multiplies the months of a suspension by the month's contribution", () => {
    // Full ZUS without sickness: 1 788,29 a month (Labour Fund included) × 4.
    expect(
      computed("pełny zus bez chorobowego, zawieszam na 4 pełne miesiące, ile mniej zapłacę społecznych?"),
    ).toMatch(/7 ?153,16/);
    // Ryczałt above 300 000: 1 495,04 × 3.
    expect(
      computed("ryczalt above 300k, suspension for 3 months – how much health contribution saved?", "en"),
    ).toContain("4,485.12");
  });

  it("sums the closing stock's VAT at several rates, also without the word 'deducted'", () => {
    const text = computed("closing the shop: 8 000 at 23% and 3 000 at 8% left in stock. how much VAT?", "en");
    expect(text).toContain("2,080");
    expect(text).toContain("× 8%");
    expect(computed("zamykam firmę, towar za 5 000 zł netto 23%, ile vat?")).toMatch(/1 ?150/);
    expect(computed("towaru zostało za 1 500 zł na 23 proc, mogę go pominąć bo mało?")).toContain("345");
  });

  it("keeps the records until the end of the sixth year after the tax year", () => {
    expect(computed("firma zamknięta w 2024 – do kiedy trzymać dokumenty za 2024?")).toContain("2030");
  });

  it("taxes a share sale's gain at 19 % on PIT-38", () => {
    const text = computed("sprzedałem udziały w spółce, zysk 50 000 zł – ile podatku dochodowego?");
    expect(text).toMatch(/9 ?500/);
    expect(text).toContain("PIT-38");
  });

  it("dates the succession manager's appointment 2 months after the death", () => {
    expect(computed("mama zmarła 31 grudnia 2025, miała JDG – do kiedy zarządca sukcesyjny?")).toContain(
      "28 lutego 2026",
    );
  });
});

describe("the start relief after closing comes back after 60 months", () => {
  it("says yes or no for a start date and gives the earliest start", () => {
    expect(computed("zamknąłem JDG 30 kwietnia 2021, otwieram nową 1 czerwca 2026 – ulga na start?")).toMatch(
      /^\*\*Tak/,
    );
    expect(computed("closed my JDG on 15 May 2023, opening again on 1 March 2028 – start relief?", "en")).toMatch(
      /^\*\*No.*16 May 2028/,
    );
  });

  it("reads an 'earliest' question after it as a follow-up", () => {
    expect(
      isFollowUp("What's the earliest date if I closed 10 March 2025?", { lastQuestion: "start relief again?" }),
    ).toBe(true);
    expect(
      conversation(
        [
          "closed my jdg on 31 january 2021. starting again 1 july 2026 – do I get ulga na start?",
          "what's the earliest date if I closed 10 March 2025?",
        ],
        "en",
      ),
    ).toContain("11 March 2030");
  });
});

describe("the ending sections the questions point at", () => {
  it("points a leased car at closing, the asset list and a car in the closing stock at zamkniecie-jdg", () => {
    pointsAt("likwiduję firmę, a leasing na auto trwa jeszcze rok – co robić?", "zamkniecie-jdg", "leasing");
    pointsAt("what happens to my car lease when I close the business?", "zamkniecie-jdg", "leased car");
    pointsAt("czy wykaz składników majątku wysyła się do urzędu?", "zamkniecie-jdg", "wykaz");
    pointsAt("is my van part of the closing stock-take?", "zamkniecie-jdg", "vat on the closing");
  });

  it("answers working for someone during a suspension, and appointing a manager after death", () => {
    expect(reply("may I work on a mandate contract while my business is suspended?", "en")).toMatch(/^\*\*Yes/);
    expect(reply("w jakiej formie spadkobiercy powołują zarządcę po śmierci mamy?")).toContain("notari");
    expect(reply("ile udziałów muszą mieć spadkobiercy, żeby powołać zarządcę po śmierci ojca?")).toContain("85/100");
  });
});

describe("one's own pension, a market price or a provider's fee is declined, the rules are not", () => {
  it("declines the own case", () => {
    expect(outOfScope("ile dostanę emerytury po zamknięciu firmy?")).toBe(true);
    expect(outOfScope("what will my pension be after closing the business?")).toBe(true);
    expect(outOfScope("za ile sprzedać używany wózek widłowy, żeby było rynkowo?")).toBe(true);
    expect(outOfScope("what will my hair salon sell for?")).toBe(true);
    expect(outOfScope("ile zapłacę za wykup leasingu w moim banku?")).toBe(true);
    expect(outOfScope("ile notariusz weźmie za umowę w Poznaniu?")).toBe(true);
  });

  it("keeps the rules around them", () => {
    expect(outOfScope("przechodzę na emeryturę, muszę zamknąć firmę?")).toBe(false);
    expect(outOfScope("zamykam firmę, co z leasingiem auta?")).toBe(false);
    expect(outOfScope("ile vat od remanentu likwidacyjnego?")).toBe(false);
    expect(outOfScope("sprzedaję maszyny po zamknięciu firmy – vat czy pcc?")).toBe(false);
  });
});

describe("what a question about a job or a liquidation does not record", () => {
  it("takes a job's start for no business start", () => {
    expect(learned("starting a new full-time job next month, keeping my jdg – any zus?", "en").stage).toBeUndefined();
  });

  it("takes a liquidation's opening for no start", () => {
    const facts = learned(
      "the liquidation opening was announced on 2 April 2026 – when can we split the assets?",
      "en",
    );
    expect(facts.stage).toBeUndefined();
    expect(facts.startDate).toBeUndefined();
  });
});

describe("a short English question about closing is answered in English", () => {
  it("reads 'steps', 'period' and words ending in -sion as English", () => {
    expect(detectLanguage("minimum suspension period?", "pl")).toBe("en");
    expect(detectLanguage("steps to liquidate a polish llc?", "pl")).toBe("en");
    expect(detectLanguage("jaka jest prowizja od transakcji?", "en")).toBe("pl");
  });
});

describe("the months of a suspension in Polish", () => {
  // "na 5 pełne miesiące": the count now picks its Polish plural form (1 miesiąc, 2–4 miesiące, 5+ miesięcy).
  it("declines the months by their number", () => {
    const months = (n: number) =>
      computed(`ile zaoszczędzę na składkach społecznych zawieszając firmę na ${n} miesięcy? duży zus`);
    expect(months(1)).toMatch(/na 1 pełny miesiąc oszczędza/);
    expect(months(3)).toMatch(/na 3 pełne miesiące oszczędza/);
    expect(months(5)).toMatch(/na 5 pełnych miesięcy oszczędza/);
    expect(computed("how much do I save on social contributions suspending for 1 month? full ZUS", "en")).toMatch(
      /for 1 full month saves/,
    );
  });
});

describe("the closing stock's VAT in instalments", () => {
  // It was declined as the office's own decision; one applies for a tax relief (art. 67a of the Tax
  // Ordinance) and the office decides, which the arrears article says.
  it("is answered with the relief on request, not declined", () => {
    expect(outOfScope("czy VAT z remanentu mogę rozłożyć na raty?")).toBe(false);
    expect(reply("czy VAT z remanentu mogę rozłożyć na raty?").slice(0, 300)).toMatch(/art\. 67a Ordynacji/);
  });
});
