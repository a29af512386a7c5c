import { describe, expect, it } from "vitest";
import { bindAmounts } from "./amount-meaning.ts";
import { recogniseActivity } from "./understanding/activity.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";
import { turn, reply, pointsAt, outOfScope } from "./set-causes-support.ts";

// The general causes of the forty-sixth set's misses (ADR 014: growing founders in their second to
// fifth year), each checked on wordings of its own, not the set's questions.

describe("the forty-sixth set's causes: no fact recorded that the message does not state", () => {
  it("does not take a group of customers ruled out for the customers", () => {
    expect(extractProfileFacts("Sprzedaję głównie osobom prywatnym (nie firmom).").customers).toBe("b2c");
    expect(extractProfileFacts("I invoice companies, not consumers.").customers).toBe("b2b");
    expect(extractProfileFacts("Wystawiam faktury firmom i paragony osobom prywatnym.").customers).toBe("both");
  });

  it("does not take the contract of someone being hired for the user's own job", () => {
    expect(extractProfileFacts("We're hiring a bookkeeper on an employment contract from May.").otherEmployment).toBe(
      undefined,
    );
    expect(extractProfileFacts("Zatrudniam magazyniera na umowę o pracę od marca.").otherEmployment).toBeUndefined();
    // The user's own job said outright is still recorded.
    expect(extractProfileFacts("I have a full-time job and run a small JDG on the side.").otherEmployment).toBe(true);
  });

  it("does not take the other party of a contract for the user's trade", () => {
    expect(recogniseActivity("We signed a contract with a translator for the manual")).toBeNull();
    expect(recogniseActivity("I'm a translator working for agencies")?.id).toBeDefined();
  });

  it("does not keep the form a business was converted from as today's form", () => {
    expect(
      extractProfileFacts("Po przekształceniu mojej JDG w spółkę – co z kasą fiskalną?").legalForm,
    ).toBeUndefined();
    expect(extractProfileFacts("Since converting my JDG into a company I pay CIT.").legalForm).toBeUndefined();
    // A conversion only planned leaves today's form as it is.
    expect(extractProfileFacts("Mam JDG i myślę o przekształceniu w spółkę z o.o.").legalForm).toBe("jdg");
  });

  it("does not take a contribution paid for the revenue", () => {
    const kinds = bindAmounts("Przychód za rok ok. 90 tys., a przez cały rok płaciłam zdrowotną 498,35 zł.");
    expect(kinds.find((a) => a.value === 498.35)?.kind).not.toBe("revenue");
    expect(extractProfileFacts("Revenue about 90k this year, and every month I paid ZUS 1 800.").monthlyRevenue).toBe(
      7500,
    );
    expect(extractProfileFacts("Obrót ok. 10 tys. zł miesięcznie, ZUS płacę pełny.").monthlyRevenue).toBe(10000);
  });

  it("keeps the advisor's reply free of a ruled-out group of customers", () => {
    expect(turn("Czy faktury dla konsumentów (nie dla firm) muszą iść przez KSeF?").learned.customers).toBeUndefined();
    expect(reply("Czy faktury dla konsumentów (nie dla firm) muszą iść przez KSeF?")).toMatch(/KSeF/);
  });
});

