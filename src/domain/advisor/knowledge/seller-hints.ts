import { CASH_REGISTER, REGISTER_FROM_FIRST_SALE } from "../computed/vat.ts";
import type { TopicHint } from "./hints.ts";
import { STOREFRONT_HINTS } from "./storefront-hints.ts";

/** Precious metals and jewellery: goods that rule out the VAT exemption whatever the turnover. */
const JEWELLERY =
  /\b(jubiler\w*|jewel\w*|zlotni\w*|goldsmith\w*|silversmith\w*|(rings?|earrings?|necklaces?|bracelets?) (made )?(of|from|in) (silver|gold)|(zlot|srebrn)\w* (kolczyk\w*|pierscion\w*|lancusz\w*|bransolet\w*|naszyjnik\w*)|obraczk\w*|pierscion\w*|pierscien\w*|bizuteri\w*|metal\w* szlachetn\w*|precious metals?|srebr\w*|silver|zlot[oa]|gold)\b/;

/** Sales to consumers in other EU countries, in the askers' words. */
const EU_CONSUMERS =
  /\b(oss|wsto|one stop shop|distance sal\w*|sprzedaz\w* (wysylkow\w*|na odleglosc)|foreign vat|zagraniczn\w* vat|vat (kraju|krajow) (klient\w*|nabywc\w*)|(klient\w* prywatn\w*|konsument\w*|osob\w* prywatn\w*|private (customers?|clients?|buyers?|persons?)|customers?|consumers?|buyers|orders?|zamowien\w*|paczk\w*|parcels?) (z|ze|w|we|na|from|in|to) (\w+ ){0,2}(niemiec|niemczech|czech\w*|slowacj\w*|francj\w*|austri\w*|holandi\w*|wlosz\w*|wloch|hiszpani\w*|litw\w*|lotw\w*|estoni\w*|belgi\w*|irlandi\w*|szwecj\w*|dani\w*|finlandi\w*|wegrz\w*|wegier|rumuni\w*|chorwacj\w*|portugali\w*|ue|unii|eu|germany|france|netherlands|austria|czechia|slovakia|italy|spain|lithuania|belgium|ireland|sweden|other eu( countries)?))\b/;
/**
 * The fortieth blind set's kinds of questions (online sellers, marketplaces, salons, trainers and
 * tutors), in the askers' words: VAT on sales to consumers in other EU countries and OSS, a
 * warehouse abroad. Each points at the section that answers it.
 */
