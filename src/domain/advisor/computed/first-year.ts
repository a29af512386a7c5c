import { fold } from "../../knowledge/analyzer.ts";
import { grosz } from "../../tax/money.ts";
import { deadline } from "../../tax/deadlines.ts";
import { incomeMonthlyHealth } from "../../tax/health-contribution.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { socialContributions } from "../../tax/social-contributions.ts";
import { toMonthly } from "../amounts.ts";
import { findDate, formatDate } from "../understanding/dates.ts";
import { type Asked, type ComputedAnswer, has, money } from "./shared.ts";
import { vatLimitAnswer } from "./vat.ts";
import { reliefPathAnswer } from "./zus-start.ts";
import { HEALTH, RELIEF, STAGE_FULL, STAGE_PREFERENTIAL, WHEN, ZUS } from "./words.ts";
import { monthName } from "./month-names.ts";

/**
 * A founder's first-year questions (the thirty-ninth set): ZUS beside a job, what the start relief
 * saves, full ZUS with the lump-sum health contribution, the flat-tax health contribution of a
 * follow-up, ZUS's payment day, the deadline to report a tax form, switching from the relief to
 * preferential ZUS, the relief's months when the health contribution is asked too, and how much a
 * new business may sell without VAT.
 */

/** A job held now ("mam etat", "I work full time"), not one that ended. */
const JOB_NOW =
  /\b(mam (\w+ )?etat\w*|pracuje na (\w+ )?etacie|jestem na etacie|mam umow\w* o prace|i work full[- ]time|i('m| am) (employed )?full[- ]time|i have a (full[- ]time )?job|full[- ]time (job|employment|at)|work full[- ]time)\b/;
const JOB_ENDED =
  /\b(pracowal\w*|bylem|bylam|do (konca|grudnia|stycznia)|used to|worked|former|byl\w* pracodaw\w*|emeryt\w*|student\w*)\b/;
const FROM_BUSINESS =
  /\b(z (firmy|jdg|dzialalnosci)|from the (business|jdg|company)|(jdg|firm\w*|dzialalnosc\w*|business) (na boku|po godzinach|on the side|obok)|on the side|na boku|po godzinach)\b/;
const PART_TIME = /\b(part[- ]time|pol etatu|polowe etatu|czesc\w* etatu|niepeln\w* etat\w*|\d\/\d etatu)\b/;
const CONTRIBUTIONS = /\b(zus\w*|skladk\w*|skladek|contributions?)\b/;

/** "Mam etat 7k brutto, JDG na boku – jakie składki z firmy?": only the health contribution, with pay at least the minimum wage. */
function besideJobAnswer({ t, lang, tr, amounts }: Asked): ComputedAnswer | null {
  if (!has(t, JOB_NOW) || has(t, JOB_ENDED) || !has(t, FROM_BUSINESS) || !has(t, CONTRIBUTIONS)) return null;
  // Part of a job, or any pay below the minimum wage: social contributions from the business may be due.
  if (has(t, PART_TIME)) return null;
  // "Z etatu płacę zdrowotną – a z firmy?": the health contribution asked alone is the health calculator's.
  if (has(t, HEALTH) && !has(t, /\b(zus\w*|spoleczn\w*|social|full)\b/)) return null;
  const pays = amounts.filter((a) => a.value >= 1000);
  if (pays.some((a) => toMonthly(a.value, a.period ?? "month") < P.minimumWage.value)) return null;
  const content = tr("advisor:computed.firstYear.besideJob", {
    minWage: money(P.minimumWage.value, lang),
    healthMin: money(P.health.minimumMonthly.value, lang),
  });
  return { topic: "zus-beside-job", content, articles: ["zus-etapy"], calculation: content };
}

const PAST_JOB =
  /\b(pracowal\w*|bylem|bylam|do (konca|grudnia|stycznia|listopada|pazdziernika)|worked|used to work|former employer|previous employer|(byl\w*|dawn\w*) pracodaw\w*)\b/;
const CLIENT_AGAIN =
  /\b((dla|u) tej samej firm\w*|tego samego pracodaw\w*|chc\w* (u mnie|mnie) (zamowic|wziac|zatrudnic)|zamowic|wziac na b2b|same (company|employer)|as a client|wants? (me )?to (order|hire|buy))\b/;
const RELIEF_ASKED =
  /\b(ulg\w* na start|uldze na start|preferencyjn\w*|maly zus\w*|malego zus\w*|preferential|start relief|relief for starters)\b/;

/** "Na etacie u X do 2025, teraz JDG i X chce zamówić – ulga na start i mały ZUS?": only the same work for a former employer loses them. */
function exEmployerAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, PAST_JOB) || !has(t, CLIENT_AGAIN) || !has(t, RELIEF_ASKED)) return null;
  const full = (sick: boolean) => socialContributions(P, { stage: "full", sicknessInsurance: sick }).monthly.total;
  const content = tr("advisor:computed.firstYear.exEmployer", {
    full: money(full(false), lang),
    fullSick: money(full(true), lang),
  });
  return { topic: "zus-ex-employer", content, articles: ["zus-preferencyjny", "ulga-na-start"], calculation: content };
}

