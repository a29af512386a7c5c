import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { amountsNear } from "../amount-meaning.ts";
import { toMonthly } from "../amounts.ts";
import {
  type Amounts,
  type Asked,
  type ComputedAnswer,
  has,
  money,
  namedTaxForm,
  pct,
  type Translate,
} from "./shared.ts";
import { formatDate } from "../understanding/dates.ts";
import { eventMonth, namedPeriod } from "./named-period.ts";
import { CONTRIBUTION_HOLIDAY, HEALTH, HEALTH_PAID, HOW_MUCH, RATES_COMPARED } from "./words.ts";

/** A job beside the business ("z pensji już mi zabierają zdrowotną"). */
const BESIDE_JOB =
  /\b(etat\w*|umow\w* o prac\w*|pensj\w*|wyplat\w*|pracodaw\w*|job|employer|salary|payslip|employment contract)\b/;
/** "Z etatu płacę zdrowotną – z firmy już nie muszę?": the business pays its own as well. */
const besideJob = (t: string, tr: Translate) =>
  has(t, BESIDE_JOB) ? ` ${tr("advisor:computed.healthBesideJob")}` : "";

/**
 * The figures a question about income gives: the health contribution paid when it names one, the
 * income (not that amount), and the tax form it names (scale or flat tax).
 */
export function incomeFigures({ t, question, focus, amounts, focusAmounts }: Asked) {
  // "Mam dochód 300 tys. zł. Zdrowotna to 4,9%…": an amount named as the income is not the contribution beside it.
  const isIncome = (a: { value: number }) => amounts.some((b) => b.kind === "income" && b.value === a.value);
  const paidNear = (text: string) => amountsNear(text, HEALTH_PAID).filter((a) => !isIncome(a))[0];
  const healthPaid = paidNear(focus || question) ?? paidNear(question);
  const notHealth = (a: { index: number; value: number }) => !healthPaid || a.value !== healthPaid.value;
  // "And if it's 200k?": a follow-up's own figure replaces the income before it.
  const income =
    focusAmounts.find((a) => (a.kind === "income" || a.kind === "unknown") && notHealth(a)) ??
    amounts.find((a) => a.kind === "income" && notHealth(a)) ??
    amounts.find((a) => a.kind === "unknown" && notHealth(a));
  const form = namedTaxForm(t);
  return { healthPaid, income, form } as const;
}

/** Asking what the deduction saves: "ile odliczę", "o ile mniej podatku", "how much lower is my tax". */
const FLAT_SAVING =
  /\b(odlicz\w*|deduct\w*|sav\w*|zaoszczedz\w*|oszczedz\w*|(o ile )?mniej podat\w*|obniz\w* (mi )?(podat\w*|pit\w*)|(lower|reduce|cut)s? (my |the )?(tax|pit)|less tax)\b/;

