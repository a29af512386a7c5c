import { describe, expect, it } from "vitest";
import { computed, conversation, reply } from "./set-causes-support.ts";

// The commonest questions, found answered by a narrower article written later (a hospital
// contract's for any B2B, the registration checklist's for the choice of a tax form).

describe("ZUS on a B2B contract", () => {
  it("gives a B2B the JDG's ZUS stages, not a doctor's hospital contract", () => {
    // The lead (the reply's first sentence) names the stages, starting with the relief.
    for (const q of ["ile zus na b2b?", "jaki zus na b2b na poczatku"])
      expect(reply(q).slice(0, 200)).toMatch(/6 (pełnych )?miesięcy ulgi na start/);
    expect(reply("how much zus on b2b?", "en").slice(0, 200)).toMatch(/6 months of relief for starters/);
  });

  it("gives a job beside a new B2B only the health contribution, for anyone", () => {
    const answer = reply("mam etat i chce otworzyc b2b, ile zus?");
    expect(answer).toMatch(/4 806 zł/);
    expect(answer).not.toMatch(/zawód medyczny|szpital/);
  });

  it("keeps the hospital contract's answer for a doctor", () => {
    expect(reply("lekarz na etacie w szpitalu, chce otworzyc b2b na dyzury, ile zus?")).toMatch(/Lekarz/);
  });
});

describe("the choice of a tax form asked in English", () => {
  it("answers with the three forms, not the registration checklist", () => {
    for (const q of ["what tax form should I pick for my JDG?", "which tax form is best for a sole proprietorship?"])
      expect(reply(q, "en")).toMatch(/^\*\*In 2026 a sole proprietor \(JDG\) chooses one of three income-tax forms/);
  });
});

describe("a procedure asked after the user told their situation", () => {
  // The interview's statements ("Jestem programistą, B2B, nie mam etatu") were joined to the next
  // short question, and "how do I set up a company" led with a shareholder's employment contract.
  it("answers how to set up a company with the registration, not with paying oneself", () => {
    const lead = conversation(["Pracuję jako grafik, same firmy, bez etatu", "Jak zalozyc spolke z o.o.?"]).slice(
      0,
      300,
    );
    expect(lead).toMatch(/S24|KRS/);
    expect(lead).not.toMatch(/umow\w* o pracę/);
    const en = conversation(["I'm a web developer, B2B clients only", "How do I set up a limited company?"], "en");
    expect(en.slice(0, 300)).toMatch(/S24|KRS|National Court Register/);
  });

  it("still reads a question pointing back at the situation with it", () => {
    expect(conversation(["Mój pracownik jest na L4 od tygodnia", "ile dni mu płacę?"])).toMatch(/33 dni|14 dni/);
    // "him" is the employee told of before: a procedure pointing back is no procedure of one's own
    // (it led with registering oneself with ZUS before "him" and "her" counted as pointing back).
    const en = conversation(["I'm hiring my first employee in March", "how do I register him with ZUS?"], "en");
    expect(en.slice(0, 300)).toMatch(/each employee/);
    expect(conversation(["Zatrudniam pierwszą pracownicę", "jak ją zgłosić do ZUS?"]).slice(0, 300)).toMatch(
      /pracownika/,
    );
  });
});

describe("the VAT limit asked in the fewest words", () => {
  // "what is the VAT limit?" led with other EU countries' limits (the SME scheme's section).
  it("answers with the Polish exemption's 240 000 zł, not another country's limit", () => {
    expect(reply("what is the VAT limit?", "en").slice(0, 250)).toMatch(/PLN 240,000/);
    expect(reply("jaki jest limit vat?").slice(0, 250)).toMatch(/240 000 zł/);
    expect(reply("what's the VAT limit in Germany?", "en")).not.toMatch(/^\*\*In 2026 a limited company/);
  });
});

describe("sales that will cross the VAT limit", () => {
  // "Can I stay exempt?" was answered "Yes — … you will cross the VAT exemption limit": a yes to
  // the question it did not answer. The figure stands on its own now, whichever way it is asked.
  it("states the month it crosses without a yes or a no", () => {
    const stay = computed("I sell about 25,000 PLN a month. Can I stay VAT exempt all year?", "en");
    expect(stay).toMatch(/cross the VAT exemption limit/);
    expect(stay).not.toMatch(/^\*\*Yes/);
    const pl = computed("sprzedaję ok. 25 tys. zł miesięcznie, czy mogę zostać na zwolnieniu z VAT cały rok?");
    expect(pl).toMatch(/przekroczysz limit zwolnienia/);
    expect(pl).not.toMatch(/^\*\*Tak/);
  });
});