const SAVES = /\b(zaoszczedz\w*|oszczedz\w*|oszczednos\w*|save|saving\w*)\b/;

/** "Ile zaoszczędzę przez 6 miesięcy ulgi na start w porównaniu z małym ZUS?": six months of preferential social ZUS. */
function reliefSavingsAnswer({ t, lang, tr }: Asked): ComputedAnswer | null {
  if (!has(t, SAVES) || !has(t, RELIEF) || !has(t, STAGE_PREFERENTIAL)) return null;
  const months = P.zus.startReliefMonths.value;
  const month = (sick: boolean) =>
    socialContributions(P, { stage: "preferential", sicknessInsurance: sick }).monthly.total;
  const content = tr("advisor:computed.firstYear.reliefSavings", {
    without: money(grosz(months * month(false)), lang),
    with: money(grosz(months * month(true)), lang),
    monthWithout: money(month(false), lang),
    monthWith: money(month(true), lang),
  });
  return { topic: "ulga-na-start", content, articles: ["ulga-na-start", "zus-preferencyjny"], calculation: content };
}

const RYCZALT = /\b(ryczal\w*|lump[- ]?sum)\b/;
const SICK_YES = /\b(z (dobrowoln\w* )?chorobow\w*|with (the )?(voluntary )?sickness|with chorobowe)\b/;
const SICK_NO = /\b(bez (dobrowoln\w* )?chorobow\w*|without (the )?(voluntary )?sickness|no sickness)\b/;

/** "…ryczałt, 20k a month… and once on full ZUS with sickness, ZUS plus health?": full ZUS and the bracket's health contribution. */
function fullTotalAnswer({ t, lang, tr, focus, amounts }: Asked): ComputedAnswer | null {
  const f = fold(focus).toLowerCase();
  if (!f || !has(f, STAGE_FULL) || !has(f, ZUS) || has(f, STAGE_PREFERENTIAL) || !has(t, RYCZALT)) return null;
  const revenue = amounts.find((a) => a.value >= 1000);
  if (!revenue) return null;
  const yearly =
    revenue.period === "year" || (!revenue.period && revenue.value > 60_000) ? revenue.value : revenue.value * 12;
  const [low, high] = P.health.ryczaltBrackets.value;
  const h = P.health.ryczaltMonthly;
  const health = (yearly <= low ? h.upTo60k : yearly <= high ? h.upTo300k : h.above300k).value;
  const sick = has(f, SICK_YES) || (!has(f, SICK_NO) && has(t, SICK_YES) && !has(t, SICK_NO));
  const social = socialContributions(P, { stage: "full", sicknessInsurance: sick }).monthly.total;
  const content = tr("advisor:computed.firstYear.fullTotal", {
    sick: tr(`advisor:computed.firstYear.${sick ? "sickWith" : "sickWithout"}`),
    social: money(social, lang),
    health: money(health, lang),
    revenue: money(yearly, lang),
    total: money(grosz(social + health), lang),
  });
  return { topic: "zus-full", content, articles: ["zus-pelny", "skladka-zdrowotna-ryczalt"], calculation: content };
}

const FLAT_NOT_ASKED =
  /\b(zus\w*|spoleczn\w*|social|lacznie|razem|total|odlicz\w*|deduct\w*|podat\w*|tax(?! instead)|koszt\w*|costs?|przychod\w*|revenue)\b|\+/;

