import { addDays } from "../../tax/calendar-day.ts";
import { deadline } from "../../tax/deadlines.ts";
import { flatTax, scaleTax } from "../../tax/income-tax.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { socialContributions } from "../../tax/social-contributions.ts";
import { findDate, formatDate } from "../understanding/dates.ts";
import { citComparedAnswer } from "./cit.ts";
import { type Asked, type ComputedAnswer, has, money, moneyAsked as amountOf } from "./shared.ts";

/**
 * A company owner's own figures (the fifty-sixth set): CIT compared (in cit.ts), the health contribution on a
 * board member's pay, a sole shareholder's ZUS, PCC on a loan from the company, the tax on a
 * shareholder loan's interest, a general partner's PIT and the day a KRS change is due.
 */

const answer = (topic: string, content: string, articles: string[]): ComputedAnswer => ({
  topic,
  content,
  articles,
  calculation: content,
});

const BOARD_PAY =
  /\b(powolan\w*|uchwal\w*|appoint\w*|resolution|pelnieni\w* funkcj\w*|za funkcj\w*|board (member'?s? )?(pay|fee|remuneration))\b/;
const CONTRIBUTIONS = /\b(zdrowotn\w*|health|sklad(k|ek)\w*|zus|contributions?|oskladkowan\w*)\b/;

/** "Wynagrodzenie z powołania 8000 zł – ile zdrowotnej?": 9% health, no social contributions. */
export function boardPayAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, BOARD_PAY) || !has(t, CONTRIBUTIONS)) return null;
  if (!has(t, /\b(zarzad\w*|prezes\w*|board|ceo|director|managing)\b/)) return null;
  // "no employment contract", "bez umowy o pracę": the appointment alone.
  const other = t.replace(
    /\b(no|bez|without|nie ma\w*|not on an?) (\w+ )?(umow\w* o prace|employment contract)\b/g,
    " ",
  );
  if (has(other, /\b(umow\w* o prace|employment contract|kontrakt\w*|management contract|zleceni\w*)\b/)) return null;
  const pay = amountOf(q);
  if (!pay) return null;
  const health = grosz(pay * P.health.rateScale.value);
  return answer(
    "owner-pay",
    tr("advisor:computed.owner.boardHealth", { pay: money(pay, lang), health: money(health, lang) }),
    ["wlasciciel-wynagrodzenie-ze-spolki"],
  );
}

const SOLE =
  /\b(jedyn\w* (wspolnik\w*|udzialow(iec|c\w*))|jednoosobow\w* (sp|spol[kc]\w*)|sole (shareholder|member)|only shareholder|one-person (sp|limited|company|llc))\b/;
const CONVERSION =
  /\b(przeksztalc\w*|przeksztalcen\w*|convert\w*|conversion|transform\w*)\b.*\b(sp\.? ?z ?o\.? ?o\.?|spzoo|spolk\w*|company|limited)\b/;
const YEARLY = /\b(rocznie|roczn\w*|za rok|w roku|przez rok|a year|per year|yearly|annual\w*|for the year)\b/;

/**
 * A sole shareholder's ZUS: the health contribution (9% of the average wage of Q4 2025), the social
 * contributions for the year, and the full ZUS after turning a sole proprietorship into a company.
 */
export function soleShareholderAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  const converted = has(t, CONVERSION) && has(t, /\b(jdg|dzialalnos\w*|sole (trader|proprietor\w*))\b/);
  if (!has(t, SOLE) && !converted) return null;
  // "JDG na ryczałcie czy jednoosobowa spółka – ile ZUS i zdrowotnej w każdym wariancie?": a comparison is the comparison's.
  if (
    !converted &&
    has(t, /\b(jdg|sole (trader|proprietor\w*)|dzialalnos\w*)\b/) &&
    has(t, /\b(vs|versus|czy|albo|or|compared?|porown\w*)\b/)
  )
    return null;
  if (!has(t, CONTRIBUTIONS) || !has(t, /\b(ile|jaki\w*|how much|what|wynosi|wyniesie|bede mial)\b/)) return null;
  if (has(t, /\b(od kiedy|kiedy|do kiedy|termin\w*|when|zglosz\w*|zglos\w*|regist\w*|ulg\w*|relief|preferenc\w*)\b/))
    return null;
  const full = socialContributions(P, { stage: "full", sicknessInsurance: true });
  const bare = socialContributions(P, { stage: "full", sicknessInsurance: false });
  const params = {
    health: money(P.health.soleShareholderMonthly.value, lang),
    averageWage: money(P.averageWageQ4_2025.value, lang),
    base: money(full.base, lang),
    monthly: money(full.monthly.total, lang),
    monthlyNoSickness: money(bare.monthly.total, lang),
    annual: money(full.annual, lang),
    annualNoSickness: money(bare.annual, lang),
  };
  const asksHealth = has(t, /\b(zdrowotn\w*|health)\b/);
  const key = converted
    ? "soleConversion"
    : has(t, YEARLY) && !asksHealth
      ? "soleAnnual"
      : asksHealth
        ? "soleHealth"
        : null;
  if (!key) return null;
  return answer("zus", tr(`advisor:computed.owner.${key}`, params), ["zus-wspolnik-spolki"]);
}

const LOAN_PCC_RATE = 0.005;
const LOAN = /\b(pozycz\w*|pozyczk\w*|loans?|lend\w*|borrow\w*)\b/;
const FROM_COMPANY =
  /\b(spolk\w* (mi |nam )?(pozycza|pozyczy|pozyczyla|udziela|udzieli)\w*|ze spolki|od spolki|company lends|company (will |would )?lend|lends? me|borrow\w* from (my |the |our )?(own )?company|wspolnikowi|dla wspolnik\w*)\b/;

