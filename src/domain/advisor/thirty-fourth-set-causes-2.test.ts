import { describe, expect, it } from "vitest";
import { isFollowUp } from "./understanding/follow-up.ts";
import { computed, conversation, pointsAt, reply } from "./set-causes-support.ts";

// The thirty-fourth set's causes, second part (ADR 014: the first year of a one-person business),
// each checked on wordings of its own, not the set's questions.

describe("thirty-fourth set (2): calculators", () => {
  it("splits equipment bought by an active VAT payer into net cost and VAT, and keeps VAT in an exempt firm's value", () => {
    expect(
      computed("Jako czynny vatowiec kupuję drukarkę za 2460 zł brutto – ile VAT odzyskam, ile w koszty?"),
    ).toMatch(/460 zł VAT[\s\S]*netto 2000 zł[\s\S]*jednorazowo/);
    expect(
      computed(
        "VAT-exempt sole trader: bought a computer for 12 300 PLN gross. Can I deduct the VAT or book it at once?",
        "en",
      ),
    ).toMatch(/cannot deduct the VAT[\s\S]*PLN 12,300[\s\S]*fixed asset/);
  });

  it("gives a combustion car's deductible share of depreciation to one decimal", () => {
    expect(computed("A combustion car costs 160 000 PLN – what share of its depreciation is a cost?", "en")).toMatch(
      /62\.5%/,
    );
    expect(computed("Auto spalinowe kosztuje 120 000 zł – jaki procent amortyzacji w koszty?")).toMatch(/83,3%/);
  });

  it("dates PIT-11 for the year a contractor was had in, and a month's advance set against the return", () => {
    expect(computed("Miałam zleceniobiorcę w 2026 roku. Do kiedy PIT-11?")).toMatch(/2026[\s\S]*2027/);
    expect(
      conversation([
        "Do kiedy co miesiąc płacę ZUS, PIT i VAT?",
        "a zaliczkę za listopad płacę do 20 grudnia czy dopiero z zeznaniem rocznym?",
      ]),
    ).toMatch(/listopad 2026[\s\S]*(21|20) grudnia 2026/);
  });

  it("leaves the health deduction out when the tax 'before deducting health' is asked", () => {
    expect(computed("Flat tax, income 200 000 PLN a year: how much tax before deducting health?", "en")).toMatch(
      /38,000/,
    );
  });

  it("reads a preferential stage 'running out' as the full stage that follows", () => {
    expect(computed("Jak minie mi preferencyjny ZUS, ile będę płacić samych społecznych?")).toMatch(/1788,29/);
  });
});

describe("thirty-fourth set (2): follow-ups and routing", () => {
  it("answers a follow-up's own payment day, not the amount before it", () => {
    const last = conversation([
      "Ile wynosi pełny ZUS po preferencyjnym?",
      "a jaki jest termin płatności składek co miesiąc?",
    ]);
    expect(last).toMatch(/20\./);
    expect(last).not.toMatch(/1788,29/);
  });

  it("answers the sickness benefit asked after the start relief, not the relief's contributions", () => {
    expect(
      conversation([
        "Jestem na uldze na start, płacę tylko zdrowotną. Co jak zachoruję?",
        "a ile procent wynosi zasiłek chorobowy?",
      ]),
    ).toMatch(/80%/);
  });

  it("answers the contribution holiday's application after a stage's amount", () => {
    const last = conversation(
      [
        "How much is preferential ZUS without sickness insurance?",
        "Is there also a ZUS holiday (wakacje składkowe)? When do I apply?",
      ],
      "en",
    );
    expect(last).not.toMatch(/420\.86/);
    expect(last).toMatch(/month/);
  });

  it("takes 'a jak potem…' and 'and if later…' for a follow-up", () => {
    expect(
      isFollowUp("a jak potem chcę to odwiesić od 1 października, co trzeba zrobić w ZUS i CEIDG?", {
        lastQuestion: "x",
      }),
    ).toBe(true);
  });

  it("answers a pregnancy on the start relief with the parental benefit, and ZUS on maternity benefit", () => {
    expect(
      reply(
        "Jestem w ciąży i mam ulgę na start, bez chorobowego. Poród w grudniu – należy mi się coś z ZUS lub państwa?",
      ),
    ).toMatch(/1 000 zł/);
    expect(
      reply(
        "She has a JDG with sickness insurance and is due in March. On maternity benefit, does she pay ZUS, must she suspend?",
        "en",
      ),
    ).toMatch(/only the health contribution/);
  });

  it("points first-year money questions at their sections", () => {
    pointsAt("czy składki zus mogę opłacać kwartalnie?", "zus-terminy-dra", "do którego dnia");
    pointsAt("chcę od października zmienić ryczałt na liniowy, da się?", "zmiana-formy-opodatkowania", "ograniczenia");
    pointsAt("can I backdate the start date in CEIDG?", "jdg-rejestracja-ceidg", "start date");
    pointsAt(
      "zawieszam firmę od 17 marca – zus za marzec cały czy część?",
      "zawieszenie-dzialalnosci",
      "w czasie zawieszenia",
    );
    pointsAt("may my business depreciate the house I work from?", "koszty-biura-w-domu", "depreciating a flat");
    pointsAt("what are the conditions of maly zus plus?", "maly-zus-plus", "conditions");
    pointsAt(
      "na ryczałcie kupuję laptopa – jak to odliczyć, żeby obniżyć podatek?",
      "ryczalt-zasady",
      "na czym polega",
    );
  });
});

describe("thirty-fourth set (2): articles", () => {
  it("dates VAT-26 by the 25th of the month after the first expense", () => {
    expect(reply("Chcę odliczać 100% VAT od auta używanego tylko w firmie. Do kiedy złożyć VAT-26?")).toMatch(
      /25\. dnia miesiąca następującego/,
    );
  });
});