/** "Actually I might go linear – with income about 15,000 a month, how much health?": 4.9% of the income. */
function flatHealthAnswer({ t, lang, tr, focus, focusAmounts, amounts }: Asked): ComputedAnswer | null {
  const f = focus ? fold(focus).toLowerCase() : t;
  if (!has(f, /\b(liniow\w*|linear|flat[- ]tax|flat)\b/) || !has(f, HEALTH) || has(f, RYCZALT)) return null;
  // Social ZUS added, a deduction or the tax asked, costs to take off the revenue: the other calculators'.
  if (has(f, FLAT_NOT_ASKED)) return null;
  const figures = focus ? focusAmounts : amounts;
  if (figures.some((a) => a.kind === "costs")) return null;
  const income = figures.find((a) => a.value >= 1000);
  if (!income) return null;
  const monthlyIncome = toMonthly(income.value, income.period ?? "month");
  const h = P.health;
  const content = tr("advisor:computed.firstYear.flatHealth", {
    min: money(h.minimumMonthly.value, lang),
    income: money(monthlyIncome, lang),
    amount: money(incomeMonthlyHealth(P, "flat", monthlyIncome), lang),
    deduction: money(h.flatDeductionCap.value, lang),
  });
  return {
    topic: "health-flat",
    content,
    articles: ["podatek-liniowy", "skladka-zdrowotna-zasady"],
    calculation: content,
  };
}

/** "…and by which day of the month do I pay it?" (a follow-up), "a jak 20. wypada w sobotę?". */
const DAY_OF_MONTH = /\b((which|what) day of the month|ktorego dnia miesiaca|do ktorego dnia miesiaca)\b/;
const WEEKEND_SHIFT = /\b(20\.?|dwudziest\w*)\b.*\b(sobot\w*|niedziel\w*|swiet\w*|saturday|sunday|weekend|holiday)\b/;
const COMPANY_OR_STAFF = /\b(pracownik\w*|employee\w*|zatrudnia\w*|spol\w*|sp z oo|company|staff)\b/;
const OTHER_DUE = /\b(vat\w*|jpk\w*|pit\w*|cit\w*|podat\w*|tax|faktur\w*|invoice\w*|zaliczk\w*)\b/;

/** "…and by which day of the month do I pay it?" after ZUS, "a jak 20. wypada w sobotę?": the 20th, then the next working day. */
function zusPayDayAnswer({ t, tr, focus }: Asked): ComputedAnswer | null {
  const f = fold(focus || t).toLowerCase();
  if (!has(f, WEEKEND_SHIFT) && !(focus && has(f, DAY_OF_MONTH))) return null;
  if (has(f, OTHER_DUE) || !has(t, ZUS) || has(t, COMPANY_OR_STAFF)) return null;
  const content = tr("advisor:computed.firstYear.zusPayDay");
  return { topic: "zus-deadline", content, articles: ["zus-terminy-dra"], calculation: content };
}

const FIRST_REVENUE = /\b(pierwsz\w* (przychod\w*|faktur\w*|sprzedaz\w*)|first (revenue|income|invoice|sale))\b/;
const MONTH_WORD =
  /\b(stycz\w*|lut\w*|marc\w*|marz\w*|kwie\w*|maj\w*|czerw\w*|lip\w*|sierp\w*|wrzes\w*|pazdziern\w*|listopad\w*|grud\w*|january|february|march|april|may|june|july|august|september|october|november|december)\b/;
const MISSED = /\b(miss\w*|przegap\w*|spozni\w*|nie zdaz\w*|po terminie|too late|late|nie zglos\w* w terminie)\b/;
const TAX_FORM = /\b(form\w* (opodatkowani\w*)?|tax form|liniow\w*|ryczal\w*|skal\w*)\b/;

