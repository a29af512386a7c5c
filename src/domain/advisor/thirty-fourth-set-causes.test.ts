import { describe, expect, it } from "vitest";
import { computed, reply, turn } from "./set-causes-support.ts";

// The general causes of the thirty-fourth set's reading faults (ADR 014: the first year of a
// one-person business), each checked on wordings of its own, not the set's questions.

describe("thirty-fourth set: reading faults", () => {
  it("does not take a home's rent or bills for the business's revenue", () => {
    const learned = (q: string, lang: "pl" | "en" = "pl") => turn(q, lang).learned;
    expect(
      learned(
        "My flat has 60 m2 and the office corner is 15 m2. Rent and bills come to 4 200 PLN a month. What share is a cost?",
        "en",
      ).monthlyRevenue,
    ).toBeUndefined();
    expect(
      learned("Mieszkam w 45 m2, na pracownię idzie 9 m2. Czynsz z mediami to 2800 zł miesięcznie. Jaką część odliczę?")
        .monthlyRevenue,
    ).toBeUndefined();
    // A bare monthly figure beside no bills is still what the business brings in.
    expect(learned("Robię strony www, wychodzi jakieś 9000 zł miesięcznie. Jaki ryczałt?").monthlyRevenue).toBe(9000);
  });

  it("keeps an example in brackets opened by 'np.' in its own sentence", () => {
    // "(np. …)" no longer ends a sentence, so the part before it is read with the question.
    const learned = turn(
      "Paragony dla konsumentów (np. kwiaciarnia ma prawie tylko takich kupujących) też trzeba wysyłać do KSeF?",
    ).learned;
    expect(learned.customers).toBeUndefined();
  });
});

describe("thirty-fourth set: computed answers", () => {
  it("calls a quarter's PIT advance a quarterly one, due after the quarter", () => {
    expect(computed("By when is the income tax advance for Q3 2026 due?", "en")).toMatch(/quarterly/);
    expect(computed("Do kiedy zaliczka na PIT za III kwartał 2026?")).toMatch(/kwartaln/);
  });

  it("says only the health contribution is paid when all the months asked are in the start relief", () => {
    const en = reply(
      "Opened a JDG in June 2026 and took ulga na start. What do I pay to ZUS in the first 6 months?",
      "en",
    );
    expect(en).toMatch(/only the health contribution/);
    expect(
      reply("Zarejestrowałam JDG w czerwcu 2026 z ulgą na start. Ile zapłacę do ZUS przez pierwsze 6 miesięcy?"),
    ).toMatch(/tylko składkę zdrowotną/);
  });

  it("works out a home office's share of the home's monthly bills by floor area", () => {
    expect(
      computed(
        "Our house is 120 m2 and my study takes 18 m2. Utilities and rent are 4 000 PLN a month. What can I deduct as costs?",
        "en",
      ),
    ).toMatch(/15%[\s\S]*PLN 600/);
    expect(computed("Dom 80 m2, gabinet 16 m2, rachunki 1500 zł miesięcznie. Ile odliczę w koszty?")).toMatch(
      /20%[\s\S]*300 zł/,
    );
  });
});
