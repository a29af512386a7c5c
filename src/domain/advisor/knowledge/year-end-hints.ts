import { CAPITAL_COMPANY } from "../understanding/company-words.ts";
import type { TopicHint } from "./hints.ts";

const GIFT =
  /\b(prezent\w*|upomin\w*|podarun\w*|gifts?|presents?|giveaways?|kosz\w* (swiateczn\w*|prezentow\w*)|gift baskets?|hampers?)\b/;
const CLIENT = /\b(klient\w*|kontrahent\w*|partner\w* biznesow\w*|clients?|customers?|business partners?)\b/;
const DEDUCTIBLE =
  /\b(koszt\w*|kosztach|odlicz\w*|wrzuc\w*|deductib\w*|expens\w*|costs?|write (it )?off|put (it |them )?in(to)? costs)\b/;
/** Branded give-aways: an advertising cost. */
const BRANDED =
  /\b(kubk\w*|kubek|kalendarz\w*|dlugopis\w*|gadzet\w*|z logo|logo|firmow\w* (upomin\w*|gadzet\w*)|mugs?|calendars?|pens|branded|promotional items?|merch\w*)\b/;
/** Lavish gifts and drink: representation. */
const LAVISH =
  /\b(alkohol\w*|alcohol\w*|win[oa]|whisk\w*|koniak\w*|szampan\w*|drog\w* (prezent\w*|upomin\w*|kosz\w*)|expensive (gift|present|basket|hamper)\w*|luxury|prestig\w*|reprezentac\w*|representation|entertainment)\b/;
