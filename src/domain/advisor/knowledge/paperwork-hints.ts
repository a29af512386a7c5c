import { SUSPENSION } from "./hint-words.ts";
import type { TopicHint } from "./hints.ts";

/** How long something is kept ("jak długo trzymać", "how many years must I keep"). */
const HOW_LONG_KEPT = [
  /\b(przechow\w*|trzyma\w*|archiwiz\w*|keep\w*|kept|stor(e|ing)|retain\w*|retention)\b/,
  /\b(dokument\w*|faktur\w*|ksieg\w*|kpir|paragon\w*|papier\w*|paperwork|records?|documents?|invoices?|books|receipts?)\b/,
  /\b(jak dlugo|ile lat|przez ile|how long|how many years|for how long)\b/,
];
const CLOSING =
  /\b(zamkn\w*|zamyka\w*|likwid\w*|wykresl\w*|wyrejestr\w*|clos(e|ed|ing)|shut\w* down|wound up|wind\w* up|deregist\w*)\b/;
/** A job's pay beside a business ("1/4 etatu", "umowa o pracę", "part-time job"). */
const JOB =
  /\b(eta[tc]\w*|umow\w* o prac\w*|full-?time|part-?time|day job|employment contract|employed|salary|pensj\w*)\b/;
/** Employees the business has ("2 pracowników na etacie"), not "zero pracowników" or "no employees". */
export const HAS_EMPLOYEES =
  /(?<!\b(?:zero|no|nie mam|nie zatrudniam|nie zatrudniamy|nie mamy|bez|without|0)\s(?:\w+\s)?)\b(pracownik\w*|pracownic\w*|employees?|na etacie|umow\w* o prace|staff)\b/;
const BUSINESS = /\b(jdg|firm\w*|dzialalnos\w*|business|sole (trader|propriet\w*)|self-?employ\w*|b2b)\b/;

/**
 * The records, money and benefits of a running business, in the askers' words: keeping documents
 * (also after closing), the exchange rate of an invoice in a foreign currency, an invoice for a
 * receipt without a NIP, a split payment to an account off the white list, sickness benefit
 * without the voluntary insurance, suspending with employees, and a job beside a business that is
 * said to leave "only the health contribution". Each points at the section that answers it.
 */
