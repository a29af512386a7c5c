import { describe, expect, it } from "vitest";
import { computeAnswer } from "../../src/domain/advisor/computed-answers.ts";
import { compensationEur, lateInterest } from "../../src/domain/advisor/computed/late-payment.ts";
import {
  computed,
  conversation,
  outOfScope,
  pointed,
  pointsAt,
  reply,
} from "../../src/domain/advisor/set-causes-support.ts";
import { PARAMETERS_2026 } from "../../src/domain/tax/parameters-2026.ts";

// The forty-eighth set's late payments between businesses (interest, the EUR 40/70/100 compensation,
// payment terms, recovery and limitation, the bad-debt relief), each checked on wordings of its own.

describe("the late-payment figures of 2026", () => {
  it("reads them from the 2026 parameters, each with its source", () => {
    const l = PARAMETERS_2026.latePayment;
    expect(l.interestFirstHalf.value).toBe(0.14);
    expect(l.interestFirstHalf.value).toBeCloseTo(l.referenceRateJanuary.value + l.interestMargin.value, 10);
    expect(l.compensationEur.value).toEqual([40, 70, 100]);
    expect(l.compensationBands.value).toEqual([5000, 50000]);
    for (const entry of Object.values(l)) expect(entry.source.length).toBeGreaterThan(20);
  });

  it("gives EUR 40 up to 5 000 zł, 70 below 50 000 zł and 100 from 50 000 zł", () => {
    expect([1200, 5000, 5000.01, 49999, 50000, 250000].map(compensationEur)).toEqual([40, 40, 70, 70, 100, 100]);
  });

  it("works out the interest by the day at 14% a year (a worked figure)", () => {
    // 8 000 zł × 14% × 30 / 365 = 92.05 zł; 10 000 zł × 14% × 1 / 365 = 3.84 zł.
    expect(lateInterest(8000, 30)).toBe(92.05);
    expect(lateInterest(10000, 1)).toBe(3.84);
  });
});

describe("the late-payment calculator", () => {
  it("answers the compensation of one invoice with the interest for the days named, in both languages", () => {
    const pl = computed(
      "kontrahent spóźnia się 14 dni z przelewem za fakturę 2 500 zł – jaka rekompensata mi przysługuje?",
    );
    expect(pl).toMatch(/40 euro/);
    expect(pl).toMatch(/13,42 zł/);
    const en = computed(
      "My customer paid an invoice of PLN 7,500 two weeks late – what compensation can I claim?",
      "en",
    );
    expect(en).toMatch(/EUR 70/);
  });

  it("adds up the compensation of several invoices, each on its own band", () => {
    expect(
      computed("mam 4 przeterminowane faktury: 900 zł, 6 000 zł, 45 000 zł i 120 000 zł – ile rekompensaty łącznie?"),
    ).toMatch(/280 euro/);
    expect(
      computed("Two overdue invoices, PLN 4,000 and PLN 80,000 – how much compensation altogether?", "en"),
    ).toMatch(/EUR 140/);
  });

  it("takes a follow-up's own invoice", () => {
    expect(
      conversation([
        "hurtownia nie płaci mi faktury 3 500 zł, tydzień po terminie. ile rekompensaty?",
        "a za tę na 75 tys?",
      ]),
    ).toMatch(/100 euro/);
  });

  it("computes interest asked for a number of days, and leaves tax and ZUS arrears alone", () => {
    expect(computed("ile odsetek naliczyć klientowi od faktury 20 000 zł, który spóźnił się 60 dni?")).toMatch(
      /460,27 zł/,
    );
    expect(computed("How much interest on a late invoice of PLN 5,000 paid 10 days late?", "en")).toMatch(/PLN 19\.18/);
    // The days named say the payment is late: 8 000 zł × 14% × 30 / 365.
    expect(computed("jakie odsetki od faktury na 8 000 zł za 30 dni?")).toMatch(/92,05 zł/);
    expect(computeAnswer("ile odsetek od zaległego VAT 5 000 zł za 30 dni?", "pl")?.topic).not.toBe("late-payment");
    expect(computeAnswer("spóźniłem się ze składką ZUS 1 500 zł o 10 dni – ile odsetek?", "pl")?.topic).not.toBe(
      "late-payment",
    );
  });
});

