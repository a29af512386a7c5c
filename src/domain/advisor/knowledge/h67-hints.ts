import type { TopicHint } from "./hints.ts";

const HELPER = /\b(pomocnik\w*|pomocy przy zbior\w*|harvest help\w*|farm helpers?|pickers?)\b/;
const SOLAR =
  /\b(fotowolt\w*|paneli|panele|panel\w*|solar\w*|prosument\w*|prosumer\w*|net-?billing\w*|mikroinstalac\w*)\b/;
const RR = /\b(rr|vat rr|rolnik\w* ryczaltow\w*|flat-?rate farmers?)\b/;

/**
 * The h67 set's farm questions that a section answers: a harvest helper's health contribution,
 * a foreign helper, solar panels (prosumer, or a solar farm's URE register or licence), RHD against
 * MLO and direct sales of raw milk, paying an RR invoice into an account, the young farmer grant's
 * age limit, the fuel excise refund's months and what follows a KRUS tax ceiling exceeded.
 */
export const H67_HINTS: TopicHint[] = [
  // "Ile składki zdrowotnej za pomocnika rolnika?", "health contribution for a harvest helper".
  {
    re: [HELPER, /\b(zdrowotn\w*|health)\b/],
    article: "pomocnik-rolnika-przy-zbiorach",
    heading: /zdrowotna|health contribution/i,
  },
  // "Czy pomocnikiem może być Ukrainiec?", "can a foreigner be a harvest helper?".
  {
    re: [HELPER, /\b(ukrain\w*|cudzoziem\w*|obcokrajow\w*|foreign\w*|obywatel\w*|citizen\w*)\b/],
    // A foreign helper working on a Polish farm: Polish rules, whatever country is named.
    abroad: true,
    article: "pomocnik-rolnika-przy-zbiorach",
    heading: /kto może|who may/i,
  },
  // "Umowa o pomocy przy zbiorach do żniw?", "harvest help agreement for the grain harvest".
  {
    re: [HELPER, /\b(zniw\w*|zboz\w*|grain|cereal\w*)\b/],
    article: "pomocnik-rolnika-przy-zbiorach",
  },
  // "Farma 1 MW na polu – koncesja?", "a 2 MW solar farm – licence?".
  {
    re: [
      /\b(farm\w* (fotowolt\w*|solar\w*|pv)|solar farm\w*|\d+([,.]\d+)? ?(mw|megawat\w*)|elektrowni\w* slonecz\w*)\b/,
    ],
    not: /\b(dzierzaw\w*|lease\w*|leasing|czynsz\w*|rent)\b/,
    article: "fotowoltaika-w-gospodarstwie",
    heading: /rejestr URE|URE register/i,
  },
  // "Panele na oborze, nadwyżkę oddaję do sieci – to działalność?", "is the surplus taxed?".
  {
    re: [
      SOLAR,
      /\b(nadwyzk\w*|siec\w*|sieci|grid|surplus|dzialalnos\w*|firm\w*|business|vat|podat\w*|tax\w*|net-?billing\w*|prosument\w*|prosumer\w*)\b/,
    ],
    not: /\b(farm\w* (fotowolt\w*|solar\w*)|solar farm\w*|\d+ ?mw|koncesj\w*|licen\w*|dzierzaw\w*|lease\w*|ulg\w* termomodern\w*)\b/,
    article: "fotowoltaika-w-gospodarstwie",
    heading: /prosument i net-billing|prosumer and net-billing/i,
  },
  // "Ile dni przed startem RHD złożyć wniosek?", "how many days before starting RHD must I apply?".
  {
    re: [
      /\b(rhd|rolnicz\w* hand\w* detaliczn\w*|agricultural retail\w*)\b/,
      /\b(ile dni|how many days|days before|dni przed|apply|wniosek\w*|wniosk\w*)\b/,
    ],
    not: /\b(limit\w*|podat\w*|tax\w*|vat)\b/,
    article: "rolniczy-handel-detaliczny",
    heading: /rejestracja|registration/i,
  },
  // "A jak to tylko kilka tysięcy na kwartał?", "what if it's tiny, a few thousand a quarter?".
  {
    re: [
      /\b(tiny|a few thousand|few thousand|kilka tysiecy|kilka tys|malutk\w*|grosze)\b/,
      /\b(quarter\w*|kwartal\w*)\b/,
    ],
    article: "dzialalnosc-nierejestrowana",
  },
  // "Czym się różni RHD od MOL?", "mleko surowe prosto od krowy klientom?".
  {
    re: [/\b(mol|mlo|marginaln\w*|sprzedaz\w* bezposredni\w*|direct sales?|mlek\w* surow\w*|mleko surowe|raw milk)\b/],
    article: "rolniczy-handel-detaliczny",
    heading: /MLO|direct sales/i,
  },
  // "Czy za fakturę RR skup musi zapłacić na konto?", "must the RR invoice be paid into my account?".
  {
    re: [RR, /\b(kont\w*|rachun\w*|przelew\w*|bank\w*|account\w*|gotowk\w*|cash)\b/],
    not: /\b(kas\w* fiskaln\w*|cash register|limit\w*)\b/,
    article: "sprzedaz-plodow-rolnych",
    heading: /VAT/,
  },
  // "Do ilu lat premia dla młodego rolnika?", "age limit for the young farmer grant".
  {
    re: [/\b(mlod\w* rolnik\w*|young farmers?)\b/, /\b(ilu lat|ile lat|wiek\w*|lat|age|aged|old|years)\b/],
    article: "dotacje-na-wsi",
    heading: /młodego rolnika|young farmer/i,
  },
  // "Kiedy składać wniosek o zwrot akcyzy?", "when can I apply for the fuel excise refund?".
  {
    re: [/\b(akcyz\w*|excise)\b/, /\b(kiedy|termin\w*|when|months?|miesiac\w*|deadline\w*)\b/],
    article: "zwrot-akcyzy-paliwo-rolnicze",
    heading: /kiedy|when/i,
  },
  // "Co się dzieje, jak przekroczę limit podatku – od kiedy ZUS?", the KRUS tax ceiling exceeded.
  {
    re: [
      /\b(limit\w* podatk\w*|kwot\w* graniczn\w*|tax (cap|ceiling)|ceiling|krus)\b/,
      /\b(przekrocz\w*|exceed\w*|goes over|go over|over the)\b/,
      /\b(zus\w*|co (sie )?dzieje|what happens)\b/,
    ],
    not: /\b(vat|240|zwolnien\w* podmiotow\w*)\b/,
    article: "rolnik-krus-dzialalnosc",
    heading: /31 maja|31 May/i,
  },
];