export const SELLER_HINTS: TopicHint[] = [
  // "Jak się zapisać do OSS, jaki druk?": VIU-R.
  {
    re: [
      /\b(oss|one stop shop)\b/,
      /\b(zapis\w*|zarejestr\w*|rejestr\w*|zglos\w*|dolacz\w*|przystapi\w*|sign(ing)? up|regist\w*|join\w*|enrol\w*|druk\w*|formularz\w*|forms?)\b/,
    ],
    not: /\b(fba|warehouse|magazyn\w*|deadline|do kiedy|termin\w*|kwarta\w*|quarter\w*)\b/,
    abroad: true,
    article: "sprzedaz-wysylkowa-ue-oss",
    heading: /^oss –|^oss –/i,
  },
  // "Klienci prywatni z Niemiec – muszę tam płacić VAT?", "when do I start charging the foreign VAT?": the EUR 10,000 limit.
  {
    re: [EU_CONSUMERS, /\b(vat\w*|threshold|limit\w*|prog\w*|charg\w*)\b/],
    not: /\b(fba|warehouse|magazyn\w*|deadline|do kiedy|termin\w*|kwarta\w*|quarter\w*|zapis\w*|sign(ing)? up|druk\w*|b2b|firm(y|om)|companies|businesses|uslug\w*|services?)\b/,
    abroad: true,
    article: "sprzedaz-wysylkowa-ue-oss",
    heading: /limit 10 000|10,000/i,
  },
  // "Uczniowie płacą mi tylko przelewem – potrzebna kasa?": paid into the bank account, no register.
  {
    re: [
      CASH_REGISTER,
      /\b(przelew\w*|na (moje |firmowe )?(konto|rachunek)|blik\w*|przelewy24|payu|bramk\w* platnicz\w*|payment gateway|bank transfer\w*|by transfer|paypal)\b/,
    ],
    not: /\b(tylko|wylacznie|only) (dla |to )?(firm\w*|business\w*|compan\w*)|\bb2b\b|\bparking\w*|car park\w*/,
    article: "kasa-fiskalna",
    heading: /przelewem|bank transfer/i,
  },
  // "Pobieram opłaty za parking przy sklepie – potrzebuję kasy?": parking services from 1 April 2026.
  {
    re: [CASH_REGISTER, /\b(parking\w*|car park\w*|parkow\w*|parkomat\w*)\b/],
    article: "kasa-fiskalna",
    heading: /parking/i,
  },
  // "Sprzedaję na jarmarkach za gotówkę, rocznie 14 tys. – kasa?": the 20 000 zł limit.
  {
    re: [
      CASH_REGISTER,
      /\b(gotowk\w*|(in|for|by) cash|cash (payments?|sales)|pay\w* (in )?cash|jarmark\w*|kiermasz\w*|targ(ach|i|u)|fairs?|markets?)\b/,
    ],
    not: new RegExp(
      // A farmer's own produce at the market is exempt whatever the sales (sprzedaz-plodow-rolnych).
      `\\b(przelew\\w*|transfer\\w*|blik|parking\\w*|pierwsz\\w* (rok|sprzedaz\\w*)|first (year|sale)|od \\d+|from \\d+|zaczyna\\w*|starting|(z|ze) (\\w+ )?gospodarstw\\w*|from (my|our|the) (own )?farm|own produce|rolnik\\w*|farmer)\\b|${REGISTER_FROM_FIRST_SALE.source}`,
    ),
    article: "kasa-fiskalna",
    heading: /ile wynosi limit|how much the sales limit/i,
  },
  // "Ile mam czasu na oddanie pieniędzy, czy zwracam też za wysyłkę?": the refund's 14 days and the delivery.
  {
    re: [
      /\b((oddani\w*|odda\w*|oddaj\w*|zwrot\w*|zwroc\w*|zwrac\w*) (\w+ ){0,2}(pieniadz\w*|pieniedzy|kas[ey]|kwot\w*|za wysylk\w*|koszt\w* (wysylk\w*|dostaw\w*))|refund\w*|(give|pay) (\w+ ){0,2}money back)\b/,
      // …to a buyer who sent goods back.
      /\b(odesl\w*|odsyla\w*|odstap\w*|odstapieni\w*|sent (it )?back|send (it )?back|returned (the |a |an |my )?(\w+ )?(item|goods|order|parcel|jacket|dress|shoes|product)|withdr[ae]w\w*)\b/,
    ],
    not: /\b(vat\w*|zus\w*|podat\w*|tax\w*|ulg\w*|relief|kas\w* fiskaln\w*|cash register|dotacj\w*|grant)\b/,
    article: "zwrot-towaru-konsument",
    heading: /zwrot pieniedzy|zwrot pieniędzy|the refund/i,
  },
  // "Klient zwrócił towar z paragonu z kasy – jak to skorygować?": the returns register.
  {
    re: [
      /\b(zwroci\w*|zwrot\w*|odesl\w*|oddal\w*|returned|return\w*|sent back|brought back)\b/,
      /\b(paragon\w*|kas\w* fiskaln\w*|kas[aiey]|receipt\w*|cash register\w*)\b/,
    ],
    not: /\b(ulg\w*|relief|odliczeni\w*|zakup\w* kas\w*|90 ?%|700)\b/,
    article: "zwrot-towaru-konsument",
    heading: /ewidencja zwrotow|ewidencja zwrotów|returns register/i,
  },
  // "Robię biżuterię ze srebra – mogę być zwolniona z VAT?": precious metals are excluded whatever the turnover.
  {
    re: [
      JEWELLERY,
      /\b(zwolni\w*|exempt\w*|exemption|bez vat\w*|vat-?free|without vat|240|vatowc\w*|vat payer|((przejmowac|martwic|przejmuje|martwie) sie|sie (przejmowac|martwic)) (\w+ )?vat\w*|worry about vat)\b/,
    ],
    article: "vat-wylaczenia-ze-zwolnienia",
    heading: /jakie towary|which goods/i,
  },
  // "Otwieram salon, klientki prywatne – od razu muszę być VAT-owcem?", "do I have to register for VAT from
  // the start?": not below the 240 000 zł limit.
  {
    re: /\b(musze|trzeba|czy trzeba|must|have to|need to|powinien\w*|powinnam) (\w+ ){0,3}(byc|zostac|sie (za)?rejestrowac|(za)?rejestrowac sie|(za)?rejestrowac|be|become|register)\b(\s+\S+){0,3}\s+(vatowc\w*|czynn\w*|vat\w*|(a |an )?(active )?vat payer|for vat)\b|\bvat\b.{0,30}\b(musze|trzeba|must|have to|need to) (\w+ ){0,2}(byc|zostac|(za)?rejestrowac|register)\b/,
    not: new RegExp(
      `\\b(chce|chcial\\w*|want|wish|would like|dobrowoln\\w*|voluntar\\w*|gdzie|where|jak sie|how (do|to|can)|vat-?ue|oss|ksef|kas\\w* fiskaln\\w*|cash register|przekrocz\\w*|exceed\\w*|cross\\w*|aktualiz\\w*|zmian\\w*|update\\w*|mpp|split)\\b|${JEWELLERY.source}`,
    ),
    article: "vat-zwolnienie-limit",
  },
  // "Sprzedałam na OLX kurtkę kupioną w 2023 – wykazać w PIT?": the half-year rule for private things.
  {
    re: [
      /\b(olx|vinted|allegro\w*|ebay|sprzedal\w*|sold|flipped|resold)\b/,
      /\b((kupil\w*|bought) (\w+ ){0,3}(w|in) (20\d\d|\w+ 20\d\d)|nosil\w*|wore|worn|uzywan\w*|used|wlasn\w* (rzecz\w*|ubra\w*)|prywatn\w*|private)\b/,
      /\b(pit\w*|podat\w*|tax\w*|wykaz\w*|zeznani\w*|declare|report\w*)\b/,
    ],
    not: /\b(jdg|firm\w*|dzialalnos\w*|business|odsprzeda\w*|resell\w*|hurtow\w*|wholesale|dac7|zglos\w*|zglosz\w*)\b/,
    article: "sprzedaz-rzeczy-uzywanych-dac7",
  },
  // "Ile trzeba sprzedać na Allegro, żeby mnie zgłosili do skarbówki?": the DAC7 report's thresholds.
  {
    re: [
      /\b(dac7|zglos\w*|zglasza\w*|zgloszon\w*|raport\w*|report\w*|przekaz\w*|pass\w* (on )?(my )?data)\b/,
      /\b(skarbow\w*|urzed\w* skarbow\w*|urzad\w*|kas|tax office|taxman|tax authorit\w*|dac7)\b/,
      /\b(olx|vinted|allegro\w*|ebay|etsy|platform\w*|sprzeda\w*|sell\w*|sales)\b/,
    ],
    not: /\b(uslug\w*|services?|sesj\w*|korepetycj\w*|najm\w*|wynaj\w*|rental\w*|podatek od|tax on|musze (za)?placic|pay (any )?tax)\b/,
    article: "sprzedaz-rzeczy-uzywanych-dac7",
    heading: /kiedy platforma zglasza|kiedy platforma zgłasza|when a platform reports/i,
  },

  // "Na nierejestrowanej trzeba prowadzić jakąś ewidencję?": the simplified sales record.
  {
    re: [
      /\b(nierejestrowan\w*|unregistered)\b/,
      /\b(ewidencj\w*|zapis\w*|ksieg\w*|records?|record-keeping|bookkeeping|books)\b/,
    ],
    article: "dzialalnosc-nierejestrowana",
    heading: /podatki|taxes/i,
  },
  // "Przekroczyłam limit nierejestrowanej, zakładam JDG – ulga na start mi przysługuje?": yes, a first business.
  {
    re: [
      /\b(nierejestrowan\w*|unregistered)\b/,
      /\b(ulg\w* na start|start relief|relief for starters|6 miesiecy bez zus|six months without zus)\b/,
    ],
    article: "ulga-na-start",
    heading: /nierejestrowana|unregistered/i,
  },

  // "Odsprzedaję towar z hurtowni – jaki ryczałt?": trade, whose rate the list gives.
  {
    re: [
      /\b(odsprzeda\w*|resell\w*|resale|(towar\w*|goods) (\w+ )?(z|from) hurtowni\w*|kupion\w* (z|w) hurtowni\w*|from (a )?wholesaler\w*)\b/,
      /\b(ryczal\w*|lump[- ]?sum)\b/,
    ],
    not: /\b(limit\w*|zdrowotn\w*|health|zus\w*|koszt\w*|costs?)\b/,
    article: "ryczalt-stawki",
    heading: /lista|list/i,
  },
  // "Jestem zwolniona z VAT – co wpisać na fakturze zamiast stawki?": "zw" and art. 113.
  {
    re: [
      /\b(faktur\w*|invoic\w*)\b/,
      /\b(zwolnion\w*|zwolnieni\w*|exempt\w*|bez vat\w*|nievatow\w*|nie jestem (czynn\w*|vat-?owc\w*|platnik\w* vat)|not (a |an )?(active )?vat[- ](payer|registered)|not registered for vat)\b/,
      // …or what it must say about the exemption ("co na niej pisać", "what must it state").
      /\b(zamiast|instead|w miejscu|in place of|stawk\w*|rate|wpisa\w*|wpisuj\w*|write|napisa\w*|pisa\w*|podstaw\w*|basis|zw|say|state|mention|show|put)\b/,
    ],
    not: /\b(ksef|kas\w* fiskaln\w*|cash register|limit\w*|240)\b/,
    article: "faktura-wystawianie-korekta",
    heading: /zwolnionej z vat|vat-exempt business/i,
  },
  // The forty-fifth set's kinds of questions (storefront-hints).
  ...STOREFRONT_HINTS,
];