/** "Pierwszy przychód będzie w kwietniu, formy nie zaznaczę – do kiedy mogę ją zgłosić?": the 20th of the next month. */
function formDeadlineAnswer({ t, lang, tr, date, focus }: Asked): ComputedAnswer | null {
  // A follow-up's own first revenue ("a gdyby pierwszy przychód był w marcu?") wins; a missed deadline is the articles'.
  const f = fold(focus).toLowerCase();
  if (has(f, MISSED) || (f && !has(f, FIRST_REVENUE) && !has(f, WHEN))) return null;
  const text = has(f, FIRST_REVENUE) ? f : t;
  const m = FIRST_REVENUE.exec(text);
  if (!m || !has(t, TAX_FORM) || !has(t, WHEN)) return null;
  const month = MONTH_WORD.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 40))?.[1];
  // "…pierwszy przychód w 2027 wpadnie w marcu": the year written beside the first revenue.
  const year = Number(/\b(20[2-3]\d)\b/.exec(text.slice(m.index, m.index + m[0].length + 40))?.[1] ?? 0);
  const first = month ? findDate(`od ${month}`, year || (date?.year ?? P.year)) : null;
  if (!first) return null;
  // A first revenue in December is the year's end's (art. 9 ust. 1a of the ryczałt act); a 20th on a day off moves on.
  if (first.month === 12) return null;
  const due = deadline({ year: first.year, month: first.month + 1, day: 20 }).due;
  const content = tr("advisor:computed.firstYear.formDeadline", {
    month: monthName(first.month, lang, "locative"),
    due: formatDate(due, lang),
  });
  return { topic: "tax-form-deadline", content, articles: ["zmiana-formy-opodatkowania"], calculation: content };
}

const SWITCH =
  /\b(co (mam |trzeba |musze )?(zrobic|zalatwic|zglosic)|samo sie|sam(o)? (sie )?przelacz\w*|przelacz\w*|automatyczn\w*|what (do i|must i) (do|file)|switch\w* (by )?itself|automatic\w*)\b/;
const RELIEF_ENDS =
  /\b((skonczy|konczy|koniec|po)( mi)?( sie)?( mi)? (ulg\w*|uldze)|ulg\w* (sie )?(mi )?(skonczy|konczy)|(relief|it) ends|after (the )?relief)\b/;

/** "Co mam zrobić w ZUS, jak skończy się ulga, żeby przejść na mały ZUS – samo się przełączy?": ZWUA and ZUA. */
function reliefToPreferentialAnswer({ focus, t, tr }: Asked): ComputedAnswer | null {
  const f = fold(focus || t).toLowerCase();
  if (!has(f, SWITCH) || !has(f, RELIEF_ENDS) || !has(f, STAGE_PREFERENTIAL)) return null;
  const content = tr("advisor:computed.firstYear.reliefToPreferential");
  return { topic: "zus-preferential", content, articles: ["zus-preferencyjny", "ulga-na-start"], calculation: content };
}

const NO_ZUS =
  /\b(nie (placic|placil\w*|place) (\w+ )?zus\w*|bez (placenia )?zus\w*|not (to )?pay(ing)? (any )?zus|no zus)\b/;

/** "Zakładam JDG od 1 marca – do kiedy mogę nie płacić ZUS? I zdrowotna też odpada?": the relief's path, which names the health contribution. */
function reliefWithHealthAnswer(q: Asked): ComputedAnswer | null {
  if (!q.date || !has(q.t, NO_ZUS) || !has(q.t, WHEN) || !has(q.t, HEALTH)) return null;
  return reliefPathAnswer(q);
}

const SELL_WITHOUT_VAT =
  /\b(do ilu|ile (moge|mozna)|how much can i)\b[^.?!]*\b(sprzeda\w*|zarobi\w*|zafakturow\w*|sell|invoice|earn)\b[^.?!]*\b(bez vat\w*|without (charging )?vat)\b/;

/** "Startuję 1 września, do ilu mogę sprzedać bez VAT w tym roku?": the exemption limit, pro rata. */
function sellWithoutVatAnswer(q: Asked): ComputedAnswer | null {
  if (!has(q.t, SELL_WITHOUT_VAT)) return null;
  return vatLimitAnswer({ ...q, t: `${q.t} limit zwolnienia z vat` });
}

export const firstYearAnswer = (q: Asked) =>
  exEmployerAnswer(q) ??
  besideJobAnswer(q) ??
  reliefSavingsAnswer(q) ??
  fullTotalAnswer(q) ??
  flatHealthAnswer(q) ??
  reliefWithHealthAnswer(q) ??
  zusPayDayAnswer(q) ??
  formDeadlineAnswer(q) ??
  reliefToPreferentialAnswer(q) ??
  sellWithoutVatAnswer(q);
