import { SUSPENSION, ZUS_WORDS } from "./hint-words.ts";
import type { TopicHint } from "./hints.ts";

/**
 * An owner's everyday questions in their own words: the scale's 32 % threshold, a business bank
 * account, sick pay after joining sickness insurance, paying less ZUS, the form on ulga na start and
 * the lump sum's revenue cap, who may suspend a business, the start relief again. Each points at the
 * section that answers it.
 */
export const OWNER_HINTS: TopicHint[] = [
  // "Od jakiego dochodu wchodzi 32%", "when does the 32% bracket start": the scale's threshold,
  // not the health contribution that mentions the scale's rates.
  {
    re: /(\b32 ?%|\b(drugi\w* prog\w*|drugiego progu|second (tax )?(bracket|threshold)))/,
    not: /\b(zdrowotn\w*|zdrowotk\w*|health|nfz|ryczal\w*|lump)/,
    article: "skala-podatkowa",
    heading: /stawki i progi|rates and brackets/i,
  },
  // "Czy muszę mieć osobne konto firmowe?": no duty, but B2B payments above 15 000 zł go through an account.
  {
    re: [
      /\b(osobn\w*|oddzieln\w*|firmow\w*|separate|business|dedicated) (konto|konta|rachun\w*|bank account|account)\b/,
      /\b(musz\w*|trzeba|obowiaz\w*|wymag\w*|need\w*|have to|must|required|mandatory|czy)\b/,
    ],
    not: /\b(biał\w* list\w*|bial\w* list\w*|white ?list|zaw-?nr|zglos\w*|report\w*)\b/,
    article: "rachunek-firmowy-biala-lista",
    heading: /osobne konto|separate business account/i,
  },
  // "If I join sickness insurance now, when could I get sick pay?": the 90-day wait.
  {
    re: [
      /\b(chorobow\w*|sickness|l4|sick (leave|pay))\b/,
      /\b(kiedy|od kiedy|po jakim czasie|jak szybko|ile (czasu|dni)|when|how (long|soon|quickly)|after how)\b/,
      /\b(zasil\w*|l4|benefit|sick (leave|pay)|paid|wyplat\w*|pieniadz\w*|dostan\w*|dostac|get)\b/,
    ],
    not: /\b(macierzyn\w*|maternity|rodziciel\w*|parental|pracownik\w*|employees?|staff)\b/,
    article: "ubezpieczenie-chorobowe",
    heading: /90 dni|90-day/i,
  },
  // "Now on full ZUS, revenue 90k last year – can I pay less?": Mały ZUS Plus is the way down.
  {
    re: [
      /\b(pay(ing)? less|lower (my )?(zus|contributions?)|reduce (my )?(zus|contributions?)|cheaper|mniej (placic|zaplacic)|(placic|zaplacic|placil\w*) mniej|obniz\w* (zus\w*|skladk\w*)|nizsz\w* (zus\w*|skladk\w*)|taniej)\b/,
      ZUS_WORDS,
    ],
    not: /\b(zdrowotn\w*|health|ulg\w* na start|start relief|relief for starters|wakacj\w*|holiday|zawies\w*|suspen\w*|pracownik\w*|employees?)\b/,
    article: "maly-zus-plus",
  },
  // "Which ZUS form on ulga na start, and how fast?": registering for health insurance only (ZUS ZZA).
  {
    re: [
      /\b(formularz\w*|druk\w*|forms?|zza|zglos\w*|zglosz\w*|zarejestr\w*|registe?r\w*)\b/,
      /\b(ulg\w* na start|start relief|relief for starters)\b/,
    ],
    not: /\b(again|ponownie|znowu|former employer|ex-?employer|byl\w* pracodaw\w*)\b/,
    article: "ulga-na-start",
    heading: /zgloszenie|registering/i,
  },
  // "Is there a revenue cap for staying on ryczałt?": the 2 million euro limit.
  {
    re: [
      /\b(ryczal\w*|lump[- ]?sum)\b/,
      /\b(limit\w*|caps?|pulap\w*|maksymal\w* przych\w*|max\w* revenue|revenue (cap|limit|ceiling)|do jakiego przychod\w*|up to what revenue|how much (can i|may i) (earn|invoice|make)|ile moge (zarobic|zafakturowac|miec przychodu))\b/,
    ],
    not: /\b(kwartaln\w*|quarterly|zdrowotn\w*|health|vat\w*|kas\w*|cash|nierejestr\w*|unregistered)\b/,
    article: "ryczalt-limity",
    heading: /limit przychodu|revenue limit/i,
  },
  // "Do I get the 6 months without ZUS again?", "same work for my former employer".
  {
    re: [
      /\b(again|ponownie|znowu|jeszcze raz|second time|drugi raz|re-?open\w*|closed|zamkn\w*|zlikwid\w*|former employer|ex-?employer|previous employer|same (employer|company|firm|client)|byl\w* pracodaw\w*|tego samego pracodaw\w*|tej samej firm\w*|dla tej samej)\b/,
      /\b(ulg\w* na start|start relief|relief for starters|6 (months|miesiecy)|without zus|bez zus|preferencyjn\w*|preferential)\b/,
    ],
    article: "ulga-na-start",
  },
  // "Mam osobę na zleceniu – mogę zawiesić?": who may suspend (no employees on umowa o pracę).
  {
    re: [
      SUSPENSION,
      /\b(pracownik\w*|zatrudn\w*|zlecen\w*|zleceniobiorc\w*|dzielo|employ\w*|staff|workers?|contractors?|mandate)\b/,
    ],
    not: /\b(zus\w*|skladk\w*|zdrowotn\w*|contribution\w*|health|wakacj\w*|holiday|krs|spzoo|z o\.?o|na ile|jak dlugo|maksymal\w*|how long|max\w*)\b/,
    article: "zawieszenie-dzialalnosci",
    heading: /kto moze zawiesic|who can suspend/i,
  },
];
