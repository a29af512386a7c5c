import { describe, expect, it } from "vitest";
import { computed, outOfScope, pointsAt, reply, turn } from "./set-causes-support.ts";

/**
 * The causes behind the fifty-sixth set's misses (company owners and their money), each tried with
 * wordings of its own: an owner's own case not told, the owner's calculators, the sections that
 * answer Estonian CIT's conditions, a management contract, a conversion's succession, a limited
 * partner's exemption and CRBR after a change of shareholders.
 */
describe("an owner's own case, not told, is no article's", () => {
  it("declines whether a choice pays off in the asker's untold case", () => {
    expect(outOfScope("Czy w moim przypadku opłaca się spółka? Nie wiem jeszcze, jakie będą przychody.")).toBe(true);
    expect(outOfScope("Is a limited company worth it in my case? Not sure what next year brings.")).toBe(true);
    expect(outOfScope("czy zakładanie spółki ma sens przy moim biznesie?")).toBe(true);
    expect(outOfScope("Czy przy przychodzie 20 000 zł miesięcznie opłaca mi się ryczałt?")).toBe(false);
  });
  it("declines an office's verdict, a court's timing, a city's fee and a private dispute", () => {
    expect(outOfScope("Will the tax office accept it if I book my holiday as a company cost?")).toBe(true);
    expect(outOfScope("Czy urząd skarbowy uzna u mnie leasing łodzi za koszt?")).toBe(true);
    expect(outOfScope("Wniosek o nowego prezesa wysłany miesiąc temu – kiedy sąd go wpisze?")).toBe(true);
    expect(outOfScope("Ile bierze kancelaria za rejestrację spółki w Krakowie?")).toBe(true);
    expect(outOfScope("My former business partner claims I owe him half of the profits.")).toBe(true);
    expect(outOfScope("Chcę przenieść spółkę na Maltę, czy to się opłaci?")).toBe(true);
    expect(outOfScope("Do kiedy zgłosić zmianę adresu spółki w KRS?")).toBe(false);
  });
});

describe("the owner's calculators", () => {
  it("splits a dividend's tax among the shareholders and taxes an advance", () => {
    const equal = computed("Dywidenda 90 000 zł dzielona między trzech wspólników po równo – ile podatku od każdego?");
    expect(equal).toMatch(/5\s?700/);
    const split = computed("Wypłacamy 100 000 zł dywidendy, udziały 70/30 – ile podatku pobierze spółka od każdego?");
    expect(split).toMatch(/13\s?300/);
    expect(split).toMatch(/5\s?700/);
    expect(computed("Zaliczka na poczet dywidendy 25 000 zł – ile podatku pobierze spółka?")).toMatch(/4\s?750/);
    expect(
      computed("Profit before tax PLN 100,000, small taxpayer, all paid out as a dividend – total tax?", "en"),
    ).toMatch(/26,290/);
  });
  it("computes CIT saved at 9% and the 19% CIT of a company that is not small", () => {
    expect(computed("Dochód spółki 300 000 zł – ile zaoszczędzimy na CIT 9% w porównaniu do 19%?")).toMatch(/30\s?000/);
    expect(computed("Spółka z o.o., dochód 50 000 zł, ale nie jesteśmy małym podatnikiem – ile CIT?")).toMatch(
      /9\s?500/,
    );
  });
  it("computes board pay's health contribution and a sole shareholder's ZUS", () => {
    expect(
      computed("Prezes powołany uchwałą dostaje 12 000 zł miesięcznie, bez umowy o pracę – ile składki zdrowotnej?"),
    ).toMatch(/1\s?080/);
    expect(computed("Ile zdrowotnej płaci jedyny wspólnik spółki z o.o.?")).toContain("830,58");
    expect(computed("Ile rocznie składek społecznych płaci jedyny udziałowiec sp. z o.o.?")).toMatch(/23\s?121,12/);
    expect(computed("Przekształcam JDG w spółkę z o.o., będę jedynym wspólnikiem – ile ZUS?")).toMatch(/1\s?926,76/);
    // A JDG compared with a one-person company is the comparison's, not the shareholder's alone.
    expect(computed("JDG na ryczałcie albo jednoosobowa sp. z o.o. – ile wyjdzie ZUS i zdrowotna?") ?? "").not.toMatch(
      /^\*\*Jedyny wspólnik/,
    );
  });
  it("computes PCC on a loan from the company and the tax on a shareholder loan's interest", () => {
    const pcc = computed("Spółka pożyczy wspólnikowi 40 000 zł – ile PCC?");
    expect(pcc).toMatch(/200 zł/);
    expect(pcc).toContain("PCC-3");
    expect(computed("Spółka wypłaca mi 5 000 zł odsetek od pożyczki, którą jej dałem – jaki podatek?")).toMatch(/950/);
  });
  it("taxes a general partner's share like a sole proprietorship, and leaves health to its calculator", () => {
    expect(computed("Wspólnik spółki jawnej na liniowym, dochód 200 000 zł rocznie – ile PIT?")).toMatch(/38\s?000/);
    expect(
      computed("Wspólnik spółki jawnej na liniowym, dochód 10 000 zł miesięcznie – ile składki zdrowotnej?"),
    ).not.toContain("PIT (19%)");
  });
  it("dates a KRS change 7 days after the event", () => {
    expect(computed("Odwołaliśmy członka zarządu 12 maja 2026 – do kiedy złożyć wniosek do KRS?")).toContain(
      "19 maja 2026",
    );
  });
});

describe("the sections that answer an owner's question", () => {
  it("points Estonian CIT's private expenses, revenue limit and books at their sections", () => {
    pointsAt(
      "Prywatne zakupy wspólnika opłacone przez spółkę na estońskim CIT – czy to opodatkowane?",
      "spolka-estonski-cit-warunki",
      "prywatne",
    );
    pointsAt("Do jakich przychodów można mieć estoński CIT?", "spolka-estonski-cit-warunki", "limit");
    expect(reply("Czy spółka na estońskim CIT może mieć książkę przychodów KPiR?")).toContain("księgi rachunkowe");
  });
  it("answers a management contract's contributions, the KSeF relief and a conversion's succession", () => {
    pointsAt(
      "Which ZUS does a board member on a management contract pay?",
      "wlasciciel-wynagrodzenie-ze-spolki",
      "kontrakt",
    );
    pointsAt("Od kiedy mała spółka musi używać KSeF i czy jest limit dla faktur PDF?", "ksef-ulgi-2026", "10 000");
    expect(reply("Po przekształceniu JDG w spółkę z o.o. – czy muszę sama zamykać firmę w CEIDG?")).toContain(
      "automatycznie",
    );
  });
  it("answers a limited partner's exemption and CRBR after new shareholders", () => {
    expect(reply("Ile wynosi zwolnienie dla komandytariusza?")).toContain("60 000");
    expect(reply("Nowy udziałowiec wszedł do spółki – czy CRBR trzeba zmienić?")).toContain("14 dni");
  });
  it("states a sole shareholder's health contribution as 9% of the average wage of Q4 2025 (art. 81 ust. 2za)", () => {
    expect(reply("Jaka jest składka zdrowotna jedynego wspólnika sp. z o.o. w 2026?")).toContain("830,58");
  });
  it("says yes to an English question whose subject is a company", () => {
    expect(reply("Can a limited company use the VAT exemption like a sole trader?", "en")).toMatch(/^\*\*Yes\./);
  });
  it("records no funding sought when a shareholder lent to their own company", () => {
    expect(
      turn("My company pays me interest on the shareholder loan I gave it – what tax?", "en").learned,
    ).not.toHaveProperty("fundingNeeds");
  });
});
