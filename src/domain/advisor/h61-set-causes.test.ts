import { describe, expect, it } from "vitest";
import { computed, conversation, outOfScope, pointsAt, reply, turns } from "./set-causes-support.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";

/**
 * The causes behind the sixty-first set's misses (short conversations): a situation told right
 * after an answer is what the question lacked, so the question is answered again with it; a
 * question announced as a new topic stands alone; "a co potem" after the preferential stage names
 * Mały ZUS Plus; "do ilu bez VAT" after a start date is the pro-rated limit; the start relief is
 * confirmed for a first business; the advisor acting for the user, an official's leniency, a
 * device's price and one's own application's delay are out of scope.
 */

describe("a situation told right after an answer answers that question again", () => {
  it("answers the question before with the facts just told, asking nothing back", () => {
    const last = turns([
      "od czego zależy, ile zapłacę ZUS na początku?",
      "ruszam z firmą w kwietniu, to moja pierwsza firma",
    ]).at(-1)!;
    expect(last.kind).toBe("answer");
    expect(last.nextQuestion).toBeNull();
    expect(last.learned.businessInLast60Months).toBe(false);
    expect(last.content).toMatch(/ulg\w* na start/);
  });

  it("compares the tax forms on the figures told after the question", () => {
    const last = turns(
      ["which tax form would suit me?", "I write copy for agencies, about 11k a month, costs around 800"],
      "en",
    ).at(-1)!;
    expect(last.kind).toBe("answer");
    expect(last.content).toContain("lump sum");
  });

  it("leaves a message that tells nothing, and the answer to the advisor's own question, as before", () => {
    expect(turns(["ile wynosi preferencyjny ZUS?", "ok, dzięki"]).at(-1)!.kind).not.toBe("answer");
    // After a statement the advisor asks for a fact: the reply to it is that fact, not a question answered again.
    const reply = turns(["Prowadzę sklep internetowy", "12 tys. zł"]).at(-1)!;
    expect(reply.learned.monthlyRevenue).toBe(12000);
  });
});

describe("a start told in the present tense of a day gone reads no stage", () => {
  it("records the date but not a business running since then", () => {
    const today = new Date(Date.UTC(2026, 10, 28));
    const facts = extractProfileFacts("zaczynam 2 lutego 2026, wcześniej byłam na etacie", undefined, undefined, today);
    expect(facts.startDate).toBe("2026-02-02");
    expect(facts.stage).toBeUndefined();
    // Said of a day gone without the present tense, it still is a running business.
    expect(extractProfileFacts("firmę założyłam 2 lutego 2026", undefined, undefined, today).stage).toBe("running");
  });
});

describe("a question announced as a new topic stands alone", () => {
  it("leads with the PKD deadline, not the trade told before", () => {
    const lead = conversation([
      "jestem fryzjerką na ryczałcie, zatrudniam jedną osobę",
      "z innej beczki – do kiedy zmienić stare kody PKD?",
    ]).split("\n\n")[0];
    expect(lead).toContain("31 grudnia 2026");
  });
});

describe("follow-ups on ZUS stages, the VAT limit and the start relief", () => {
  it("names Mały ZUS Plus as what may follow the preferential stage", () => {
    expect(
      conversation(["mam JDG trzeci rok, płacę preferencyjny ZUS", "a co dalej, gdy skończy się preferencyjny?"]),
    ).toContain("Mały ZUS Plus");
    // Asked how much, the full amount still leads.
    expect(reply("ile zapłacę, gdy skończy mi się preferencyjny ZUS?").indexOf("1788,29")).toBeLessThan(
      reply("ile zapłacę, gdy skończy mi się preferencyjny ZUS?").indexOf("Mały ZUS Plus"),
    );
  });

  it("reads 'do ilu bez VAT' after a start date as the pro-rated limit", () => {
    // 240 000 × 122 / 365 for a start on 1 September.
    expect(computed("startuję z firmą 1 września 2026 – do ilu mogę być bez VAT?")).toContain("80 219,18");
  });

  it("confirms the start relief for a first business and refuses it after a recent one", () => {
    expect(reply("nigdy nie prowadziłam firmy – przysługuje mi ulga na start?")).toMatch(
      /^(Zapisuję[^\n]*\n\n)?\*\*Tak/,
    );
    expect(reply("I closed my last business in 2018 – can I get the start relief again?", "en")).toContain("Yes");
    expect(reply("zamknęłam firmę 2 lata temu, czy przysługuje mi ulga na start?")).toContain("Nie");
  });

  it("reads the lump-sum rate 'dla' a trade as that trade's rate", () => {
    expect(computed("jaki ryczałt dla budowlańca?")).toContain("5,5%");
  });

  it("points unregistered activity's ZUS and the holiday's employees at their sections", () => {
    pointsAt("a czy od działalności nierejestrowanej płaci się ZUS?", "dzialalnosc-nierejestrowana", "podatki, zus");
    pointsAt("do the contribution holidays cover my employees too?", "wakacje-skladkowe", "health contribution");
  });
});

describe("what the advisor cannot do for one person is out of scope", () => {
  it("declines acting for the user, an official's leniency, a device's price and one's own application's delay", () => {
    expect(outOfScope("czy może pani złożyć za mnie odwołanie do ZUS?")).toBe(true);
    expect(outOfScope("could you represent me before the tax office?")).toBe(true);
    expect(outOfScope("czy kontroler mi odpuści, jeśli od razu skoryguję deklarację?")).toBe(true);
    expect(outOfScope("ile kosztuje drukarka fiskalna?")).toBe(true);
    expect(outOfScope("why has my CEIDG application still not gone through?")).toBe(true);
  });

  it("keeps the rules around them", () => {
    expect(outOfScope("czy biuro rachunkowe może wysłać JPK w moim imieniu?")).toBe(false);
    expect(outOfScope("how do I appeal against a ZUS decision?")).toBe(false);
    expect(outOfScope("jaki jest zwrot za zakup kasy fiskalnej?")).toBe(false);
    expect(outOfScope("czy czynny żal chroni przed karą?")).toBe(false);
    expect(outOfScope("ile kosztuje założenie spółki z o.o.?")).toBe(false);
  });
});
