import { describe, expect, it } from "vitest";
import { createKnowledgeSearch } from "../knowledge/search.ts";
import { advise } from "./advisor.ts";
import { computeAnswer } from "./computed-answers.ts";
import { findAnswer } from "./knowledge-answer.ts";
import { hintsFor } from "./knowledge/hints.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";

// The thirty-eighth blind set's causes, second part (ADR 014): moving back to Poland, working
// seniors, a job beside a business, the contribution holiday asked without its name, suspending,
// a past business before a new one. Each is checked on wordings of its own, not the set's.
const search = createKnowledgeSearch();
const found = (q: string, lang: "pl" | "en" = "pl") => {
  const a = findAnswer(search, q, lang);
  return { article: a?.hit.articleId, heading: a?.hit.heading ?? "" };
};
const articles = (q: string) => hintsFor(q).map((h) => h.article);
/** A conversation: each message answered after the ones before it. */
const talk = (messages: string[], lang: "pl" | "en" = "pl") => {
  let turn = advise(messages[0]!, { lang, profile: {}, expecting: null, search });
  for (const m of messages.slice(1))
    turn = advise(m, { lang, profile: turn.profile, expecting: turn.expecting, search, context: turn.context });
  return turn;
};

describe("the thirty-eighth set's causes: the PIT-0 reliefs for returnees and seniors", () => {
  it("reads years abroad as years, not an income, and answers the return relief from its article", () => {
    const q = "Mieszkałem w Irlandii od 2018 do 2024, wróciłem w 2025 – w których latach mam ulgę na powrót?";
    expect(computeAnswer(q, "pl")).toBeNull();
    expect(
      computeAnswer("Byłam w Anglii od 2019 do 2024, od 2025 JDG na skali. W których latach ulga na powrót?", "pl"),
    ).toBeNull();
    const years =
      "Lived in Germany from 2018 to 2024, back in 2025 with a JDG on the tax scale. Which years does the return relief cover?";
    expect(computeAnswer(years, "en")).toBeNull();
    expect(found(q)).toMatchObject({ article: "ulga-na-powrot", heading: expect.stringMatching(/4 kolejne lata/) });
    const en = "Back from Sweden after 4 years, JDG on the tax scale – what are the conditions of the return relief?";
    expect(computeAnswer(en, "en")).toBeNull();
    expect(found(en, "en")).toMatchObject({
      article: "ulga-na-powrot",
      heading: expect.stringMatching(/at least 3 years abroad/i),
    });
  });

  it("answers the return relief on ryczałt from its tax-form section, not the ryczałt rate", () => {
    const turn = talk([
      "Wracam z Hiszpanii po 6 latach i otwieram JDG.",
      "Czy ulga na powrót działa też na ryczałcie?",
    ]);
    expect(turn.content).toMatch(/także ryczałt|też z niej skorzystasz/);
    expect(found("Does the return relief work with lump-sum ryczałt too?", "en").heading).toMatch(/ryczałt too/);
  });

  it("finds the working seniors' relief by its common names", () => {
    expect(found("Mam 66 lat, nie biorę emerytury – czy jest zerowy PIT dla seniora w mojej JDG?").article).toBe(
      "ulga-dla-seniorow",
    );
    expect(computeAnswer("Is there a zero-PIT option for working seniors on the flat tax?", "en")).toBeNull();
  });

  it("leaves the relief for the young asked of a business to its article, not the ryczałt rate", () => {
    expect(
      computeAnswer("Mam 23 lata i JDG na ryczałcie 12% jako programista – czy ulga dla młodych mnie obejmuje?", "pl"),
    ).toBeNull();
    expect(
      computeAnswer("Graphic design JDG on ryczałt at 12%, I'm 24 – does the youth relief exempt me?", "en"),
    ).toBeNull();
    expect(
      talk(["Mam 22 lata, JDG graficzna na ryczałcie. Czy ulga dla młodych zwalnia mnie z podatku?"]).content,
    ).toMatch(/nie obejmuje/);
  });
});

describe("the thirty-eighth set's causes: a job and a business, a pension, a pregnant employee", () => {
  it("sends childcare leave to the leave's own section, not seniority or annual leave", () => {
    expect(articles("Będąc na wychowawczym, mogę prowadzić sklep internetowy na JDG?")).toEqual(["firma-a-pracodawca"]);
    expect(articles("Na urlopie wychowawczym chcę otworzyć własną firmę – wolno?")).toEqual(["firma-a-pracodawca"]);
    expect(articles("Od marca biorę urlop wychowawczy – czy wolno mi wtedy robić zlecenia na swojej JDG?")).toEqual([
      "firma-a-pracodawca",
    ]);
    expect(
      found("On childcare leave from my employer, may I freelance through a sole proprietorship?", "en"),
    ).toMatchObject({
      article: "firma-a-pracodawca",
      heading: expect.stringMatching(/childcare leave/i),
    });
  });

  it("finds the employer-side articles: non-compete, telling the boss, the pregnant employee", () => {
    expect(articles("Czy muszę powiedzieć szefowi, że mam swoją firmę?")).toContain("firma-a-pracodawca");
    expect(found("Podpisałem klauzulę konkurencyjną – mogę mieć JDG w tej samej branży?").article).toBe(
      "firma-a-pracodawca",
    );
    expect(
      found("My shop assistant is pregnant and her fixed-term contract runs out in May – what now?", "en").article,
    ).toBe("pracownica-w-ciazy");
  });

  it("sends a disability pension beside a business to the contribution-base rule", () => {
    expect(found("Jestem rencistą, czy przychody z mojej firmy obniżą rentę?").article).toBe("renta-a-dzialalnosc");
  });

  it("answers the child relief beside a job, and not for someone without one", () => {
    expect(found("Firma na ryczałcie, a do tego etat – czy ulga na dzieci mi zostaje?").article).toBe("ulga-na-dzieci");
    expect(articles("Jestem na liniowym, nie mam etatu – ulga na dzieci?")).toEqual(["ulgi-i-rozliczenie-wspolne"]);
  });
});

