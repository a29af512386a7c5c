import { describe, expect, it } from "vitest";
import { computed, conversation, outOfScope, pointed, pointsAt, turns } from "./set-causes-support.ts";
import { corrected, isCorrection } from "./understanding/correction.ts";
import { withFollowUp } from "./understanding/follow-up.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";

/**
 * The causes behind the sixty-sixth set's misses (conversations): a correction opened with
 * "sorki" or "typo", written "nie X tylko Y" or "Y a nie X", or putting one month for another is
 * the question before asked again; it records only what it changes. A reply telling a fact the
 * question before lacked answers that question again (founders, customers, a first business, the
 * same work for the employer), and a bare "nie, …" is no activity. The employer's cost counts
 * "2 minimum-wage employees" and gives the year when asked; the contribution holiday with a
 * number of staff points at its conditions, a bare relief of someone reopening at the start
 * relief. The health contribution counts the income from revenue less costs, "ZUS z zdrowotną" is a
 * sum, "ZUS-u" is ZUS, the comparison of forms names each form's health contribution, a till asked
 * after the VAT exemption is the till's limit, and a statement asking nothing keeps the question
 * before. Forecasts, an office's decision on one's case, another country's rules, a local rent and
 * one client's payment are out of scope.
 */

const last = (messages: string[], lang: "pl" | "en" = "pl") => turns(messages, lang).at(-1)!;

describe("a correction is the question before asked again", () => {
  it("reads the casual openers", () => {
    expect(isCorrection("sorki, przychód 90 tys nie 60", "ile podatku przy przychodzie 60 tys?")).toBe(true);
    expect(corrected("flat tax, 80k income, how much tax?", "typo, I meant 88k not 80k")).toContain("88k");
  });

  it("puts a month for a month, keeping or taking the day", () => {
    expect(corrected("zaczynam 1 lipca, jaki limit vat?", "sorry, od listopada nie od lipca")).toBe(
      "zaczynam 1 listopada, jaki limit vat?",
    );
    expect(corrected("starting 1 July 2026, what's the VAT limit?", "sorry, November 1st, not July")).toBe(
      "starting 1 november 2026, what's the vat limit?",
    );
    expect(corrected("od 1 maja, ile limitu kasy?", "przepraszam, ruszam 1 sierpnia a nie maja")).toBe(
      "od 1 sierpnia, ile limitu kasy?",
    );
  });

  it("reads 'nie X tylko Y' only when X was in the question before", () => {
    expect(isCorrection("nie kwiecień tylko czerwiec", "zakładam 1 kwietnia, do kiedy ulga na start?")).toBe(true);
    expect(corrected("zakładam 1 kwietnia, do kiedy ulga?", "nie kwiecień tylko czerwiec, od 1 czerwca")).toContain(
      "1 czerwca",
    );
    expect(isCorrection("nie, tylko klienci prywatni", "czy potrzebuję kasy fiskalnej?")).toBe(false);
    expect(isCorrection("nie firma tylko osoba prywatna", "zakładam 1 kwietnia, do kiedy ulga?")).toBe(false);
  });

  it("answers with the corrected figure and records only what changed", () => {
    const t = last(["prowadzę jdg od 1 marca 2026 pierwszy raz, do kiedy ulga na start?", "nie marzec tylko maj"]);
    expect(t.content).toMatch(/1 maja 2026/);
    expect(Object.keys(t.learned)).toEqual(["startDate"]);
    expect(last(["spółka, mały podatnik, dochód 40 tys, ile CIT?", "sorki, dochód 400 tys nie 40"]).content).toMatch(
      /36 000 zł/,
    );
  });
});

describe("a reply telling what the question lacked answers it again", () => {
  it("reads founders, customers, a first business and the same work for the employer", () => {
    expect(extractProfileFacts("tylko ja, bez wspólników").founders).toBe(1);
    expect(extractProfileFacts("just me, no partners").founders).toBe(1);
    expect(extractProfileFacts("jesteśmy we dwoje, wspólnik to mój kolega").founders).toBe(2);
    expect(extractProfileFacts("nie, tylko klienci prywatni").customers).toBe("b2c");
    expect(extractProfileFacts("no, I never had a registered business").businessInLast60Months).toBe(false);
    expect(extractProfileFacts("tak, robię to samo dla obecnego pracodawcy").formerEmployerClient).toBe(true);
  });

  it("takes no 'nie, …' for the activity asked", () => {
    expect(extractProfileFacts("nie, nigdy nie prowadziłem firmy", "activity").activity).toBeUndefined();
    expect(extractProfileFacts("szyję torby", "activity").activity).toBe("szyję torby");
  });

  it("answers the legal form again for two founders", () => {
    const t = last([
      "chcę otworzyć studio fotograficzne",
      "jaką formę prawną wybrać?",
      "jesteśmy we dwoje, wspólnik to brat",
    ]);
    expect(t.kind).toBe("answer");
    expect(t.learned.founders).toBe(2);
    expect(t.content).toMatch(/spółk/);
  });

  it("answers the quarter's limit again after a first business told while the activity was asked", () => {
    const t = last([
      "chcę sprzedawać świece sojowe",
      "zarobię może 1500 na kwartał, czy muszę rejestrować firmę?",
      "nie, nigdy nie miałem firmy",
    ]);
    expect(t.kind).toBe("answer");
    expect(t.learned).toEqual({ businessInLast60Months: false });
    expect(t.content).toMatch(/10 813,50/);
  });
});

describe("staff counted in calculators and hints", () => {
  it("counts employees named with their pay", () => {
    expect(computed("monthly cost of 4 minimum-wage employees?", "en")).toMatch(/For 4 such employees/);
  });

  it("points a contribution holiday with a count of staff at its conditions", () => {
    pointsAt("czy mogę wziąć wakacje składkowe, mam 14 pracowników", "wakacje-skladkowe", "arunki");
    pointsAt("contribution holiday with 11 employees, can I take it?", "wakacje-skladkowe", "onditions");
  });
});

