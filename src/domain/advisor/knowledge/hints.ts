import { fold } from "../../knowledge/analyzer.ts";
import { EXCLUDED_FROM_EXEMPTION } from "../computed/vat.ts";
import { withoutComparedForms } from "../understanding/compared.ts";
import { correctTerms } from "../understanding/typos.ts";
import { EMPLOYER_HINTS } from "./employer-hints.ts";
import { EVERYDAY_HINTS } from "./everyday-hints.ts";
import { CLOSING_HINTS, FAMILY_HINTS } from "./family-hints.ts";
import { FILING_HINTS } from "./filing-hints.ts";
import { FOUNDER_HINTS } from "./founder-hints.ts";
import { OWNER_HINTS } from "./owner-hints.ts";
import { EXTENDED, LIFE_HINTS } from "./life-hints.ts";
import { HAS_EMPLOYEES, PAPERWORK_HINTS } from "./paperwork-hints.ts";
import { PAYMENTS_HINTS } from "./payments-hints.ts";
import { ABROAD, fits } from "./hint-fit.ts";
import { LEADING_HINTS } from "./leading-hints.ts";
import { PRACTICAL_HINTS } from "./practical-hints.ts";
import { SELLER_HINTS } from "./seller-hints.ts";
import { TEAM_HINTS } from "./team-hints.ts";
import { SECTOR_HINTS } from "./sector-hints.ts";
import { CAPITAL_COMPANY } from "../understanding/company-words.ts";
import {
  CONSUMERS,
  DEDUCT_WORDS,
  EMPLOYEE,
  HEALTH_WORDS,
  MID_MONTH,
  PARENT_BENEFIT,
  RELATIVE_HELPING,
  SUSPENSION,
  ZUS_REGISTER,
  ZUS_WORDS,
} from "./hint-words.ts";

/**
 * Topics people name in words no article's title shares ("do I need a JDG for this?" is about
 * unregistered activity; "kwota wolna" is the scale's tax-free amount): the article is preferred,
 * and found even when the rest of the question's words match weakly.
 */
export interface TopicHint {
  re: RegExp | RegExp[];
  /** The topic is a Polish business's dealings abroad (a client or a seller there), not another country's law. */
  abroad?: boolean;
  not?: RegExp;
  article: string;
  /** The section of the article that answers it, when one does. */
  heading?: RegExp;
}

