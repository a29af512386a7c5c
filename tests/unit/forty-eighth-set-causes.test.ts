import { describe, expect, it } from "vitest";
import { recogniseActivity } from "../../src/domain/advisor/understanding/activity.ts";
import { extractProfileFacts } from "../../src/domain/advisor/understanding/profile-facts.ts";
import { conversation, outOfScope, pointsAt, reply } from "../../src/domain/advisor/set-causes-support.ts";

// The general causes of the forty-eighth set's misses (small firms in transport and the trades),
// late payments aside (forty-eighth-set-payments.test.ts), each checked on wordings of its own.

describe("the forty-eighth set's causes: drivers' hours, posting and the transport manager", () => {
  it("points driving time, breaks and rests at their sections", () => {
    pointsAt("ile godzin w tygodniu wolno prowadzić tirem?", "transport-czas-jazdy-kierowcow", "dzienny");
    pointsAt("how long may a lorry driver drive per day?", "transport-czas-jazdy-kierowcow", "daily");
    pointsAt("kiedy kierowca musi zrobić pauzę w trasie?", "transport-czas-jazdy-kierowcow", "przerwa");
    pointsAt("my driver needs a break after how many hours behind the wheel?", "transport-czas-jazdy-kierowcow");
  });

  it("computes next week's driving from the 90-hour rule, capped at 56", () => {
    expect(reply("kierowca przejechał w tym tygodniu 50 godzin, ile może w następnym tygodniu?")).toMatch(/40 h/);
    expect(reply("our driver did 30 hours of driving this week – how much next week?", "en")).toMatch(/56 h/);
  });

  it("says a driver's pay per km must not reward unsafe driving nor fall below the minimum", () => {
    pointsAt("czy mogę kierowcy wypłacać stawkę za kilometr zamiast pensji?", "transport-czas-jazdy-kierowcow");
    expect(reply("can I pay a driver per km instead of a fixed salary?", "en")).toMatch(/561\/2006|minimum wage/);
  });

  it("sends cabotage to the IMI declaration and tells bilateral runs need none", () => {
    expect(reply("kierowca jedzie na kabotaż do Belgii – trzeba coś zgłosić?")).toMatch(/IMI/);
    expect(
      conversation(
        ["our driver will do cabotage in Italy, must we file anything?", "and runs Poland–Czechia and back?"],
        "en",
      ),
    ).toMatch(/bilateral|not posting|no declaration/i);
  });

  it("gives the external transport manager's limits", () => {
    expect(reply("can a hired transport manager run several firms? how many?", "en")).toMatch(/4 .*50|50 vehicles/);
  });

  it("points trucks on EU routes at the permit and the Community licence", () => {
    pointsAt("otwieram firmę, 3 ciężarówki na trasach po Europie – jakie dokumenty?", "transport-drogowy-licencje");
  });
});

describe("the forty-eighth set's causes: vehicles, invoices and VAT in the trades", () => {
  it("answers a van with a bulkhead with full VAT after the inspection", () => {
    expect(reply("furgon N1 z kratką za fotelami – odliczę 100% VAT?")).toMatch(/100%/);
  });

  it("answers PCC on a vehicle bought from a private seller", () => {
    expect(reply("kupiłem ciężarówkę od osoby prywatnej na umowę, jaki podatek?")).toMatch(/2%/);
    expect(reply("I purchased a car from a private individual for my firm – any tax to pay?", "en")).toMatch(/14 days/);
  });

  it("gives a construction service's invoice 30 days and the reverse charge gone since 2019", () => {
    expect(reply("do kiedy wystawić fakturę za roboty budowlane oddane 5 maja?")).toMatch(/30/);
    expect(reply("the general contractor wants a reverse charge invoice for my building work – ok?", "en")).toMatch(
      /2019/,
    );
  });

  it("computes half the VAT on a passenger car bought for mixed use", () => {
    expect(reply("kupuję osobówkę za 80 tys netto, używam też prywatnie – ile VAT odliczę?")).toMatch(/9 ?200/);
  });

  it("reads 'osobówka' as a passenger car under the value limit", () => {
    expect(reply("osobówka spalinowa za 200 tys netto w leasingu – jaka część raty w koszty?")).toMatch(/50/);
  });

  it("multiplies the mandate minimum by the people who each work the hours", () => {
    expect(reply("3 osoby na zleceniu, każda po 100 h w miesiącu – ile minimum razem?")).toMatch(/9 ?420/);
  });

  it("compares the tax alone when ZUS is left out", () => {
    const r = reply("przychód 300 tys rocznie, koszty 200 tys, ryczałt 5,5% czy liniowy – sam podatek, bez zusu");
    expect(r).toMatch(/16 500/);
    expect(r).toMatch(/19 000/);
  });

  it("says a month's invoices over the KSeF relief go to KSeF from the one that crosses it", () => {
    expect(
      conversation(
        ["wystawiam ok. 5 tys. faktur miesięcznie, czy muszę w KSeF?", "a jak w czerwcu będzie 15 tys?"],
        "pl",
      ),
    ).toMatch(/przekrocz/);
  });

  it("answers 'from when am I a VAT payer' after a revenue told, not the revenue's check", () => {
    expect(
      conversation(
        [
          "obrót mam ok 100 tys rocznie i jestem zwolniony z vat",
          "a jak przekroczę limit w listopadzie, od kiedy płacę VAT?",
        ],
        "pl",
      ),
    ).toMatch(/przekrocz/);
  });
});

describe("the forty-eighth set's causes: what the advisor cannot know", () => {
  it("declines another country's minimum wage, fines and corporation tax", () => {
    expect(outOfScope("what is the dutch minimum wage for posted drivers?")).toBe(true);
    expect(outOfScope("ile wynosi niemiecka płaca minimalna w 2026?")).toBe(true);
    expect(outOfScope("jaka grzywna we Francji za brak tachografu?")).toBe(true);
    expect(outOfScope("how is this treated under british corporation tax?")).toBe(true);
    // Whether one must pay the host country's minimum is the advisor's own topic.
    expect(outOfScope("muszę płacić kierowcy niemiecką płacę minimalną przy kabotażu?")).toBe(false);
  });

  it("declines one insurer's price and one named firm's debts", () => {
    expect(outOfScope("ile kosztuje OC przewoźnika w PZU?")).toBe(true);
    expect(outOfScope("czy firma Transpol z Kielc ma długi?")).toBe(true);
    expect(outOfScope("czy moja firma ma długi w ZUS?")).toBe(false);
  });
});

describe("the forty-eighth set's causes: nothing recorded that the message does not state", () => {
  it("does not take a courier's or a driver's B2B with the user for the user's customers", () => {
    expect(
      extractProfileFacts("mój kierowca jest na b2b, pracuje w moich godzinach – ryzyko?").customers,
    ).toBeUndefined();
    expect(extractProfileFacts("the courier works for me on B2B, 9 to 5").customers).toBeUndefined();
    // The user's own B2B sales still are.
    expect(extractProfileFacts("sprzedaję tylko b2b, firmom budowlanym").customers).toBe("b2b");
  });

  it("does not take an employee's trade for the user's", () => {
    expect(recogniseActivity("my employee, a plumber, asked for a raise")).toBeNull();
  });

  it("reads a follow-up about 'it' as leaning on the question before", () => {
    expect(
      conversation(
        [
          "I'm a subcontractor on a building site; the main contractor wants my invoice with reverse charge – correct?",
          "ok, and it comes to 40k net – anything special to write on it?",
        ],
        "en",
      ),
    ).toMatch(/split payment|podzielonej/);
  });
});