/** The health contribution deducted on the flat tax: of a contribution or an income named, or the cap. */
export function flatDeductionAnswer(q: Asked): ComputedAnswer | null {
  const { t, lang, tr } = q;
  const { healthPaid, income, form } = incomeFigures(q);
  if (!(has(t, HEALTH) && has(t, FLAT_SAVING) && form === "flat")) return null;
  const cap = P.health.flatDeductionCap.value;
  const flatRate = P.pit.flatRate.value;
  // The health contribution paid: an amount named as such, else 4,9% of the income named.
  // "16 tys. zdrowotnej w 2026": an amount no month's contribution reaches is the year's.
  const paidPeriod = healthPaid && (healthPaid.period ?? (healthPaid.value >= 5_000 ? "year" : "month"));
  const paidMonthly = healthPaid
    ? toMonthly(healthPaid.value, paidPeriod!)
    : income
      ? Math.max(
          P.health.minimumMonthly.value,
          grosz(
            toMonthly(income.value, income.period ?? (income.value >= 100_000 ? "year" : "month")) *
              P.health.rateFlat.value,
          ),
        )
      : null;
  if (paidMonthly === null) {
    const content = tr("advisor:computed.flatDeductionMax", {
      cap: money(cap, lang),
      saving: money(grosz(cap * flatRate), lang),
      healthSaving: money(grosz(cap * P.health.rateFlat.value), lang),
    });
    return { topic: "health-flat", content, articles: ["skladka-zdrowotna-liniowy"], calculation: content };
  }
  // A year's income gives the year's contribution at once (4,9% × 200 000 zł = 9 800 zł, not 12 rounded months).
  const incomeYear =
    !healthPaid && income && (income.period ?? (income.value >= 100_000 ? "year" : "month")) === "year"
      ? Math.max(grosz(income.value * P.health.rateFlat.value), grosz(P.health.minimumMonthly.value * 12))
      : null;
  const year = healthPaid && paidPeriod === "year" ? healthPaid.value : (incomeYear ?? grosz(paidMonthly * 12));
  const deductible = Math.min(year, cap);
  const content = tr("advisor:computed.flatDeduction", {
    monthly: money(paidMonthly, lang),
    year: money(year, lang),
    deductible: money(deductible, lang),
    cap: money(cap, lang),
    saving: money(grosz(deductible * flatRate), lang),
    over: year > cap ? tr("advisor:computed.flatDeductionOver", { over: money(grosz(year - cap), lang) }) : "",
  });
  // With an income named, the year's flat tax after the deduction too.
  const annual = income
    ? toMonthly(income.value, income.period ?? (income.value >= 100_000 ? "year" : "month")) * 12
    : 0;
  const after = annual
    ? ` ${tr("advisor:computed.flatTaxAfterDeduction", {
        income: money(grosz(annual), lang),
        deductible: money(deductible, lang),
        tax: money(Math.round(Math.max(0, annual - deductible) * flatRate), lang),
      })}`
    : "";
  return {
    topic: "health-flat",
    content: content + after,
    articles: ["skladka-zdrowotna-liniowy"],
    calculation: content + after,
  };
}

/** "Dochód 10 000 zł (ZUS społeczny już odliczony)": the income described, no deduction asked. */
const DEDUCTED_ALREADY =
  /\b((zus|skladk\w*|spoleczn\w*)( \w+){0,2} (juz |already )?(odliczon\w*|deducted)|(juz |already )?(odliczon\w*|deducted) (\w+ ){0,2}(zus|skladk\w*|spoleczn\w*|social))\b/g;

/** The health contribution of a tax form, for a figure named or as the rule (with its minimum). */
export function healthContributionAnswer(
  { t, lang, tr, amounts: all, focusAmounts }: Asked,
  history: boolean,
): ComputedAnswer | null {
  // "A jakbym zarabiał 20 tys.?" after an income told: the follow-up's figure replaces that income.
  const rest = all.filter((a) => !focusAmounts.includes(a));
  const amounts =
    focusAmounts.length && rest.some((a) => a.kind === "income")
      ? [
          ...focusAmounts.map((a) =>
            a.kind === "unknown" || a.kind === "revenue" ? { ...a, kind: "income" as const } : a,
          ),
          ...rest.filter((a) => a.kind !== "income"),
        ]
      : all;
  const ryczaltDeduction = has(t, /\b(ryczal\w*|lump[- ]?sum)\b/) && has(t, /\b(odlicz\w*|deduct\w*)\b/);
  if (
    has(t, HEALTH) &&
    !history &&
    // "Czemu płacę 432 zł, a w styczniu 314?" asks for the reason: the articles give it.
    !has(t, /\b(czemu|dlaczego|skad|why|how come)\b/) &&
    // "W listopadzie przekroczę 300 tys. – co ze zdrowotną?": a bracket crossed mid-year is settled in
    // the annual return, which the articles explain; the calculator knows only whole years.
    !(has(t, /\b(przekrocz\w*|przeskocz\w*|cross\w*|exceed\w*|go(ing)? over)\b/) && namedPeriod(t, P.year)?.month) &&
    // "Ze skali na liniowy – jakie różnice w stawkach podatku i zdrowotnej?" compares the forms' rules.
    !RATES_COMPARED(t) &&
    (amounts.length > 0 || has(t, HOW_MUCH) || ryczaltDeduction || has(t, /\b(minim\w*|najnizsz\w*)\b/)) &&
    (ryczaltDeduction || !has(t.replace(DEDUCTED_ALREADY, " "), /\b(odlicz\w*|deduct\w*)\b/)) &&
    !has(
      t,
      /\b(rozliczen\w*|settlement|termin\w*|deadline|kiedy|when|veto|reform\w*|podstaw\w*|base|sprzeda\w*|sell\w*|srodk\w* trwal\w*|fixed asset\w*|zawies\w*|zawiesz\w*|suspen\w*)\b/,
    )
  ) {
    const answer = healthAnswer(t, lang, amounts, tr);
    const paidFor = answer && !answer.topic.endsWith("ryczalt") ? incomeMonthNote(t, lang, tr) : "";
    return answer && paidFor
      ? { ...answer, content: `${answer.content} ${paidFor}`, calculation: `${answer.calculation} ${paidFor}` }
      : answer;
  }
  return null;
}

