import { describe, expect, it } from "vitest";
import { isFollowUp, withFollowUp } from "./follow-up.ts";
import { intentOf } from "../knowledge-answer.ts";
import { extractProfileFacts } from "./profile-facts.ts";
import { readMessage } from "./classify.ts";

// Causes found on the second blind set (ADR 014), each checked on wordings of its own.
describe("a question without a question mark", () => {
  it.each([
    "zatrudniam pierwszą osobę na umowę o pracę, na jakim formularzu zgłaszam ją do ZUS",
    "cit 9% dla nowej spółki - do jakiego przychodu",
    "mam sklep internetowy, od jakiej kwoty muszę mieć kasę",
    "sprzedaję ok. 25 tys. miesięcznie, w którym miesiącu przekroczę limit VAT",
  ])("asks after a comma or a dash, with a preposition before the question word: %s", (text) => {
    expect(readMessage(text).kind).not.toBe("statement");
  });

  it.each([
    "mąż nie płaci alimentów od pół roku co mam zrobić",
    "klient nie zapłacił faktury co teraz mam zrobić",
    "kontrahent nie płaci od trzech miesięcy co mam robić",
  ])("asks what to do: %s", (text) => {
    expect(readMessage(text).kind).not.toBe("statement");
  });
});

describe("follow-ups that change a condition or draw a conclusion", () => {
  it("keeps what was asked when only a condition changes", () => {
    const previous = "od jakiej kwoty sprzedazy trzeba miec kase fiskalna";
    expect(withFollowUp(previous, "a jak otwieram warzywniak od 1 pazdziernika?")).toContain("jakiej kwoty");
    expect(withFollowUp("jaki jest limit zwolnienia z vat?", "a jak zaczynam w lipcu?")).toContain("limit");
    expect(withFollowUp("what's the VAT exemption limit?", "and if I start in July?")).toContain("limit");
  });

  it("asks for the consequence when the condition is missing a deadline or crossing a limit", () => {
    expect(intentOf("a jak nie zdążę to co?")).toBe("consequence");
    expect(intentOf("a jak przekroczę to co wtedy")).toBe("consequence");
    expect(intentOf("and if I miss the deadline?")).toBe("consequence");
    // …and then the question before is not asked again.
    expect(withFollowUp("jaki jest limit dzialalnosci nierejestrowanej?", "a jak przekroczę to co wtedy")).not.toMatch(
      /limit/,
    );
  });

  it("reads 'czyli…' and a pronoun for the person asked about as a follow-up", () => {
    const previous = { lastQuestion: "stawka godzinowa na zleceniu w 2026?" };
    expect(isFollowUp("czyli na 120 godzin w miesiącu minimum ile muszę mu zapłacić", previous)).toBe(true);
    expect(isFollowUp("so for 80 hours a month how much do I owe him", previous)).toBe(true);
  });
});

describe("facts not taken from what only looks like them", () => {
  it("does not record what the asker fears as a fact", () => {
    expect(readMessage("boję się, że przy jdg komornik zabierze mi dom, lepsza będzie spółka?").statementText).toBe("");
    expect(readMessage("I'm afraid that as a sole trader I'd lose my flat, is an LLC safer?").statementText).toBe("");
  });

  it("does not read a work permit tied to an employer as working for a former employer", () => {
    expect(extractProfileFacts("I only have a work permit tied to my employer")).not.toHaveProperty(
      "formerEmployerClient",
    );
    expect(extractProfileFacts("mam zezwolenie na pracę u obecnego pracodawcy")).not.toHaveProperty(
      "formerEmployerClient",
    );
    expect(extractProfileFacts("I won't work for my former employer")).toEqual({ formerEmployerClient: false });
  });
});
