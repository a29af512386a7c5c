import { ryczaltTradeAnswer } from "./computed/ryczalt-trade.ts";
import { LEFT_OUT } from "./understanding/follow-up.ts";
import { createTranslator } from "../../shared/i18n.ts";
import { fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import { cataloguesFor } from "../../infra/i18n/catalogues.ts";
import { PARAMETERS_2026 as P } from "../tax/parameters-2026.ts";
import { bindAmounts } from "./amount-meaning.ts";
import { findAmounts } from "./amounts.ts";
import { citAnswer } from "./computed/cit.ts";
import { closingAnswer } from "./computed/ending.ts";
import { yearEndAnswer } from "./computed/year-end.ts";
import {
  ASK_DEADLINE,
  deadlineAnswer,
  namedPeriod,
  type NamedPeriod,
  PAYMENT_FOR_PERIOD,
} from "./computed/deadlines.ts";
import { employerCostAnswer, mandateHoursAnswer, partTimeMinimumAnswer, payrollAnswer } from "./computed/employment.ts";
import { healthComparedAnswer } from "./computed/health-compared.ts";
import { flatDeductionAnswer, healthContributionAnswer, holidayAnswer } from "./computed/health.ts";
import { historyAnswer } from "./computed/history.ts";
import { homeOfficeAnswer } from "./computed/home-office.ts";
import { invoiceDeadlineAnswer } from "./computed/invoice-deadline.ts";
import { monthlyTotalAnswer } from "./computed/monthly-total.ts";
import { firstYearAnswer } from "./computed/first-year.ts";
import { firstYearEquipmentAnswer } from "./computed/first-year-equipment.ts";
import { holidayApplicationAsked, paymentDayAsked, PREGNANCY, sickBenefitAsked } from "./computed/first-year-asked.ts";
import {
  compareAnswer,
  ipBoxTaxAnswer,
  pitAnswer,
  rentalTaxAnswer,
  ryczaltRateAnswer,
  ryczaltTaxAnswer,
} from "./computed/pit.ts";
import { type Asked, type ComputedAnswer, has, type Translate } from "./computed/shared.ts";
import { ryczaltAndHealthAnswer } from "./computed/ryczalt-and-health.ts";
import { professionArticlesAsked, professionLumpTaxAnswer } from "./computed/professions.ts";
import { contractorAnswer } from "./computed/contractor.ts";
import { authorsContractAnswer } from "./computed/authors-contract.ts";
import { carAnswer } from "./computed/car.ts";
import { estonianCitAnswer } from "./computed/estonian-cit.ts";
import { dividendAnswer } from "./computed/dividend.ts";
import { ownerMoneyAnswer } from "./computed/owner-money.ts";
import { healthSettlementAnswer } from "./computed/health-settlement.ts";
import { ksefReliefAnswer } from "./computed/ksef.ts";
import { latePaymentAnswer } from "./computed/late-payment.ts";
import { taxInterestAnswer } from "./computed/tax-interest.ts";
import { mistakesDatesAnswer } from "./computed/mistakes-dates.ts";
import { mistakesSumsAnswer } from "./computed/mistakes-sums.ts";
import { ppkAnswer } from "./computed/ppk.ts";
import { ruralAnswer } from "./computed/rural.ts";
import { ruralMoneyAnswer } from "./computed/rural-money.ts";
import { preferentialEndAnswer, smallPlusAfterPreferentialAnswer } from "./computed/small-plus-after.ts";
import { sellerAnswer } from "./computed/seller.ts";
import { teamAnswer } from "./computed/team.ts";
import { transportAnswer } from "./computed/transport.ts";
import { skipReliefAnswer } from "./computed/zus-skip-relief.ts";
import { unregisteredAnswer } from "./computed/unregistered.ts";
import { cashRegisterAnswer, vatLimitAnswer, vatMathAnswer } from "./computed/vat.ts";
import { smallPlusBaseAnswer, smallPlusEligibilityAnswer, zusStageAnswer } from "./computed/zus.ts";
import { zusRegistrationAnswer } from "./computed/zus-registration.ts";
import { EMPLOYEE, SUSPENSION } from "./knowledge/hint-words.ts";
import {
  HOLIDAY_ASKED,
  HOLIDAY_NAMED,
  NEW_BUSINESS_MONTHS,
  RETURN_RELIEF,
  SENIOR_RELIEF,
  SUSPENSION_ASKED,
  YOUTH_RELIEF,
} from "./knowledge/life-hints.ts";
import { firstMonthsAnswer, noReliefAnswer, reliefPathAnswer } from "./computed/zus-start.ts";
import {
  FORM_QUESTION,
  HEALTH,
  RELIEF,
  STAGE_ENDS,
  STAGE_FULL,
  STAGE_PREFERENTIAL,
  WHEN,
  YEARS,
  ZUS,
} from "./computed/words.ts";
import type { BusinessProfile } from "./profile.ts";
import { type CalendarDate, findDate } from "./understanding/dates.ts";
import { correctTerms } from "./understanding/typos.ts";

export { findAmounts, namedPeriod, type CalendarDate, type ComputedAnswer, type NamedPeriod };

/** A business beside a job held now ("mam etat… JDG po godzinach", "full-time umowa o prace… side JDG"). */
const BESIDE_JOB =
  /\b(mam etat\w*|na etacie|mam umow\w* o prace|full[- ]?time|part[- ]?time|day job|employment contract|umow\w* o prace)\b.*\b(po godzinach|dodatkow\w*|obok|side|on the side|beside|alongside|tez|rowniez|too|plus (my|a|an|own|moj\w*|wlasn\w*))\b|\b(na |mam )?(pol|1\/2|1\/4|3\/4|czesc\w*|polowe) etatu\b.*\b(zwalnia\w*|zwolni\w*|skladk\w*|zus\w*)\b|\b(etat\w*|job|employment)\b.{0,60}\b(zwalnia\w*|zwolni\w*|free\w* me|exempt\w* me)\b/;

/** A topic a follow-up names of its own (a contribution, a tax), not a date. */
const FOLLOW_UP_TOPIC =
  /\b(zdrowotn\w*|health|chorobow\w*|sickness|skladk\w*|contribution\w*|vat|pit|podat\w*|tax\w*|ryczal\w*|kas\w* fiskaln\w*|cash register)\b/;

/** "Do I pay ZUS in the first months?", "na początku": a new business's first months, the start relief's. */
const EARLY_MONTHS =
  /\b(first (few )?months|pierwsz\w* (kilka )?miesiac\w*|pierwsz\w* miesiecy|na (samym )?poczatku|poczatkowo|initially)\b/;

/** A past year asks about that year ("ile był ZUS w 2025?"); "JDG od 2019" only says since when. */
const PAST_YEAR =
  /\b((?<!\b(od|since|from|started in|founded in) (roku )?)20(1\d|2[0-5])|went up|increase\w*|wzrosl\w*|podwyzk\w*|compared|vs|versus|niz w|than in)\b/;

/** A company's sole shareholder, or a sole trader becoming one: no sole trader's ZUS stage to compute. */
const COMPANY_OWNER =
  /\b(jedyn\w* wspolnik\w*|sole shareholder|only shareholder|jednoosobow\w* (sp|spol\w*)|one-person (sp|company|limited|llc)|przeksztalc\w*|przechodz\w* na (jednoosobow\w* )?(sp|spol\w*)|convert\w* (my )?(jdg|business|sole)|transform\w* (my )?(jdg|business|sole))\b/;

/** "Do I get the 6 months without ZUS again?", "czy mi przysługuje": who is eligible, which the articles answer. */
const ASKS_AGAIN =
  /\b(conditions?|requirements?|warunk\w*|again|ponownie|znowu|jeszcze raz|eligible|przysluguje|czy (moge|mi)|can i( still)?|do i get|still use)\b/;

/** A parent's benefit from ZUS ("macierzyński", "paternity benefit", "kosiniakowe"). */
const PARENT_BENEFIT =
  /\b(macierzy\w*|maternity|rodzicielsk\w*|parental|ojcowsk\w*|paternity|kosiniak\w*|urodzil\w*|gave birth|was born|(any|a) benefit)\b/;

/** ZUS asked for someone else: a spouse or relative who helps ("osoba współpracująca", "ile za nią?"). */
const SOMEONE_ELSES_ZUS =
  /\b(osob\w* wspolpracujac\w*|wspolpracujac\w* (zon\w*|maz\w*|corka|syn\w*)|za (nia|niego|zone|meza|corke|syna|mame|tate)|collaborating (person|spouse|family member)|for (her|him|my wife|my husband|my spouse)|(for|za|dla|od) (that|this|the|my|tego|tej|ten|mojego|mojej) (student\w*|pracownik\w*|pracownic\w*|employee|worker|zleceniobior\w*|contractor)|(for|za|dla|od) (student\w*|pracownik\w*|pracownic\w*|zleceniobior\w*))\b/;

/**
 * The start date in the profile: of a business not running yet, or of one started this year ("I
 * started on 10 March 2026… when does my relief end?"). An older business's start date would be
 * read as a start still to come.
 */
function profileStart(profile: BusinessProfile | undefined): CalendarDate | null {
  if (!profile?.startDate) return null;
  const [year, month, day] = profile.startDate.split("-").map(Number) as [number, number, number];
  if (profile.stage === "running" && year < P.year) return null;
  return { year, month, day };
}

/**
 * "A jak to będzie student 20 lat – też minimum 31,40?" after a mandate's hours: a follow-up naming a
 * group with rules of its own asks about that group (the articles), not the calculation before it.
 */
const studentFollowUp = (focus: string) => {
  const f = fold(focus).toLowerCase();
  return (
    /\b(student\w*|uczni\w*|uczen|pupils?|under 26|do 26|ponizej 26)\b/.test(f) && !/\d\s*(h|godz\w*|hours?)\b/.test(f)
  );
};

/** A short follow-up naming only its topic ("and the health settlement?", "a za grudzień?"): no question of its own, at most six words. */
const ELLIPTIC =
  /^(?=(\S+\s+){0,5}\S+$)(and|a|i|oraz|plus|what about|how about|a co z|a jak z)\b(?!.*\b(plac\w*|pay\w*|musz\w*|must|need|can|czy|moge|trzeba|ile|how much|what is|jak\w*)\b)/;

/**
 * The deadline a question (or its follow-up, `focusT`) asks. A follow-up that asks a date of its own
 * topic ("and the PIT advance for December?") is read on its own first; "…ryczałt, I pay monthly"
 * then "and the tax for December?" asks the payment before it; "A zdrowotnej też wtedy nie płacę?"
 * after "do kiedy wniosek?" names its own topic without asking a date, so it is not that date question.
 */
function deadlineOf(focusT: string, t: string, lang: KnowledgeLang, tr: Translate, profile?: BusinessProfile) {
  // "When is PIT-36L due?" then "and the yearly health settlement?": an elliptic follow-up asks the same "when".
  const pays = !!focusT && (has(focusT, PAYMENT_FOR_PERIOD) || (has(focusT, ELLIPTIC) && has(t, ASK_DEADLINE)));
  const ownTopic = has(focusT, FOLLOW_UP_TOPIC) && !has(focusT, ASK_DEADLINE) && !pays;
  const own =
    focusT && (has(focusT, ASK_DEADLINE) || pays)
      ? deadlineAnswer(correctTerms(focusT), lang, tr, profile, true)
      : null;
  // "…JPK for March? – and for October?": the follow-up's own period, first, wins.
  return own ?? (ownTopic ? null : deadlineAnswer(focusT ? `${focusT} ${t}` : t, lang, tr, profile, pays));
}

/**
 * The amounts of a question and of its follow-up's own words (`focus`), those first. The follow-up's
 * words are also in the joined question: each of its amounts counts once. "What if it was only
 * 90,000?" after "income about 150,000 a year": a bare figure of a follow-up is the same kind of
 * amount, for the same period, as the one figure of the question before it.
 */
function followUpAmounts(question: string, focus: string) {
  const focusAmounts = bindAmounts(focus);
  const rest = bindAmounts(question);
  for (const f of focusAmounts) {
    const i = rest.findIndex((a) => a.value === f.value && a.kind === f.kind);
    if (i >= 0) rest.splice(i, 1);
  }
  const [only] = rest.length === 1 ? rest : [];
  const bare = focusAmounts.length === 1 ? focusAmounts[0]! : undefined;
  if (only && bare && only.kind !== "unknown" && (bare.kind === "unknown" || bare.kind === only.kind))
    focusAmounts[0] = { ...bare, kind: only.kind, period: bare.period ?? only.period };
  return { focusAmounts, amounts: [...focusAmounts, ...rest] };
}

/**
 * Questions that name a number or a month but ask what only the articles answer: the PIT-0 reliefs'
 * conditions, the contribution holiday unnamed, a suspension's length, return and month.
 */
function articlesAnswer(t: string, withAmounts: boolean): boolean {
  // The return relief and the seniors' PIT-0 are asked of their conditions and years ("UK 2019–2025"
  // are years abroad, not an income): their article answers, no calculator.
  if (has(t, RETURN_RELIEF) || has(t, SENIOR_RELIEF)) return true;
  // A professional's medical VAT, the sale crossing the VAT limit, a beauty service's cash register.
  if (professionArticlesAsked(t)) return true;
  // "Ulga dla młodych zwalnia moją JDG na ryczałcie?": whether the relief covers a business, not the rate.
  if (
    has(t, YOUTH_RELIEF) &&
    has(t, /\b(jdg|firm\w*|dzialalnosc\w*|business|sole (trader|propriet\w*)|ryczal\w*|liniow\w*|flat tax)\b/) &&
    !has(t, EMPLOYEE)
  )
    return true;
  // "Nie płacić składek za sierpień – jak i do kiedy?" is the contribution holiday's application (RWS),
  // not a start in August nor August's payment day; with an income it is computed (holidayAnswer).
  const holiday =
    has(t, HOLIDAY_ASKED) && !has(t, HOLIDAY_NAMED) && !has(t, SUSPENSION) && !has(t, NEW_BUSINESS_MONTHS);
  if (holiday && !withAmounts && !has(t, /\b(ulg\w* na start|uldze na start|start relief)\b/)) return true;
  // "Wakacje składkowe – kiedy złożyć wniosek?" after a stage's amount: the application, not the amount.
  if (holidayApplicationAsked(t, namedPeriod(t, P.year)?.month !== undefined)) return true;
  // How long a suspension may last, coming back from it, its month's health contribution: the article's.
  if (has(t, SUSPENSION) && has(t, SUSPENSION_ASKED)) return true;
  return false;
}

/**
 * A follow-up asking what the question before it did not: the sickness benefit (the articles), or
 * only a payment's day of its own topic ("…full ZUS after 2 years? – and the payment deadline for
 * ZUS each month?"). Undefined when it asks neither.
 */
function followUpOwn(focusT: string, t: string, lang: KnowledgeLang, tr: Translate, profile?: BusinessProfile) {
  if (sickBenefitAsked(focusT, t)) return null;
  if (paymentDayAsked(focusT)) return deadlineAnswer(correctTerms(focusT), lang, tr, profile);
  return undefined;
}

/**
 * Calculators whose questions name their own subject (transport, a company car, Estonian CIT, PPK, the
 * lump-sum health settlement, Mały ZUS Plus after the preferential stage, the KSeF relief): asked before the
 * general ones, which would read their figures as a salary, a revenue or a VAT sum.
 */
const ownSubjectAnswer = (q: Asked) =>
  mistakesSumsAnswer(q) ??
  mistakesDatesAnswer(q) ??
  firstYearEquipmentAnswer(q) ??
  yearEndAnswer(q) ??
  firstYearAnswer(q) ??
  latePaymentAnswer(q) ??
  taxInterestAnswer(q) ??
  ruralMoneyAnswer(q) ??
  ruralAnswer(q) ??
  transportAnswer(q) ??
  skipReliefAnswer(q) ??
  carAnswer(q) ??
  estonianCitAnswer(q) ??
  ownerMoneyAnswer(q) ??
  dividendAnswer(q) ??
  ppkAnswer(q) ??
  healthSettlementAnswer(q) ??
  smallPlusAfterPreferentialAnswer(q) ??
  preferentialEndAnswer(q) ??
  ksefReliefAnswer(q) ??
  authorsContractAnswer(q);

/** The lump sum asked: on rental, its tax with the health contribution, its tax, its rate. */
const lumpSumAnswer = (q: Asked) =>
  rentalTaxAnswer(q) ??
  professionLumpTaxAnswer(q) ??
  ryczaltAndHealthAnswer(q) ??
  ryczaltTaxAnswer(q) ??
  ryczaltRateAnswer(q) ??
  ryczaltTradeAnswer(q);

/** ZUS in a contribution-holiday month, or a home office's share of the home's bills. */
const holidayOrHomeOffice = (q: Asked) => holidayAnswer(q) ?? homeOfficeAnswer(q);

/** A question as the calculators read it: folded, its amounts and date, a follow-up's own words first. */
function askedOf(question: string, lang: KnowledgeLang, focus: string): Asked {
  // "nie licz odliczenia zdrowotnej", "without the health deduction": what is left out is not asked.
  const t = correctTerms(fold(question).toLowerCase()).replace(LEFT_OUT, " ");
  const tr = createTranslator(lang, cataloguesFor(lang)).t;
  const { focusAmounts, amounts } = followUpAmounts(question, focus);
  const date = findDate(focus, P.year) ?? findDate(question, P.year);
  return { question, t, lang, tr, focus, amounts, focusAmounts, date };
}

/**
 * Questions whose answer is a calculation are computed, not looked up: the employer's cost of a
 * salary, the pro-rata VAT exemption limit for a mid-year start, whether a monthly revenue crosses
 * the VAT limit, ZUS at a stage with and without sickness insurance, the health contribution for
 * a tax form and figure. `question` may be a follow-up joined to the question before it; the
 * figures of the newest words (`focus`) win. The calculators live in ./computed/, one topic each;
 * the order here decides which of them a question that names several things goes to.
 */
export function computeAnswer(
  question: string,
  lang: KnowledgeLang,
  options: { profile?: BusinessProfile; focus?: string } = {},
): ComputedAnswer | null {
  const q = askedOf(question, lang, options.focus ?? "");
  const { t, tr, focus, amounts, focusAmounts, date } = q;
  if (articlesAnswer(t, amounts.length > 0)) return null;
  const own = followUpOwn(fold(focus).toLowerCase(), t, lang, tr, options.profile);
  if (own !== undefined) return own;

  const first =
    closingAnswer(q) ??
    sellerAnswer(q) ??
    ownSubjectAnswer(q) ??
    contractorAnswer(q) ??
    invoiceDeadlineAnswer(q) ??
    zusRegistrationAnswer(q) ??
    teamAnswer(q) ??
    deadlineOf(fold(focus).toLowerCase(), t, lang, tr, options.profile) ??
    holidayOrHomeOffice(q) ??
    compareAnswer(question, t, lang, tr, amounts) ??
    citAnswer(t, lang, tr, amounts) ??
    (studentFollowUp(focus) ? null : mandateHoursAnswer(t, lang, tr)) ??
    partTimeMinimumAnswer(q) ??
    lumpSumAnswer(q) ??
    // A VAT rate and a net or gross amount ("5 000 netto z 8% – ile brutto?") is no salary.
    vatMathAnswer(q) ??
    payrollAnswer(t, lang, tr, amounts, focusAmounts, fold(focus).toLowerCase()) ??
    employerCostAnswer(q) ??
    ipBoxTaxAnswer(q) ??
    vatLimitAnswer(q) ??
    cashRegisterAnswer(t, lang, tr, date) ??
    unregisteredAnswer(t, lang, tr, amounts, focusAmounts, question, focus) ??
    historyAnswer(t, lang, tr);
  if (first) return first;
  // ZUS for a spouse or a relative who helps ("osoba współpracująca", "ile za nią?") is not the asker's own stage,
  // nor is a company's sole shareholder's ("przechodzę na jednoosobową sp. z o.o. – dalej preferencyjny?").
  if (has(t, SOMEONE_ELSES_ZUS)) return null;

  const history = has(t, PAST_YEAR);
  const noRelief = noReliefAnswer(t, lang, tr, options.profile);
  if (noRelief || has(t, COMPANY_OWNER)) return noRelief;
  // "Dostanę macierzyński na uldze na start?": a parent's benefit is asked, not the relief's months nor ZUS's amount.
  if ((has(t, PARENT_BENEFIT) || has(t, PREGNANCY)) && !has(t, HEALTH)) return null;
  const asksForm = has(t, FORM_QUESTION);
  const firstMonths = asksForm ? null : firstMonthsAnswer(t, lang, tr, date);
  if (firstMonths) return firstMonths;
  const stageEnd =
    date &&
    has(t.replace(STAGE_ENDS, " "), WHEN) &&
    (has(t, STAGE_PREFERENTIAL) || has(t, STAGE_FULL) || has(t, /\b(nie place|nie plac\w*|bez) skladek\b/));
  // "Do I get the 6 months without ZUS again?" asks who is eligible: the articles answer that.
  // "…do I get it? – and from when do I pay social contributions?": the follow-up's own date asked wins.
  const ownWords = focus ? fold(focus).toLowerCase() : "";
  const eligibility =
    has(t, ASKS_AGAIN) && !(has(ownWords, /\b(od kiedy|from when|until when)\b/) && !has(ownWords, ASKS_AGAIN));
  // "Zaznaczyłem ulgę na start – co mam złożyć w ZUS i do kiedy?": the filing (ZZA, 7 days), not the path.
  const filing = has(
    t,
    /\b(file|filing|zglos\w*|zgloszeni\w*|zloz\w*|skladac|formularz\w*|druk\w*|zza|zua|submit\w*|register\w* with zus)\b/,
  );
  // "Mam etat i chcę JDG po godzinach – muszę płacić cały ZUS?": the salary decides it, the articles say how.
  const besideJob = has(t, BESIDE_JOB);
  const total =
    eligibility || asksForm || history || besideJob
      ? null
      : monthlyTotalAnswer(t, lang, tr, amounts, !date && !has(t, WHEN));
  if (total) return total;
  // "…na uldze na start… ile wtedy zdrowotnej?": the health contribution asked, not the relief's dates.
  const asksHealth = has(focus ? fold(focus).toLowerCase() : t, HEALTH);
  if (
    !eligibility &&
    !asksForm &&
    !asksHealth &&
    // (with a start date the relief's path lists its filings too)
    !(filing && !date) &&
    ((has(t, RELIEF) && (date || has(t, WHEN))) ||
      stageEnd ||
      (has(t, ZUS) && (has(t, YEARS) || (has(t, EARLY_MONTHS) && options.profile?.stage !== "running"))))
  )
    // The start date told earlier ("registration date 10 June") dates the relief asked about later.
    return reliefPathAnswer({ ...q, date: date ?? profileStart(options.profile) });
  return (
    smallPlusEligibilityAnswer(q) ??
    smallPlusBaseAnswer(q) ??
    (besideJob ? null : zusStageAnswer(q, history || asksForm || eligibility)) ??
    pitAnswer(q) ??
    flatDeductionAnswer(q) ??
    healthComparedAnswer(q) ??
    healthContributionAnswer(q, history)
  );
}

/** The sources of the articles a computed answer cites, in the question's language. */
export function computedSources(
  search: KnowledgeSearch,
  answer: Pick<ComputedAnswer, "articles">,
  lang: KnowledgeLang,
) {
  return answer.articles.flatMap((id) => {
    const article = search.article(id, lang);
    if (!article) return [];
    return article.sources.slice(0, 2).map((s) => ({
      articleId: id,
      title: article.title,
      heading: article.title,
      url: s.url,
      sourceTitle: s.title,
      publisher: s.publisher,
      ...(s.date ? { date: s.date } : {}),
    }));
  });
}