const monthWord = (lang: KnowledgeLang, year: number, month: number) =>
  new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "pl-PL", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, 1)));

/**
 * "W marcu dochód wyszedł 12 000 zł – za który miesiąc to składka?": a month's income sets the
 * contribution for the month after it, paid by the 20th of the month after that (art. 81 ust. 2
 * of the health-care financing act; ZUS). Said whenever the income's month is named.
 */
function incomeMonthNote(t: string, lang: KnowledgeLang, tr: Translate): string {
  const told = eventMonth(t, P.year, /\b(dochod\w*|income|zarobi\w*|earn\w*)\b/);
  if (!told) return "";
  const due = new Date(Date.UTC(told.year, told.month + 1, 20));
  return tr("advisor:computed.healthForNextMonth", {
    income: monthWord(lang, told.year, told.month),
    month: monthWord(lang, told.month === 12 ? told.year + 1 : told.year, (told.month % 12) + 1),
    due: formatDate({ year: due.getUTCFullYear(), month: due.getUTCMonth() + 1, day: 20 }, lang),
  });
}

/**
 * "Biorę wakacje składkowe na wrzesień, dochód 5000 zł na skali – ile wpłacę do ZUS?": in the
 * holiday month only the health contribution is paid, on the month's income as always.
 */
export function holidayAnswer({ t, lang, tr, amounts }: Asked): ComputedAnswer | null {
  if (!has(t, CONTRIBUTION_HOLIDAY) || !amounts.length || !has(t, /\b(ile|how much|kwot\w*|zaplac\w*|wplac\w*|pay)\b/))
    return null;
  const health = healthAnswer(`${t} zdrowotna`, lang, amounts, tr);
  if (!health) return null;
  const content = `${health.content} ${tr("advisor:computed.holidayHealthOnly")}`;
  return {
    topic: "wakacje-skladkowe",
    content,
    articles: ["wakacje-skladkowe", ...health.articles],
    calculation: content,
  };
}

/** A ryczałt bracket's contribution named ("z tych 830,58 zł"): that bracket, with the month's deductible half. */
function paidBracketAnswer(
  amounts: Amounts,
  lang: KnowledgeLang,
  tr: Translate,
  yearly: (key: "upTo60k" | "upTo300k" | "above300k") => Record<string, string>,
): ComputedAnswer | null {
  const h = P.health;
  const key = (["upTo60k", "upTo300k", "above300k"] as const).find((k) =>
    amounts.some((a) => Math.abs(a.value - h.ryczaltMonthly[k].value) < 0.005),
  );
  if (!key) return null;
  const half = money(grosz(h.ryczaltMonthly[key].value * h.ryczaltDeductibleShare.value), lang);
  const content = `${tr(`advisor:computed.healthRyczaltBracket.${key}`, yearly(key))} ${tr("advisor:computed.healthHalfMonthly", { half })}`;
  return { topic: "health-ryczalt", content, articles: ["skladka-zdrowotna-ryczalt"], calculation: content };
}