describe("calculations asked after the situation told", () => {
  it("counts the health contribution from revenue less costs", () => {
    expect(computed("ulga na start, skala, przychód 9 tys, koszty 1 tys miesięcznie, ile zdrowotnej?")).toMatch(
      /720 zł/,
    );
  });

  it("adds the health contribution to ZUS asked 'z zdrowotną' or as a total bill", () => {
    expect(computed("pełny zus z chorobowym, ryczałt, przychód 10 tys mies, ile zus z zdrowotną?")).toMatch(
      /2757,34 zł/,
    );
    expect(computed("full ZUS with sickness, ryczałt, 10k revenue a month, my total ZUS bill monthly?", "en")).toMatch(
      /2,757\.34/,
    );
  });

  it("reads 'ZUS-u' as ZUS and leaves the preferential amount out of a Mały ZUS Plus question", () => {
    expect(computed("jaki limit przychodu do małego ZUS-u plus?")).not.toMatch(/420,86/);
    expect(computed("my preferential ZUS ends, what is Mały ZUS Plus?", "en")).not.toMatch(/420\.86/);
  });

  it("gives the employer's cost for a year when asked", () => {
    expect(computed("ile kosztuje pracownik na płacy minimalnej rocznie?")).toMatch(/69 483,36 zł/);
  });

  it("names each form's health contribution in the comparison", () => {
    expect(computed("programista, 20 tys przychodu miesięcznie, ryczałt czy liniowy?")).toMatch(
      /na ryczałcie 830,58 zł/,
    );
  });

  it("answers a till asked after the VAT exemption with the till's limit", () => {
    const last = conversation(
      [
        "I start selling to consumers on 1 July 2026",
        "yoga classes, I'm VAT-exempt",
        "so what's my cash register limit?",
      ],
      "en",
    );
    expect(last).toMatch(/10,082\.19/);
  });

  it("keeps the question before across a statement that records nothing", () => {
    expect(
      conversation(
        ["I want to hire one person at minimum wage", "full-time, no PPK", "so what will it cost me per year?"],
        "en",
      ),
    ).toMatch(/69,483\.36/);
  });
});

describe("out of scope in a conversation, narrowly", () => {
  it("declines forecasts, an office's decision on one's case, another country, a local rent, one client's payment", () => {
    for (const q of [
      "will the health contribution go up next year?",
      "a jak to jest w Hiszpanii?",
      "will my tax office approve my VAT refund this week?",
      "what's the EUR/PLN rate going to be in March?",
      "dlaczego urząd skarbowy odrzucił mój wniosek?",
      "ile kosztuje wynajem biura w centrum Gdańska?",
      "czy mój klient z Francji zapłaci?",
    ])
      expect(outOfScope(q)).toBe(true);
  });

  it("answers the Polish rules around them", () => {
    for (const q of [
      "how much did ZUS go up in 2026?",
      "how long does the tax office have to refund VAT?",
      "which EUR/PLN rate converts an invoice?",
      "co zrobić, gdy klient nie zapłaci faktury?",
      "czy klient zapłaci VAT od faktury?",
      "czy czynsz za lokal wrzucę w koszty?",
      "how does VAT work for a client in Germany?",
    ])
      expect(outOfScope(q)).toBe(false);
  });
});

describe("a bare relief of someone reopening is the start relief", () => {
  it("points at who may use it", () => {
    pointsAt("wracam do jdg po przerwie, zamknęłam w 2018, mogę mieć ulgę?", "ulga-na-start", "kto moze");
  });
});

describe("follow-ups that change one condition or subject", () => {
  it("keeps what was asked when 'a jakbym…' changes the trade", () => {
    expect(withFollowUp("jaka stawka ryczałtu dla fryzjera?", "a jakbym robił remonty łazienek?")).toMatch(
      /^jaka stawka/,
    );
    expect(conversation(["jaka stawka ryczałtu dla grafika?", "a jakbym robił remonty mieszkań?"])).toMatch(/5,5%/);
    expect(conversation(["ile ryczałtu płaci tłumacz?", "a dla sklepu z zabawkami?"])).toMatch(/wynosi zwykle 3%/);
  });

  it("puts a company for a sole trader", () => {
    expect(withFollowUp("what tax does a sole trader pay?", "and for a company?")).not.toMatch(/sole trader/);
    pointsAt("what income tax does a pay? and for a company?", "cit-spolki");
  });

  it("gives the relief's dates when the follow-up asks from when", () => {
    const last = conversation(
      [
        "I'm registering a sole proprietorship on 1 May 2026, my first business",
        "do I get the start relief?",
        "and from when do I pay social contributions then?",
      ],
      "en",
    );
    expect(last).toMatch(/1 November 2026/);
  });

  it("points a till asked for goods sold at the list of first-sale goods", () => {
    pointsAt(
      "sprzedaję zabawki, muszę mieć kasę? a jakbym sprzedawał części samochodowe?",
      "kasa-fiskalna",
      "kto musi",
    );
    pointsAt("sprzedaję świeczki osobom prywatnym, czy muszę kasę?", "kasa-fiskalna", "ile wynosi limit");
    // "kasy" as money, and a car park with its own date, are not the till's limit.
    expect(pointed("ile trzeba mieć kasy na kapitał w spółce z o.o.").join()).not.toMatch(/ile wynosi limit/);
    expect(pointed("mam parking, czy od 2026 potrzebuję kasy?").join()).not.toMatch(/ile wynosi limit/);
  });
});