describe("the late-payment questions reach their sections", () => {
  it("points the creditor's VAT on an unpaid invoice at the bad-debt relief, and the debtor's at its duty", () => {
    pointsAt(
      "kontrahent nie zapłacił od pół roku, a VAT od tej faktury już oddałem – da się go odzyskać?",
      "ulga-na-zle-dlugi",
      "90",
    );
    pointsAt("Client never paid my invoice, I'm a VAT payer – can I get the VAT back?", "ulga-na-zle-dlugi", "90");
    pointsAt("nie zapłaciłem dostawcy od 5 miesięcy, czy muszę coś poprawić w VAT?", "ulga-na-zle-dlugi", "dluznik");
    expect(reply("I haven't paid my supplier for 4 months – what happens with the VAT I deducted?", "en")).toMatch(
      /reduce|correct/,
    );
  });

  it("points income tax on an unpaid invoice at the relief in PIT", () => {
    pointsAt(
      "faktura niezapłacona od 4 miesięcy – mogę to jakoś uwzględnić w PIT na skali?",
      "ulga-na-zle-dlugi",
      "pit",
    );
  });

  it("answers the longest payment term a large company may set, in both languages", () => {
    expect(
      reply("sieć handlowa narzuca mi termin płatności 120 dni, jestem małą piekarnią. czy to zgodne z prawem?"),
    ).toMatch(/60 dni/);
    expect(reply("A big retailer wants 90-day payment terms from my small bakery. Can they do that?", "en")).toMatch(
      /60 days/,
    );
  });

  it("answers when interest runs with no payment date agreed", () => {
    expect(reply("nie ustaliliśmy z klientem żadnego terminu zapłaty faktury – kiedy mogę naliczać odsetki?")).toMatch(
      /30 dni/,
    );
    expect(reply("We never agreed a payment date with the client. When does interest start?", "en")).toMatch(/30 days/);
  });

  it("answers that interest is owed without a clause in the contract", () => {
    expect(reply("kontrahent płaci zawsze po terminie, a w umowie nie ma nic o odsetkach – należą mi się?")).toMatch(
      /referencyjn|10 punktów/,
    );
  });

  it("gives the steps to recover a debt, and the debtor registers", () => {
    const steps = reply("firma nie płaci mi za remont biura od 3 miesięcy – jak odzyskać pieniądze?");
    expect(steps).toMatch(/wezwani/);
    expect(steps).toMatch(/nakaz zapłaty|EPU|e-sąd/);
    expect(reply("Client owes me for 2 months and ignores my e-mails. What are the steps to get paid?", "en")).toMatch(
      /demand for payment|order for payment|e-court/,
    );
    pointsAt("czy mogę wpisać firmę, która mi nie płaci, do KRD?", "windykacja-naleznosci-przedawnienie", "rejestr");
  });

  it("gives a carrier's one year, and an ordinary invoice's three years", () => {
    expect(reply("przewiozłem ładunek w marcu, spedycja dalej nie zapłaciła. kiedy się to przedawni?")).toMatch(
      /rok|roku/,
    );
    expect(reply("unpaid haulage job from last spring – when does my claim become time-barred?", "en")).toMatch(
      /one year|1 year/,
    );
    expect(pointed("klient nie zapłacił faktury za meble z 2024 – kiedy to się przedawnia?")).toContain(
      "windykacja-naleznosci-przedawnienie#zwyklej faktury|ordinary invoice",
    );
  });
});

describe("a firm's unpaid invoices are the advisor's own topic, a private deposit is not", () => {
  it("answers how to get a client's money back instead of declining it", () => {
    expect(outOfScope("kontrahent zalega mi 9 tys. od dwóch miesięcy, jak odzyskać pieniądze?")).toBe(false);
    expect(outOfScope("how can I recover the money a customer owes me for two invoices?")).toBe(false);
    expect(reply("kontrahent zalega mi 9 tys. od dwóch miesięcy, jak odzyskać pieniądze?")).toMatch(
      /wezwani\w* do zapłaty|nakaz\w* zapłaty|EPU/,
    );
  });

  it("still declines a landlord's deposit and a quiz about countries", () => {
    expect(outOfScope("jak odzyskać kaucję od właściciela mieszkania?")).toBe(true);
    expect(outOfScope("how do I get back my deposit from the landlord?")).toBe(true);
    expect(outOfScope("what is the capital city of Germany?")).toBe(true);
    expect(outOfScope("jaka jest stolica francji")).toBe(true);
    expect(outOfScope("what is the minimum share capital of a Polish limited company?")).toBe(false);
  });
});
