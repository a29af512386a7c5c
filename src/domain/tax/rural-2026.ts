/**
 * A farmer's side business and the countryside in 2026 (KRUS, agritourism, agricultural retail trade,
 * the flat-rate farmer's VAT refund, grants), each figure with its source and the year it is
 * confirmed for. Kept here and taken into PARAMETERS_2026 as its `rural` section (where the
 * knowledge base's near-miss check sees it); plain objects, so that this file imports nothing.
 */
export const RURAL_2026 = {
  krusTaxCeiling: {
    value: 4576,
    source:
      "roczna kwota graniczna należnego podatku od przychodów z pozarolniczej działalności za rok podatkowy 2025: 4 576 zł (obwieszczenie MRiRW z 18.04.2025, M.P. 2025 poz. 351, podane przez KRUS); kwota za rok 2026 ogłaszana wiosną 2026 – niepotwierdzona w naszych źródłach; art. 5a ust. 8–9 ustawy o ubezpieczeniu społecznym rolników",
  },
  krusTaxCeilingYear: {
    value: "2025",
    source: "rok podatkowy, którego dotyczy ostatnia potwierdzona kwota graniczna (KRUS, M.P. 2025 poz. 351)",
  },
  krusTaxCeilingPrevious: {
    value: [4358, 4088] as const,
    source: "kwota graniczna za 2024 r. (4 358 zł) i 2023 r. (4 088 zł), KRUS",
  },
  krusMinInsuredYears: {
    value: 3,
    source:
      "co najmniej 3 lata nieprzerwanego ubezpieczenia w KRUS w pełnym zakresie przed startem firmy, art. 5a ust. 1 ustawy o ubezpieczeniu społecznym rolników",
  },
  krusDeclarationDays: {
    value: 14,
    source:
      "oświadczenie o kontynuowaniu ubezpieczenia w KRUS w ciągu 14 dni od rozpoczęcia działalności (termin nieprzekraczalny), art. 5a ustawy; biznes.gov.pl",
  },
  krusStatementDeadline: {
    value: "05-31",
    source:
      "zaświadczenie albo oświadczenie o podatku za poprzedni rok składane w KRUS do 31 maja, biznes.gov.pl/pl/opisy-procedur/-/proc/577",
  },
  krusPensionContributionMultiplier: {
    value: 2,
    source:
      "składka emerytalno-rentowa w podwójnej wysokości dla rolnika lub domownika prowadzącego działalność, ustawa o ubezpieczeniu społecznym rolników",
  },
  harvestHelperMaxDays: {
    value: 180,
    source:
      "umowa o pomocy przy zbiorach: najwyżej 180 dni w roku kalendarzowym, ustawa o ubezpieczeniu społecznym rolników",
  },
  agritourismMaxRooms: {
    value: 5,
    source:
      "zwolnienie z PIT wynajmu nie więcej niż 5 pokoi gościnnych w budynku mieszkalnym na wsi w gospodarstwie rolnym i wyżywienia gości, art. 21 ust. 1 pkt 43 ustawy o PIT",
  },
  rhdExemptRevenue: {
    value: 100000,
    source:
      "rolniczy handel detaliczny: przychód do 100 000 zł w roku zwolniony z PIT (od 2022; wcześniej 40 000 zł), art. 21 ust. 1 pkt 70d ustawy o PIT",
  },
  rhdLumpSumRate: {
    value: 0.02,
    source:
      "ryczałt 2% od przychodu RHD ponad 100 000 zł (własne produkty przetworzone nieprzemysłowo), art. 12 ustawy o zryczałtowanym podatku dochodowym [S23]",
  },
  flatRateFarmerRefund: {
    value: 0.07,
    source:
      "zryczałtowany zwrot podatku dla rolnika ryczałtowego 7% ceny netto na fakturze VAT RR, art. 115–116 ustawy o VAT",
  },
  beeColoniesOutsidePit: {
    value: 80,
    source:
      "pasieka do 80 rodzin pszczelich poza działami specjalnymi (działalność rolnicza poza PIT), załącznik nr 2 do ustawy o PIT",
  },
  farmMinHectares: {
    value: 1,
    source:
      "gospodarstwo rolne: użytki rolne powyżej 1 ha lub 1 ha przeliczeniowego, ustawa o podatku rolnym (do art. 21 ust. 1 pkt 43 i art. 10 ust. 1 pkt 6 ustawy o PIT)",
  },
  unemployedFarmMaxHectares: {
    value: 2,
    source:
      "właściciel gospodarstwa powyżej 2 ha przeliczeniowych nie może być bezrobotnym (warunek dotacji z PUP), ustawa o rynku pracy i służbach zatrudnienia",
  },
  youngFarmerPremium: {
    value: 200000,
    source:
      "premia dla młodych rolników PS WPR 2023–2027, nabór 2025: 200 000 zł w dwóch ratach 70/30 (ARiMR); zapowiedź 300 000 zł dla produkcji zwierzęcej od naboru 2026 – niepotwierdzona",
  },
} as const;
