import type { TopicHint } from "./hints.ts";
import { RURAL, RURAL_TRADE_HINTS, TILL } from "./rural-trade-hints.ts";

/** KRUS, the farmers' social insurance fund. */
const KRUS = /\b(krus\w*|kasa rolnicz\w*|kasy rolnicz\w*|farmers'? (social )?insurance)\b/;
/** A business of one's own, beside the farm. */
const BUSINESS =
  /\b(firm\w*|dzialalnos\w*|jdg|pozarolnicz\w*|biznes\w*|sklep\w*|warsztat\w*|uslug\w*|business\w*|compan\w*|sole trader|sole propriet\w*|proprietorship|self-?employ\w*|shop|workshop)\b/;
/** Tourists' rooms. */
const ROOMS = /\b(pokoj\w*|pokoi|pokoje|rooms?|kwater\w*|nocleg\w*|accommodation|b ?& ?b)\b/;
const TOURISTS = /\b(turyst\w*|letnik\w*|wczasow\w*|gosci|goscinn\w*|tourists?|guests?)\b/;
/** Food a farmer makes from the farm's crops. */
const PRESERVES =
  /\b(dzem\w*|sok\w*|przetwor\w*|przetworz\w*|konfitur\w*|ser|sery|serow\w*|serki|wedlin\w*|kielbas\w*|kiszon\w*|ogork\w*|chleb\w*|ciast\w*|powidl\w*|nalewk\w*|jams?|juices?|preserves|cheeses?|cured meat|sausages?|pickles?|bread|cakes?)\b/;
/** Raw produce of one's own farm (honey has an article of its own). */
const PRODUCE =
  /\b(jaj\w*|jajk\w*|warzyw\w*|owoc\w*|ziemniak\w*|truskaw\w*|jablk\w*|zboz\w*|zboze|plod\w*|plony|eggs?|vegetables?|fruits?|potato\w*|strawberr\w*|apples?|grain|produce|crops?)\b/;
const SELLING = /\b(sprzeda\w*|sprzedaj\w*|sell\w*|sold|targ\w*|targowisk\w*|ryneczk\w*|stragan\w*|markets?|stalls?)\b/;
const BEES = /\b(pszczel\w*|pszczol\w*|pasiek\w*|uli|ule|ul|miod\w*|beekeep\w*|apiar\w*|hives?|honey|bees?)\b/;

/**
 * The forty-eighth blind set's kinds of questions (founders in the countryside and farmers adding a
 * business), in the askers' words: staying in KRUS with a business, moving to ZUS, household members
 * and harvest helpers, agritourism, agricultural retail trade, selling one's own produce, special
 * branches, firewood, services with a tractor, a workshop in a barn, leasing land, a village shop
 * and rural grants. Each points at the section that answers it.
 */
const KRUS_HINTS: TopicHint[] = [
  // "Czy mogę wybrać ZUS zamiast KRUS przy firmie?".
  {
    re: [
      KRUS,
      /\bzus\b/,
      /\b(wybra\w*|wybor\w*|zamiast|wole|wolal\w*|choose|choice|instead|prefer\w*|dobrowoln\w*|voluntar\w*)\b/,
    ],
    article: "krus-zus-przejscie-domownik",
    heading: /wybor zus|choosing zus/i,
  },
  // "Jak wrócić do KRUS po zamknięciu firmy?".
  {
    re: [KRUS, /\b(wroc\w*|powrot\w*|wraca\w*|return\w*|back to|go back)\b/],
    article: "krus-zus-przejscie-domownik",
    heading: /powrot do krus|returning to krus/i,
  },
  // "Czy rolnik z firmą płaci zdrowotną do ZUS?": the health contribution beside KRUS.
  {
    re: [
      /\b(rolnik\w*|domownik\w*|farmers?|household members?)\b/,
      BUSINESS,
      /\b(zdrowotn\w*|health|podwojn\w*|double\w*)\b/,
    ],
    article: "rolnik-krus-dzialalnosc",
    heading: /podwojna|doubled/i,
  },
  // "Przekroczyłem limit w KRUS – mam ulgę na start w ZUS?": the start relief after KRUS.
  {
    re: [KRUS, /\b(ulg\w* na start|preferencyj\w*|maly zus|malego zus|start relief|preferential|small zus)\b/],
    article: "krus-zus-przejscie-domownik",
    heading: /ulga na start|start relief/i,
  },
  {
    re: [
      KRUS,
      /\b(kwot\w* graniczn\w*|limit\w*|prog\w*|ceiling|threshold|cap|ile (moge|mozna) zarobi\w*|how much can|ile podatku|how much tax|wyleci\w*|wylatuj\w*|wylec\w*)\b/,
    ],
    not: /\b(31 maja|31 may|do kiedy|deadline|ulg\w* na start|start relief|przekrocz\w*|exceeded|spozn\w*|spozni\w*)\b/,
    article: "rolnik-krus-dzialalnosc",
    heading: /kwota graniczna|tax ceiling/i,
  },
  {
    re: [
      KRUS,
      /\b(31 maja|31 may|zawies\w*|suspend\w*|zaswiadczeni\w*|roczn\w* oswiadczen\w*|statement|certificate|do kiedy|deadline|przekrocz\w*|exceeded|spozn\w*|spozni\w*|late|missed|nie zloz\w*|wyklucz\w*|wypad\w*|wyrzuc\w*|excluded)\b/,
    ],
    not: /\b(ulg\w* na start|start relief|preferencyj\w*|preferential)\b/,
    article: "rolnik-krus-dzialalnosc",
    heading: /31 maja|31 may/i,
  },
  {
    re: [KRUS, /\b(podwojn\w*|double\w*|twice|skladk\w*|contributions?|zdrowotn\w*|health)\b/, BUSINESS],
    article: "rolnik-krus-dzialalnosc",
    heading: /podwojna|doubled/i,
  },
  {
    re: [KRUS, BUSINESS],
    not: /\b(ulg\w* na start|start relief|preferencyj\w*|preferential|domownik\w*|household member\w*|ile podatku|how much tax|kwot\w* graniczn\w*|limit\w*|ceiling|wyleci\w*|31 maja|31 may|zawies\w*|suspend\w*|zdrowotn\w*|health|skladk\w*|contributions?)\b/,
    article: "rolnik-krus-dzialalnosc",
    heading: /warunki|conditions/i,
  },
  {
    re: [
      /\b(z krus do zus|from krus to zus|krus to zus|przejsc\w* do zus|przejd\w* do zus|move\w* to zus|switch\w* to zus)\b/,
    ],
    not: /\b(otworz\w*|zaloz\w*|zaklada\w*|open\w*|set up|have to (switch|move)|must (switch|move))\b/,
    article: "krus-zus-przejscie-domownik",
  },
  {
    re: /\b(domownik\w*|household members?)\b/,
    not: BUSINESS,
    article: "krus-zus-przejscie-domownik",
    heading: /domownik|household member/i,
  },
  {
    re: [
      /\b(syn|corka|dziecko|dzieci|zona|maz|brat|siostra|rodzic\w*|ojciec|matka|tesciow\w*|son|daughter|child|children|wife|husband|brother|sister|parents?|family member\w*)\b/,
      /\b(gospodarstw\w*|na polu|w polu|on the farm|farm work|farmwork)\b/,
    ],
    not: /\b(firm\w*|dzialalnos\w*|jdg|business\w*|company|sole trader)\b/,
    article: "krus-zus-przejscie-domownik",
    heading: /domownik|household member/i,
  },
  {
    re: /\b(pomocnik\w* rolnik\w*|pomoc\w* przy zbior\w*|umow\w* o pomocy|farm helpers?|harvest help\w*|help with the harvest|seasonal helpers?)\b/,
    article: "krus-zus-przejscie-domownik",
    heading: /pomocnik|farm helper/i,
  },
];

const AGRITOURISM = /\b(agro-?tury\w*|agritouris\w*|agrotouris\w*|farm stays?)\b/;
/** More rooms than the exemption's five. */
const MORE_ROOMS = /\b([6-9]|[1-9]\d) ?(pokoi|pokoje|pokojow|rooms?)\b/;
const AGRITOURISM_HINTS: TopicHint[] = [
  {
    re: [
      AGRITOURISM,
      /\b(zus|krus|skladk\w*|zdrowotn\w*|contributions?|health|bez ziemi|without (a )?farm|no farm|nie mam gospodarstwa|nie jestem rolnikiem|not a farmer)\b/,
    ],
    article: "agroturystyka-pokoje-goscinne",
    heading: /zus, krus|zus, krus/i,
  },
  {
    re: [
      AGRITOURISM,
      /\b(oplat\w* miejscow\w*|oplat\w* klimatyczn\w*|meldow\w*|meldun\w*|zameldow\w*|tourist tax|local fee|city tax|register (the )?guests)\b/,
    ],
    article: "agroturystyka-pokoje-goscinne",
    heading: /zgloszenie w gminie|registration/i,
  },
  {
    re: [
      AGRITOURISM,
      /\b([6-9]|[1-9]\d) ?(pokoi|pokoje|pokojow|rooms?)\b|\b(6|szesc|szosty|szostego|wiecej niz 5|ponad 5|more than (5|five)|six|sixth|domk\w*|cottages?|caly dom|whole house|sezonow\w*|seasonal|trac\w*|przepada|lose|ends?|konczy)\b/,
    ],
    article: "agroturystyka-pokoje-goscinne",
    heading: /co konczy|what ends/i,
  },
  {
    re: [
      AGRITOURISM,
      /\b(posil\w*|sniadan\w*|obiad\w*|wyzywieni\w*|meals?|breakfasts?|board|atrakcj\w*|kulig\w*|konn\w*|horse\w*)\b/,
    ],
    article: "agroturystyka-pokoje-goscinne",
    heading: /posilki|meals/i,
  },
  {
    re: [
      AGRITOURISM,
      /\b(zglos\w*|ewidencj\w*|gmin\w*|sanepid\w*|registers?|registration|register with|municipal\w*)\b/,
    ],
    not: /\b(vat|kas\w* fiskaln\w*|cash register\w*|firm\w*|business)\b/,
    article: "agroturystyka-pokoje-goscinne",
    heading: /zgloszenie w gminie|registration/i,
  },
  {
    re: [AGRITOURISM, /\b(vat|kas\w* fiskaln\w*|kasa|kasy|cash registers?|paragon\w*|receipts?)\b/],
    article: "agroturystyka-pokoje-goscinne",
    heading: /vat/i,
  },
  {
    re: AGRITOURISM,
    not: MORE_ROOMS,
    article: "agroturystyka-pokoje-goscinne",
    heading: /warunki zwolnienia|conditions of the pit/i,
  },
  {
    re: [ROOMS, TOURISTS, RURAL],
    not: MORE_ROOMS,
    article: "agroturystyka-pokoje-goscinne",
    heading: /warunki zwolnienia|conditions of the pit/i,
  },
];

const RHD = /\b(rolnicz\w* hand(el|l\w*) detaliczn\w*|rhd|agricultural retail\w*)\b/;
const OWN =
  /\b(wlasn\w* (upraw\w*|owoc\w*|mlek\w*|mleka|hodowl\w*|gospodarstw\w*|sad\w*|ogrod\w*|jablk\w*|warzyw\w*|swin\w*|krow\w*|kur\w*)|z (mojego |naszego )?(gospodarstwa|sadu|ogrodu|pola)|gospodarstw\w*|rolnik\w*|rolnicz\w*|farm|farms|farmer\w*|own (fruit|milk|crops?|farm|orchard|garden|apples|pigs|cows|vegetables)|from (my|our) (farm|orchard|garden|own))\b/;
/** Agricultural retail trade named, or preserves from one's own farm. */
const RHD_OR_PRESERVES = new RegExp(`${RHD.source}|^(?=.*${OWN.source}).*${PRESERVES.source}`);
const FOOD_HINTS: TopicHint[] = [
  {
    re: [
      RHD,
      /\b(ile (moge|mozna) sprzeda\w*|ilosc\w*|ilosciow\w*|internet\w*|online|wysyl\w*|ewidencj\w*|how much can i sell|quantit\w*|ship\w*|records?)\b/,
    ],
    not: /\b(bez podatku|podat\w*|pit|tax\w*|100 ?000)\b/,
    article: "rolniczy-handel-detaliczny",
    heading: /ile, gdzie i jak|how much, where and how/i,
  },
  {
    re: [
      RHD,
      /\b(firm\w*|dzialalnos\w*|ceidg|jdg|rejestrowa\w*|zarejestrowa\w*|business|company|register (a|my|the) business)\b/,
    ],
    article: "rolniczy-handel-detaliczny",
  },
  {
    re: [RHD_OR_PRESERVES, /\b(weterynar\w*|sanepid\w*|vets?|veterinar\w*|sanitary|wpis\w* do rejestru|lekarz\w*)\b/],
    not: BEES,
    article: "rolniczy-handel-detaliczny",
    heading: /rejestracja|registration/i,
  },
  {
    re: [
      RHD_OR_PRESERVES,
      /\b(vat|kas\w* fiskaln\w*|kasa|kasy|cash registers?|sklep\w*|shops?|restaurac\w*|restaurants?)\b/,
    ],
    not: BEES,
    article: "rolniczy-handel-detaliczny",
    heading: /vat/i,
  },
  {
    re: RHD,
    not: /\b(firm\w*|dzialalnos\w*|ceidg|jdg|rejestrowa\w*|zarejestrowa\w*|business|company|sklep\w*|shops?|weterynar\w*|sanepid\w*|vets?|sanitary)\b|^(?!.*\b(bez podatku|podat\w*|pit|tax\w*)\b).*\b(ilosc\w*|ilosciow\w*|ile (moge|mozna) sprzeda\w*|internet\w*|online|wysyl\w*|ewidencj\w*|how much can i sell|quantit\w*)\b/,
    article: "rolniczy-handel-detaliczny",
    heading: /limit 100 000|pln 100,000 limit/i,
  },
  {
    re: [PRESERVES, OWN],
    not: BEES,
    article: "rolniczy-handel-detaliczny",
    heading: /limit 100 000|pln 100,000 limit/i,
  },
];

const NOT_PROCESSED = new RegExp(`${PRESERVES.source}|${BEES.source}|${RHD.source}`);
const PRODUCE_HINTS: TopicHint[] = [
  {
    re: [PRODUCE, SELLING, TILL],
    not: NOT_PROCESSED,
    article: "sprzedaz-plodow-rolnych",
    heading: /kasa fiskalna przy|cash register when/i,
  },
  {
    re: /\b(rolnik\w* ryczaltow\w*|flat-?rate farmers?|faktur\w* (vat )?rr|vat rr|rr invoice\w*|zryczaltowan\w* zwrot\w*|flat-?rate (vat )?refund|7 ?% (zwrot\w*|vat|refund))\b/,
    article: "sprzedaz-plodow-rolnych",
    heading: /vat – rolnik|vat – the flat-rate/i,
  },
  {
    re: [
      PRODUCE,
      SELLING,
      /\b(kupi\w*|kupuj\w*|bought|buy\w*|odsprzeda\w*|resell\w*|hurtowni\w*|wholesale\w*|gield\w*)\b/,
    ],
    not: NOT_PROCESSED,
    article: "sprzedaz-plodow-rolnych",
    heading: /odsprzedaz|reselling/i,
  },
  {
    re: [PRODUCE, SELLING, /\b(podat\w*|pit|tax\w*|dochod\w*|income|firm\w*|dzialalnos\w*|business)\b/],
    not: new RegExp(`${NOT_PROCESSED.source}|\\b(vat|kas\\w*|cash register\\w*)\\b`),
    article: "sprzedaz-plodow-rolnych",
    heading: /wlasne plody rolne a odsprzedaz|your own produce versus/i,
  },
  { re: [PRODUCE, SELLING], not: NOT_PROCESSED, article: "sprzedaz-plodow-rolnych" },
  {
    re: /\b(dzial\w* specjaln\w*|special branch\w*|special agricultural production|szklarni\w*|tunel\w* foliow\w*|pieczark\w*|greenhouses?|mushroom farm\w*|fermy? drobiu|ferma kurz\w*|broilers?|poultry farm\w*)\b/,
    not: BEES,
    article: "sprzedaz-plodow-rolnych",
    heading: /dzialy specjalne|special branches/i,
  },
  {
    re: [
      /\b(drewn\w*|drzewo|opal\w*|firewood|fuel ?wood|timber|logs|wood)\b/,
      /\b(las\w*|lesn\w*|forest\w*|woodland|sprzeda\w*|sell\w*|tn\w*|lupa\w*|cut\w*|split\w*)\b/,
    ],
    article: "sprzedaz-plodow-rolnych",
    heading: /drewno|firewood/i,
  },
  {
    re: [
      BEES,
      /\b(weterynar\w*|rejestr\w*|zglos\w*|vets?|veterinar\w*|registers?|registration|przetw\w*|processed|mead|miod pitny|swiec\w*|candles?)\b/,
    ],
    not: /\b(rhd|rolnicz\w* hand\w* detaliczn\w*)\b/,
    article: "pasieka-sprzedaz-miodu",
    heading: /przetworzony|processed/i,
  },
  {
    re: BEES,
    not: /\b(pszczol\w* w biurze|busy bee|rhd|rolnicz\w* hand\w* detaliczn\w*)\b/,
    article: "pasieka-sprzedaz-miodu",
  },
];

export const RURAL_HINTS: TopicHint[] = [
  ...KRUS_HINTS,
  ...AGRITOURISM_HINTS,
  ...FOOD_HINTS,
  ...PRODUCE_HINTS,
  ...RURAL_TRADE_HINTS,
];
