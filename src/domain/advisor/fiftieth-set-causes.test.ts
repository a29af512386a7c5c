import { describe, expect, it } from "vitest";
import { bindAmounts } from "./amount-meaning.ts";
import { computeAnswer } from "./computed-answers.ts";
import { computed, conversation, outOfScope, reply, turn } from "./set-causes-support.ts";

// The general causes of the fiftieth set's misses (the turn of the year for running businesses):
// the calculators, each checked on wordings of its own, not the set's questions.

describe("the fiftieth set's causes: the year's figures are computed", () => {
  it("corrects the KPiR costs by the two stock counts", () => {
    expect(
      computed(
        "przychód 500 tys., koszty 380 tys., remanent początkowy 20 tys., remanent końcowy 35 tys. – jaki dochód?",
      ),
    ).toMatch(/135 000 zł/);
    expect(computed("revenue 200k, costs 150k, opening stock 30k and closing stock 10k – my income?", "en")).toMatch(
      /30,000/,
    );
    // A follow-up's one figure replaces the closing stock.
    const before = "przychód 500 tys., koszty 380 tys., remanent na początek 20 tys., na koniec 35 tys. – jaki dochód?";
    expect(
      computeAnswer(`${before} a gdyby na koniec zostało 5 tys.?`, "pl", { focus: "a gdyby na koniec zostało 5 tys.?" })
        ?.content,
    ).toMatch(/105 000 zł/);
  });

  it("gives a cost's tax saving at the rate of the last złoty", () => {
    expect(
      computed("jestem na liniowym, jak kupię w grudniu drukarkę za 5 tys. netto, ile zaoszczędzę na podatku?"),
    ).toMatch(/950 zł/);
    expect(computed("second bracket 32%, spending 10 000 net on equipment – how much tax will I save?", "en")).toMatch(
      /3,200/,
    );
    // "Ile mniej więcej podatku" is "about how much", not a saving.
    expect(computed("skala, dochód za 2026 około 80 tys., ile będzie podatku mniej więcej?")).not.toMatch(/Wydatek/);
  });

  it("depreciates a computer above 10 000 zł at 30% a year, from the month after", () => {
    expect(computed("komputer za 16 000 zł netto, ile miesięcznie odpisu amortyzacyjnego?")).toMatch(
      /400 zł miesięcznie/,
    );
    expect(
      computed("buying a laptop on 10 December for 20 000 net, when is the first depreciation charge?", "en"),
    ).toMatch(/January 2027/);
    // The one-off depreciation's limit is the articles' answer.
    const focus = "a jednorazowa amortyzacja – jaki limit?";
    expect(computeAnswer(`laptop 12 000 netto ile miesięcznie amortyzacji? ${focus}`, "pl", { focus })).toBeNull();
  });

  it("compares the tax alone on the scale and the flat tax", () => {
    const t = computed("dochód 150 tys. – ile podatku na skali, a ile na liniowym?");
    expect(t).toMatch(/20 400 zł/);
    expect(t).toMatch(/28 500 zł/);
  });

  it("gives the flat tax's year with the health contribution deducted, and the year's health contribution", () => {
    expect(computed("podatek liniowy, dochód 300 tys., zdrowotna zapłacona 20 000 zł – ile podatku rocznego?")).toMatch(
      /54 321 zł/,
    );
    expect(computed("flat tax, income for the year about 250k – what is my annual health contribution?", "en")).toMatch(
      /12,250/,
    );
  });

  it("finds the lump sum's health gap from the year's revenue bracket", () => {
    expect(
      computed("ryczałt, płaciłem zdrowotną 830,58, a przychód wyszedł 350 tys. – ile za mało miesięcznie?"),
    ).toMatch(/664,46 zł/);
  });

  it("adds a month's invoices with the next one against the KSeF relief", () => {
    expect(
      computed("w listopadzie faktury 7 000 i 2 000 brutto w PDF, a teraz 500 zł – też może być poza KSeF?"),
    ).toMatch(/9500 zł|9 500 zł/);
    expect(
      computed("invoices this month as PDF: 8 000 and 1 000 gross, one more for 2 000 – PDF still ok?", "en"),
    ).toMatch(/11,000/);
  });
});

describe("the fiftieth set's causes: the year's dates are computed", () => {
  it("files approved statements with the KRS within 15 days, off a weekend", () => {
    expect(computed("zgromadzenie wspólników zatwierdzi sprawozdanie 20 czerwca 2027 – do kiedy KRS?")).toMatch(
      /5 lipca 2027/,
    );
  });

  it("makes a capital company pay ZUS by the 15th, and moves a Sunday deadline", () => {
    expect(computed("do kiedy ZUS spółki z o.o. za listopad?")).toMatch(/15 grudnia 2026/);
    // 20 November 2026 is a Friday: nothing moves.
    expect(computed("ZUS za pazdziernik – 20 listopada to niedziela? do kiedy?")).not.toMatch(/dzień wolny/);
    expect(computed("ZUS for May: 20 June is a Saturday, which day then?", "en")).toMatch(/22 June 2026/);
    // The contribution holiday's application is not the payment day.
    expect(
      computed("contribution holiday for December – which day is the deadline, 20 January is a Sunday?", "en"),
    ).not.toMatch(/fall due on/);
  });

  it("dates IWA, the return's window and the tax card's resignation", () => {
    expect(computed("do kiedy ZUS IWA za 2027?")).toMatch(/31 stycznia 2028/);
    expect(computed("od kiedy można złożyć PIT-36L za 2026?")).toMatch(/15 lutego 2027/);
    expect(computed("karta podatkowa – do kiedy zrezygnować, żeby od 2027 być na skali?")).toMatch(/20 stycznia 2027/);
  });

  it("prices the month after preferential ZUS ends, and a month after the start relief", () => {
    expect(computed("preferencyjny ZUS kończy się z końcem października, ile za listopad z chorobowym?")).toMatch(
      /1926,76 zł/,
    );
    const start = "firma od 1 marca 2026, ulga na start.";
    const focus = "ile za październik społecznych?";
    expect(computeAnswer(`${start} ${focus}`, "pl", { focus })?.content).toMatch(/420,86 zł/);
  });

  it("settles only the health contribution yearly on the start relief", () => {
    expect(computed("jestem na uldze na start – co rozliczam rocznie w ZUS?")).toMatch(/20 maja 2027/);
  });

  it("leans a bare social-contribution question on the start told before it", () => {
    expect(
      conversation([
        "otworzyłam firmę 1 maja 2026 i mam ulgę na start, do kiedy ona trwa?",
        "ile zapłacę społecznych za listopad?",
      ]),
    ).toMatch(/420,86 zł/);
  });
});

describe("the fiftieth set's causes: readings and figures foretold", () => {
  it("reads a revenue the year ended at as the year's", () => {
    const [revenue] = bindAmounts("I paid the health contribution every month and revenue ended at 90k").filter(
      (a) => a.kind === "revenue",
    );
    expect(revenue?.period).toBe("year");
  });

  it("does not foretell a later year's figure asked as what one will pay", () => {
    expect(outOfScope("ile najmniej w złotówkach będę płacić na preferencyjnym w 2028?")).toBe(true);
    expect(outOfScope("what will be the average wage in 2027?")).toBe(true);
    expect(turn("ile minimum w złotówkach bedzie placic firma na pełnym zus w 2027?").kind).toBe("unknown");
  });

  it("says a capital company's shareholder gets none of the reliefs", () => {
    expect(reply("jestem jedynym wspólnikiem spółki z o.o., przysługuje mi preferencyjny ZUS?")).toMatch(
      /nie przysługuje/,
    );
  });
});
