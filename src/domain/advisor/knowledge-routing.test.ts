import { describe, expect, it } from "vitest";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { advise } from "./advisor.ts";
import { findAnswer } from "./knowledge-answer.ts";

// Questions are routed to the section that answers them, in the users' own words (causes found on
// the second blind set, ADR 014; each checked here on a wording of its own): the answering sentence
// holds the fact.
const search = createKnowledgeSearch();
const answer = (question: string, lang: "pl" | "en") => {
  const found = findAnswer(search, question, lang);
  return { article: found?.hit.articleId, lead: found?.lead ?? "", text: `${found?.lead ?? ""} ${found?.hit.text}` };
};

describe("the section that answers, found through the words people use", () => {
  it.each([
    // Suspending a business: no contributions, no JPK without sales (Prawo przedsiębiorców art. 22–25).
    ["zawieszam firme od stycznia, czy dalej place zdrowotna?", "pl", "zawieszenie-dzialalnosci", /nie płacisz/],
    ["do I still send JPK while my business is suspended?", "en", "zawieszenie-dzialalnosci", /JPK_V7/],
    // Foreigners: a residence title, not a work permit (act of 6 March 2018, art. 4).
    ["mam wize pracownicza, moge otworzyc jdg?", "pl", "cudzoziemiec-dzialalnosc", /pobyt/],
    ["non-EU citizen with a work permit only - can I be self-employed?", "en", "cudzoziemiec-dzialalnosc", /residence/],
    // A student under 26 on a contract of mandate: no ZUS (art. 6 ust. 4 of the social insurance act).
    ["student 23 lata na umowie zlecenie - jakie skladki?", "pl", "umowy-praca-zlecenie-dzielo", /26 lat/],
    // …but not when the asker says the person is no student.
    ["mandate contract worker (not a student) - what ZUS do I pay?", "en", "umowy-praca-zlecenie-dzielo", /19\.52%/],
    // A contract for specific work: no contributions for the company ordering it.
    [
      "contract for specific work - does the company ordering it pay ZUS?",
      "en",
      "umowy-praca-zlecenie-dzielo",
      /not subject to ZUS/,
    ],
    // KSeF: consumers outside the obligation; a small monthly invoicing and the 10 000 zł relief.
    ["klienci indywidualni a ksef - faktury tez?", "pl", "ksef-terminy", /nie są w 2026 roku objęte/],
    ["fakturuje ok 7 tys miesiecznie, ksef mnie dotyczy?", "pl", "ksef-ulgi-2026", /10 000/],
    // A capital company keeps full books, whatever KPiR is.
    ["czy spolka z o.o. moze prowadzic kpir?", "pl", "spolka-zoo", /pełn/],
    // Liability for debts, in fearful words.
    [
      "sole trader or LLC - I'm scared of losing my apartment if things go south",
      "en",
      "formy-prawne-wybor",
      /all personal assets/,
    ],
    // The income tax of an unregistered activity: PIT-36.
    ["dzialalnosc nierejestrowana - w jakim zeznaniu to wykazac?", "pl", "dzialalnosc-nierejestrowana", /PIT-36/],
    // A company formed from a JDG: no 9% CIT at first.
    ["jak przeksztalce jdg w spolke z o.o. to dostane 9% cit?", "pl", "cit-spolki", /19%/],
    // "Interest" is a rate, even without a % in the answer.
    ["what interest does the BGK start loan charge?", "en", "pozyczka-na-start-bgk", /rediscount/],
    // CEIDG-1 as one application for several offices.
    ["does the CEIDG-1 form also sign me up for ZUS and the tax office?", "en", "jdg-rejestracja-ceidg", /tax office/],
  ] as const)("%s", (question, lang, article, fact) => {
    const found = answer(question, lang);
    expect(found.article).toBe(article);
    expect(found.lead).toMatch(fact);
  });

  it("answers the deduction on the form asked about, not on the one compared with", () => {
    expect(answer("na skali odlicze zdrowotna tak jak na liniowym?", "pl").article).toBe("skladka-zdrowotna-skala");
    expect(answer("ryczałt - can I deduct health insurance like on flat tax?", "en").lead).toMatch(/50%/);
  });
});

describe("private matters are not answered from business articles", () => {
  it.each([
    ["były mąż nie płaci alimentów od pół roku, co mogę zrobić", "pl"],
    ["we rent a flat and the landlord keeps our deposit, what now", "en"],
  ] as const)("%s", (question, lang) => {
    const turn = advise(question, { lang, profile: {}, expecting: null, search });
    expect(turn.kind).toBe("unknown");
    expect(turn.learned).toEqual({});
  });
});
