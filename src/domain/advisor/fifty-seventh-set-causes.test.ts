import { describe, expect, it } from "vitest";
import { computed, outOfScope, pointed, pointsAt, reply, turn } from "./set-causes-support.ts";
import { readMessage } from "./understanding/classify.ts";
import { detectLanguage } from "./understanding/language.ts";

// The commonest questions, typed as a search box's few words (the fifty-seventh set).

describe("a search box's few words ask", () => {
  it("reads a bare topic without a question word as a question", () => {
    for (const q of [
      "płaca minimalna brutto 2026",
      "okres wyczekiwania na zasiłek chorobowy",
      "white list bank transfer",
    ])
      expect(readMessage(q).kind).toBe("question");
    expect(readMessage("przelew od ilu zł na białą listę").kind).toBe("question");
  });

  it("keeps a business described in a few words a statement", () => {
    for (const q of ["sklep z odzieżą", "naprawa rowerów", "programista, 15 tys. przychodu"])
      expect(readMessage(q).kind).toBe("statement");
  });

  it("asks a tax named first with a figure after it, and takes a bracket's bound for a year's", () => {
    expect(readMessage("lump sum health contribution 7k revenue a month").kind).toBe("mixed");
    // "do 60 tys." is the bracket's bound, a year's, not the user's revenue.
    const bound = turn("składka zdrowotna ryczałt przychód do 60 tys.");
    expect(bound.content).toMatch(
      /^\*\*Przy rocznym przychodzie 60 000 zł na ryczałcie zapłacisz w 2026 r\. 498,35 zł/,
    );
    expect(bound.learned.monthlyRevenue).toBeUndefined();
  });

  it("answers a statement that ends in a bare topic", () => {
    expect(reply("zakładam działalność 1 listopada limit vat")).toMatch(/limit zwolnienia z VAT na 2026 r\. wynosi/);
  });

  it("reads IT among Polish words as the sector and a Polish adjective as Polish", () => {
    expect(detectLanguage("stawka ryczałtu it", "en")).toBe("pl");
    expect(detectLanguage("kwota preferencyjny zus", "en")).toBe("pl");
    expect(detectLanguage("is it on the list?", "pl")).toBe("en");
  });
});

describe("market prices and one's own case asked bare", () => {
  it("declines the best provider, an accountant's fee and one's own price", () => {
    for (const q of [
      "który bank najlepszy dla jdg",
      "best invoicing app for freelancers",
      "ile biorą biura rachunkowe",
      "what hourly rate should I charge as a designer",
    ])
      expect(outOfScope(q)).toBe(true);
  });

  it("declines an office's or a client's verdict on one's own case", () => {
    for (const q of [
      "czy zus zatwierdził mój wniosek",
      "will my grant application be accepted",
      "czy mój klient zapłaci mi w terminie",
      "is our supplier on the white list",
    ])
      expect(outOfScope(q)).toBe(true);
  });

  it("answers the rules around them", () => {
    for (const q of [
      "ile kosztuje księgowa na etacie pracodawcę",
      "czy zus przyzna mi zasiłek, jeśli spóźniłem się ze składką",
      "how much VAT should I charge a client",
      "czy muszę sprawdzać kontrahenta na białej liście",
      "najlepsza forma opodatkowania dla programisty",
    ])
      expect(outOfScope(q)).toBe(false);
  });
});

describe("the general article's section for a short generic question", () => {
  it("gives a new business's ZUS as the stages, a foreigner's ZUS to a foreigner", () => {
    expect(reply("how much is social security for a new business?", "en").slice(0, 300)).toMatch(
      /relief for starters/i,
    );
    expect(pointed("I'm a foreigner, how much is ZUS for a new business?")).not.toContain("zus-etapy#");
  });

  it("gives preferential ZUS its 24 months", () => {
    pointsAt("preferential zus for how many months", "zus-preferencyjny", "kto moze");
    expect(reply("jak długo mały zus?").slice(0, 500)).toMatch(/24 miesi/);
  });

  it("gives the sickness benefit's 90 days, and maternity its own", () => {
    pointsAt("zasiłek chorobowy po jakim czasie", "ubezpieczenie-chorobowe", "90 dni");
    expect(reply("waiting period sick pay sole trader", "en").slice(0, 400)).toMatch(/90 days/);
    expect(pointed("zasiłek macierzyński od kiedy")).not.toContain(
      "ubezpieczenie-chorobowe#90 dni okresu wyczekiwania|90-day waiting period",
    );
  });

  it("gives the fixed asset threshold as the PLN 10,000, and fixed assets sold against the VAT limit theirs", () => {
    expect(reply("środek trwały od ilu zł?").slice(0, 400)).toMatch(/10 000 zł/);
    expect(reply("what's the fixed asset threshold?", "en").slice(0, 400)).toMatch(/PLN 10,000/);
    pointsAt("czy sprzedaż środka trwałego wlicza się do limitu 240 tys.", "vat-zwolnienie-limit");
  });

  it("gives the return, the ZUS deadline of a company, and the deadline to change the tax form", () => {
    expect(reply("jaki formularz na liniowym?").slice(0, 300)).toMatch(/PIT-36L/);
    expect(reply("termin składek zus w spółce z o.o.").slice(0, 300)).toMatch(/15/);
    expect(reply("zmiana formy opodatkowania termin").slice(0, 300)).toMatch(/20 lutego/);
  });

  it("gives registering a JDG as the free CEIDG-1, and a foreigner the residence rules", () => {
    const lead = reply("jaki koszt założenia firmy?").slice(0, 400);
    expect(lead).toMatch(/bezpłatn/);
    expect(lead).toMatch(/CEIDG-1/);
    expect(pointed("cudzoziemiec, jaki wniosek żeby założyć firmę?")).not.toContain(
      "jdg-rejestracja-ceidg#rejestracja jdg w ceidg krok|registering a sole proprietorship",
    );
  });

  it("gives a company car's private use its 75 %, a private car its 20 %", () => {
    expect(reply("auto firmowe jeżdżę też prywatnie ile procent w koszty").slice(0, 400)).toMatch(/75%/);
    expect(reply("company car used privately expenses percent", "en").slice(0, 400)).toMatch(/75%/);
    expect(reply("mój prywatny samochód w firmie ile w koszty").slice(0, 400)).toMatch(/20%/);
  });

  it("gives a job beside a business only the health contribution", () => {
    const lead = reply("full-time job plus a side jdg zus", "en").slice(0, 600);
    expect(lead).toMatch(/minimum wage/);
  });

  it("tells the tax card is closed since 2022 in its first sentence", () => {
    expect(reply("czy kartę podatkową da się jeszcze wybrać?").slice(0, 300)).toMatch(/2022/);
  });
});

describe("calculators read a search box's figures", () => {
  it("gives a trade's lump-sum rate named by a short word", () => {
    expect(computed("ryczałt dla grafika ile")).toMatch(/14%/);
    expect(computed("stawka ryczałtu taksówka")).toMatch(/8,5%/);
    expect(computed("lump sum programmer rate", "en")).toMatch(/12%/);
  });

  it("adds preferential ZUS and the lump sum's health contribution asked with razem", () => {
    expect(computed("mały zus i zdrowotna na ryczałcie do 60 tys. razem")).toMatch(/954,53 zł/);
  });

  it("takes the amount after gross as the pay, and an invoice's gross back to its net", () => {
    expect(computed("total employer cost for gross 6000", "en")).toMatch(/PLN 6,000 gross/);
    expect(computed("faktura na 1230 brutto ile netto")).toMatch(/netto 1000 zł/);
  });
});