export const PAPERWORK_HINTS: TopicHint[] = [
  { re: [...HOW_LONG_KEPT, CLOSING], article: "zamkniecie-jdg", heading: /archiwum|archive/i },
  { re: HOW_LONG_KEPT, not: CLOSING, article: "faktura-wystawianie-korekta", heading: /przechow|keep/i },
  // "Po jakim kursie przeliczam fakturę w euro?": the NBP rate of the working day before.
  {
    re: [
      /\b(kurs\w*|exchange rate|rate of exchange|przelicz\w*|convert\w*)\b/,
      /\b(eur\w*|usd|dolar\w*|dollar\w*|gbp|funt\w*|chf|walut\w*|currenc\w*|foreign)\b/,
      /\b(przychod\w*|pit|podat\w*|revenue|income|tax\w*|faktur\w*|invoic\w*|vat\w*|pln|zlot\w*)\b/,
    ],
    // …not the euro rate that sets the year's limits (ryczałt, small taxpayer).
    not: /\b(limit\w*|prog\w*|thresholds?)\b/,
    abroad: true,
    article: "faktura-termin-zagranica",
    heading: /kurs|exchange rate/i,
  },
  // "Klient chce fakturę do paragonu bez NIP-u": a business only with its NIP on the receipt.
  {
    re: [/\b(faktur\w*|invoic\w*)\b/, /\b(paragon\w*|receipts?)\b/, /\b(nip\w*|tax id|vat (number|id))\b/],
    article: "kasa-fiskalna",
    heading: /paragon z nip|receipt with nip/i,
  },
  // "Zapłaciłem w MPP na konto spoza białej listy – ZAW-NR?": the split payment protects as ZAW-NR does.
  {
    re: [
      /\b(mpp|split payment|split|podzielon\w* platnos\w*|mechaniz\w* podzielon\w*)\b/,
      /\b(bial\w* list\w*|white ?list|zaw-?nr|spoza (wykazu|listy))\b/,
    ],
    article: "rachunek-firmowy-biala-lista",
    heading: /biala lista|white list/i,
  },
  // "Faktura na równe 15 000 zł – MPP obowiązkowy czy dopiero powyżej?": the two conditions and the threshold exceeded.
  {
    re: [
      /\b(mpp|split payment|split|podzielon\w* platnos\w*|mechaniz\w* podzielon\w*)\b/,
      /\b(dokladnie|rowno|rowne|rownych|rowna|exactly|precisely|akurat|dopiero powyzej|only above|above|powyzej|ponad|prog\w*|threshold)\b/,
      /\b(obowiazk\w*|obowiazuje|mandatory|required|musze|must|trzeba|czy stosowac|do i have to|need to)\b/,
    ],
    not: /\b(gotowk\w*|cash|bial\w* list\w*|white ?list|zaw-?nr)\b/,
    article: "split-payment",
    heading: /kiedy split payment jest obowiazkowy|when split payment is mandatory/i,
  },
  // "Zwolniony z VAT, sprzedałem już 232 tys., w przyszłym tygodniu faktura na 15k – co wtedy?": crossing the limit.
  {
    re: [
      /\b(zwolnion\w*|zwolnieni\w* z vat|exempt\w*|bez vat\w*|vat-?free)\b/,
      /\b(juz|already|so far|dotychczas|do tej pory|od poczatku roku|w tym roku|this year|to date)\b/,
      /\b(faktur\w*|invoic\w*|zlecen\w*|sprzeda\w*|sells?|sale|orders?|contracts?)\b/,
      /\b(co (wtedy|z|bedzie|teraz)|what (then|happens|now|about)|przekrocz\w*|exceed\w*|go(es|ing)? over|cross\w*)\b/,
    ],
    not: /\b(kas\w*|cash register|nierejestrowan\w*|unregistered|zus\w*|pit\w*|ryczal\w*)\b/,
    article: "vat-zwolnienie-limit",
    heading: /przekroczenie limitu|crossing/i,
  },
  // "Nie płacę chorobowego, złamałem rękę – dostanę zasiłek?": no sickness benefit without it.
  {
    re: [
      /\b(zasil\w*|l4|sick (pay|note|leave)|sickness benefit|benefit|pieniadz\w* z zus|money from zus)\b/,
      /\b(bez (dobrowoln\w* )?(ubezpieczeni\w* |skladk\w* )?chorobow\w*|nie (place|oplacam|mam|odprowadzam) (\w+ )?chorobow\w*|without (the )?(voluntary )?sickness|no (voluntary )?sickness (insurance|contribution)|(not|never|don't|do not) pay\w* (the )?(voluntary )?sickness)\b/,
    ],
    not: /\b(macierzyn\w*|maternity|rodzicielsk\w*|parental|ciaz\w*|pregnan\w*|porod\w*|birth)\b/,
    article: "ubezpieczenie-chorobowe",
    heading: /dlaczego|why/i,
  },
  // "2 pracowników na etacie – zawiesić na lato, a jak nie, to wakacje składkowe?": who may suspend.
  {
    re: [SUSPENSION, HAS_EMPLOYEES],
    not: /(z o\.?o|\bspzoo\b|\bkrs\b|limited (liability )?company|\bllc\b)/,
    article: "zawieszenie-dzialalnosci",
    heading: /kto moze zawiesic|who can suspend/i,
  },
  // "Kupiłem laptopa, jestem czynnym VAT-owcem – odliczę cały VAT?": in full, with the car's and meals' exceptions.
  {
    re: [
      /\b(odlicz\w*|deduct\w*|reclaim\w*|odzyska\w*|odzysk\w*)\b/,
      /\bvat\b/,
      /\b(czynn\w*|active vat|vat payer|vat-?owc\w*|vatowc\w*|kupi\w*|zakup\w*|bought|buy\w*|purchas\w*|laptop\w*|komputer\w*|telefon\w*|sprzet\w*|equipment|phone|computer)\b/,
    ],
    // …and a deduction made before a closing ("VAT przy zakupie odliczyłam, zamykam butik") is the situation told.
    not: /\b(samochod\w*|aut(o|a|em)|cars?|paliw\w*|fuel|leasing\w*|zwolnion\w*|exempt\w*|ryczal\w*|lump|koszt\w*|costs?|proporc\w*|nocleg\w*|hotel\w*|gastronom\w*|restaurac\w*|import\w*|wdt|wnt|zamyk\w*|zamkn\w*|likwid\w*|zlikwid\w*|closing|clos(e|ed))\b/,
    article: "rejestracja-vat-r",
    heading: /odliczenie vat|deducting vat/i,
  },
  // "Mam 1/4 etatu – to z firmy płacę tylko zdrowotną?": only with pay of at least the minimum wage.
  {
    re: [
      JOB,
      BUSINESS,
      /\b(tylko (\w+ )?zdrowotn\w*|only (the )?health|health (contribution )?only|bez (skladek )?spoleczn\w*|no social)\b/,
    ],
    not: /\b(pracownik\w*|employees?|zatrudni\w*|hire\w*)\b/,
    article: "zus-etapy",
    heading: /etat|job/i,
  },
];
