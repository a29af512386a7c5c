import type { TopicHint } from "./hints.ts";

/** A client who has not paid ("klient nie zapłacił", "niezapłacona faktura", "customer hasn't paid"). */
const CLIENT_UNPAID =
  /\b(nie (za)?plac\w*|niezaplac\w*|nieoplac\w*|nie (uregulowal\w*|oddal\w*)|(hasn|haven|hadn|didn|doesn|won|isn)\W?t (paid|pay\w*)|(has|have|did|does|will) not (paid|pay\w*)|never (paid|pay\w*|got paid)|unpaid|not (been )?paid|non-?payment|overdue|zl\w* dlug\w*|bad debts?|po terminie|spozni\w*|opozni\w*|late|zalega\w*|owes? (me|us))\b/;
/** The asker is the one who has not paid ("nie zapłaciłem hurtowni", "I haven't paid my supplier"). */
const ASKER_UNPAID =
  /\b(nie (za)?placil(em|am|ismy|ysmy)|nie oplacil(em|am)|nie uregulowal(em|am)|zalegam\w*|i (haven|didn|hadn)\W?t paid|i (have|did) not pay\w*|we (haven|didn)\W?t paid|jestem (dluznik\w*|po drugiej stronie)|(i'?m|i am) (the debtor|on the other side))\b/;
const VAT = /\bvat\w*\b/;
/** The other side of the invoice: a client, a supplier, a carrier's principal. */
const PARTY =
  /\b(faktur\w*|invoic\w*|klient\w*|kontrahent\w*|zleceniodawc\w*|odbiorc\w*|nabywc\w*|client\w*|customer\w*|buyer\w*|shipper\w*|dluznik\w*|debtor\w*|fracht\w*|freight|spedycj\w*|firm\w*|compan\w*|hurtowni\w*|dostawc\w*|supplier\w*)\b/;
/** What the asker has not paid for: a supplier's invoice, goods, parts ("za części hurtowni"). */
const SUPPLIER =
  /\b(faktur\w*|invoic\w*|dostawc\w*|supplier\w*|hurtowni\w*|wholesaler\w*|kontrahent\w*|sprzedawc\w*|seller\w*|vendor\w*|za (czesci|towar|material|usług)\w*|for (the )?(parts|goods|materials|stock))\b/;
/** Income tax named: the bad-debt relief of PIT and CIT. */
const INCOME_TAX =
  /\b(pit\w*|cit|liniow\w*|skal\w* podatkow\w*|na skali|podat\w* dochodow\w*|income tax|flat tax|tax scale)\b/;
/** Taxes, contributions, loans: debts that are not a client's invoice. */
const NOT_AN_INVOICE =
  /\b(zus|skladk\w*|urzad\w* skarbow\w*|tax office|kredyt\w*|pozyczk\w*|loans?|alimen\w*|zaleglosc\w* podatkow\w*|tax arrears?|lokat\w*|deposits?|savings|oszczednos\w*|leasing\w*)\b/;
/** Interest or the compensation asked of a late payment. */
const INTEREST = /\b(odset\w*|interest)\b/;
const COMPENSATION =
  /\b(rekompensat\w*|(40|70|100) ?(euro|eur)|koszt\w* (odzyskiw|windyk)\w*|compensation|on top|dolicz\w*|extra (fee|charge))\b/;
/** Getting the money back: steps, a demand, the court. */
const RECOVER =
  /\b(odzysk\w*|sciagn\w*|windyk\w*|recover\w*|get (my|the|our) money|get paid|collect\w*|co (robic|zrobic)|what (can|should|do) i do|steps?|krok\w*|wezwani\w* do zaplaty|demand (for|letter)|e-?sad\w*|epu|e-?court|nakaz\w* zaplaty|order for payment|pozew|pozw\w*|sue|court|sad\w*)\b/;
const LIMITATION =
  /\b(przedawni\w*|time-?barred|limitation|ile mam czasu|how long (do i have|can i wait|have i got)|how long .{0,30}\bsue|do kiedy (moge )?(pozwac|dochodzic|zlozyc pozew))\b/;
const CARRIAGE =
  /\b(fracht\w*|przewoz\w*|przewozn\w*|transport\w*|kurs\w*|freight|carriage|haulage|shipper|cmr|load)\b/;
const PAYMENT_TERM =
  /\b(termin\w* (platnosci|zaplaty)|payment (terms?|date|period)|(30|45|60|90|120)[- ]?(dni|days?|dniowy\w*)|pay(ment)? within)\b/;
const TERM_LIMIT =
  /\b(60|90|120|dluzsz\w*|longer|narzuc\w*|impose\w*|legal\w*|zgodn\w* z prawem|dopuszczaln\w*|moga|can they|allowed|maksymaln\w*|max\w*|za dlug\w*|too long)\b/;
const NO_TERM =
  /\b(bez terminu|brak terminu|nie (bylo|ma|ustalil\w*|ustalon\w*|okreslon\w*|okreslil\w*) (\w+ ){0,3}termin\w*|no (payment )?(date|term)|(wasn|weren)\W?t agreed|not agreed|without a (payment )?(date|term))\b/;
/** A debtor register ("KRD", "wpis do BIG"); "big" alone is an English word. */
const DEBTOR_REGISTER =
  /\b(krd|erif|big infomonitor|(do|w|z) (krd|big|erif)|rejestr\w* (dluznik\w*|dlugow)|debtor registers?|debt registers?|wpis\w* do (krd|big|rejestru))\b/;
const TAX_WORDS = /\b(vat\w*|pit\w*|cit|podat\w*|tax\w*|zus|skladk\w*)\b/;

/**
 * The forty-eighth blind set's late payments between businesses, in the askers' words: the VAT and
 * income-tax bad-debt relief on either side, interest and the EUR 40/70/100 compensation, the longest
 * payment term and none agreed, the steps to recover the money, the debtor registers and limitation
 * (a carrier's one year). Each points at the section that answers it.
 */
export const PAYMENTS_HINTS: TopicHint[] = [
  // "Klient nie zapłacił od 3 miesięcy – muszę dalej płacić ten VAT?": the creditor's correction.
  {
    re: [CLIENT_UNPAID, VAT, PARTY],
    not: new RegExp(`${ASKER_UNPAID.source}|${INCOME_TAX.source}|${NOT_AN_INVOICE.source}`),
    article: "ulga-na-zle-dlugi",
    heading: /90 dni|90 days/i,
  },
  // "Nie zapłaciłem hurtowni od 4 miesięcy – coś mi grozi w VAT?": the debtor's correction.
  {
    re: [ASKER_UNPAID, VAT, SUPPLIER],
    not: NOT_AN_INVOICE,
    article: "ulga-na-zle-dlugi",
    heading: /dluznik|debtor/i,
  },
  // "A w PIT też coś mogę z tym zrobić? Jestem na liniowym": the relief in income tax.
  {
    re: [new RegExp(`${CLIENT_UNPAID.source}|${ASKER_UNPAID.source}`), INCOME_TAX, PARTY],
    not: NOT_AN_INVOICE,
    article: "ulga-na-zle-dlugi",
    heading: /pit/i,
  },
  // "Klient się spóźnia – ile mogę doliczyć?": the compensation and the interest.
  {
    re: [CLIENT_UNPAID, COMPENSATION, PARTY],
    not: TAX_WORDS,
    article: "odsetki-rekompensata-transakcje-handlowe",
    heading: /rekompensata|compensation/i,
  },
  {
    re: [
      new RegExp(`${CLIENT_UNPAID.source}|\\b(umow\\w*|contract|zleceni\\w*|order|faktur\\w*|invoic\\w*)\\b`),
      INTEREST,
    ],
    not: new RegExp(`${TAX_WORDS.source}|${COMPENSATION.source}|${NOT_AN_INVOICE.source}`),
    article: "odsetki-rekompensata-transakcje-handlowe",
    heading: /odsetki za opoznienie|interest for delay/i,
  },
  // "Duża firma chce 90 dni terminu płatności – może mi to narzucić?": at most 60 days.
  {
    re: [PAYMENT_TERM, TERM_LIMIT],
    not: new RegExp(`${TAX_WORDS.source}|${NO_TERM.source}`),
    article: "odsetki-rekompensata-transakcje-handlowe",
    heading: /maksymalny termin|maximum payment term/i,
  },
  // "W zleceniu nie było terminu płatności – od kiedy odsetki?": 30 days.
  {
    re: [NO_TERM, /\b(odset\w*|interest|plat\w*|zaplat\w*|pay\w*|faktur\w*|invoic\w*)\b/],
    not: TAX_WORDS,
    article: "odsetki-rekompensata-transakcje-handlowe",
    heading: /brak terminu|no payment date/i,
  },
  // "Klient nie płaci – co robić krok po kroku?": the demand, the e-court, the order for payment.
  {
    re: [CLIENT_UNPAID, RECOVER, PARTY],
    not: new RegExp(`${TAX_WORDS.source}|${LIMITATION.source}|${NOT_AN_INVOICE.source}`),
    article: "windykacja-naleznosci-przedawnienie",
    heading: /krok po kroku|step by step/i,
  },
  { re: DEBTOR_REGISTER, not: TAX_WORDS, article: "windykacja-naleznosci-przedawnienie", heading: /rejestr|register/i },
  // "Fracht z października niezapłacony – ile mam czasu?": a carrier's one year.
  {
    re: [LIMITATION, CARRIAGE],
    not: TAX_WORDS,
    abroad: true,
    article: "windykacja-naleznosci-przedawnienie",
    heading: /fracht|freight/i,
  },
  {
    re: [
      LIMITATION,
      new RegExp(`${CLIENT_UNPAID.source}|\\b(faktur\\w*|invoic\\w*|klient\\w*|client\\w*|customer\\w*)\\b`),
    ],
    not: new RegExp(`${TAX_WORDS.source}|${CARRIAGE.source}`),
    article: "windykacja-naleznosci-przedawnienie",
    heading: /zwyklej faktury|ordinary invoice/i,
  },
];
