import { describe, expect, it } from "vitest";
import { pointsAt, reply, turn } from "../../src/domain/advisor/set-causes-support.ts";
import { recogniseActivity } from "../../src/domain/advisor/understanding/activity.ts";

// Founders in the countryside and farmers adding a business: each question, in wordings of our own
// (colloquial, some without Polish letters), gets the fact that answers it in the reply's first
// sentence (the bold lead), from the rural articles.

/** The reply's beginning, without what it notes down of the business first. */
const lead = (q: string, lang: "pl" | "en" = "pl") =>
  reply(q, lang)
    .replace(/^(Zapisuję|Noted):[^*]*/, "")
    .slice(0, 450);

describe("a farmer in KRUS with a business", () => {
  it("names the tax ceiling for staying in KRUS", () => {
    expect(lead("ile podatku moge zaplacic z firmy zeby nie wyleciec z krus?")).toMatch(/4 576 zł/);
    expect(lead("What is the KRUS tax limit for a farmer running a side business?", "en")).toMatch(/PLN 4,576/);
  });

  it("gives the conditions to stay in KRUS: 3 years and the declaration within 14 days", () => {
    expect(lead("jestem rolnikiem w krus od 10 lat, zakladam dzialalnosc – czy zostane w krus?")).toMatch(/14 dni/);
    expect(lead("Farmer in KRUS for years, opening a sole trader business – can I stay in KRUS?", "en")).toMatch(
      /14 days/,
    );
  });

  it("gives 31 May for the yearly statement", () => {
    expect(lead("do kiedy zaswiadczenie z urzedu skarbowego do krus o podatku z firmy")).toMatch(/31 maja/);
    expect(lead("deadline for the KRUS statement about my business tax?", "en")).toMatch(/31 May/);
  });

  it("says the pension contribution is paid twice over", () => {
    expect(lead("podwojny krus przy firmie – jakie skladki place?")).toMatch(/podwójnej wysokości/);
  });

  it("answers the start relief after leaving KRUS from the KRUS article", () => {
    pointsAt("wypadlem z krus bo przekroczylem limit, czy mam ulge na start w zus?", "krus-zus-przejscie-domownik");
    pointsAt("After KRUS, do I get the start relief or preferential ZUS?", "krus-zus-przejscie-domownik");
  });

  it("insures a son helping on the farm as a household member", () => {
    expect(lead("syn pomaga mi w gospodarstwie na stale, jak go ubezpieczyc?")).toMatch(/Domownik/);
    expect(lead("My daughter helps on the farm full time – how is she insured?", "en")).toMatch(/household member/);
  });

  it("limits a harvest helper to 180 days", () => {
    expect(lead("umowa o pomocy przy zbiorach na ile dni?")).toMatch(/180 dni/);
  });
});

describe("agritourism", () => {
  it("exempts up to 5 guest rooms", () => {
    expect(lead("wynajmuje turystom 3 pokoje w domu na wsi, czy place podatek?")).toMatch(/5/);
    expect(lead("How many rooms can I let to tourists on my farm tax-free?", "en")).toMatch(/5 rooms/);
  });

  it("ends the exemption with a sixth room or cottages", () => {
    expect(lead("agroturystyka, chce miec 7 pokoi – co z podatkiem?")).toMatch(/6 lub więcej pokoi/);
    expect(lead("agritourism with holiday cottages instead of rooms – still tax free?", "en")).toMatch(/6 or more/);
  });

  it("registers the guest house with the municipality", () => {
    expect(lead("agroturystyka gdzie zglosic obiekt?")).toMatch(/ewidencji/);
  });
});

describe("agricultural retail trade and own produce", () => {
  it("gives the PLN 100,000 limit for preserves", () => {
    expect(lead("robie dzemy z wlasnych owocow na sprzedaz, do ilu bez podatku?")).toMatch(/100 000 zł/);
    expect(lead("I make cheese from my own milk to sell – how much is tax free?", "en")).toMatch(/100,000/);
  });

  it("sends animal-origin products to the vet", () => {
    expect(lead("rhd wedliny – gdzie rejestracja, weterynarz czy sanepid?")).toMatch(/weterynarii/);
  });

  it("needs no cash register for one's own eggs and vegetables", () => {
    expect(lead("sprzedaje jajka i warzywa z gospodarstwa na targu, czy potrzebuje kasy fiskalnej?")).toMatch(
      /zwolniona z obowiązku kasy/,
    );
  });

  it("explains the flat-rate farmer's 7% refund", () => {
    pointsAt("czy rolnik ryczaltowy dostaje 7% zwrotu na fakturze RR?", "sprzedaz-plodow-rolnych");
    expect(lead("Selling grain to a buyer as a flat-rate farmer – do I get the 7% VAT refund?", "en")).toMatch(/7%/);
  });

  it("keeps firewood from one's own forest outside PIT", () => {
    expect(lead("sprzedaje drewno na opal z wlasnego lasu, czy musze miec firme?")).toMatch(/nie wymaga/);
  });
});