const STAFF = /\b(pracownik\w*|pracownic\w*|zaloga|zalodze|employees?|staff|workers?)\b/;
const VOUCHER = /\b(bon\w*|kart\w* podarunk\w*|voucher\w*|gift cards?|paczk\w*|parcels?|prezent\w*|gifts?)\b/;
/** The owner paying themselves. */
const OWN_PAY =
  /\b((premi\w*|bonus\w*|wynagrodzen\w*|pensj\w*|wyplat\w*|wyplac\w*) (dla )?(sobie|siebie|wlasciciel\w*)|(sobie|siebie) (\w+ ){0,2}(premi\w*|bonus\w*|wynagrodzen\w*|pensj\w*)|pay (myself|me)|myself (a |an )?(bonus|salary)|owner'?s (bonus|salary|pay)|bonus for (myself|me))\b/;
const STATEMENTS = /\b(sprawozdani\w*|bilans\w*|financial statements?|annual accounts?)\b/;
const DORMANT =
  /\b(nic nie (robil\w*|robi|dzialal\w*)|zero faktur|bez (zadnej )?dzialalnosci|brak dzialalnosci|nieaktywn\w*|uspion\w*|zawieszon\w*|(did|does|do) (basically |practically )?nothing|no (activity|revenue|invoices|business)|dormant|inactive)\b/;
const COUNT =
  /\b(remanen\w*|inwentaryzac\w*|spis\w* z natury|stock[- ]?tak\w*|stock count\w*|inventory (count|check)\w*|count (the |our )?stock)\b/;
const TAX_FORM =
  /\b(liniow\w*|liniowk\w*|skal\w*|ryczal\w*|form\w* opodatkowani\w*|flat tax|tax scale|lump[- ]?sum|tax form)\b/;
const MONTHS_PL = "stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada|grudnia";
const IN_MONTH_PL =
  "styczniu|lutym|marcu|kwietniu|maju|czerwcu|lipcu|sierpniu|wrzesniu|pazdzierniku|listopadzie|grudniu";

/**
 * The turn of the year's questions (the fiftieth set): gifts for clients and staff, the owner's
 * bonus, a company's statements and stock-taking, reporting the stock count, changing the tax form
 * within the year or not at all, a suspension's shortest time, the start relief's yearly settlement.
 */
export const YEAR_END_HINTS: TopicHint[] = [
  // "Prezenty dla klientów – do jakiej kwoty bez VAT?": the 100 zł small-value gifts.
  {
    re: [GIFT, CLIENT, /\b(vat\w*|do jakiej kwoty|up to what|limit\w*|ile moze kosztowac)\b/],
    not: STAFF,
    article: "prezenty-premie-koniec-roku",
    heading: /vat/i,
  },
  // "Kubki i kalendarze z logo dla klientów – w koszty?": advertising.
  {
    re: [BRANDED, DEDUCTIBLE],
    not: /\b(samochod\w*|car|auto)\b/,
    article: "prezenty-premie-koniec-roku",
    heading: /gadzet|gadget/i,
  },
  // "Kosz z drogim alkoholem dla klienta – w koszty?": representation.
  {
    re: [LAVISH, /\b(klient\w*|kontrahent\w*|clients?|customers?|prezent\w*|gifts?|kosz\w*|baskets?)\b/, DEDUCTIBLE],
    article: "prezenty-premie-koniec-roku",
    heading: /alkohol|alcohol/i,
  },
  // "Bony po 300 zł dla pracowników, bez funduszu socjalnego – podatek?": the employee's income.
  {
    re: [
      VOUCHER,
      STAFF,
      /\b(swiet\w*|christmas|podat\w*|pit|zus|skladk\w*|tax\w*|oskladkow\w*|opodatk\w*|fundusz\w*|zfss)\b/,
    ],
    not: /\b(klient\w*|clients?|customers?|ppk|pension)\b/,
    article: "prezenty-premie-koniec-roku",
    heading: /pracownik|employees/i,
  },
  // "Mogę sobie wypłacić premię z JDG i wrzucić w koszty?": the owner's own work is no cost.
  {
    re: [OWN_PAY, DEDUCTIBLE],
    article: "prezenty-premie-koniec-roku",
    heading: /wlasciciel|owner/i,
  },
  // "Spółka nic nie robiła – i tak sprawozdanie?": the duty stays.
  {
    re: [STATEMENTS, DORMANT],
    article: "sprawozdanie-finansowe-spolki",
    heading: /bez dzialalnosci|no activity/i,
  },
  // "W spzoo trzeba robić coś w stylu remanentu?": the stock-taking of full books.
  {
    re: [COUNT, new RegExp(`${CAPITAL_COMPANY.source}|\\b(spol[kc]\\w*|company|pelne ksiegi|full books)\\b`)],
    not: /\b(cywiln\w*|jawn\w*|likwid\w*|zamkn\w*|closing)\b/,
    article: "sprawozdanie-finansowe-spolki",
    heading: /inwentaryzacja|stock-taking/i,
  },
  // "Do kiedy sprawozdanie finansowe za 2026?": the three deadlines.
  {
    re: [STATEMENTS, /\b(do kiedy|termin\w*|kiedy|deadlines?|when|by when|zatwierdz\w*|approv\w*|krs)\b/],
    not: DORMANT,
    article: "sprawozdanie-finansowe-spolki",
    heading: /terminy|deadlines/i,
  },
  // "Remanent na koniec roku trzeba gdzieś zgłaszać do US?": no.
  {
    re: [
      COUNT,
      /\b(zglas\w*|zglos\w*|wysyla\w*|wysla\w*|zawiadam\w*|urzed\w*|urzad\w*|report\w*|notify\w*|tax office|send)\b/,
    ],
    not: /\b(innym|inny|other|another|during) (termin\w*|dniu|dzien|date|day)|7 dni|7 days|likwid\w*|zamkn\w*|zamyk\w*|closing|vat\w*/,
    article: "spis-z-natury",
    heading: /nie zglasza|not reported/i,
  },
  // "Mogę teraz w grudniu przejść z liniowego na skalę jeszcze za 2026?": only from the next year.
  {
    re: [
      TAX_FORM,
      /\b(zmien\w*|zmian\w*|przejsc|przejde|przejsci\w*|przechodz\w*|switch\w*|change)\b/,
      new RegExp(
        `\\b(w trakcie roku|w ciagu roku|jeszcze (za|w) (ten|tym) rok\\w*|za ten rok|(jeszcze )?za 2026|teraz w (${IN_MONTH_PL})|od (${MONTHS_PL}) 2026|mid-?year|during the year|for this year|this year|(still )?for 2026)\\b`,
      ),
    ],
    article: "zmiana-formy-opodatkowania",
    heading: /ograniczenia|limits/i,
  },
  // "…and if I forget and do nothing?": the previous form goes on.
  {
    re: [
      /\b(forget\w*|forgot|do nothing|don'?t (file|report|submit|do) (anything|it)|miss (the|that) deadline|zapomn\w*|nic nie (zglos\w*|zrobie|zloze)|nie zglos\w*|nie zdaz\w*|przegap\w*)\b/,
      new RegExp(`${TAX_FORM.source}|\\b(switch\\w*|zmian\\w*|zmien\\w*|forms?)\\b`),
    ],
    article: "zmiana-formy-opodatkowania",
    heading: /jak zglosic|how to report/i,
  },
  // "Na ile minimalnie można zawisić JDG?" (a typo of "zawiesić"): at least 30 days.
  {
    re: [
      /\b(zawis\w*|zawiesz\w*|zawiesi\w*|zawiesic|suspen\w*)\b/,
      /\b(minimaln\w*|najkrocej|najmniej|minimum|shortest|min\.?)\b/,
    ],
    article: "zawieszenie-dzialalnosci",
    heading: /jak dlugo|how long/i,
  },
  // "Mam ulgę na start – trzeba coś rozliczać w ZUS rocznie?": the health contribution's yearly settlement.
  {
    re: [
      /\b(rozlicz\w*|settle\w*|settlement)\b/,
      /\b(roczn\w*|rocznie|za rok|pod koniec roku|na koniec roku|annual\w*|yearly|end of the year)\b/,
      /\b(zus|ulg\w* na start|uldze na start|start relief)\b/,
    ],
    not: /\b(pit\w*|podat\w*|tax\w*|zeznani\w*|vat\w*|wypadkow\w*|iwa)\b/,
    article: "skladka-zdrowotna-rozliczenie-roczne",
    heading: /kto rozlicza|who settles/i,
  },
  // "Can I still take the contribution holiday for December?": whether there is time – the RWS deadline.
  {
    re: [
      /\b(wakacj\w* skladkow\w*|contribution holiday|zus holiday|rws)\b/,
      /\b(still|in time|zdaze|zdazy\w*|jeszcze (moge|zdaze|mozna|jest czas)|czy nie (jest )?za pozno|too late)\b/,
    ],
    // "15 employees, can I still take it?" asks who may, not by when.
    not: /\b(pracownik\w*|zatrudni\w*|employees?|staff|workers?|people|osob\w*|przychod\w*|revenue|limit\w*)\b/,
    article: "wakacje-skladkowe",
    heading: /termin|deadline/i,
  },
];