export function healthAnswer(t: string, lang: KnowledgeLang, amounts: Amounts, tr: Translate): ComputedAnswer | null {
  const h = P.health;
  const minimum = money(h.minimumMonthly.value, lang);
  if (has(t, /\b(ryczal\w*|lump[- ]?sum)\b/)) {
    const revenue = amounts.find((a) => a.kind === "revenue" || a.kind === "unknown");
    const [low, high] = h.ryczaltBrackets.value;
    const brackets = {
      low: money(h.ryczaltMonthly.upTo60k.value, lang),
      mid: money(h.ryczaltMonthly.upTo300k.value, lang),
      high: money(h.ryczaltMonthly.above300k.value, lang),
      lowYear: money(grosz(h.ryczaltMonthly.upTo60k.value * 12), lang),
      midYear: money(grosz(h.ryczaltMonthly.upTo300k.value * 12), lang),
      highYear: money(grosz(h.ryczaltMonthly.above300k.value * 12), lang),
    };
    const share = h.ryczaltDeductibleShare.value;
    const yearly = (key: "upTo60k" | "upTo300k" | "above300k") => {
      const year = grosz(h.ryczaltMonthly[key].value * 12);
      return {
        amount: money(h.ryczaltMonthly[key].value, lang),
        year: money(year, lang),
        deductible: money(grosz(year * share), lang),
        deductibleMonthly: money(grosz(h.ryczaltMonthly[key].value * share), lang),
      };
    };
    // "Ile z tych 830,58 zł zdrowotnej odliczę?": a bracket's contribution named is that bracket, no revenue.
    const paid = paidBracketAnswer(amounts, lang, tr, yearly);
    if (paid) return paid;
    if (revenue) {
      // "Przychód do 60 tys.": an amount without a period from the lowest bracket's bound up is a year's.
      const annual =
        revenue.period === "year" || (!revenue.period && revenue.value >= low) ? revenue.value : revenue.value * 12;
      const key = annual <= low ? "upTo60k" : annual <= high ? "upTo300k" : "above300k";
      const content =
        tr("advisor:computed.healthRyczaltFor", {
          annual: money(annual, lang),
          ...brackets,
          ...yearly(key),
        }) + besideJob(t, tr);
      return { topic: "health-ryczalt", content, articles: ["skladka-zdrowotna-ryczalt"], calculation: content };
    }
    const named = ryczaltBracketNamed(t);
    if (!named && has(t, /\b(odlicz\w*|deduct\w*|procent\w*|percent\w*|%)/)) return null;
    if (named) {
      const content = tr(`advisor:computed.healthRyczaltBracket.${named}`, yearly(named));
      return { topic: "health-ryczalt", content, articles: ["skladka-zdrowotna-ryczalt"], calculation: content };
    }
    // "Z pensji już mi zabierają zdrowotną – z JDG też?": each title pays its own.
    const content = tr("advisor:computed.healthRyczalt", brackets) + besideJob(t, tr);
    return { topic: "health-ryczalt", content, articles: ["skladka-zdrowotna-ryczalt"], calculation: content };
  }
  const form = namedTaxForm(has(t, /\bprogressive\b/) ? `${t} scale` : t);
  if (!form) {
    // "Ile wynosi minimalna składka zdrowotna?" (and "a rocznie?"): the minimum of the scale and flat tax.
    if (!has(t, /\b(minim\w*|najnizsz\w*|lowest|co najmniej|at least)\b/)) return null;
    const content = tr("advisor:computed.health.minimum", {
      minimum,
      yearMinimum: money(grosz(h.minimumMonthly.value * 12), lang),
      low: money(h.ryczaltMonthly.upTo60k.value, lang),
    });
    return { topic: "health-minimum", content, articles: ["skladka-zdrowotna-zasady"], calculation: content };
  }
  const rate = form === "flat" ? h.rateFlat.value : h.rateScale.value;
  const derived = incomeFromRevenue(t, amounts, lang, tr);
  const income =
    amounts.find((a) => a.kind === "income") ??
    derived?.income ??
    amounts.find((a) => a.kind === "unknown" || a.kind === "revenue");
  const article = form === "flat" ? "skladka-zdrowotna-liniowy" : "skladka-zdrowotna-skala";
  if (income) {
    const monthly = toMonthly(income.value, income.period ?? "month");
    const amount = Math.max(h.minimumMonthly.value, Math.round(monthly * rate * 100) / 100);
    const params = { income: money(monthly, lang), rate: pct(rate, lang), amount: money(amount, lang), minimum };
    const content = `${tr(`advisor:computed.health.${form}For`, params)}${income === derived?.income ? ` ${derived.how}` : ""}`;
    return { topic: `health-${form}`, content, articles: [article], calculation: content };
  }
  const content = tr(`advisor:computed.health.${form}`, {
    rate: pct(rate, lang),
    minimum,
    yearMinimum: money(grosz(h.minimumMonthly.value * 12), lang),
    above: money(grosz(h.minimumMonthly.value / rate), lang),
  });
  return { topic: `health-${form}`, content, articles: [article], calculation: content };
}