describe("the thirty-eighth set's causes: a month without contributions, a suspension", () => {
  it("reads a month without contributions, unnamed, as the contribution holiday's application", () => {
    const q = "Na preferencyjnym ZUS chcę w październiku nie płacić składek – do kiedy muszę to zgłosić?";
    expect(computeAnswer(q, "pl")).toBeNull();
    expect(found(q)).toMatchObject({
      article: "wakacje-skladkowe",
      heading: expect.stringMatching(/Termin złożenia wniosku RWS/),
    });
    // A new business's first months are the start relief's, whatever the month named.
    expect(articles("Otwieram firmę w marcu – jak długo mogę nie płacić składek?")).not.toContain("wakacje-skladkowe");
    const opening = computeAnswer(
      "Otwieram JDG 1 września 2026 – jak długo mogę nie płacić składek społecznych?",
      "pl",
    );
    expect(opening?.content).toMatch(/ulga na start trwa/);
  });

  it("says a suspension extends neither the start relief nor preferential ZUS, with the dates", () => {
    expect(
      found("Preferencyjny ZUS mam od maja 2025; jeśli zawieszę JDG na zimę, to okres się przesunie?").heading,
    ).toMatch(/okresy się nie wydłużają/);
    expect(
      found("Zawieszam działalność na lato – czy moje składki preferencyjne przedłużą się o te miesiące?").heading,
    ).toMatch(/okresy się nie wydłużają/);
    // Whether a period is extended is not the suspension's contributions, whose section would answer instead.
    const extended =
      "Jestem na preferencyjnych składkach ZUS; jeśli zawieszę działalność, okres preferencji się przedłuży?";
    expect(hintsFor(extended).map((h) => h.heading?.source)).not.toContain("skladk|zus|contribution");
    const dated = computeAnswer(
      "Zaczęłam 15 lutego 2026 na uldze na start, zawieszę na kwiecień – ulga się wydłuży?",
      "pl",
    );
    expect(dated?.content).toMatch(/31 sierpnia 2026/);
    expect(dated?.content).toMatch(/nie przedłuża ulgi na start/);
  });

  it("answers how long a suspension may last and how to come back, not the ZUS stages", () => {
    expect(computeAnswer("Chcę zawiesić JDG, nie wiem na jak długo – jest jakiś limit?", "pl")).toBeNull();
    const turn = talk([
      "Chcę zawiesić firmę na miesiąc, żeby nie płacić ZUS.",
      "A na jak długo maksymalnie mogę zawiesić?",
    ]);
    expect(turn.content).toMatch(/bezterminowo/);
    expect(found("Firma jest zawieszona od pół roku, jak teraz wrócić do działalności?").heading).toMatch(
      /Jak zawiesić/,
    );
  });
});

describe("the thirty-eighth set's causes: a past business before a new one", () => {
  it("keeps a wish to open in a month gone by a plan, not a running business", () => {
    const today = new Date(Date.UTC(2026, 10, 27));
    expect(extractProfileFacts("Chcę otworzyć firmę w październiku 2026.", undefined, undefined, today).stage).toBe(
      "idea",
    );
    expect(extractProfileFacts("Otworzyłem firmę 3 października 2026.", undefined, undefined, today).stage).toBe(
      "running",
    );
  });

  it("reads 'closed my Polish JDG' as a business in the last 60 months and answers no relief", () => {
    const turn = talk(
      ["I closed my Polish sole proprietorship in 2024 and want to open again. Do I get the start relief?"],
      "en",
    );
    expect(turn.profile.businessInLast60Months).toBe(true);
    expect(turn.content).toMatch(/60 months/);
    const months = talk(["Zamknąłem firmę w 2024.", "Do I get the 6 months without social contributions again?"], "en");
    expect(months.content).toMatch(/60 months/);
    const recent = { businessInLast60Months: true };
    const sixMonths = computeAnswer("Do I get the 6 months without social contributions?", "en", { profile: recent });
    expect(sixMonths?.content).toMatch(/60 months/);
    const pl = talk(["Miałem JDG do 2023, teraz chcę otworzyć nową. Mogę ulgę na start?"]);
    expect(pl.content).toMatch(/nie przysługuje/);
  });
});
