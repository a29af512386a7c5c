import { describe, expect, it } from "vitest";
import { computed, conversation, outOfScope, pointsAt, reply, turn } from "./set-causes-support.ts";

// The general causes of the sixty-eighth set's misses (ADR 014: licensed and regulated professions, a
// second set – a pharmacy of one's own, the professional partnership, a psychotherapist in training,
// teleconsultations, a chair rented in a salon, a former employee back on B2B, a legal adviser with a
// job, the health contribution in the contribution holiday, a job beside a practice, and the own
// cases no article can know), each on wordings of its own. Figures: full ZUS 1 926,76 zł with
// sickness insurance; the pharmacy limits from biznes.gov.pl (3 000 residents, 500 m).

describe("the sixty-eighth set's causes: a pharmacy of one's own", () => {
  it("says only a pharmacist may open one, with the inspector's permit", () => {
    expect(reply("mój mąż nie ma wykształcenia farmaceutycznego – może założyć aptekę?")).toMatch(/farmaceut/);
    pointsAt("who grants the licence to run a community pharmacy?", "prof-apteka");
    expect(reply("which authority gives the permit for my pharmacy?", "en")).toMatch(/pharmaceutical inspector/);
  });

  it("points the population and distance limits at their section", () => {
    pointsAt("ilu mieszkańców gminy potrzeba na nową aptekę?", "prof-apteka", "limit demograficzny");
    expect(reply("how far from another pharmacy must a new one be?", "en")).toMatch(/500 m/);
  });
});

describe("the sixty-eighth set's causes: the professional partnership", () => {
  it("answers who may be a partner, the registry and the tax", () => {
    expect(reply("czy fizjoterapeuta i lekarz mogą razem zawiązać spółkę partnerską?")).toMatch(
      /wolny zawód|wolnego zawodu/,
    );
    expect(reply("spółkę partnerską rejestrujemy w CEIDG?")).toMatch(/KRS/);
    expect(reply("does a partnership of two lawyers (spółka partnerska) owe corporate income tax?", "en")).toMatch(
      /PIT|no CIT/,
    );
  });

  it("says a partner is not liable for a colleague's malpractice", () => {
    expect(reply("wspólnik w spółce partnerskiej popełni błąd w leczeniu – zapłacę z własnej kieszeni?")).toMatch(
      /nie odpowiada/,
    );
  });

  it("leaves a civil partnership to its own article", () => {
    expect(reply("spółka cywilna dwóch pielęgniarek – kto płaci ZUS?")).not.toMatch(/spółka partnerska to/i);
  });
});

describe("the sixty-eighth set's causes: the medical professions' practice", () => {
  it("lets a psychotherapist still in training register and see clients", () => {
    pointsAt(
      "robię jeszcze szkołę psychoterapii, czy mogę mieć już własnych klientów na działalności?",
      "prof-zawody-medyczne",
      "psycholog",
    );
  });

  it("answers a practice of teleconsultations only", () => {
    expect(reply("jako internistka chcę udzielać wyłącznie teleporad, bez gabinetu – da się?")).toMatch(/RPWDL/);
    expect(reply("a GP doing only video consultations, no surgery – possible?", "en")).toMatch(
      /can also be run only remotely/,
    );
  });

  it("gives the start relief's six months to a new physiotherapist asked in English", () => {
    expect(reply("new physiotherapist here, for how long do I pay no social ZUS at the beginning?", "en")).toMatch(
      /6 (full )?(calendar )?months|six months/,
    );
  });

  it("reads a job beside a practice written with 'full time' and 'plus'", () => {
    const a = reply(
      "nurse working full time in a clinic plus my own practice – is full ZUS due from the practice?",
      "en",
    );
    expect(a).not.toMatch(/^\*\*Full ZUS in 2026 is/);
    expect(computed("I have a full time hospital job plus my own practice, how much full ZUS?", "en")).toBe("");
  });
});

describe("the sixty-eighth set's causes: vets, salons and lawyers", () => {
  it("gives veterinary medicines sold at the surgery 8 %", () => {
    pointsAt("lecznica weterynaryjna sprzedaje leki dla zwierząt – stawka VAT?", "prof-weterynarz", "kasa fiskalna");
  });

  it("gives pet food its 23 % beside veterinary medicines", () => {
    expect(conversation(["prowadzę lecznicę dla zwierząt", "jaki VAT na karmę dla kotów w recepcji?"])).toMatch(/23%/);
  });

  it("gives a chair rented in a salon 23 % VAT", () => {
    expect(reply("podnajmuję stanowisko w salonie kosmetyczce z własną firmą, jaki VAT na fakturze za najem?")).toMatch(
      /23%/,
    );
  });

  it("refuses the start relief to a former employee back on B2B in a salon", () => {
    pointsAt(
      "barberka była u mnie na etacie, teraz przejdzie na b2b – przysługuje jej ulga na start?",
      "ulga-na-start",
    );
  });

  it("lets a legal adviser combine a job with an own office", () => {
    expect(reply("jestem radcą zatrudnionym w spółce, mogę obok otworzyć jdg?")).toMatch(/Tak, radca prawny może/);
  });

  it("keeps the health contribution in the contribution holiday", () => {
    pointsAt("biorę wakacje składkowe w sierpniu, czy składka zdrowotna też odpada?", "wakacje-skladkowe", "zdrowotn");
  });

  it("records no legal form of someone else's business", () => {
    expect(
      turn("mam salon i chcę wynająć stanowisko manicurzystce na jej jdg, jaki VAT od najmu?").learned.legalForm,
    ).toBeUndefined();
    expect(
      turn("renting a desk in my office to a self-employed accountant - VAT on the rent?", "en").learned.legalForm,
    ).toBeUndefined();
    expect(turn("mam jdg i wynajmuję fotel, jaki VAT?").learned.legalForm).toBe("jdg");
  });
});

describe("the sixty-eighth set's causes: what no article can know", () => {
  it("declines one's own case, a local fee, a foreign licence and a foretold law", () => {
    expect(outOfScope("ile weźmie notariusz za umowę spółki u mnie w mieście?")).toBe(true);
    expect(outOfScope("komornik zablokował mi rachunek firmowy, co teraz?")).toBe(true);
    expect(outOfScope("jak przechowywać środki klienta powierzone kancelarii – na osobnym koncie?")).toBe(true);
    expect(outOfScope("what licence does the Irish Medical Council require for online consults?")).toBe(true);
    expect(outOfScope("czy w 2028 zmienią stawkę ryczałtu dla fizjoterapeutów?")).toBe(true);
    expect(outOfScope("czy NFZ da mi kontrakt na rehabilitację?")).toBe(true);
    expect(outOfScope("jaką stawkę za godzinę negocjować ze szpitalem?")).toBe(true);
  });

  it("keeps the near questions it can answer", () => {
    expect(outOfScope("ile kosztuje notariusz przy zakładaniu spółki z o.o.?")).toBe(false);
    expect(outOfScope("czy komornik sądowy może wziąć wakacje składkowe?")).toBe(false);
    expect(outOfScope("czy lekarz może prowadzić teleporady jako praktyka?")).toBe(false);
    expect(outOfScope("jaka stawka ryczałtu dla fizjoterapeuty?")).toBe(false);
    expect(outOfScope("czy umowa z NFZ zmienia zwolnienie z VAT?")).toBe(false);
  });
});