describe("services, workshop, lease and the village shop", () => {
  it("makes tractor services for neighbours a business", () => {
    expect(lead("orka ciagnikiem u sasiadow za pieniadze – trzeba zakladac firme?")).toMatch(/działalność gospodarcza/);
    expect(lead("Do I need a business to plough fields for my neighbours with my tractor?", "en")).toMatch(/business/);
  });

  it("taxes a barn used as a workshop at the business rate", () => {
    expect(lead("warsztat w stodole – jaki podatek od nieruchomosci?")).toMatch(/działalnością gospodarczą/);
  });

  it("leaves rent for farmland leased for farming outside PIT", () => {
    expect(lead("wydzierzawiam 8 ha pola sasiadowi, czy place pit od czynszu?")).toMatch(/nie jest przychodem/);
    expect(lead("I lease 5 ha of farmland to a neighbour for farming – do I pay PIT?", "en")).toMatch(
      /not PIT revenue/,
    );
  });

  it("taxes a lease for solar panels with the rental lump sum", () => {
    expect(lead("dzierzawa ziemi pod fotowoltaike jaki podatek?")).toMatch(/8,5%|dzierżawy/);
  });

  it("rules out the VAT exemption for a shop selling beer", () => {
    expect(lead("sklep na wsi z piwem – czy moge byc zwolniony z vat?")).toMatch(/akcyzow/);
    expect(lead("Village shop selling beer - VAT exemption?", "en")).toMatch(/excise/);
  });

  it("names who issues the alcohol licence", () => {
    expect(lead("zezwolenie na sprzedaz alkoholu w sklepie kto wydaje?")).toMatch(/wójta|burmistrza/);
  });
});

describe("grants for a rural start", () => {
  it("gives the young farmer premium", () => {
    expect(lead("premia dla mlodego rolnika ile kasy?")).toMatch(/200 000 zł/);
    expect(lead("How much is the young farmer grant from ARiMR?", "en")).toMatch(/200,000/);
  });

  it("points LEADER calls at local action groups", () => {
    expect(lead("dotacja z LGD na firme na wsi – jak dostac?")).toMatch(/lokalne grupy działania|biznesplan/);
  });
});

describe("the rural calculations", () => {
  it("checks a KRUS farmer's business tax against the ceiling", () => {
    expect(lead("jestem w krus, firma na ryczalcie 8,5%, przychod 80 000 zl rocznie – wylece z krus?")).toMatch(
      /6800 zł[\s\S]*więcej niż kwota graniczna 4576 zł/,
    );
    expect(lead("KRUS farmer, shop on the 3% lump sum with PLN 90,000 revenue – do I stay in KRUS?", "en")).toMatch(
      /PLN 2,700[\s\S]*within the PLN 4,576 ceiling/,
    );
  });

  it("takes the 2% lump sum on agricultural retail trade above PLN 100,000", () => {
    expect(lead("rhd sery z wlasnego mleka, przychod 130 tys rocznie – ile podatku?")).toMatch(
      /2% ryczałtu, czyli 600 zł/,
    );
    expect(lead("Agricultural retail trade revenue PLN 60,000 – do I pay tax?", "en")).toMatch(/no PIT/);
  });

  it("answers the start relief after KRUS with the new business rule", () => {
    expect(lead("przekroczylem limit w krus i przechodze do zus – przysluguje mi ulga na start?")).toMatch(
      /tylko przy nowej firmie/,
    );
  });
});

describe("leaving and coming back to KRUS, and agritourism without ZUS", () => {
  it("lets a farmer choose ZUS by not filing the declaration", () => {
    expect(lead("czy moge wybrac zus zamiast krus przy nowej firmie?")).toMatch(/nie składać oświadczenia/);
  });

  it("brings a farmer back to KRUS after closing the business", () => {
    expect(lead("jak wrocic do krus po zamknieciu firmy?")).toMatch(/z mocy ustawy/);
    expect(lead("How do I get back to KRUS after closing my business?", "en")).toMatch(/by law/);
  });

  it("charges no ZUS on agritourism", () => {
    expect(lead("agroturystyka a zus – place skladki?")).toMatch(/nie rodzi składek ZUS/);
  });

  it("computes the flat tax on a KRUS farmer's business income", () => {
    expect(lead("firma w krus, liniowy, dochod 30 tys rocznie – mieszcze sie w limicie?")).toMatch(/5700 zł/);
  });
});

describe("a farmer is who the asker is, not the business opened beside the farm", () => {
  it("records no activity from being a farmer or having a farm", () => {
    expect(turn("Jestem rolnikiem w KRUS, chcę otworzyć firmę obok gospodarstwa. Czy zostanę w KRUS?").learned).toEqual(
      {},
    );
    expect(turn("I'm a farmer in KRUS and want to open a workshop on my farm, can I stay?", "en").learned).toEqual({});
    expect(recogniseActivity("jestem rolnikiem i chcę otworzyć warsztat stolarski")?.id).not.toBe("farm_products");
  });

  it("still reads selling the farm's own produce as that activity", () => {
    expect(recogniseActivity("sprzedaję dżemy z własnego gospodarstwa")?.id).toBe("farm_products");
    expect(recogniseActivity("I sell homemade jam from my own farm")?.id).toBe("farm_products");
  });
});
