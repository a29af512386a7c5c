import { describe, expect, it } from "vitest";
import { computed, conversation, outOfScope, pointsAt, reply, turn } from "./set-causes-support.ts";

/**
 * The causes behind the sixty-ninth set's misses (ending, pausing and handing over, a second set):
 * selling what a closed business left has a last taxed day (6 years from the month after closing) and
 * a flat tax on the price less the undepreciated value; the last employee is deregistered on ZWUA in
 * 7 days; a suspension saves preferential contributions too and lasts "pół roku"; the month of
 * resuming is pro-rated from the day of resuming; a car's market value is a closing stock's value.
 * Articles: the auditor and the conversion day, contributing a JDG in kind, striking a company off
 * without liquidation, consumer bankruptcy after a JDG, the spouse and the time bar on ZUS debts,
 * health insurance and the labour office in a suspension, the unemployment benefit after closing.
 * One's own car's or shop's price, one's lessor's, clerk's or court's decision are out of scope.
 */

describe("selling what a closed business left", () => {
  it("gives the last day the sale is still business income", () => {
    expect(computed("firme zamknalem w pazdzierniku 2026, kiedy sprzedam maszyne bez podatku?")).toContain(
      "31 października 2032",
    );
    expect(computed("I closed the business in May 2026, until when is selling the van taxed?", "en")).toContain(
      "31 May 2032",
    );
  });
  it("counts the flat tax on the price less the value not depreciated", () => {
    expect(
      computed("po zamknieciu firmy sprzedam auto za 30 000, w pelni zamortyzowane, liniowy – ile podatku?"),
    ).toContain("5700");
    expect(
      computed(
        "sprzedaz maszyny po likwidacji za 20 000, wartosc poczatkowa 50 000, odpisy 40 000, liniowy – ile podatku?",
      ),
    ).toContain("1900");
  });
});

describe("figures of ending and pausing", () => {
  it("deregisters the last employee on ZWUA within 7 days", () => {
    const c = computed("umowa pracownika konczy sie 27 lutego 2026 – do kiedy wyrejestrowac go z zus?");
    expect(c).toContain("6 marca 2026");
    expect(c).toContain("ZWUA");
  });
  it("saves preferential contributions and reads half a year", () => {
    expect(
      computed("zawieszam na 2 miesiace, maly zus bez chorobowego – ile skladek spolecznych nie zaplace?"),
    ).toContain("841,72");
    expect(computed("duzy zus z chorobowym, zawieszam na pol roku – ile oszczedze na spolecznych?")).toContain(
      "11 560,56",
    );
  });
  it("pro-rates the month of resuming from the day of resuming", () => {
    expect(
      computed("wznawiam dzialalnosc od 16 listopada 2026, duzy zus z chorobowym – ile spolecznych za listopad?"),
    ).toContain("963,39");
    expect(computed("closing on 15 June 2026, preferential ZUS with sickness — social ZUS for June?", "en")).toContain(
      "228.09",
    );
  });
  it("takes a car's market value as the closing stock's value", () => {
    expect(
      computed("samochod z odliczonym vat, wartosc rynkowa 20 000 netto – ile vat przy zamknieciu firmy?"),
    ).toContain("4600");
  });
});

describe("the articles answer ending and pausing", () => {
  it("points at the auditor, the contribution in kind and striking off without liquidation", () => {
    pointsAt(
      "czy przy przeksztalceniu firmy potrzebny jest biegly rewident?",
      "przeksztalcenie-jdg-w-spolke",
      "rewident",
    );
    pointsAt("aport calej jdg do spolki – jest vat?", "przeksztalcenie-jdg-w-spolke", "aport");
    pointsAt(
      "czy sp z o.o. bez majatku sad moze wykreslic bez likwidacji?",
      "konczenie-likwidacja-spolki",
      "bez likwidacji",
    );
  });
  it("answers consumer bankruptcy, the spouse and the time bar", () => {
    expect(reply("firma juz wykreslona, dlugi zostaly – czy moge oglosic upadlosc konsumencka?")).toMatch(
      /upadłość konsumenck/,
    );
    expect(reply("ile kosztuje wniosek o upadlosc konsumencka?")).toContain("30 zł");
    expect(reply("czy maz odpowiada za moje stare dlugi w zus po firmie?")).toMatch(/majątek wspólny/);
    expect(reply("after how many years do unpaid ZUS contributions expire?", "en")).toContain("5 years");
  });
  it("answers the last employee, health insurance in a suspension and the benefit after closing", () => {
    expect(reply("zamykam jdg i zwalniam ostatniego pracownika, co mu musze wydac?")).toMatch(/świadectwo pracy/);
    expect(reply("podczas zawieszenia firmy moge isc do urzedu pracy jako bezrobotna?")).toMatch(/bezrobotn/);
    expect(reply("po zamknieciu dzialalnosci dostane zasilek dla bezrobotnych?")).toContain("365 dni");
    expect(reply("does a suspension count towards the 24 months of preferential ZUS?", "en")).toMatch(/counts towards/);
  });
  it("asks the last PIT advance in a conversation", () => {
    expect(conversation(["zamykam firme z koncem czerwca 2026", "a zaliczka pit za ostatni miesiac?"])).toContain(
      "20 lipca 2026",
    );
  });
});

describe("a deregistered form is not recorded", () => {
  it("records no legal form of a business struck off", () => {
    expect(
      turn("my JDG went bust and is deregistered now, what next with the debts?", "en").learned.legalForm,
    ).toBeUndefined();
    expect(turn("I run a JDG, what are my ZUS dates?", "en").learned.legalForm).toBe("jdg");
  });
});

describe("one's own case is out of scope, the rules are not", () => {
  it("declines one's own car's price, lessor, clerk, court and a foreign company", () => {
    expect(outOfScope("ile dostane za moje stare bmw z firmy?")).toBe(true);
    expect(outOfScope("czy moj leasingodawca zgodzi sie przepisac umowe?")).toBe(true);
    expect(outOfScope("czy urzednik zus rozlozy mi dlug na raty?")).toBe(true);
    expect(outOfScope("czy sad na pewno oglosi mi upadlosc?")).toBe(true);
    expect(outOfScope("how do I close my German GmbH?")).toBe(true);
  });
  it("keeps the rules around them", () => {
    expect(outOfScope("czy leasingodawca musi sie zgodzic na cesje leasingu?")).toBe(false);
    expect(outOfScope("jak rozlozyc dlug w zus na raty?")).toBe(false);
    expect(outOfScope("kiedy sad oglasza upadlosc konsumencka?")).toBe(false);
    expect(outOfScope("ile kosztuje wniosek o upadlosc konsumencka?")).toBe(false);
  });
});
