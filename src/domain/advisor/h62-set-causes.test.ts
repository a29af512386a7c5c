import { describe, expect, it } from "vitest";
import { recogniseActivity } from "./understanding/activity.ts";
import { bindAmounts } from "./amount-meaning.ts";
import { computed, conversation, outOfScope, pointsAt, turn } from "./set-causes-support.ts";

/**
 * The causes behind the h62 set's misses (farmers adding a business): full ZUS after leaving KRUS,
 * a mandate contract's pay against the minimum wage, the flat-rate farmer's 7% refund, the lump
 * sum on renting out a barn, an RHD follow-up's own figure, the preferential contributions a first
 * business gets, the sections RHD registration and a barn workshop point at, and a farmer's money
 * outside a business not recorded as the business's revenue.
 */
describe("a farmer's money is worked out", () => {
  it("gives full ZUS after KRUS ends, not the ceiling's rough guide", () => {
    const r = computed(
      "Straciłem KRUS po przekroczeniu kwoty granicznej, firma działa od 5 lat. Ile teraz ZUS co miesiąc?",
    );
    expect(r).toContain("1788,29");
    expect(r).toContain("1926,76");
  });

  it("weighs a mandate contract's monthly pay against the minimum wage", () => {
    expect(computed("Jestem w KRUS, biorę zlecenie za 5000 zł brutto miesięcznie – czy zostanę?")).toContain("194");
    expect(computed("in KRUS with a mandate contract of 4 300 a month – how much room is left?", "en")).toContain(
      "506",
    );
    // Someone taken on is not the farmer's own contract; a business beside KRUS is the tax ceiling's question.
    expect(computed("jestem w KRUS, mogę zatrudnić kogoś na zlecenie za 3000 zł?")).not.toContain("4806");
    expect(computed("KRUS i firma na zlecenie klientów, ryczałt 8,5%, przychód 60 tys. – zostanę?")).not.toContain(
      "płaca minimalna",
    );
  });

  it("adds 7% to a flat-rate farmer's net sale, also in a follow-up", () => {
    expect(computed("Rolnik ryczałtowy, sprzedaż rzepaku za 10 000 zł netto na fakturę RR – ile zwrotu?")).toContain(
      "700",
    );
    expect(conversation(["I'm a flat-rate farmer selling to a VAT payer", "and for 40 000 net?"], "en")).toContain(
      "2,800",
    );
  });

  it("taxes a barn's rent as private rental, also when a follow-up names another rent", () => {
    expect(computed("Wynajmuję stodołę na skład za 500 zł miesięcznie, jaki podatek za rok?")).toContain("510");
    expect(conversation(["wynajmuję stodołę sąsiadowi na magazyn", "a przy 2500 zł miesięcznie?"])).toContain("2550");
  });

  it("takes an RHD follow-up's own revenue, not the larger one before it", () => {
    expect(conversation(["RHD, sprzedaję sery, przychód ok. 150 tys. zł", "a gdyby było 120 tys.?"])).toContain("400");
  });

  it("reads a minimum asked beside KRUS and a business as the health contribution's", () => {
    expect(conversation(["jestem w KRUS i prowadzę małą firmę", "a najniższa przy podatku liniowym?"])).toContain(
      "432,54",
    );
  });

  it("names the preferential contributions a first business gets in ZUS", () => {
    expect(computed("rolnik bez firmy, zakładam pierwszą i idę do ZUS a nie KRUS – ile po uldze na start?")).toContain(
      "420,86",
    );
  });
});

