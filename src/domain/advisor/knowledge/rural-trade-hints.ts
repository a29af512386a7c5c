import type { TopicHint } from "./hints.ts";

/** The countryside, a farm. */
export const RURAL =
  /\b(wsi|wies|wiejsk\w*|rolnik\w*|rolnicz\w*|gospodarstw\w*|countryside|village\w*|rural|farm|farms|farmer\w*|farmland)\b/;
/** A cash register. */
export const TILL = /\b(kas\w* fiskaln\w*|kas[aey] rejestruj\w*|kase|kasa|kasy|cash registers?|tills?)\b/;
/** Money to start with. */
const GRANT = /\b(dotacj\w*|dofinansowan\w*|grant\w*|premi[ai]\w*|subsid\w*|funding)\b/;
/** Machines for work on others' fields (not a tractor unit of a lorry). */
const MACHINES =
  /\b(ciagnik\w*|traktor\w*|kombajn\w*|tractors?|combines?|combine harvester\w*|opryskiwacz\w*|sprayers?)\b/;
const FOR_OTHERS =
  /\b(sasiad\w*|neighbou?rs?|dla innych|innym rolnikom|for others|za pieniadze|for money|uslug\w*|services?|ork\w*|orac|plough\w*|plow\w*|kosz\w*|kosic|mow\w*|zbior\w*|harvest\w*)\b/;
const LORRY = /\b(siodlow\w*|naczep\w*|tir\w*|lorr\w*|semi-?trailer\w*|tractor units?|transport drogow\w*|haulage)\b/;
const LAND =
  /\b(ziemi\w*|ziemia|grunt\w*|pole|pola|polu|hektar\w*|\d+ ?ha|land|farmland|fields?|meadows?|lak\w*|laka)\b/;
const LEASE = /\b(dzierzaw\w*|wydzierzaw\w*|leas\w*|rent\w* out|let out|puscic|puszczam)\b/;
const RENT = /\b(wynaj\w*|wynajm\w*|najem\w*|najm\w*|rent\w*|let|letting)\b/;
const BARN =
  /\b(stodol\w*|stodole|barns?|budyn\w* gospodarcz\w*|farm buildings?|obor\w*|chlew\w*|siedlisk\w*|farmstead|dom\w* na wsi|house in the (countryside|village))\b/;
const WORKSHOP =
  /\b(warsztat\w*|workshops?|mechanik\w*|spawa\w*|stolar\w*|naprawa maszyn|naprawiam|repair\w*|welding)\b/;
const ALCOHOL = /\b(alkohol\w*|piw\w*|wodk\w*|wino|alcohol\w*|beer|wine|liquor|spirits)\b/;
const LICENCE = /\b(zezwoleni\w*|koncesj\w*|licen[cs]\w*|permits?)\b/;
const SHOP = /\b(sklep\w*|sklepik\w*|shops?|stores?|grocer\w*)\b/;
const TOURISTS = /\b(turyst\w*|letnik\w*|wczasow\w*|agrotur\w*|tourists?|holiday\w*|agritouris\w*)\b/;

/** Services with a tractor for neighbours, a workshop in a barn. */
const SERVICE_HINTS: TopicHint[] = [
  {
    re: [MACHINES, FOR_OTHERS, /\b(vat|7 ?%|rr|zwrot\w*|refund)\b/],
    not: LORRY,
    article: "uslugi-rolnicze-warsztat",
    heading: /vat przy uslugach|vat on agricultural/i,
  },
  {
    re: [MACHINES, FOR_OTHERS, /\b(ryczalt\w*|stawk\w*|lump sum|rate|pit|form\w* opodatkowan\w*|tax form)\b/],
    not: LORRY,
    article: "uslugi-rolnicze-warsztat",
    heading: /ryczalt i forma|lump sum and the tax form/i,
  },
  { re: [MACHINES, FOR_OTHERS], not: LORRY, article: "uslugi-rolnicze-warsztat" },
  {
    re: /\b(uslug\w* rolnicz\w*|agricultural services?|contract (harvest|plough|plow)\w*)\b/,
    not: /\b(vat|ryczalt\w*|lump sum)\b/,
    article: "uslugi-rolnicze-warsztat",
  },
  {
    re: [/\b(uslug\w* rolnicz\w*|agricultural services?)\b/, /\b(vat)\b/],
    article: "uslugi-rolnicze-warsztat",
    heading: /vat przy uslugach|vat on agricultural/i,
  },
  {
    re: [/\b(uslug\w* rolnicz\w*|agricultural services?)\b/, /\b(ryczalt\w*|lump sum)\b/],
    article: "uslugi-rolnicze-warsztat",
    heading: /ryczalt i forma|lump sum and the tax form/i,
  },
  {
    re: [WORKSHOP, new RegExp(`${BARN.source}|${RURAL.source}|\\b(podworz\\w*|farmyard)\\b`)],
    article: "uslugi-rolnicze-warsztat",
    heading: /warsztat|workshop/i,
  },
  {
    re: [/\b(podat\w* od nieruchom\w*|property tax\w*)\b/, BARN],
    article: "uslugi-rolnicze-warsztat",
    heading: /warsztat|workshop/i,
  },
];

