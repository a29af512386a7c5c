import { describe, expect, it } from "vitest";
import { computed, outOfScope, pointsAt, reply, turn } from "./set-causes-support.ts";
import { recogniseActivity } from "./understanding/activity.ts";

/**
 * The causes behind the h67 set's misses (farmers and the countryside, second set): KRUS's own
 * quarterly amounts for a farmer, a household member and a farmer with a business, and when they
 * are due; PIT on selling land inside or after five years; the RR refund named as "na RR"; solar
 * panels, a harvest helper's health contribution and a foreign helper, RHD against MLO and direct
 * sales, paying an RR invoice into an account; a relative's business is not the user's; renting out
 * a tractor is not renting a flat; hauling gravel is road freight; a bare "– tax?" after a lump-sum
 * rate; an office's decision on one's own case and a plot's market price are out of scope.
 */

describe("KRUS contributions worked out for the farm's area, a business and the family", () => {
  it("gives a small farm's month and quarter in the quarter now in force, the first quarter when asked", () => {
    const a = computed("jaka jest kwartalna składka do KRUS na gospodarstwo 20 ha?");
    expect(a).toContain("256");
    expect(a).toContain("768");
    expect(a).toContain("169");
    expect(computed("ile wynosi skladka krus za 1 kwartal 2026 dla rolnika do 50 ha?")).toContain("741");
  });

  it("doubles the pension part with a business and adds the area's extra", () => {
    expect(computed("ile płacę do KRUS kwartalnie, mam firmę i 30 ha")).toContain("1302");
    expect(computed("how much KRUS per quarter does a farmer with 85 ha pay?", "en")).toContain("1,410");
    expect(computed("what does a farm of 320 ha pay KRUS per quarter?", "en")).toContain("3,333");
  });

  it("adds each relative named together and a spouse with the business", () => {
    expect(computed("ja rolnik, córka i teść domownicy – ile razem płacimy do KRUS za kwartał?")).toContain("2304");
    expect(
      computed("żona prowadzi firmę i zostaje w KRUS, ja tylko gospodarzę – ile łącznie KRUS kwartalnie?"),
    ).toContain("2070");
  });

  it("leaves the tax ceiling and the helper to their own answers", () => {
    expect(computed("ile wynosi kwota graniczna podatku w KRUS?")).not.toMatch(/741/);
    expect(computed("ile składki zdrowotnej za pomocnika w KRUS?")).toBe("");
  });

  it("tells the quarter's payment day, moved off a Saturday", () => {
    expect(computed("do kiedy wpłacić składkę KRUS za pierwszy kwartał?")).toContain("2 lutego");
    expect(computed("when is the KRUS contribution due?", "en")).toContain("2 November");
  });
});

describe("selling land: 19% of the gain inside five years, nothing after", () => {
  it("works out the tax from the two prices", () => {
    expect(computed("kupiłam łąkę w 2024 za 50 tys., sprzedaję w 2026 za 90 tys. – ile podatku?")).toContain("7600");
  });

  it("frees a plot held longer", () => {
    expect(computed("sold a field in 2026 that I bought in 2015 – any tax?", "en")).toMatch(/free of PIT/);
  });

  it("leaves a business's asset and VAT on building plots alone", () => {
    expect(computed("sprzedaję działkę z firmy kupioną w 2024, ile podatku?")).not.toMatch(/19%/);
    expect(computed("VAT od sprzedaży działek budowlanych kupionych w 2020 – ile podatku?")).toBe("");
  });
});

describe("the flat-rate refund named as an RR sale", () => {
  it("reads 'na RR' and 'RR invoice' as the VAT RR invoice", () => {
    expect(computed("sprzedałem jałówki za 10 000 zł netto na RR, ile zwrotu?")).toContain("700");
    expect(computed("I sold plums for 12,000 PLN net on an RR invoice – how much refund?", "en")).toContain("840");
  });
});

describe("farm sections the hints point at", () => {
  it("finds the helper's health contribution and a foreign helper", () => {
    pointsAt("jaka składka zdrowotna za pomocnika przy zbiorach?", "pomocnik-rolnika-przy-zbiorach", "zdrowotna");
    pointsAt("can a harvest helper be a citizen of Ukraine?", "pomocnik-rolnika-przy-zbiorach", "who may");
  });

  it("finds the prosumer and the solar farm's register", () => {
    pointsAt("panele na stodole, nadwyżka idzie do sieci – czy to firma?", "fotowoltaika-w-gospodarstwie", "prosument");
    pointsAt("farma fotowoltaiczna 3 MW – co z URE?", "fotowoltaika-w-gospodarstwie", "URE");
  });

  it("finds RHD against MLO, paying an RR invoice and the ceiling exceeded", () => {
    pointsAt("mleko surowe od krowy sprzedawać sąsiadom – jak?", "rolniczy-handel-detaliczny", "MLO");
    pointsAt("skup chce płacić za RR gotówką, a nie na konto – można?", "sprzedaz-plodow-rolnych", "VAT");
    pointsAt("przekroczyłem kwotę graniczną podatku, co się dzieje z ZUS?", "rolnik-krus-dzialalnosc", "31 maja");
  });

  it("finds RHD's registration days and the unregistered limit for a tiny side trade", () => {
    pointsAt("RHD z serami – ile dni przed startem złożyć wniosek?", "rolniczy-handel-detaliczny", "rejestracja");
    pointsAt("a jak to będzie kilka tysięcy na kwartał, to też firma?", "dzialalnosc-nierejestrowana");
  });

  it("answers the prosumer in the lead", () => {
    expect(reply("we export the surplus from barn solar panels to the grid – is that a business?", "en")).toMatch(
      /prosumer/,
    );
  });
});

describe("whose facts are recorded and which activity", () => {
  it("records nothing for a son's business", () => {
    expect(
      turn("Our daughter was never in KRUS, she's opening a sole proprietorship. Which system?", "en").learned,
    ).toEqual({});
  });

  it("does not read a tractor for hire as a flat to rent", () => {
    expect(recogniseActivity("I rent out my tractor with a driver", "en")?.id).not.toBe("residential_rental");
    expect(recogniseActivity("I rent out my flat to students", "en")?.id).toBe("residential_rental");
  });

  it("reads hauling gravel with a tipper as road freight", () => {
    expect(recogniseActivity("I haul gravel for builders", "en")?.id).toBe("road_freight");
    expect(recogniseActivity("wożę kruszywo wywrotką dla firm", "pl")?.id).toBe("road_freight");
  });
});

describe("a lump-sum tax asked with a bare '– tax?'", () => {
  it("works it out from the stated rate", () => {
    expect(computed("my workshop makes 40,000 PLN a year on 8.5% lump sum - tax?", "en")).toContain("3,400");
  });
});

describe("an office's decision and a plot's price are out of scope, the rules are not", () => {
  it("declines the office's decision on one's own case and a local price", () => {
    expect(outOfScope("czy sanepid zatwierdzi mi kuchnię w piwnicy?")).toBe(true);
    expect(outOfScope("will the agency approve my grant application?")).toBe(true);
    expect(outOfScope("ile jest warta ziemia orna pod Lublinem?")).toBe(true);
  });

  it("keeps the rules around them", () => {
    expect(outOfScope("gdzie zgłosić RHD, u weterynarza czy w sanepidzie?")).toBe(false);
    expect(outOfScope("ile kosztuje KRUS przy 70 ha?")).toBe(false);
    expect(outOfScope("kto może dostać premię dla młodego rolnika?")).toBe(false);
  });
});