describe("the forty-sixth set's causes: a growing founder's questions reach their sections", () => {
  it("points old debts after a conversion at the three years of joint liability", () => {
    pointsAt(
      "Przekształciłam firmę w spółkę – kto teraz płaci zobowiązania sprzed przekształcenia?",
      "przeksztalcenie-jdg-w-spolke",
      "dlugi",
    );
    expect(
      reply("Do I still answer for my sole proprietorship's creditors once it is converted into a company?", "en"),
    ).toMatch(/3 years/);
    expect(reply("Czy po przekształceniu działalności w spółkę odpowiadam za wcześniejsze zobowiązania?")).toMatch(
      /solidarnie/,
    );
  });

  it("points a health-contribution overpayment at the RZS-R request", () => {
    pointsAt(
      "Nadpłaciłem składkę zdrowotną za zeszły rok, jak dostanę zwrot?",
      "skladka-zdrowotna-rozliczenie-roczne",
      "nadplata",
    );
    expect(
      reply("The yearly health settlement came out in my favour – will ZUS refund it automatically?", "en"),
    ).toMatch(/RZS-R/);
  });

  it("points a fixed asset sold at the health settlement's section on it", () => {
    pointsAt(
      "Sprzedaję firmowy samochód, czy wejdzie to do podstawy zdrowotnej?",
      "skladka-zdrowotna-rozliczenie-roczne",
      "srodki",
    );
  });

  it("reads IKZE on ryczałt as a deduction from revenue, and gives the flat-tax saving", () => {
    expect(reply("Rozliczam się ryczałtem, czy wpłata na IKZE coś mi da w podatku?")).toMatch(/od przychodu/);
    expect(reply("I pay the lump-sum tax as a copywriter – does an IKZE payment lower my tax?", "en")).toMatch(
      /from revenue/,
    );
    expect(reply("Ile zaoszczędzę na podatku liniowym, wpłacając pełny limit IKZE przedsiębiorcy?")).toMatch(
      /3 221,64/,
    );
  });

  it("answers which contributions a board fee bears, not when they are paid", () => {
    expect(
      reply(
        "My company pays me a board member fee under a shareholders' resolution. Which contributions are due on it?",
        "en",
      ),
    ).toMatch(/health/i);
  });

  it("names both conditions of Estonian CIT, and a foreign shareholder is a Polish company's question", () => {
    expect(outOfScope("Our sp. z o.o. has an Austrian GmbH as a shareholder – can we opt for Estonian CIT?")).toBe(
      false,
    );
    expect(outOfScope("I want to register a GmbH in Austria")).toBe(true);
    expect(reply("Spółka bez pracowników na etacie – da się przejść na estoński CIT?")).toMatch(/3 osoby/);
    expect(
      reply("Wspólnikiem mojej spółki jest fundacja rodzinna i spółka z o.o. – estoński CIT wchodzi w grę?"),
    ).toMatch(/osoby fizyczne/);
  });

  it("gives the conditions of 0% VAT on goods sold to a business in another EU country", () => {
    expect(outOfScope("We are shipping furniture to a client in Austria – is it 0% VAT?")).toBe(false);
    expect(reply("Sprzedaję meble firmie we Francji – jakie warunki, żeby dać 0% VAT?")).toMatch(/VIES/);
    expect(reply("What do I need to invoice goods at 0% to a buyer company in Slovakia?", "en")).toMatch(
      /CMR|transport/,
    );
  });

  it("gives the R&D relief's rate and who may not use it", () => {
    pointsAt("Jaki procent wynagrodzeń programistów odliczę w B+R?", "ulga-b-r", "ile wynosi");
    expect(reply("Płacę ryczałt 8,5% – przysługuje mi ulga badawczo-rozwojowa?")).toMatch(/nie przysługuje/);
  });
});

describe("the forty-sixth set's causes: replies that say all that was asked", () => {
  it("says the 2026 minimum wage has no second rise in July", () => {
    expect(reply("Jaka jest płaca minimalna w 2026? Będzie też podwyżka w lipcu?")).toMatch(/nie ma drugiej podwyżki/);
    expect(reply("What's Poland's minimum wage in 2026, will it rise again in the summer?", "en")).toMatch(
      /no second rise in July/,
    );
  });

  it("does not answer an R&D relief question with what an employee costs", () => {
    expect(reply("Ulga B+R: jaki procent pensji zespołu badawczego mogę odliczyć?")).toMatch(/200%/);
  });

  it("names the form and the cash limit's tax consequence", () => {
    pointsAt("Jakim drukiem zgłaszam się do małego ZUS plus?", "maly-zus-plus", "zgloszenie");
    expect(reply("Jakim drukiem zgłaszam się do małego ZUS plus?")).toMatch(/ZUS ZUA/);
    pointsAt("Zapłaciłem dostawcy 20 tys. gotówką – czy to wejdzie w koszty?", "platnosci-gotowkowe-limit", "skutek");
  });
});