/** Social contributions said to be paid outside the costs ("ZUS 1926,76 osobno", "not in costs"). */
const SOCIAL_OUTSIDE_COSTS =
  /\b(not in (the )?costs|separately|on top|osobno|oddzielnie|poza koszt\w*|nie (sa |jest )?w koszt\w*|nie wliczam\w*)\b/;

/**
 * The month's income from a revenue and costs told ("przychód 15k, koszty 3k"), less the social
 * contributions when they are said to be paid outside the costs: the base of the health contribution
 * on the scale and the flat tax.
 */
function incomeFromRevenue(t: string, amounts: Amounts, lang: KnowledgeLang, tr: Translate) {
  const revenue = amounts.find((a) => a.kind === "revenue");
  const costs = amounts.find((a) => a.kind === "costs");
  if (!revenue || !costs) return null;
  const social = has(t, SOCIAL_OUTSIDE_COSTS) ? amountsNear(t, /zus|skladk\w* spoleczn\w*|social/)[0] : undefined;
  const period = revenue.period ?? "month";
  const zus = social ? social.value : 0;
  const value = grosz(toMonthly(revenue.value, period) - toMonthly(costs.value, costs.period ?? period) - zus);
  if (value <= 0) return null;
  const how = tr("advisor:computed.health.incomeFrom", {
    revenue: money(toMonthly(revenue.value, period), lang),
    costs: money(toMonthly(costs.value, costs.period ?? period), lang),
    social: social ? tr("advisor:computed.health.incomeFromSocial", { zus: money(zus, lang) }) : "",
  });
  return { income: { kind: "income" as const, value, period: "month" as const, index: revenue.index }, how };
}

/** A ryczałt health bracket named in words ("middle bracket", "drugi próg", "do 60 tys."). */
export function ryczaltBracketNamed(t: string): "upTo60k" | "upTo300k" | "above300k" | null {
  const named = (
    [
      [
        "upTo300k",
        /\b(middle|srodkow\w*|drugi\w*|second|sredni\w*|60 ?(000|tys\w*|k)? ?(-|–|do|to) ?300(k|[ .,]?000| ?tys\w*)?)\b/,
      ],
      // "do 60k", "do 60 tys.", "up to 60,000": the bound of a bracket, with its multiplier.
      [
        "upTo60k",
        /\b(lowest|najnizsz\w*|pierwsz\w* prog\w*|first bracket|bottom|lower|nizsz\w*|(do|up to|below|ponizej) 60([ .,]?000|k| ?tys\w*)?)\b/,
      ],
      [
        "above300k",
        /\b(highest|najwyzsz\w*|trzeci\w*|third|top|upper|wyzsz\w*|(powyzej|above|over) 300([ .,]?000|k| ?tys\w*)?)\b/,
      ],
    ] as const
  ).filter(([, re]) => has(t, re));
  // "The lowest and the highest?" names two: all three brackets answer it.
  return named.length === 1 ? named[0]![0] : null;
}