describe("a farmer's question points at the section that answers it", () => {
  it("points RHD registration and hiring, a barn workshop and a repair lump sum at their sections", () => {
    pointsAt("RHD z wędlinami – gdzie trzeba się zgłosić?", "rolniczy-handel-detaliczny", "rejestracja");
    pointsAt("can I employ someone in RHD?", "rolniczy-handel-detaliczny", "krus, zus");
    pointsAt("stolarnia w stodole – czy potrzebne są formalności budowlane?", "uslugi-rolnicze-warsztat", "warsztat");
    pointsAt("ryczałt za naprawę maszyn dla rolników z okolicy?", "uslugi-rolnicze-warsztat", "warsztat");
  });

  it("points the fuel refund, a farm's hectares at the PUP and rooms for workers at their sections", () => {
    pointsAt("jak odzyskać akcyzę za olej napędowy do ciągnika? zwrot akcyzy gdzie?", "zwrot-akcyzy-paliwo-rolnicze");
    pointsAt("mam 5 ha, czy urząd pracy da mi dotację?", "dotacje-na-wsi", "status bezrobotnego");
    pointsAt("ile maksymalnie dotacji z urzędu pracy?", "dotacja-z-urzedu-pracy", "ile wynosi");
    pointsAt(
      "rooms for seasonal workers on my farm – exempt like agritourism?",
      "agroturystyka-pokoje-goscinne",
      "co konczy",
    );
    pointsAt(
      "rolnik – opłaca się zostać czynnym podatnikiem VAT przed zakupem kombajnu?",
      "sprzedaz-plodow-rolnych",
      "vat",
    );
  });

  it("answers a KRUS contribution asked after opening a business with the doubled contribution", () => {
    expect(conversation(["mam 12 ha i jestem w KRUS, otwieram sklep", "czy składka do KRUS wzrośnie?"])).toMatch(
      /podwójn/,
    );
  });
});

describe("a farmer's money outside a business is not the business's revenue", () => {
  it("records no revenue from a mandate beside KRUS, a barn's rent or RHD", () => {
    expect(turn("jestem w KRUS i mam zlecenie 4000 zł miesięcznie").learned).toEqual({});
    expect(turn("I let my barn for 800 a month, tax?", "en").learned).toEqual({});
    expect(turn("RHD przychód 90 tys. rocznie, płacę podatek?").learned).toEqual({});
  });

  it("still records a business's revenue", () => {
    expect(turn("mam sklep, przychód 9000 zł miesięcznie").learned.monthlyRevenue).toBe(9000);
    expect(bindAmounts("mam sklep, przychód 9000 zł miesięcznie")[0]?.value).toBe(9000);
  });
});

describe("a farmer's question no article can answer is declined, a near one is not", () => {
  it("declines a crop's price, one's own KRUS branch, another country's farm rules and a later call's date", () => {
    expect(outOfScope("ile dadzą za rzepak w skupie za rok?")).toBe(true);
    expect(outOfScope("po ile sprzedawać jabłka na targu?")).toBe(true);
    expect(outOfScope("czy mój oddział KRUS uzna zaświadczenie z opóźnieniem?")).toBe(true);
    expect(outOfScope("my brother farms in Germany – is his farm stay tax-free too?")).toBe(true);
    expect(outOfScope("kiedy dokładnie ruszy nabór na młodego rolnika w 2028?")).toBe(true);
  });

  it("answers the rules around them", () => {
    expect(outOfScope("rolnik ryczałtowy sprzedał rzepak do skupu za 30 000 zł netto, ile zwrotu?")).toBe(false);
    expect(outOfScope("czy oddział KRUS wymaga oświadczenia do 31 maja?")).toBe(false);
    expect(outOfScope("a farmer from Germany moved to Poland – can he join KRUS?")).toBe(false);
    expect(outOfScope("kiedy jest nabór na premię dla młodych rolników?")).toBe(false);
  });
});

describe("raw produce from one's own farm", () => {
  // "I sell raw potatoes and eggs from my farm" recorded the activity "processed produce" (2 %):
  // unprocessed produce sold from the farm is farming, not that business.
  it("is not read as selling processed produce; jam from the farm still is", () => {
    expect(recogniseActivity("I sell raw potatoes and eggs from my farm at the market.")).toBeNull();
    expect(recogniseActivity("sprzedaję surowe ziemniaki i jajka z własnego gospodarstwa")).toBeNull();
    expect(recogniseActivity("sprzedaję dżemy z własnego gospodarstwa")?.id).toBe("farm_products");
  });
});
