import { ZUS_WORDS } from "./hint-words.ts";
import type { TopicHint } from "./hints.ts";

/**
 * The commonest questions, typed as a search box's few words (the fifty-seventh set): each points
 * at the general article's section whose first sentence answers it, not at a narrower article that
 * shares its words (a foreigner's ZUS for "social security for a new business in Poland", a
 * foreigner's registration for "ile kosztuje założenie JDG", maternity benefit for "sick leave
 * waiting period"). The narrower cases keep their articles through each hint's `not`.
 */

/** A foreigner, a company's partner or a job abroad: the narrower articles' own askers. */
const NARROWER =
  /\b(cudzoziem\w*|obcokrajow\w*|foreigner\w*|expat\w*|ukrain\w*|obywatel\w*|citizen\w*|karta pobytu|residence|visa|wiz\w*|spolk\w*|wspolnik\w*|partner\w*|company owner|shareholder\w*|abroad|za granic\w*|spain|spanish|hiszpan\w*|germany|german|niemc\w*|niemiec\w*|france|french|italy|italian|netherlands|dutch|ireland|irish|the uk|britain|british)\b/;

export const COMMON_HINTS: TopicHint[] = [
  // "How much is social security for a new business in Poland?", "ile zus na start": the JDG's ZUS stages.
  {
    re: [
      /\b(zus|social security|social insurance|skladk\w* spoleczn\w*|social contributions?)\b/,
      /\b(new|nowa|nowej|nowy|nowe|na start|na poczatek|na poczatku|start\w*|first year|pierwsz\w* rok\w*|just opened|begin\w*)\b/,
      /\b(ile|jaki\w*|how much|what)\b/,
    ],
    not: new RegExp(
      `${NARROWER.source}|\\b(eta[tc]\\w*|umow\\w* o prac\\w*|full-?time|job|employed|pracodawc\\w*|employer|ulg\\w* na start|relief|preferenc\\w*|maly zus|small zus|zdrowotn\\w*|health|chorobow\\w*|sickness|termin\\w*|deadline|kiedy|when|zglos\\w*|regist\\w*|uldze|zza|zua|formularz\\w*|forms?|dni|days|spolk\\w*|razem|together|b2b)\\b`,
    ),
    article: "zus-etapy",
    heading: /etap 1|stage 1/i,
  },
  // "Full time job plus side business zus", "etat i firma zus": a salary covers the social contributions.
  {
    re: [
      /\b(full[- ]?time|part[- ]?time|(a|my|day) job|etat\w*|umow\w* o prac\w*)\b/,
      /\b(side|plus|obok|beside|alongside|dodatkow\w*|i firma|i jdg|and (a )?(business|jdg))\b/,
      ZUS_WORDS,
    ],
    not: new RegExp(
      `${NARROWER.source}|\\b(maly zus plus|small zus plus|pracownik\\w*|employees?|zatrudni\\w*|hire\\w*|byl\\w* pracodawc\\w*|former employer|lekarz\\w*|doctors?|szpital\\w*|hospital)\\b`,
    ),
    article: "zus-etapy",
    heading: /etat|job/i,
  },
  // "Preferential ZUS how long", "na ile mały ZUS": its 24 months, told where it says who may pay it.
  {
    re: [
      /\b(preferencyjn\w*|preferential|maly zus(?! plus)|small zus)\b/,
      /\b(how long|jak dlugo|na ile|przez ile|ile miesiecy|how many months|duration|okres\w*)\b/,
    ],
    not: /\b(plus|ulg\w* na start|relief|zawiesz\w*|suspen\w*|przerw\w*|break|pause\w*)\b/,
    article: "zus-preferencyjny",
    heading: /kto moze placic preferencyjny|who can pay preferential/i,
  },
  // "Sick leave for self employed waiting period", "po ilu dniach zasiłek": the 90 days, not maternity.
  {
    re: [
      /\b(chorobow\w*|zasil\w*|sick\w*|l4)\b/,
      /\b(waiting period|wyczekiw\w*|po ilu dniach|po jakim czasie|od kiedy|how long|after how many days|when (do|does|can|will)|kiedy)\b/,
    ],
    not: /\b(macierzy\w*|maternity|rodzicielsk\w*|parental|ciaz\w*|pregnan\w*|porod\w*|birth|opiekun\w*|care\w*|pracownik\w*|employee\w*)\b/,
    article: "ubezpieczenie-chorobowe",
    heading: /90 dni okresu wyczekiwania|90-day waiting period/i,
  },
  // "Fixed asset threshold", "od ilu środek trwały": the PLN 10,000 expensed at once.
  {
    re: [
      /\b(fixed assets?|srod\w* trwal\w*|srodek trwaly)\b/,
      /\b(threshold|limit\w*|prog\w*|od ilu|from what|kwot\w*|amount|value|wartos\w*)\b/,
    ],
    not: /\b(vat\w*|240|sprzeda\w*|sell\w*|sold|wlicz\w*|zwolnien\w*|exempt\w*|samoch\w*|cars?|auto|vehicles?|jednorazow\w*|one-?off|213|50 000|zamkn\w*|clos\w*|likwid\w*)\b/,
    article: "amortyzacja-jednorazowa-maly-podatnik",
    heading: /10 000|10,000/i,
  },
  // "PIT na skali jaki druk", "which return on the flat tax": the return of each tax form.
  {
    re: [
      /\b(skal\w*|liniow\w*|ryczal\w*|scale|flat|lump)\b/,
      /\b(druk\w*|formularz\w*|zeznani\w*|jaki pit|ktory pit|form|return)\b/,
    ],
    not: /\b(etat\w*|umow\w* o prac\w*|zlecen\w*|job|employ\w*|zmian\w*|change|switch|wybor\w*|choice|ceidg|termin\w*|deadline|kiedy|when|zdrowotn\w*|health|zaliczk\w*|advance\w*)\b/,
    article: "zeznanie-roczne-pit",
    heading: /ktory formularz|which pit form/i,
  },
  // "Termin ZUS spółka z o.o.", "ZUS deadline for a company": the 15th beside a JDG's 20th.
  {
    re: [
      /\b(zus\w*|skladk\w*|contributions?)\b/,
      /\b(termin\w*|do kiedy|do ktorego|deadline|due|by when|which day)\b/,
      /\b(sp\.? ?z ?o\.? ?o\.?|spolk\w* z (ograniczona|o\.?o)|spolk\w*|z o\.?o\.?|llc|limited company|company)\b/,
    ],
    not: /\b(wspolnik\w*|jedyn\w*|sole shareholder|partner\w*|zglos\w*|regist\w*|czlon\w* zarzadu|board|zaleg\w*|arrears)\b/,
    article: "zus-terminy-dra",
    heading: /do ktorego dnia|by which day/i,
  },
  // "Do kiedy zmiana formy opodatkowania", "deadline to change my tax form": the 20th of the month after.
  {
    re: [
      /\b(zmian\w*|zmieni\w*|change|switch\w*|wybor\w*|wybrac)\b/,
      /\b(form\w* opodatkowani\w*|tax form|form of tax\w*)\b/,
      /\b(do kiedy|termin\w*|deadline|by when|kiedy|when)\b/,
    ],
    not: /\b(blad\w*|bledn\w*|mistake\w*|wrong\w*|przegap\w*|missed|spozni\w*|late|zla|zle|zly)\b/,
    article: "zmiana-formy-opodatkowania",
    heading: /termin zmiany|deadline to change/i,
  },
  // "Jaki wniosek żeby założyć działalność", "ile kosztuje założenie JDG": the CEIDG-1's opening.
  {
    re: [
      /\b(zaloz\w*|zaklad\w*|otworz\w*|otwarci\w*|rejestracj\w*|zarejestr\w*|open\w*|register\w*|set(ting)? up|start\w*)\b/,
      /\b(dzialalnos\w*|jdg|firm\w*|business|sole propriet\w*)\b/,
      /\b(wniosek|wniosk\w*|jaki druk|formularz\w*|application|ile kosztuje|koszt\w*|oplat\w*|how much does it cost|cost|fee)\b/,
    ],
    not: new RegExp(
      `${NARROWER.source}|\\b(krs|s24|notar\\w*|zus\\w*|vat\\w*|konto|account|ksiegow\\w*|accountant|kasa\\w*|dotacj\\w*|grant\\w*|zmian\\w*|change|zawiesz\\w*|suspen\\w*|zamkn\\w*|clos\\w*|pkd|adres\\w*|address|pozyczk\\w*|loan\\w*|kredyt\\w*|bgk|bank\\w*|leasing\\w*|dofinans\\w*)\\b`,
    ),
    article: "jdg-rejestracja-ceidg",
    heading: /rejestracja jdg w ceidg krok|registering a sole proprietorship/i,
  },
  // "Company car private use expenses percent", "auto firmowe ile kosztów": the 75 % of a company car.
  {
    re: [
      /\b(samoch\w*|auto|aut|car|cars)\b/,
      /\b(firm\w*|company|business)\b/,
      /\b(prywatn\w*|private\w*|mieszan\w*|mixed|75|procent\w*|percent\w*|ile kosztow|ile w koszty|how much|expenses?)\b/,
    ],
    not: /\b(prywatn\w* (auto|samoch\w*)|(auto|samoch\w*) prywatn\w*|nie (wprowadz|wpisan)\w*|private (car|vehicle)|prywatny samoch\w*|private car|(moj|my|own) (prywatn\w* )?(samoch\w*|car)|ewidencj\w* przebieg\w*|kilometrowk\w*|mileage|vat\w*|leasing\w*|elektry\w*|electric|ciezar\w*|van\w*|truck\w*|sprzeda\w*|sell\w*|sold)\b/,
    article: "samochod-w-firmie-limity",
    heading: /75/i,
  },
];