/** Leasing land, renting out a barn or a house in the countryside. */
const LEASE_HINTS: TopicHint[] = [
  {
    re: [LEASE, LAND, /\b(podat\w* roln\w*|agricultural tax)\b/],
    article: "dzierzawa-ziemi-najem-na-wsi",
    heading: /cele rolnicze – bez pit|agricultural use – no pit/i,
  },
  {
    re: [
      LEASE,
      LAND,
      /\b(fotowolt\w*|pv|solar\w*|wiatrak\w*|turbin\w*|maszt\w*|masts?|billboard\w*|reklam\w*|plac\w* skladow\w*|placu|yard)\b/,
    ],
    article: "dzierzawa-ziemi-najem-na-wsi",
    heading: /cele nierolnicze|non-agricultural/i,
  },
  {
    re: [LEASE, LAND],
    not: /\b(samochod\w*|auto|aut|car|cars|vehicle\w*|pojazd\w*|leasing operacyjn\w*|fotowolt\w*|solar\w*|wiatrak\w*|maszt\w*)\b/,
    article: "dzierzawa-ziemi-najem-na-wsi",
    heading: /cele rolnicze – bez pit|agricultural use – no pit/i,
  },
  {
    re: [RENT, BARN],
    not: new RegExp(`${TOURISTS.source}|\\b(pokoj\\w*|pokoi|rooms?)\\b`),
    article: "dzierzawa-ziemi-najem-na-wsi",
    heading: /wynajem stodoly|renting out a barn/i,
  },
];

/** A village shop. */
/** Agricultural retail trade's own sales to shops are its article's. */
const RHD = /\b(rolnicz\w* hand(el|l\w*) detaliczn\w*|rhd|agricultural retail\w*)\b/;
const SHOP_HINTS: TopicHint[] = [
  {
    re: [SHOP, TILL, /\b(papieros\w*|tyto\w*|alkohol\w*|piw\w*|cigarettes?|tobacco|alcohol|beer)\b/],
    article: "sklep-wiejski",
    heading: /kasa fiskalna w sklepie|cash register in a shop/i,
  },
  {
    re: [ALCOHOL, LICENCE],
    not: /\b(kierowc\w*|driving|prawo jazdy)\b/,
    article: "sklep-wiejski",
    heading: /zezwolenie|alcohol licence/i,
  },
  { re: [SHOP, RURAL, /\bvat\b/], not: RHD, article: "sklep-wiejski", heading: /vat w sklepie|vat in a shop/i },
  { re: [SHOP, ALCOHOL, /\bvat\b/], article: "sklep-wiejski", heading: /vat w sklepie|vat in a shop/i },
  {
    re: [SHOP, RURAL, TILL],
    not: RHD,
    article: "sklep-wiejski",
    heading: /kasa fiskalna w sklepie|cash register in a shop/i,
  },
  {
    re: [SHOP, RURAL],
    not: new RegExp(`${RHD.source}|\\b(internet\\w*|online|e-?commerce|allegro)\\b`),
    article: "sklep-wiejski",
  },
];

/** Grants for a rural start, and which tax form and ZUS stage there. */
const GRANT_HINTS: TopicHint[] = [
  {
    re: /\b(mlod\w* rolnik\w*|young farmers?|premi\w* dla mlod\w*|premi\w* na start\w* (dla )?rolnik\w*)\b/,
    article: "dotacje-na-wsi",
    heading: /mlodego rolnika|young farmer/i,
  },
  {
    re: [
      /\b(leader|lgd|lokaln\w* grup\w* dzialani\w*|local action groups?|premi\w* na (rozpoczeci\w*|podjeci\w*|start\w*) (dzialalnosc\w* )?pozarolnicz\w*|rozpoczeci\w* dzialalnosc\w* pozarolnicz\w*|non-?(agricultural|farm) business (premium|grant)|premium for (starting|setting up) a non-?(agricultural|farm))\b/,
    ],
    article: "dotacje-na-wsi",
    heading: /leader/i,
  },
  {
    re: [GRANT, RURAL, /\b(urzed\w* pracy|urzedu pracy|pup|labou?r office|job cent(re|er))\b/],
    article: "dotacje-na-wsi",
    heading: /status bezrobotnego|unemployed status/i,
  },
  { re: [GRANT, RURAL], not: /\b(doplat\w* bezposredni\w*|paliw\w*|fuel)\b/, article: "dotacje-na-wsi" },
  {
    re: [
      /\b(form\w* opodatkowan\w*|tax form|jaki ryczalt|etap\w* zus|zus stage\w*)\b/,
      /\b(wsi|wies|wiejsk\w*|rural|countryside|village)\b/,
    ],
    article: "dotacje-na-wsi",
    heading: /forma opodatkowania|tax form/i,
  },
];

export const RURAL_TRADE_HINTS: TopicHint[] = [...SERVICE_HINTS, ...LEASE_HINTS, ...SHOP_HINTS, ...GRANT_HINTS];