const TOPIC_HINTS: TopicHint[] = [
  {
    re: /\b(nierejestrowan\w*|unregistered|bez (rejestracji|rejestrowania|zakladania) (firmy|dzialalnosci)|musze (zakladac|zalozyc|rejestrowac|miec) (firme|dzialalnosc|jdg)|(trzeba|czy musze) (zakladac|zalozyc|rejestrowac) (firme|dzialalnosc|jdg)|do i (need|have) (a |to (register|open|set up) (a )?)?(jdg|company|business|firm)|without registering|keep it unregistered|before i (must|need to|have to) register|without (a |any )?(company|business|firm)|without regist\w* (a |my |any )?(company|business|firm|jdg)|no company|bez (zadnej |jakiejkolwiek )?firmy)\b/,
    article: "dzialalnosc-nierejestrowana",
  },
  // "Bez rejestrowania firmy… a jak miałam JDG zamkniętą 3 lata temu?": who may, after a business of their own.
  {
    re: [
      /\b(nierejestrowan\w*|unregistered|bez (rejestracji|rejestrowania|zakladania) (firmy|dzialalnosci)|bez firmy|without (a |registering a )?(company|business))\b/,
      /\b(zamkn\w*|zawies\w*|wyrejestr\w*|mial\w* (jdg|firm\w*|dzialalnos\w*)|prowadzil\w*|(had|closed|ran|suspended) (a |my )?(jdg|company|business|firm)|lat temu|years ago|60 miesiecy|60 months|etat\w*|umow\w* o prace|full[- ]time job|day job|przeszkadza\w*|wyklucza\w*|stoi na przeszkodzie|allowed|eligible|who can|kto moze)\b/,
    ],
    article: "dzialalnosc-nierejestrowana",
    heading: /kto moze|who (can|may)/i,
  },
  // Its tax: which return, which rate.
  {
    re: [
      /\b(nierejestrowan\w*|unregistered)\b/,
      /\b(rozlicz\w*|pit\w*|podat\w*|tax\w*|zeznani\w*|returns?|formularz\w*|druk\w*|forms?)\b/,
    ],
    not: /\b(vat\w*|kas\w*|cash register|zus\w*|skladk\w*|limit\w*|przekrocz\w*|exceed\w*)\b/,
    article: "dzialalnosc-nierejestrowana",
    heading: /podatki|taxes/i,
  },
  // The tax-free amount is the scale's; asked of the flat tax, the flat-tax article says it has none.
  {
    re: [
      /\b(kwot\w* woln\w*|tax-free amount|tax free (amount|allowance))\b/,
      /\b(liniow\w*|liniowk\w*|flat tax|19 ?%)\b/,
    ],
    not: /\b(how much|ile (wynosi|jest)|jak\w* (jest|wynosi)|what is|what's)\b/,
    article: "podatek-liniowy",
  },
  { re: /\b(kwot\w* woln\w*|tax-free amount|tax free (amount|allowance))\b/, article: "skala-podatkowa" },
  { re: /\b(crbr|beneficjent\w* rzeczywist\w*|beneficial owners?|ubo)\b/, article: "crbr-beneficjenci" },
  {
    re: /\b(zus[ _-]?(zza|zua|zwua)|zza|zua|zwua|kod\w* tytulu|title code)\b/,
    article: "zus-zgloszenie-formularze",
  },
  // "Zgłosić pracownika do ZUS", "register them with ZUS": the registration and its 7 days, an
  // employee's in its own section.
  {
    re: [ZUS_REGISTER, EMPLOYEE],
    not: RELATIVE_HELPING,
    article: "zus-zgloszenie-formularze",
    heading: /pracownik|employee/i,
  },
  {
    re: ZUS_REGISTER,
    not: new RegExp(
      `\\b(wakacj\\w*|holiday|rws|mal\\w* zus plus|mzp|preferencyjn\\w*|preferential)\\b|${RELATIVE_HELPING.source}`,
    ),
    article: "zus-zgloszenie-formularze",
  },
  // "Where do I file ZUS declarations – is there a portal?": PUE/eZUS.
  {
    re: [
      /\b(portal\w*|online|przez internet|internecie|internetu|websites?|platform\w*|aplikacj\w*|apps?|serwis\w*|e-?zus|pue)\b/,
      ZUS_WORDS,
    ],
    // "Prowadzę sklep internetowy / sell online" is the business, not a portal asked about.
    not: /\b(wakacj\w*|holiday|rws|mal\w* zus plus|mzp|sklep\w*|shop\w*|store|e-?commerce|sprzeda\w*|sell\w*)\b/,
    article: "portale-urzedowe",
    heading: /zus/i,
  },
  // "Jestem na ryczałcie, mogę wrzucić laptopa w koszty?": the lump sum is a tax on revenue.
  {
    re: [
      /\b(ryczal\w*|lump[- ]?sum)\b/,
      /\b(koszt\w*|wydat\w*|odlicz\w*|deduct\w*|expens\w*|costs?|write (it )?off|amortyz\w*|depreciat\w*)\b/,
    ],
    not: /\b(oplac\w*|worth|compar\w*|porown\w*|versus|vs|lepsz\w*|better|liniow\w*|skal\w*|zdrowotn\w*|health|zus\w*|skladk\w*|pracownik\w*|employees?)\b/,
    article: "ryczalt-zasady",
    heading: /na czym polega|how .* works/i,
  },
  // "Jestem radcą prawnym – mogę być zwolniony z VAT?": services excluded whatever the turnover.
  {
    re: [
      new RegExp(`${EXCLUDED_FROM_EXEMPTION.source}|\\b(factoring|consult\\w*)\\b`),
      /\b(zwoln\w*|exempt\w*|podmiotow\w*|bez vat\w*|vat-?free|limit\w*|prog\w*|thresholds?|240)\b/,
      /\bvat\w*\b/,
    ],
    article: "vat-wylaczenia-ze-zwolnienia",
    heading: /uslug|services/i,
  },
  {
    re: [/\b(druk\w*|formularz\w*|forms?|wyrejestrow\w*|deregist\w*)\b/, ZUS_WORDS],
    not: /\b(wakacj\w*|holiday|rws|mal\w* zus plus|mzp|dziel\w*|rud|zleceni\w*|iwa|pit\w*|vat\w*|ceidg\w*)\b/,
    article: "zus-zgloszenie-formularze",
  },
  {
    re: /\b(mal\w* podatni\w*|small taxpayer)\b/,
    not: /\b(cit|vat|jpk\w*|kwartal\w*|quarter\w*)\b/,
    article: "amortyzacja-jednorazowa-maly-podatnik",
  },
  {
    re: [
      /\b(vat-?r|rejestracj\w* (do |na |jako )?\w* ?vat|zarejestrowa\w* .*vat|register\w* (for|as an?|as) .*vat|vat registration)\b/,
      /\b(oplat\w*|fee|fees|cost\w*|koszt\w*|platn\w*|darmow\w*|bezplatn\w*|free|ile kosztuje)\b/,
    ],
    article: "rejestracja-vat-r",
  },
  {
    re: /\b(ryczal\w*|lump[- ]?sum)\b.*\b(kwartaln\w*|quarterly)\b|\b(kwartaln\w*|quarterly)\b.*\b(ryczal\w*|lump[- ]?sum)\b/,
    article: "ryczalt-limity",
    heading: /kwartaln|quarterly/i,
  },
  { re: /\bcit-?8\b/, article: "cit-spolki" },
  // "Lump sum for IT services – and for accounting?": the rate depends on the activity.
  {
    re: [
      /\b(ryczal\w*|lump[- ]?sum)\b/,
      /\b(services?|uslug\w*|it services|branz\w* it|programist\w*|developers?|programming|accounting|ksiegow\w*|rachunkow\w*|najm\w*|wynajm\w*|rental|renting|handel\w*|trade|trading|gastronom\w*|restaurants?|budowl\w*|construction|lekar\w*|doctors?|prawni\w*|lawyers?|tlumacz\w*|translators?|grafik\w*|designers?|fryzjer\w*|hairdress\w*|freelanc\w*|wolny zawod|wolnych zawodow|liberal professions?)\b/,
    ],
    not: /\b(limit\w*|prog\w*|thresholds?|zdrowotn\w*|health|kwartal\w*|quarter\w*|zus\w*|skladk\w*|termin\w*|deadlines?|pit-?28|zeznani\w*|returns?|zmian\w*|change|switch\w*)\b/,
    article: "ryczalt-stawki",
  },
  // "Do którego dnia płaci się ZUS?", "and a sp. z o.o. – same day?": the payment calendar.
  {
    re: [
      /\b(do ktorego( dnia)?|ktorego dnia|dzien (platnosci|zaplaty)|termin\w* (platnosci|zaplaty|oplacani\w*)|(by|on|until) (which|what) (day|date)|which day|what day|payment (day|date|deadline)|due date|same day|ten sam dzien|tego samego dnia|do kiedy (zaplac|oplac|plac)\w*)\b/,
      ZUS_WORDS,
    ],
    article: "zus-terminy-dra",
  },
  // "Od jakiego przychodu pełna księgowość?": the KPiR / full books threshold.
  {
    re: /\b(peln\w* ksiegow\w*|peln\w* ksieg\w*|ksieg\w* rachunkow\w*|full (accounting|books|bookkeeping)|double-entry|kpir)\b/,
    not: CAPITAL_COMPANY,
    article: "ksiegi-elektroniczne-jpk-pit",
  },
  // "Jaka księgowość w sp. z o.o., może być KPiR?": a capital company always keeps full books.
  {
    re: [/\b(ksiegow\w*|ksieg\w*|kpir|bookkeeping|accounting|books|rachunkowosc\w*)\b/, CAPITAL_COMPANY],
    not: /\b(psa|prost\w* spol[kc]\w* akcyjn\w*|simple joint)/,
    article: "spolka-zoo",
    heading: /ksiegow|bookkeeping/i,
  },
  // The regulation on cash-register exemptions and how long it is in force.
  {
    re: [/\b(rozporzadzeni\w*|regulation|przepis\w*|rules?)\b/, /\b(kas\w*|cash registers?)\b/],
    article: "kasa-fiskalna",
  },
  // Invoices to consumers are outside the KSeF obligation.
  {
    re: [/\bksef\b/, CONSUMERS],
    article: "ksef-terminy",
    heading: /konsument|consumer/i,
  },
  // The KSeF relief: PDF or paper invoices up to PLN 10,000 a month, receipts with NIP; a founder who
  // names a small monthly invoicing ("fakturuję ok. 4 tys. miesięcznie, muszę w KSeF?") is asking about it.
  {
    re: [
      /\bksef\b/,
      /\b(ulg\w*|relief|10 ?000|10 ?tys\w*|10k|pdf|papier\w*|paper|outside|poza|paragon\w*|receipts?|450)\b|\d[\d\s.,]*\s*(k|tys\w*|tysi\w*|zl|pln)\b|\bpln\s?\d|\b(?!20\d\d\b)\d{4,}\b/,
    ],
    not: CONSUMERS,
    article: "ksef-ulgi-2026",
  },
  // "I'm VAT-exempt – do I still have to use KSeF?": yes, from 1 April 2026.
  {
    re: [
      /\bksef\b/,
      /\b(zwoln\w*|exempt\w*|bez vat\w*|nievatow\w*|not (registered )?(for|a) vat|mal\w* firm\w*|small (business|firm|compan)\w*|mikro\w*|micro\w*|jdg|sole (trader|propriet\w*)|freelanc\w*|ryczal\w*)\b/,
    ],
    // A doctor's KSeF has a section of its own (prof-kasa-faktury-gabinet), with the 10 000 zł relief.
    not: /\b(lekarz\w*|lekark\w*|dentyst\w*|doctors?|dentists?|ulg\w*|relief|10 ?000|10 ?tys\w*|10k|pdf|papier\w*|paper|outside|poza|paragon\w*|receipts?|450|kar\w*|penalt\w*|fines?|konsument\w*|consumers?|prywatn\w*|private|b2c|(dostaj\w*|otrzymuj\w*|dostane) (\w+ )?faktur\w*|invoices? from|odbier\w*|odbior\w*|receiv\w*|offline\w*|awari\w*|outage|internet\w*|nie (bedzie )?dziala\w*)\b|\d[\d\s.,]*\s*(k|tys\w*|zl|pln)\b/,
    article: "ksef-terminy",
    heading: /1 kwietnia|1 april/i,
  },
  {
    re: [/\b(paragon\w*|receipts?)\b/, /\bnip\b/],
    article: "kasa-fiskalna",
  },
  // The VAT exemption limit, this year's or last year's.
  {
    re: [/\b(limit\w*|prog\w*|threshold\w*)\b/, /\bvat\w*\b/],
    // …not for a trade excluded from the exemption whatever its turnover ("doradztwo", "consultancy").
    not: new RegExp(
      `\\b(kas\\w*|cash|ksef|split|mpp|ryczal\\w*|lump|mal\\w* podatni\\w*|small taxpayer|gotowk\\w*|jpk\\w*|kwartal\\w*|quarter\\w*)\\b|${EXCLUDED_FROM_EXEMPTION.source}`,
    ),
    article: "vat-zwolnienie-limit",
  },
  // "Czy na ryczałcie odliczę zdrowotną (tak jak na liniowym)?": the deduction on the form asked about.
  ...(
    [
      [/\b(ryczal\w*|lump[- ]?sum)\b/, /\b(liniow\w*|flat|skal\w*|scale)\b/, "skladka-zdrowotna-ryczalt"],
      [/\b(liniow\w*|flat)\b/, /\b(ryczal\w*|lump[- ]?sum|skal\w*|scale)\b/, "skladka-zdrowotna-liniowy"],
      [
        /\b(skal\w*|scale|zasad\w* ogoln\w*)\b/,
        /\b(ryczal\w*|lump[- ]?sum|liniow\w*|flat)\b/,
        "skladka-zdrowotna-skala",
      ],
    ] as const
  ).map(([form, other, article]) => ({
    re: [form, HEALTH_WORDS, DEDUCT_WORDS],
    not: other,
    article,
    heading: /odlicz|deduct/i,
  })),
  // "Chcę wziąć studenta na zlecenie, płacę ZUS?": pupils and students under 26 on a contract of mandate.
  {
    re: [
      /\b(student\w*|uczni\w*|uczen|uczennic\w*|pupils?|under 26|ponizej 26|do 26|przed 26|2[0-5] (lat|years?( old)?)|(lat|years?) 2[0-5]|2[0-5]-?(latk\w*|year-old))\b/,
      /\b(zlecen\w*|zleceniobior\w*|mandate|civil[- ]law contract)\b/,
    ],
    // …not the student's own business ("mam zlecenie i chcę otworzyć firmę – zwolni mnie ze składek?").
    not: /\b(not|nie|no longer|juz nie)\s+(a |an |jest |bedzie |byl\w* )?(student|uczni|uczen|pupil)\w*|\b(otworz\w*|zaloz\w*|zaklada\w*|open\w*|start\w*|set\w* up) (\w+ )?(firm\w*|jdg|dzialalnos\w*|business|sole proprietorship)|\b(w firmie|z firmy|own business|my (own )?(business|jdg))\b/,
    article: "umowy-praca-zlecenie-dzielo",
    heading: /student/i,
  },
  // A contract for specific work and ZUS: no contributions, the RUD report.
  {
    re: [/\b(dziel\w*|dzielo|specific work)\b/, /\b(zus\w*|skladk\w*|contribution\w*|rud|zglos\w*|report\w*)\b/],
    not: /\b(student\w*|uczni\w*|uczen)\b/,
    article: "umowy-praca-zlecenie-dzielo",
    heading: /dzie|specific work/i,
  },
  // "JDG czy spółka, boję się, że stracę mieszkanie": who answers for the business's debts.
  {
    re: [
      /\b(odpowiad\w*|odpowiedzialn\w*|strac\w*|strace|dlug(i|ow|ami|ach|u)?|zadluz\w*|komornik\w*|wierzyciel\w*|majat\w*|bankructw\w*|upadlosc\w*|zajm\w* (mi )?(mieszkani|dom|konto|oszczednosc)\w*|liab\w*|debts?|creditors?|bailiff\w*|bankrupt\w*|personal (assets|property|savings)|(lose|losing|lost) (my |the |our )?(house|flat|home|apartment|savings|car|everything))\b/,
      /\b(jdg|jednoosobow\w*|dzialalnosc\w*|spol[kc]\w*|sp z oo|zoo|spzoo|psa|form\w* prawn\w*|sole (trader|propriet\w*)|company|partnership|legal form|llc)\b/,
    ],
    // A partnership with an article of its own is answered from it.
    not: /\b(zus|skladk\w*|vat|podat\w*|tax\w*|cit|pit|cywiln\w*|s\.c|civil partnership|jawn\w*|general partnership)\b/,
    article: "formy-prawne-wybor",
    heading: /odpowiedzialn|liabil/i,
  },
  // A suspended business: its contributions, its taxes.
  {
    re: [SUSPENSION, /\b(zus\w*|skladk\w*|skladek|zdrowotn\w*|contribution\w*|health|insurance|ubezpiecz\w*)\b/],
    // ZUS and taxes asked together: the opening answers both; with employees, whether one may suspend.
    not: new RegExp(
      `\\b(zaliczk\\w*|podat\\w*|pit\\w*|vat\\w*|tax\\w*|advance\\w*)\\b|${HAS_EMPLOYEES.source}|${PARENT_BENEFIT.source}|${EXTENDED.source}|${MID_MONTH.source}|\\b(wroc\\w*|wracam|wznow\\w*|odwies\\w*|resum\\w*)\\b`,
    ),
    article: "zawieszenie-dzialalnosci",
    // The section on contributions while suspended, not the one on resuming ("…and contributions from that day").
    heading: /skladki zus i|zus and the health/i,
  },
  {
    re: [SUSPENSION, /\b(vat\w*|jpk\w*|pit\w*|podat\w*|tax\w*|zaliczk\w*|advance\w*)\b/],
    not: /\b(zus\w*|skladk\w*|zdrowotn\w*|contribution\w*|health)\b/,
    article: "zawieszenie-dzialalnosci",
    heading: /podatki|taxes/i,
  },
  {
    re: SUSPENSION,
    not: new RegExp(`\\b(wakacj\\w*|holiday)\\b|${PARENT_BENEFIT.source}`),
    article: "zawieszenie-dzialalnosci",
  },
  // "Non-EU here, work permit only – can I open a JDG?": who among foreigners may run a business.
  {
    re: [
      /\b(cudzoziem\w*|obcokrajow\w*|obywatel\w* (spoza|innego|ukrain\w*|indii|bialorus\w*)|spoza (ue|unii)|non-?eu|third[- ]country|foreigner\w*|expat\w*|residence (permit|card|title)|karta pobytu|karty pobytu|karta polaka|zezwoleni\w* na (pobyt|prace)|pobyt (staly|czasowy|tolerowany)|work permit|visa|wiz\w*|citizenship|obywatelstw\w*|nationality)\b/,
      /\b(jdg|dzialalnosc\w*|firm\w*|business|sole (trader|propriet\w*)|self-?employ\w*|ceidg|company|spol[kc]\w*|register|zarejestr\w*|zaloz\w*|otworz\w*|open|set up|start)\b/,
    ],
    // How to register, what it costs: the same for a foreigner as for anyone.
    not: /\b(notar\w*|s24|online|przez internet|krs|koszt\w*|cost\w*|fees?|oplat\w*|zus|vat|podat\w*|tax\w*|kapital\w*|capital)\b/,
    article: "cudzoziemiec-dzialalnosc",
  },
  // The annual health-contribution settlement.
  {
    re: [
      /\b(roczn\w* rozliczen\w*|rozliczen\w* roczn\w*|annual settlement|yearly settlement|settle\w*|rozlicz\w*)\b/,
      /\b(zdrowotn\w*|health)\b/,
    ],
    article: "skladka-zdrowotna-rozliczenie-roczne",
  },
];

export const hintsFor = (question: string) => {
  // A form named only to compare with ("tak jak na liniowym") points at no article of its own.
  const t = withoutComparedForms(correctTerms(fold(question).toLowerCase()));
  const abroad = ABROAD.test(t);
  return [
    ...LEADING_HINTS,
    ...TOPIC_HINTS,
    ...FOUNDER_HINTS,
    ...OWNER_HINTS,
    ...FILING_HINTS,
    ...EVERYDAY_HINTS,
    ...PRACTICAL_HINTS,
    ...EMPLOYER_HINTS,
    ...PAPERWORK_HINTS,
    ...TEAM_HINTS,
    ...FAMILY_HINTS,
    ...CLOSING_HINTS,
    ...LIFE_HINTS,
    ...SELLER_HINTS,
    ...SECTOR_HINTS,
    ...PAYMENTS_HINTS,
  ].filter((h) => fits(h, t, abroad));
};