/** "Spółka pożycza mi 80 000 zł – ile PCC?": 0.5%, paid by the shareholder who borrows. */
export function loanPccAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  const focus = q.focus.toLowerCase();
  if (!has(t, LOAN) || !has(t, /\b(pcc\w*|podat\w* od czynnosci|civil law transactions?)\b/)) return null;
  if (!has(focus, FROM_COMPANY) && !has(t, FROM_COMPANY)) return null;
  if (has(focus, /\b(estonsk\w*|estonian)\b/)) return null;
  const amount = amountOf(q);
  if (!amount) return null;
  // PCC on a loan: 0.5% of its amount (art. 7 ust. 1 pkt 4 ustawy o PCC), rounded to whole złoty.
  const tax = Math.round(amount * LOAN_PCC_RATE);
  return answer("loan", tr("advisor:computed.owner.loanPcc", { amount: money(amount, lang), tax: money(tax, lang) }), [
    "wlasciciel-pozyczki-wspolnik-spolka",
  ]);
}

/** "Spółka płaci mi 12 000 zł odsetek od mojej pożyczki – jaki podatek?": 19% withheld by the company. */
export function loanInterestAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, /\b(odset\w*|interest)\b/) || !has(t, LOAN)) return null;
  if (!has(t, /\b(podat\w*|tax\w*|pit|opodatkow\w*)\b/)) return null;
  if (!has(t, /\b(spolk\w*|company|sp\.? ?z ?o\.? ?o\.?)\b.*\b(plac\w*|pays?|paid|wyplac\w*)\b/)) return null;
  if (has(t, /\b(oprocentowan\w*|rynkow\w*|interest rate|market rate|wibor|pcc)\b/)) return null;
  const interest = amountOf(q, 100);
  if (!interest) return null;
  // Interest paid to a natural person: the 19% flat tax on capital income (art. 30a ust. 1 pkt 1 ustawy o PIT).
  const tax = grosz(interest * P.cit.dividendRate.value);
  return answer(
    "loan",
    tr("advisor:computed.owner.loanInterest", {
      interest: money(interest, lang),
      tax: money(tax, lang),
      net: money(grosz(interest - tax), lang),
    }),
    ["wlasciciel-pozyczki-wspolnik-spolka"],
  );
}

const GENERAL_PARTNER =
  /\b(wspolnik\w* (spolki )?(jawn\w*|sp\.? ?j\.?)|sp\.? ?j\.?|spolk\w* jawn\w*|general partnership)\b/;

/** "Wspólnik sp.j., udział w dochodzie 120 tys. zł, liniowy – ile PIT?": the share taxed as in a JDG. */
export function partnerPitAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, GENERAL_PARTNER) || !has(t, /\b(pit|podat\w*|tax\w*)\b/)) return null;
  // The health contribution or ZUS asked is another calculator's, unless left out ("pomiń ZUS i zdrowotną").
  const leftOut = /\b(pomin\w*|pomijaj\w*|bez|without|skip\w*|ignor\w*|exclud\w*|leave out|nie licz\w*)\b/;
  if (has(t, /\b(zdrowotn\w*|health|zus|skladk\w*|contributions?)\b/) && !has(t, leftOut)) return null;
  if (!has(t, /\b(dochod\w*|income|udzial\w* w zysk\w*|share of (the )?profit)\b/)) return null;
  const flat = has(t, /\b(liniow\w*|flat)\b/);
  if (!flat && !has(t, /\b(skal\w*|scale)\b/)) return null;
  const income = amountOf(q);
  if (!income) return null;
  const tax = flat ? flatTax(P, income) : scaleTax(P, income);
  const key = flat ? "partnerFlat" : "partnerScale";
  return answer(
    "partnership",
    tr(`advisor:computed.owner.${key}`, { income: money(income, lang), tax: money(tax, lang) }),
    ["spolka-jawna"],
  );
}

const KRS_EVENT =
  /\b(rezygn\w*|resign\w*|odwola\w*|powola\w*|dismiss\w*|appoint\w*|zmian\w*|zmieni\w*|change\w*|sprzeda\w* udzial\w*|uchwal\w*)\b/;

/** "Rezygnacja członka zarządu 3 marca 2026 – do kiedy wniosek do KRS?": 7 days from the event. */
export function krsChangeDeadlineAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  if (!has(t, /\bkrs\b/) || !has(t, KRS_EVENT)) return null;
  if (!has(t, /\b(do kiedy|termin\w*|deadline|by when|until when|ile (mam|mamy) (czasu|dni)|how long)\b/)) return null;
  if (has(t, /\b(crbr|beneficjent\w*|sprawozdan\w*|financial statements?)\b/)) return null;
  const event = findDate(q.focus, P.year) ?? findDate(q.question, P.year);
  if (!event) return null;
  const due = deadline(addDays(event, 7));
  return answer(
    "krs",
    tr("advisor:computed.owner.krsDeadline", { event: formatDate(event, lang), due: formatDate(due.due, lang) }),
    ["wlasciciel-zmiany-w-krs"],
  );
}

/** The owner's calculators, tried in this order. */
export const ownerMoneyAnswer = (q: Asked) =>
  citComparedAnswer(q) ??
  boardPayAnswer(q) ??
  soleShareholderAnswer(q) ??
  loanPccAnswer(q) ??
  loanInterestAnswer(q) ??
  partnerPitAnswer(q) ??
  krsChangeDeadlineAnswer(q);
