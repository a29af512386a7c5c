import { describe, expect, it } from "vitest";
import { leadOf } from "./evaluation.ts";
import { bestSentence } from "./knowledge/sentence.ts";
import { conversation, reply } from "./set-causes-support.ts";

/** What a user reads before scrolling: the reply's first paragraph (after "Zapisuję:/Noted:") and the next. */
const lead = (q: string, lang: "pl" | "en" = "pl") => leadOf(reply(q, lang));
const first = (q: string, lang: "pl" | "en" = "pl") => leadOf(reply(q, lang)).split(/\n\s*\n/)[0]!;

describe("the lead states the fact asked for", () => {
  it("an English 'rate' is no Polish instalment ('ratę'): a VAT or flat-tax rate question leads with the rate", () => {
    expect(first("what VAT rate do I charge on software consulting in Poland?", "en")).toMatch(/23%/);
    expect(first("what's the CIT rate for a small limited company?", "en")).toMatch(/9%/);
    expect(first("Zaległy VAT – czy mogę zapłacić go na raty?")).toMatch(/rat/);
  });

  it("an employee's age picks the sick-pay rule that covers it", () => {
    expect(first("my worker is 57 and on L4 – for how many days do I pay sick pay before ZUS?", "en")).toMatch(
      /\b14 days/,
    );
    expect(first("pracownik ma 58 lat i jest na L4 – przez ile dni płacę mu chorobowe?")).toMatch(/14 dni/);
    expect(first("pracownica (41 lat) na zwolnieniu lekarskim – ile dni płaci pracodawca?")).toMatch(/33 dni/);
    expect(first("pracownica (41 lat) na zwolnieniu lekarskim – ile dni płaci pracodawca?")).not.toMatch(/50\./);
    expect(
      leadOf(conversation(["my staff member is off sick, who covers it?", "and if he is 61?"], "en")).split(
        /\n\s*\n/,
      )[0],
    ).toMatch(/14 days/);
  });

  it("who pays an employee's sick leave and how much: the 80% is in the first sentence", () => {
    expect(first("pracownik na L4 – kto płaci i ile?")).toMatch(/33 dni[^.]*80%/);
    expect(first("employee on sick leave, who pays and what amount?", "en")).toMatch(/33 days[^.]*80%/);
  });

  it("a sum named picks the bracket that holds it: a laptop under 10 000 zł is expensed at once", () => {
    expect(first("telefon do firmy za 6 tys netto – amortyzacja czy od razu w koszty?")).toMatch(/10 000 zł/);
    expect(first("I'm buying a monitor for PLN 4,000 net, can it be expensed at once or depreciated?", "en")).toMatch(
      /10,000/,
    );
  });

  it("one part of the social contributions asked leads with that part", () => {
    expect(first("ile wynosi składka rentowa na pełnym ZUS?")).toMatch(/rentowa \(8% podstawy\)[^*]*452,16/);
    expect(first("how much goes to the pension on preferential ZUS a month?", "en")).toMatch(/281\.44/);
    expect(first("ile wynosi Fundusz Pracy na preferencyjnym ZUS?")).toMatch(/nie płacisz/);
  });

  it("the one-off depreciation limit is not the VAT exemption limit", () => {
    expect(first("limit jednorazowej amortyzacji w 2026?")).toMatch(/213 000/);
    expect(first("one-off depreciation cap for small taxpayers this year?", "en")).toMatch(/213,000/);
  });

  it("sections whose first sentence states the decisive fact", () => {
    expect(lead("w ile dni zgłaszam nowego pracownika do ZUS i na jakim druku?")).toMatch(/7 dni[^.]*ZUA/);
    expect(lead("ile umów na czas określony mogę podpisać z jednym pracownikiem?")).toMatch(/3 umowy[^.]*33 miesiące/);
    expect(first("czy paragony i faktury dla osób prywatnych wysyłam do KSeF?")).toMatch(/nie musisz/);
    expect(first("contribution holiday – do I still pay anything that month?", "en")).toMatch(/health/);
  });

  it("a day within the month picks the rule for a month in part; a newcomer, the newcomer's rule", () => {
    expect(first("zawieszam firmę od 20 maja – składkę zdrowotną za maj płacę w całości?")).toMatch(
      /w pełnej wysokości/,
    );
    expect(first("suspending from the 20th of May – is the health contribution for May due in full?", "en")).toMatch(
      /in full/,
    );
    expect(first("właśnie zostałem czynnym podatnikiem VAT, mogę od razu wysyłać JPK kwartalnie?")).toMatch(
      /12 miesięcy/,
    );
  });

  it("a word few sentences share tells them apart: the reducing amount, not the tax-free amount", () => {
    expect(first("kwota zmniejszająca podatek w 2026 – ile?")).toMatch(/3 600 zł/);
  });

  it("the tax form named picks its own rule, not the tax scale's", () => {
    expect(first("if I'm on the flat tax, can I file jointly with my husband?", "en")).toMatch(/no joint filing/);
    expect(first("I'm on the flat tax – can my husband and I file a joint return?", "en")).toMatch(
      /no joint filing|loses[^.]*joint filing/,
    );
  });

  it("whether an employer may do BHP alone: the first sentence gives the headcount", () => {
    expect(first("mam piekarnię i 3 pracowników, czy mogę sam pełnić funkcję BHP?")).toMatch(
      /^\*\*Pracodawca zatrudniający do 10 pracowników/,
    );
  });
});

describe("a list's item is no lead", () => {
  it("picks the sentence that states the rule, not an item of the list under it", () => {
    const text =
      "Najczęstszym błędem w 2026 roku jest wypłacanie pieniędzy z konta spółki bez uchwały, umowy ani faktury. Inne błędy:\n\n" +
      "- zawarcie przez jedynego wspólnika umowy o pracę z własną spółką, by uniknąć pełnego ZUS,\n" +
      "- wypłata zaliczki na dywidendę bez upoważnienia w umowie spółki.";
    expect(bestSentence("czy umowa o prace jedynego wspolnika z wlasna spolka zastapi pelny zus?", text)).toMatch(
      /^Najczęstszym błędem/,
    );
  });
});
