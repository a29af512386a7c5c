import { describe, expect, it } from "vitest";
import { computeAnswer } from "./computed-answers.ts";
import { conversation, reply } from "./set-causes-support.ts";

// The forty-sixth set's computed answers (ADR 014: growing founders), on wordings of their own.
const topic = (q: string, lang: "pl" | "en" = "pl") => computeAnswer(q, lang)?.topic ?? "";

describe("the forty-sixth set's calculators", () => {
  it("keeps the full VAT exemption limit for a business running since an earlier year", () => {
    const pl = reply(
      "Prowadzę firmę od 2023, zwolniona z VAT, sprzedaż w tym roku ok. 200 tys., w listopadzie duże zlecenie. Jaki mam limit?",
    );
    expect(pl).toMatch(/240 000/);
    expect(pl).not.toMatch(/proporcj/);
    expect(
      reply(
        "VAT-exempt sole trader since 2022, about 180k PLN of sales this year, a large order in October. What's my limit?",
        "en",
      ),
    ).toMatch(/240,000/);
  });

  it("still prorates the limit for a business started this year", () => {
    expect(reply("Założyłam firmę 1 lipca 2026, jaki mam limit zwolnienia z VAT?")).toMatch(/120 986,30/);
  });

  it("sets the IP Box tax beside the 19% flat tax on the same qualified income", () => {
    const text = reply("Mam 150 tys. kwalifikowanego dochodu w IP Box – ile podatku?");
    expect(text).toMatch(/7500 zł|7 500 zł/);
    expect(text).toMatch(/28 ?500 zł/);
    expect(text).toMatch(/21 ?000 zł/);
  });
});

describe("the forty-sixth set's calculators: a passenger car in the business", () => {
  it("gives the share of each write-off within the 2026 value limit by emissions", () => {
    const pl = reply("Biorę do firmy auto benzynowe warte 250 tys. zł netto – jaka część amortyzacji będzie kosztem?");
    expect(pl).toMatch(/40% każdego odpisu/);
    expect(pl).toMatch(/100 000 zł \/ 250 000 zł/);
    const en = reply(
      "Buying a plug-in hybrid (30 g/km) for the company for 200,000 PLN net – what share of depreciation is deductible?",
      "en",
    );
    expect(en).toMatch(/75% of each depreciation write-off/);
    expect(en).toMatch(/PLN 150,000 \/ PLN 200,000/);
    expect(reply("Kupuję elektryka do firmy, samochód za 180 tys. netto – ile amortyzacji w koszty?")).toMatch(
      /mieści się w limicie 225 000 zł/,
    );
  });

  it("halves a running cost's VAT in mixed use and puts 75 % of the rest in costs", () => {
    const pl = reply(
      "Rachunek za serwis: 1000 zł netto i 230 zł VAT, samochód używam też prywatnie – ile VAT odliczę i ile wrzucę w koszty?",
    );
    expect(pl).toMatch(/odliczysz 115 zł VAT/);
    expect(pl).toMatch(/75%, czyli 836,25 zł/);
    const en = reply(
      "Fuel receipt 400 PLN net plus 92 PLN VAT, company car with private use – how much VAT back and how much cost?",
      "en",
    );
    expect(en).toMatch(/deduct PLN 46 of VAT/);
    expect(en).toMatch(/PLN 334\.50/);
  });

  it("keeps the car of the message before for a lease asked next", () => {
    const pl = conversation([
      "Kupuję auto spalinowe za 125 tys. netto do firmy, ile amortyzacji w koszty?",
      "a w leasingu?",
    ]);
    expect(pl).toMatch(/^Przy leasingu operacyjnym obowiązuje identyczny limit \(100 000 zł\)/);
    expect(pl).toMatch(/proporcjonalnie – w 80%/);
    const en = conversation(
      ["I'm getting a petrol estate car for the firm, 250k PLN net.", "and if I lease it – same cap?"],
      "en",
    );
    expect(en).toMatch(/proportionally – 40% of it/);
  });

  it("leaves a car workshop, car parts and a car sold to other answers", () => {
    expect(topic("mam warsztat samochodowy, kupiłem podnośnik za 40 tys. – ile w koszty?")).not.toBe("car");
    expect(topic("sprzedaję samochód firmowy za 60 tys. – czy wlicza się do limitu VAT?")).not.toBe("car");
  });
});

describe("the forty-sixth set's calculators: PPK", () => {
  it("dates the PPK contract from the hiring date", () => {
    const pl = reply("Zatrudniam kogoś od 15 października 2026 – do kiedy umowa o prowadzenie PPK?");
    expect(pl).toMatch(/najpóźniej do 10 lutego 2027/);
    expect(pl).toMatch(/mijają 14 stycznia 2027/);
    expect(reply("New hire started on 1 March 2026; by when must I sign them up for PPK?", "en")).toMatch(
      /by 10 June 2026 at the latest/,
    );
  });

  it("adds the employer's 1,5 % to the cost of a gross pay, also of a whole cost named", () => {
    const pl = reply("Pracownik zarabia 5500 zł brutto, ile dołoży PPK do kosztów?");
    expect(pl).toMatch(/82,50 zł miesięcznie, więc koszt rośnie z 6626,40 zł do 6708,90 zł/);
    expect(reply("Total employer cost is 7 228,80 PLN including employer ZUS – what does PPK add?", "en")).toMatch(
      /at PLN 6,000 gross that is PLN 90 a month, so the cost rises from PLN 7,228.80 to PLN 7,318.80/,
    );
    expect(conversation(["What is the employer cost of 8000 PLN gross?", "and how much more with PPK?"], "en")).toMatch(
      /PLN 120 a month, so the cost rises from PLN 9,638.40 to PLN 9,758.40/,
    );
  });
});

describe("the forty-sixth set's calculators: Estonian CIT", () => {
  it("adds the company's lump-sum tax and the shareholder's PIT less the credit", () => {
    const pl = reply("Mała spółka na estońskim CIT wypłaci wspólnikowi 50 tys. zysku – ile łącznie podatku?");
    expect(pl).toMatch(/łącznie 10 000 zł podatku, czyli 20%/);
    expect(pl).toMatch(/czyli 5000 zł/);
    expect(
      reply("Our company on Estonian CIT is not a small taxpayer; we pay out 400,000 PLN. Total tax?", "en"),
    ).toMatch(/PLN 100,000 of tax in total, 25%/);
  });

  it("answers the dividend of a company told to switch before, and a changed taxpayer kind", () => {
    const en = conversation(
      ["My sp. z o.o. goes Estonian CIT from January.", "and how will the dividend be taxed for me?"],
      "en",
    );
    expect(en).toMatch(/19% PIT/);
    expect(en).toMatch(/reduced by 90%/);
    expect(
      conversation([
        "Mała sp. z o.o. na estońskim CIT wypłaci 200 tys. zysku – ile łącznie podatku?",
        "a gdyby nie była małym podatnikiem?",
      ]),
    ).toMatch(/łącznie 50 000 zł podatku, czyli 25%/);
  });
});
