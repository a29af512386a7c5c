import { createTranslator } from "../../shared/i18n.ts";
import { formatMoney } from "../../shared/format.ts";
import { fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import { cataloguesFor } from "../mail/catalogues.ts";
import {
  cashRegisterRequired,
  daysLeftInYear,
  employerCost,
  employerRate,
  netPay,
  vatExemptionLimit,
} from "../tax/eligibility.ts";
import { compareTaxForms } from "../tax/compare.ts";
import {
  annualReturnDeadline,
  contributionHolidayDeadline,
  type Deadline,
  healthSettlementDeadline,
  jpkDeadline,
  pitAdvanceDeadline,
  taxFormChoiceDeadline,
  zusDeadline,
} from "../tax/deadlines.ts";
import { PREVIOUS_YEAR_2025 as P25 } from "../tax/parameters-2025.ts";
import { citTax, flatTax, scaleTax } from "../tax/income-tax.ts";
import { grosz } from "../tax/money.ts";
import { PARAMETERS_2026 as P } from "../tax/parameters-2026.ts";
import { socialContributions } from "../tax/social-contributions.ts";
import { startReliefPeriod, zusTimeline } from "../tax/timeline.ts";
import { recogniseActivity } from "./understanding/activity.ts";
import { amountsNear, bindAmounts, findAmounts, toMonthly } from "./amounts.ts";
import type { BusinessProfile } from "./profile.ts";
import { findDate, formatDate, type CalendarDate } from "./understanding/dates.ts";

/** A reply worked out by the calculators from the 2026 parameters, with the articles that explain it. */
export interface ComputedAnswer {
  topic: string;
  content: string;
  /** Article ids whose sources are cited. */
  articles: string[];
  /** The figures, for a model to quote. */
  calculation: string;
}

/** Whole złoty without grosze, with plain spaces (replies are copied and searched as plain text). */
const money = (v: number, lang: KnowledgeLang) =>
  (Number.isInteger(v) ? formatMoney(v, lang).replace(/[.,]00(?=\D*$)/, "") : formatMoney(v, lang)).replace(
    /[\u00a0\u202f]/g,
    " ",
  );
const pct = (v: number, lang: KnowledgeLang) =>
  `${(v * 100).toLocaleString(lang === "en" ? "en-GB" : "pl-PL", { maximumFractionDigits: 2 })}%`;

const has = (t: string, re: RegExp) => re.test(t);
const COUNT_WORDS: Record<string, number> = {
  dwa: 2,
  dwie: 2,
  dwoch: 2,
  two: 2,
  trzech: 3,
  trzy: 3,
  three: 3,
  czterech: 4,
  cztery: 4,
  four: 4,
  pieciu: 5,
  five: 5,
};

const EMPLOYEE =
  /\b(salary|wynagrodzen\w*|pensj\w*|brutto|gross|payroll|zatrudni\w*|pracownik\w*|pracownic\w*|etat\w*|umow\w* o prace|employee\w*|hire|hiring|staff|worker\w*|employ)\b/;
const COST =
  /\b(koszt\w*|kosztuj\w*|kosztowa\w*|cost\w*|ile (mnie |to )?(wyniesie|bedzie|zaplace)|how much (will|does|would) it|total)\b/;
const VAT_LIMIT =
  /\b(vat)\b.*\b(limit\w*|zwolni\w*|prog|progu|threshold|exempt\w*|przekrocz\w*|exceed\w*|cross\w*)\b|\b(limit\w*|zwolni\w*|prog|progu|threshold|exempt\w*|przekrocz\w*|exceed\w*)\b.*\bvat\b/;
/** Another VAT-related duty than the exemption limit: KSeF, a cash register, JPK, split payment. */
const OTHER_VAT_DUTY =
  /\b(ksef\w*|e-?faktur\w*|faktur\w* ustrukturyzowan\w*|structured invoic\w*|kas\w* fiskaln\w*|cash register\w*|jpk\w*|split payment|podzielon\w* platnosc\w*|mpp)\b/;
/** The exemption limit itself asked about: crossing it, its size, losing the exemption. */
const VAT_LIMIT_ASKED =
  /\b(limit\w*|prog|progu|threshold|przekrocz\w*|exceed\w*|cross\w*|go over|stra\w* zwolnieni\w*|los\w* (the |my )?exemption|vatowc\w*|czynn\w* (podatnik\w*|vat\w*)|register for vat|rejestr\w* (do|na) vat)\b/;
const ZUS =
  /\b(zus|zusu|zusie|zusem|skladk\w* spoleczn\w*|social (security|insurance|contributions?)|ubezpieczen\w* spoleczn\w*)\b/;
const HEALTH = /\b(zdrowotn\w*|zdrowotk\w*|zdrowie|health|nfz)\b/;
const HOW_MUCH =
  /\b(ile|jaki\w*|kwot\w*|wysokosc\w*|wynosi|how much|what is|what's|whats|amount|cost\w*|koszt\w*|placi\w*|zaplac\w*|pay)\b/;
const STAGE_PREFERENTIAL =
  /\b(preferencyjn\w*|maly zus(?!\s*(plus|\+))|preferential|small zus(?!\s*(plus|\+))|reduced zus)\b/;
/** Full ZUS — not "a full year", "pełny etat", "full-time". */
const STAGE_FULL =
  /\b(pelny|pelnym|pelnego|pelnej|duzy|duzym|duzego|full|standard|normalny|zwykly)\b(?![\s-]*(rok\w*|year\w*|etat\w*|time|wymiar\w*|miesiac\w*|month\w*|ksiegow\w*|accounting))/;
/** "How much more is it than…", "o ile więcej niż…": the gap between two figures. */
const GAP =
  /\b(ile|how much)\b(\s+\w+){0,2}\s+(wiecej|mniej|drozej|taniej|wyzsz\w*|nizsz\w*|more|less|higher|lower|extra)\b|\b(more than|less than|wiecej niz|mniej niz|drozsz\w*|tansz\w*|roznic\w*|difference|gap)\b/;
/** Questions about a form, a code or a filing, not an amount ("jaki druk…", "which registration form…", "title code"). */
const FORM_QUESTION =
  /\b(druk\w*|formularz\w*|wniosek|wniosk\w*|registration form|which form|what form|form do (you|i)|kod\w*|code|zza|zua|zwua|zus ?z[zw]?ua|tytul\w* ubezpieczen\w*|insurance title)\b/;
const RELIEF =
  /\b(ulg\w* na start|uldz\w* na start|ulg\w* startow\w*|start(ing)? relief|relief for (starters|new)|(\d|szesc|six) (miesiecy|months) (bez|without|no) (zus|skladek|contributions)|bez zus\w*|without zus|no zus|zero zus|darmow\w* zus)\b/;
const WHEN =
  /\b(kiedy|do kiedy|od kiedy|when|until when|how long|jak dlugo|ends?|konczy|skonczy|koniec|end date|ktor\w+ miesiac|which month|potem|then|after( that)?|pozniej)\b/;
const YEARS =
  /\b(pierwsz\w*|drug\w*|trzeci\w*|first|second|third|1st|2nd|3rd) (rok\w*|year\w*)|\b(rok|year) (1|2|3|pierwszy|drugi|trzeci)\b|\b(3|trzy|three) (lata|years)\b/;

/**
 * Questions whose answer is a calculation are computed, not looked up: the employer's cost of a
 * salary, the pro-rata VAT exemption limit for a mid-year start, whether a monthly revenue crosses
 * the VAT limit, ZUS at a stage with and without sickness insurance, the health contribution for
 * a tax form and figure. `question` may be a follow-up joined to the question before it; the
 * figures of the newest words (`focus`) win.
 */
export function computeAnswer(
  question: string,
  lang: KnowledgeLang,
  options: { profile?: BusinessProfile; focus?: string } = {},
): ComputedAnswer | null {
  const t = fold(question).toLowerCase();
  const tr = createTranslator(lang, cataloguesFor(lang)).t;
  const focus = options.focus ?? "";
  const focusAmounts = bindAmounts(focus);
  const amounts = [...focusAmounts, ...bindAmounts(question)];
  const date = findDate(focus, P.year) ?? findDate(question, P.year);

  const deadline = deadlineAnswer(t, lang, tr);
  if (deadline) return deadline;
  const compared = compareAnswer(question, t, lang, tr, amounts);
  if (compared) return compared;
  const cit = citAnswer(t, lang, tr, amounts);
  if (cit) return cit;
  const hours = mandateHoursAnswer(t, lang, tr);
  if (hours) return hours;

  const activity =
    has(t, /\b(ryczal\w*|lump[- ]?sum|flat[- ]rate tax on revenue)\b/) &&
    has(t, /\b(stawk\w*|rate|procent\w*|percent\w*|ile|jaki\w*|what|how much|which)\b|%/) &&
    !has(t, /\b(zdrowotn\w*|health|limit\w*|kwartal\w*|quarter\w*|termin\w*|deadline|zmian\w*|change)\b/)
      ? (recogniseActivity(focus || question, lang) ?? recogniseActivity(question, lang))
      : null;
  if (activity) {
    const content = tr("advisor:computed.ryczaltRate", {
      label: activity.label,
      rate: pct(activity.rate, lang),
      source: activity.rateSource,
      pkd: activity.pkd.map((p) => `${p.code} (${p.name})`).join(", "),
      note:
        (activity.note ? ` ${activity.note}` : "") +
        (activity.id === "residential_rental" ? tr("advisor:computed.ryczaltRental") : ""),
    });
    return { topic: "ryczalt-stawki", content, articles: ["ryczalt-stawki"], calculation: content };
  }

  const payroll = payrollAnswer(t, lang, tr, amounts, focusAmounts);
  if (payroll) return payroll;
  if (has(t, EMPLOYEE) && has(t, COST) && !has(t, /\b(ryczal\w*|liniow\w*|jdg|wlasn\w* zus)\b/)) {
    // A follow-up's own amount wins ("a 8 tysięcy brutto?" after "ile kosztuje pensja 5000 brutto?").
    const pick = (list: typeof amounts) =>
      list.find((a) => a.kind === "salary") ?? list.find((a) => a.kind !== "costs" && a.value >= 1000);
    const stated = pick(focusAmounts) ?? pick(amounts);
    const gross = stated ? toMonthly(stated.value, stated.period ?? "month") : P.minimumWage.value;
    const accidentRate = accidentRateIn(t);
    const cost = employerCost(P, gross, { accidentRate });
    const ppk = employerCost(P, gross, { ppk: true, accidentRate });
    const counted =
      /\b(\d{1,3}|dwa|dwie|dwoch|trzech|trzy|czterech|cztery|pieciu|two|three|four|five)\s+(pracownik\w*|osob\w*|employees|people|workers|staff)\b/.exec(
        t,
      )?.[1];
    const count = counted ? Number(counted) || COUNT_WORDS[counted] || 1 : 1;
    const many =
      count > 1
        ? ` ${tr("advisor:computed.employerCostMany", { count, total: money(Math.round(cost.total * count * 100) / 100, lang) })}`
        : "";
    const content = tr("advisor:computed.employerCost", {
      gross: money(gross, lang),
      total: money(cost.total, lang),
      contributions: money(cost.contributions, lang),
      ppk: money(ppk.total, lang),
      accident: pct(accidentRate ?? P.employer.accident.value, lang),
      assumed: (stated ? "" : tr("advisor:computed.minimumWageAssumed")) + many,
    });
    return { topic: "employer-cost", content, articles: ["koszt-pracodawcy"], calculation: content };
  }

  // "Zwolniona z VAT, muszę wystawiać przez KSeF?" names the exemption but asks about another duty.
  if (has(t, VAT_LIMIT) && !(has(t, OTHER_VAT_DUTY) && !has(t, VAT_LIMIT_ASKED))) {
    const revenue = amounts.find((a) => a.kind === "revenue" || (a.kind === "unknown" && a.period === "month"));
    const start = date && date.year === P.year && !(date.month === 1 && date.day === 1) ? date : null;
    const limit = vatExemptionLimit(P, start ? new Date(Date.UTC(start.year, start.month - 1, start.day)) : undefined);
    if (revenue && revenue.value > 0) {
      const monthly = toMonthly(revenue.value, revenue.period ?? "month");
      const months = start ? 13 - start.month : 12;
      const year = Math.round(monthly * months * 100) / 100;
      const crossing = Math.floor(limit / monthly) + 1;
      const firstMonth = start ? start.month : 1;
      const monthName = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "pl-PL", {
        month: "long",
        timeZone: "UTC",
      }).format(new Date(Date.UTC(P.year, firstMonth - 1 + crossing - 1, 1)));
      const content =
        year > limit && firstMonth - 1 + crossing <= 12
          ? tr("advisor:computed.vatCrossedMonth", {
              monthly: money(monthly, lang),
              year: money(year, lang),
              limit: money(limit, lang),
              month: monthName,
            })
          : year > limit
            ? tr("advisor:computed.vatCrossed", {
                monthly: money(monthly, lang),
                year: money(year, lang),
                limit: money(limit, lang),
                month: crossing,
              })
            : tr("advisor:computed.vatWithin", {
                monthly: money(monthly, lang),
                year: money(year, lang),
                limit: money(limit, lang),
              });
      return { topic: "vat-limit", content, articles: ["vat-zwolnienie-limit"], calculation: content };
    }
    if (start) {
      const days = daysLeftInYear(new Date(Date.UTC(start.year, start.month - 1, start.day)));
      const content = tr("advisor:computed.vatProRata", {
        date: formatDate(start, lang),
        limit: money(limit, lang),
        days,
      });
      return { topic: "vat-pro-rata", content, articles: ["vat-zwolnienie-proporcja"], calculation: content };
    }
  }

  const register = cashRegisterAnswer(t, lang, tr, date);
  if (register) return register;
  const unregistered = unregisteredAnswer(t, lang, tr, amounts);
  if (unregistered) return unregistered;
  const before = historyAnswer(t, lang, tr);
  if (before) return before;
  const history = has(
    t,
    /\b(20(1\d|2[0-5])|went up|increase\w*|wzrosl\w*|podwyzk\w*|compared|vs|versus|niz w|than in)\b/,
  );
  const exEmployer = exEmployerAnswer(t, lang, tr);
  if (exEmployer) return exEmployer;
  const asksForm = has(t, FORM_QUESTION);
  const firstMonths = asksForm ? null : firstMonthsAnswer(t, lang, tr, date);
  if (firstMonths) return firstMonths;
  const stageEnd =
    date &&
    has(t, WHEN) &&
    (has(t, STAGE_PREFERENTIAL) || has(t, STAGE_FULL) || has(t, /\b(nie place|nie plac\w*|bez) skladek\b/));
  // "Do I get the 6 months without ZUS again?" asks who is eligible: the articles answer that.
  const eligibility = has(
    t,
    /\b(again|ponownie|znowu|jeszcze raz|eligible|przysluguje|czy (moge|mi)|can i( still)?|do i get|still use)\b/,
  );
  const total =
    eligibility || asksForm || history ? null : monthlyTotalAnswer(t, lang, tr, amounts, !date && !has(t, WHEN));
  if (total) return total;
  if (
    !eligibility &&
    !asksForm &&
    ((has(t, RELIEF) && (date || has(t, WHEN))) || stageEnd || (has(t, ZUS) && has(t, YEARS)))
  ) {
    const pref = socialContributions(P, { stage: "preferential", sicknessInsurance: false });
    const prefSick = socialContributions(P, { stage: "preferential", sicknessInsurance: true });
    const full = socialContributions(P, { stage: "full", sicknessInsurance: false });
    const fullSick = socialContributions(P, { stage: "full", sicknessInsurance: true });
    const figures = {
      pref: money(pref.monthly.total, lang),
      prefSick: money(prefSick.monthly.total, lang),
      full: money(full.monthly.total, lang),
      fullSick: money(fullSick.monthly.total, lang),
      health: money(P.health.minimumMonthly.value, lang),
    };
    let content: string;
    if (date) {
      const period = startReliefPeriod({ year: date.year, month: date.month, day: date.day });
      const d = (iso: string) => formatDate(iso, lang);
      const [y, m] = period.preferential.last.split("-").map(Number) as [number, number];
      const fullFirst = formatDate({ year: m === 12 ? y + 1 : y, month: m === 12 ? 1 : m + 1, day: 1 }, lang);
      const dates = {
        start: formatDate(date, lang),
        reliefFirst: d(period.relief.first),
        reliefLast: d(period.relief.last),
        prefFirst: d(period.preferential.first),
        prefLast: d(period.preferential.last),
        fullFirst,
        ...figures,
      };
      // "Od kiedy pełny ZUS?": the day full ZUS (or Mały ZUS Plus) starts comes first.
      content = has(t, STAGE_FULL)
        ? tr("advisor:computed.relief.fullFrom", dates)
        : tr(period.startMonthDays ? "advisor:computed.relief.datesPartial" : "advisor:computed.relief.dates", dates);
    } else content = tr("advisor:computed.relief.path", figures);
    return { topic: "ulga-na-start", content, articles: ["ulga-na-start", "zus-etapy"], calculation: content };
  }

  // "How much more is that than the preferential one?": a stage compared with the other one is a gap
  // even when the question does not say "ZUS" again.
  const gapAsked = has(t, GAP) && (has(t, STAGE_PREFERENTIAL) || (has(t, ZUS) && has(t, STAGE_FULL)));
  if (
    (has(t, ZUS) || gapAsked) &&
    !has(t, HEALTH) &&
    !history &&
    !asksForm &&
    !eligibility &&
    (has(t, HOW_MUCH) || gapAsked) &&
    (has(t, STAGE_PREFERENTIAL) || has(t, STAGE_FULL))
  ) {
    const stage = has(t, STAGE_PREFERENTIAL) && !gapAsked ? "preferential" : "full";
    const without = socialContributions(P, { stage, sicknessInsurance: false });
    const withSickness = socialContributions(P, { stage, sicknessInsurance: true });
    const content = tr(`advisor:computed.zus.${stage}`, {
      without: money(without.monthly.total, lang),
      with: money(withSickness.monthly.total, lang),
      base: money(without.base, lang),
      sickness: money(withSickness.monthly.sickness, lang),
    });
    const parts = withSickness.monthly;
    const breakdown = tr("advisor:computed.zusParts", {
      pension: money(parts.pension, lang),
      disability: money(parts.disability, lang),
      sickness: money(parts.sickness, lang),
      accident: money(parts.accident, lang),
      labourFund: parts.labourFund ? money(parts.labourFund, lang) : tr("advisor:computed.notDue"),
    });
    // Totals over the year (and over the 24 preferential months), and the gap between the stages.
    const months = stage === "preferential" ? P.zus.preferentialMonths.value : 12;
    const totals = tr(`advisor:computed.zusTotals.${stage}`, {
      yearWithout: money(grosz(without.monthly.total * 12), lang),
      yearWith: money(grosz(withSickness.monthly.total * 12), lang),
      periodWithout: money(grosz(without.monthly.total * months), lang),
      periodWith: money(grosz(withSickness.monthly.total * months), lang),
    });
    const other = socialContributions(P, {
      stage: stage === "full" ? "preferential" : "full",
      sicknessInsurance: false,
    });
    const otherSick = socialContributions(P, {
      stage: stage === "full" ? "preferential" : "full",
      sicknessInsurance: true,
    });
    const gap =
      (has(t, STAGE_PREFERENTIAL) && has(t, STAGE_FULL)) || gapAsked
        ? tr("advisor:computed.zusGap", {
            without: money(grosz(Math.abs(without.monthly.total - other.monthly.total)), lang),
            with: money(grosz(Math.abs(withSickness.monthly.total - otherSick.monthly.total)), lang),
          })
        : "";
    const article = stage === "preferential" ? "zus-preferencyjny" : "zus-pelny";
    return {
      topic: `zus-${stage}`,
      content: [gap, content, totals, breakdown].filter(Boolean).join("\n\n"),
      articles: [article],
      calculation: content,
    };
  }

  const healthPaid = amountsNear(focus || question, HEALTH_PAID)[0] ?? amountsNear(question, HEALTH_PAID)[0];
  const notHealth = (a: { index: number; value: number }) => !healthPaid || a.value !== healthPaid.value;
  const income =
    amounts.find((a) => a.kind === "income" && notHealth(a)) ??
    amounts.find((a) => a.kind === "unknown" && notHealth(a));
  const form = has(t, /\b(liniow\w*|flat)\b/)
    ? "flat"
    : has(t, /\b(skal\w*(?! roku)|zasad\w* ogoln\w*|scale)\b/)
      ? "scale"
      : null;
  if (income && has(t, /\b(danin\w*|solidarity levy|solidarnosciow\w*)\b/) && !form) {
    const annual = income.period === "month" ? income.value * 12 : income.value;
    const levy = grosz(Math.max(0, annual - P.pit.solidarityThreshold.value) * P.pit.solidarityRate.value);
    const content = tr("advisor:computed.solidarity", { income: money(annual, lang), levy: money(levy, lang) });
    return { topic: "danina", content, articles: ["danina-solidarnosciowa"], calculation: content };
  }
  if (form && income && !has(t, HEALTH) && has(t, /\b(pit|podat\w*|tax|levy|danin\w*)\b/)) {
    const annual = income.period === "month" ? income.value * 12 : income.value;
    const tax = form === "flat" ? flatTax(P, annual) : scaleTax(P, annual);
    const levy = Math.max(0, annual - P.pit.solidarityThreshold.value) * P.pit.solidarityRate.value;
    const content = tr(`advisor:computed.pit.${form}`, {
      income: money(annual, lang),
      tax: money(tax, lang),
      solidarity: levy > 0 ? tr("advisor:computed.pit.solidarity", { levy: money(levy, lang) }) : "",
    });
    return {
      topic: `pit-${form}`,
      content,
      articles: [form === "flat" ? "podatek-liniowy" : "skala-podatkowa"],
      calculation: content,
    };
  }

  if (has(t, HEALTH) && has(t, /\b(odlicz\w*|deduct\w*|sav\w*|zaoszczedz\w*|oszczedz\w*)\b/) && form === "flat") {
    const cap = P.health.flatDeductionCap.value;
    const flatRate = P.pit.flatRate.value;
    // The health contribution paid: an amount named as such, else 4,9% of the income named.
    const paidMonthly = healthPaid
      ? toMonthly(healthPaid.value, healthPaid.period ?? "month")
      : income
        ? Math.max(
            P.health.minimumMonthly.value,
            grosz(toMonthly(income.value, income.period ?? "month") * P.health.rateFlat.value),
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
    const year = grosz(paidMonthly * 12);
    const deductible = Math.min(year, cap);
    const content = tr("advisor:computed.flatDeduction", {
      monthly: money(paidMonthly, lang),
      year: money(year, lang),
      deductible: money(deductible, lang),
      cap: money(cap, lang),
      saving: money(grosz(deductible * flatRate), lang),
      over: year > cap ? tr("advisor:computed.flatDeductionOver", { over: money(grosz(year - cap), lang) }) : "",
    });
    return { topic: "health-flat", content, articles: ["skladka-zdrowotna-liniowy"], calculation: content };
  }
  const ryczaltDeduction = has(t, /\b(ryczal\w*|lump[- ]?sum)\b/) && has(t, /\b(odlicz\w*|deduct\w*)\b/);
  if (
    has(t, HEALTH) &&
    !history &&
    (amounts.length > 0 || has(t, HOW_MUCH) || ryczaltDeduction || has(t, /\b(minim\w*|najnizsz\w*)\b/)) &&
    (ryczaltDeduction || !has(t, /\b(odlicz\w*|deduct\w*)\b/)) &&
    !has(
      t,
      /\b(rozliczen\w*|settlement|termin\w*|deadline|kiedy|when|veto|reform\w*|podstaw\w*|base|sprzeda\w*|sell\w*|srodk\w* trwal\w*|fixed asset\w*)\b/,
    )
  )
    return healthAnswer(t, lang, amounts, tr);
  return null;
}

function healthAnswer(
  t: string,
  lang: KnowledgeLang,
  amounts: ReturnType<typeof bindAmounts>,
  tr: ReturnType<typeof createTranslator>["t"],
): ComputedAnswer | null {
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
      };
    };
    if (revenue) {
      const annual =
        revenue.period === "year" || (!revenue.period && revenue.value > 60_000) ? revenue.value : revenue.value * 12;
      const key = annual <= low ? "upTo60k" : annual <= high ? "upTo300k" : "above300k";
      const content = tr("advisor:computed.healthRyczaltFor", {
        annual: money(annual, lang),
        ...brackets,
        ...yearly(key),
      });
      return { topic: "health-ryczalt", content, articles: ["skladka-zdrowotna-ryczalt"], calculation: content };
    }
    const named = ryczaltBracketNamed(t);
    if (!named && has(t, /\b(odlicz\w*|deduct\w*|procent\w*|percent\w*|%)/)) return null;
    if (named) {
      const content = tr(`advisor:computed.healthRyczaltBracket.${named}`, yearly(named));
      return { topic: "health-ryczalt", content, articles: ["skladka-zdrowotna-ryczalt"], calculation: content };
    }
    const content = tr("advisor:computed.healthRyczalt", brackets);
    return { topic: "health-ryczalt", content, articles: ["skladka-zdrowotna-ryczalt"], calculation: content };
  }
  const form = has(t, /\b(liniow\w*|flat)\b/)
    ? "flat"
    : has(t, /\b(skal\w*(?! roku)|zasad\w* ogoln\w*|scale|progressive)\b/)
      ? "scale"
      : null;
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
  const income =
    amounts.find((a) => a.kind === "income") ?? amounts.find((a) => a.kind === "unknown" || a.kind === "revenue");
  const article = form === "flat" ? "skladka-zdrowotna-liniowy" : "skladka-zdrowotna-skala";
  if (income) {
    const monthly = toMonthly(income.value, income.period ?? "month");
    const amount = Math.max(h.minimumMonthly.value, Math.round(monthly * rate * 100) / 100);
    const content = tr(`advisor:computed.health.${form}For`, {
      income: money(monthly, lang),
      rate: pct(rate, lang),
      amount: money(amount, lang),
      minimum,
    });
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

/** The sources of the articles a computed answer cites, in the question's language. */
export function computedSources(search: KnowledgeSearch, answer: ComputedAnswer, lang: KnowledgeLang) {
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

export { findAmounts, type CalendarDate };

type Translate = ReturnType<typeof createTranslator>["t"];

/** Month words in folded Polish (every case) and English; "may" only as a month next to a year or "in/for/of". */
const MONTH_WORDS: [RegExp, number][] = [
  [/^(stycz\w*|january|jan)$/, 1],
  [/^(lut(y|ego|ym)|february|feb)$/, 2],
  [/^(marzec|marca|marcu|march)$/, 3],
  [/^(kwie\w*|april|apr)$/, 4],
  [/^(maj|maja|maju|may)$/, 5],
  [/^(czerw(iec|ca|cu)|june)$/, 6],
  [/^(lip(iec|ca|cu)|july)$/, 7],
  [/^(sierp\w*|august|aug)$/, 8],
  [/^(wrze(sien|snia|sniu)|september|sept?)$/, 9],
  [/^(pazdziernik\w*|october|oct)$/, 10],
  [/^(listopad\w*|november|nov)$/, 11],
  [/^(grud\w*|december|dec)$/, 12],
];
const PL_MONTH_LOCATIVE = [
  "styczniu",
  "lutym",
  "marcu",
  "kwietniu",
  "maju",
  "czerwcu",
  "lipcu",
  "sierpniu",
  "wrześniu",
  "październiku",
  "listopadzie",
  "grudniu",
];
const QUARTER_WORDS: Record<string, number> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  pierwszy: 1,
  drugi: 2,
  trzeci: 3,
  czwarty: 4,
};

export interface NamedPeriod {
  year: number;
  yearNamed: boolean;
  month?: number;
  quarter?: number;
}

/**
 * The month, quarter or year a question is about ("za listopad 2026", "for November", "Q4 2026",
 * "za 4 kwartał", "for 2026"). A month written with a day ("20 grudnia") is a date, not the
 * period, and is skipped.
 */
export function namedPeriod(t: string, defaultYear: number): NamedPeriod | null {
  const years = [...t.matchAll(/\b(20[2-3]\d)\b/g)].map((m) => ({ year: +m[1]!, index: m.index }));
  const yearAfter = (index: number) => years.find((y) => y.index >= index && y.index - index <= 14)?.year;
  const quarter =
    /\b(?:([1-4])|(i{1,3}|iv))\s*(?:kw\.?|kwartal\w*)|\bq([1-4])\b|\b([1-4])(?:st|nd|rd|th)?\s+quarter|\b(first|second|third|fourth)\s+quarter|\b(pierwsz|drug|trzec|czwart)\w*\s+kwartal\w*/.exec(
      t,
    );
  if (quarter) {
    const word = quarter[2] ?? quarter[5] ?? quarter[6];
    const q =
      Number(quarter[1] ?? quarter[3] ?? quarter[4]) ||
      QUARTER_WORDS[
        word === "pierwsz"
          ? "pierwszy"
          : word === "drug"
            ? "drugi"
            : word === "trzec"
              ? "trzeci"
              : word === "czwart"
                ? "czwarty"
                : word!
      ]!;
    const year = yearAfter(quarter.index) ?? years[0]?.year;
    return { year: year ?? defaultYear, yearNamed: year !== undefined, quarter: q };
  }
  for (const m of t.matchAll(/[a-z]+/g)) {
    const month = MONTH_WORDS.find(([re]) => re.test(m[0]))?.[1];
    if (!month) continue;
    const before = t.slice(Math.max(0, m.index - 6), m.index);
    if (/\d\s*$|\d\.?\s*(of\s+)?$/.test(before)) continue; // "20 grudnia": a day
    if (
      /^\s*\d{1,2}(st|nd|rd|th)?\b(?!\d)/.test(t.slice(m.index + m[0].length)) &&
      !/^\s*20[2-3]\d/.test(t.slice(m.index + m[0].length))
    )
      continue; // "December 20"
    if (m[0] === "may" && !/\b(in|for|of|by|until|za|w)\s+$/.test(t.slice(0, m.index)) && !yearAfter(m.index)) continue;
    const year = yearAfter(m.index) ?? years[0]?.year;
    return { year: year ?? defaultYear, yearNamed: year !== undefined, month };
  }
  if (years.length) return { year: years[0]!.year, yearNamed: true };
  return null;
}

const monthYear = (year: number, month: number, lang: KnowledgeLang) =>
  new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "pl-PL", { month: "long", year: "numeric", timeZone: "UTC" })
    .format(new Date(Date.UTC(year, month - 1, 1)))
    .replace(/\s*r\.$/, "");

const ROMAN = ["I", "II", "III", "IV"];

const ASK_DEADLINE =
  /\b(do kiedy|termin\w*|deadline\w*|due|by when|until when|when|kiedy|do ktorego|na kiedy|ostatni\w* dzien|last day|by what date|najpozniej|latest)\b/;

/**
 * A deadline for a named period, moved to the next working day when it falls on a Saturday, a
 * Sunday or a public holiday: ZUS for a month, JPK_V7M/K, a PIT advance, the annual return and the
 * health-contribution settlement for a year, the tax-form choice after a first revenue, the
 * contribution-holiday application. Null when the question names no period (the articles answer).
 */
function deadlineAnswer(t: string, lang: KnowledgeLang, tr: Translate): ComputedAnswer | null {
  // The tax-form choice after a first revenue in a named month can only ask for its deadline.
  const taxFormChoice =
    has(t, /\b(zmian\w*|zmieni\w*|wybor\w*|wybra\w*|change|choose|switch|pick)\b/) &&
    has(t, /\b(form\w* opodatkowani\w*|tax form|opodatkowani\w*|form of tax\w*)\b/) &&
    has(t, /\b(pierwsz\w* przychod\w*|first (revenue|income|sale|invoice|payment))\b/);
  if (!has(t, ASK_DEADLINE) && !taxFormChoice) return null;
  const period = namedPeriod(t, P.year);
  if (!period) return null;
  const date = (d: Deadline["due"]) => formatDate(d, lang);
  const say = (key: string, d: Deadline, params: Record<string, string | number>, articles: string[]) => {
    const moved = d.moved
      ? tr("advisor:computed.deadline.moved", {
          nominal: date(d.nominal),
          why: tr(`advisor:computed.deadline.why.${d.moved}`),
        })
      : "";
    const content = tr(`advisor:computed.deadline.${key}`, { ...params, due: date(d.due), moved });
    return { topic: `deadline-${key}`, content, articles, calculation: content };
  };
  const monthLabel = period.month ? monthYear(period.year, period.month, lang) : "";

  if (
    has(
      t,
      /\b(wakacj\w* (skladkow\w*|od zus\w*|z zus\w*)|skladkow\w* wakacj\w*|(contribution|zus) holiday\w*|holiday from (zus|contributions)|rws)\b/,
    )
  ) {
    if (!period.month) return null;
    return say("contributionHoliday", contributionHolidayDeadline(period.year, period.month), { period: monthLabel }, [
      "wakacje-skladkowe",
    ]);
  }
  if (taxFormChoice) {
    if (!period.month) return null;
    return say(
      period.month === 12 ? "taxFormDecember" : "taxForm",
      taxFormChoiceDeadline(period.year, period.month),
      {
        month: lang === "pl" ? PL_MONTH_LOCATIVE[period.month - 1]! : monthLabel.replace(/\s*\d{4}$/, ""),
        year: period.year,
      },
      ["zmiana-formy-opodatkowania"],
    );
  }
  if (has(t, HEALTH) && has(t, /\b(rozliczen\w*|settlement|settle\w*|roczn\w*|annual\w*|yearly)\b/)) {
    if (!period.yearNamed || period.month || period.quarter) return null;
    return say("healthSettlement", healthSettlementDeadline(period.year), { year: period.year }, [
      "skladka-zdrowotna-rozliczenie-roczne",
    ]);
  }
  if (
    has(
      t,
      /\b(pit-?36l?|pit-?28|zeznani\w*|tax return|annual return|yearly return|return|roczn\w* (pit|zeznani\w*|rozliczeni\w*)|rozliczeni\w* roczn\w*|filing|file)\b/,
    ) &&
    !has(t, /\b(jpk\w*|vat)\b/)
  ) {
    if (!period.yearNamed || period.month || period.quarter) return null;
    return say("annualReturn", annualReturnDeadline(period.year), { year: period.year }, ["zeznanie-roczne-pit"]);
  }
  if (
    has(t, /\b(jpk\w*|vat-?7\w*)\b/) ||
    (has(t, /\bvat\b/) &&
      has(t, /\b(deklaracj\w*|declaration|return|rozliczen\w*|zaplac\w*|plac\w*|pay|payment|wplat\w*)\b/))
  ) {
    if (period.quarter)
      return say(
        "jpkQuarter",
        jpkDeadline({ year: period.year, quarter: period.quarter }),
        {
          period:
            lang === "pl" ? `${ROMAN[period.quarter - 1]} kwartał ${period.year}` : `Q${period.quarter} ${period.year}`,
        },
        ["jpk-v7"],
      );
    if (!period.month) return null;
    return say("jpkMonth", jpkDeadline({ year: period.year, month: period.month }), { period: monthLabel }, ["jpk-v7"]);
  }
  if (
    // The monthly health contribution is paid with the social ones, by the same day.
    has(t, /\b(zus|skladk\w*|dra|social (security|contributions?)|zdrowotn\w*|health contribution)\b/) &&
    // "Od kiedy pełny ZUS, jak zacznę w marcu?" asks when a stage starts, not a payment deadline.
    !has(t, STAGE_FULL) &&
    !has(t, STAGE_PREFERENTIAL) &&
    !has(t, RELIEF) &&
    !has(
      t,
      /\b(zaczyn\w*|zaczn\w*|zaczal\w*|start\w*|wchodz\w*|wejdzie|begin\w*|otwier\w*|otworz\w*|zaklad\w*|zaloz\w*|rejestr\w*|register\w*)\b/,
    )
  ) {
    if (!period.month) return null;
    const legal = has(
      t,
      /\b(sp\.? ?z ?o\.? ?o\.?|spolk\w* z ograniczon\w*|z o\.?o|psa|prost\w* spolk\w* akcyjn\w*|spolk\w* akcyjn\w*|limited (liability )?company|llc|spzoo)/,
    );
    return say(
      legal ? "zusLegalPerson" : "zusSoleTrader",
      zusDeadline(period.year, period.month, legal ? "legalPerson" : "soleTrader"),
      { period: monthLabel },
      ["zus-terminy-dra"],
    );
  }
  if (has(t, /\b(zaliczk\w*|advance\w*|pit)\b/)) {
    if (!period.month) return null;
    return say("pitAdvance", pitAdvanceDeadline(period.year, period.month), { period: monthLabel }, ["zaliczki-pit"]);
  }
  return null;
}

const UNREGISTERED =
  /\b(nierejestrowan\w*|niezarejestrowan\w*|unregistered|bez (zakladania |rejestrowania |rejestracji )?(firmy|dzialalnosci|jdg|rejestracji)|without (a |registering a |setting up a )?(business|company|firm|registration|registering|jdg))\b/;
const NEED_TO_REGISTER =
  /\b(musze|trzeba|powinn\w*|mam|czy) (juz )?(zakladac|zalozyc|rejestrowac|zarejestrowac|otworzyc|otwierac|miec) (firm\w*|dzialalnosc\w*|jdg)|\b(need|have|required) (a |to (register|open|set up|start) (a )?)(jdg|business|company|firm|sole proprietorship)|\bneed to register\b/;
/** "3k a month", "2,5 tys. miesięcznie": an amount earned in every month, not in one month. */
const EVERY_MONTH =
  /\b(miesiecznie|co miesiac|na miesiac|a month|per month|monthly|each month|every month|mies\.|\/ ?(mc|m-c|mies\w*|month))(?=\W|$)/;

/**
 * Unregistered activity from 2026: a quarterly limit of 10 813,50 zł. With the revenue of months
 * of a quarter (summed), or of every month (× 3): how much is left or how far it is over; with no
 * figure and "per month"/"average": the limit ÷ 3.
 */
function unregisteredAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  amounts: ReturnType<typeof bindAmounts>,
): ComputedAnswer | null {
  const named = has(t, UNREGISTERED);
  if (!named && !has(t, NEED_TO_REGISTER)) return null;
  // "JDG czy spółka?", VAT or ZUS questions with an amount are about something else.
  if (
    !named &&
    has(t, /\b(spolk\w*|sp\.? ?z ?o|llc|limited company|vat\b|kas\w* fiskaln\w*|cash register|zus|or\b|czy \w+ czy)/)
  )
    return null;
  const limit = P.unregistered.quarterlyLimit.value;
  const article = ["dzialalnosc-nierejestrowana"];
  const figures = amounts.filter((a) => a.kind !== "costs" && a.value !== limit && a.value >= 100);
  if (!figures.length) {
    if (
      !named ||
      !has(t, /\b(average|srednio|sredni\w*|per month|a month|monthly|miesiecznie|na miesiac|w miesiacu|each month)\b/)
    )
      return null;
    const content = tr("advisor:computed.unregistered.average", {
      limit: money(limit, lang),
      monthly: money(grosz(limit / 3), lang),
    });
    return { topic: "unregistered", content, articles: article, calculation: content };
  }
  const everyMonth = figures.length === 1 && has(t, EVERY_MONTH);
  const quarter = grosz(everyMonth ? figures[0]!.value * 3 : figures.reduce((a, f) => a + f.value, 0));
  const left = grosz(limit - quarter);
  const params = {
    limit: money(limit, lang),
    quarter: money(quarter, lang),
    monthly: money(figures[0]!.value, lang),
    left: money(Math.abs(left), lang),
    parts: figures.map((f) => money(f.value, lang)).join(" + "),
  };
  const key = `${everyMonth ? "monthly" : "sum"}${left >= 0 ? "Within" : "Over"}`;
  const content = tr(`advisor:computed.unregistered.${key}`, params);
  return { topic: "unregistered", content, articles: article, calculation: content };
}

const CASH_REGISTER =
  /\b(kas\w* fiskaln\w*|kas[aeyi]|kase|kasy rejestrujac\w*|cash register\w*|fiscal (cash )?register\w*|till)\b/;

/** The cash-register exemption limit for a first sale to consumers during 2026: 20 000 zł × days left ÷ 365. */
function cashRegisterAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  date: CalendarDate | null,
): ComputedAnswer | null {
  if (!has(t, CASH_REGISTER) || !date || date.year !== P.year) return null;
  if (!has(t, /\b(limit\w*|prog\w*|threshold|exempt\w*|zwolni\w*|ile|how much|what|jaki\w*|do jakiej)\b/)) return null;
  const start = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const { limit } = cashRegisterRequired(P, {
    consumerSales: 0,
    firstConsumerSale: start,
    listedGoodsOrServices: false,
  });
  const content = tr("advisor:computed.cashRegisterProRata", {
    date: formatDate(date, lang),
    limit: money(limit, lang),
    days: daysLeftInYear(start),
  });
  return { topic: "cash-register", content, articles: ["kasa-fiskalna"], calculation: content };
}

/** "How much did it go up?": a 2026 figure against 2025 (parameters-2025.ts). */
const HISTORY_ASK =
  /\b(o ile|by how much|how much (did|has|have|more|higher)|wzrosl\w*|wzrosn\w*|wzrost\w*|podrozal\w*|podwyz\w*|podniesi\w*|zmienil\w*|zmian\w*|went up|go(ne)? up|increase\w*|rais\w*|rise|rose|roznic\w*|difference|compared|porownani\w*|w porownaniu|vs\.?|versus|niz w 2025|than in 2025)\b/;
const PAST_YEAR =
  /\b(2025|zeszl\w* rok\w*|ubiegl\w* rok\w*|poprzedni\w* rok\w*|rok temu|last year|previous year|a year ago)\b/;
const PAST_TENSE = /\b(byl|byla|bylo|wynosil\w*|was|used to be)\b/;

function historyAnswer(t: string, lang: KnowledgeLang, tr: Translate): ComputedAnswer | null {
  const asksChange = has(t, HISTORY_ASK);
  const asksPast = has(t, PAST_YEAR) && (has(t, PAST_TENSE) || asksChange);
  if (!asksChange && !asksPast) return null;
  if (!asksPast && !has(t, /\b(2026|w tym roku|this year|od stycznia|from january)\b/) && !has(t, PAST_YEAR)) {
    // "o ile wzrosła płaca minimalna?" still means 2026 against 2025; anything else needs a year.
    if (!has(t, /\b(wzrosl\w*|podrozal\w*|went up|go(ne)? up|increase\w*|rose)\b/)) return null;
  }
  type Item = { key: string; before: number; now: number; article: string };
  let item: Item | null = null;
  const fullStage = has(t, STAGE_FULL);
  if (has(t, HEALTH) && has(t, /\b(ryczal\w*|lump[- ]?sum)\b/)) {
    const bracket = ryczaltBracketNamed(t);
    if (bracket)
      item = {
        key: `ryczalt.${bracket}`,
        before: P25.ryczaltHealth[bracket].value,
        now: P.health.ryczaltMonthly[bracket].value,
        article: "skladka-zdrowotna-ryczalt",
      };
  } else if (has(t, HEALTH) && has(t, /\b(odlicz\w*|deduct\w*)\b/) && has(t, /\b(liniow\w*|flat)\b/))
    item = {
      key: "flatCap",
      before: P25.flatDeductionCap.value,
      now: P.health.flatDeductionCap.value,
      article: "skladka-zdrowotna-liniowy",
    };
  else if (has(t, HEALTH) && has(t, /\b(minim\w*|najnizsz\w*|lowest|skal\w*|scale|liniow\w*|flat)\b/))
    item = {
      key: "healthMinimum",
      before: P25.healthMinimum.value,
      now: P.health.minimumMonthly.value,
      article: "skladka-zdrowotna-zasady",
    };
  else if (
    !has(t, HEALTH) &&
    has(
      t,
      /\b(minimaln\w* (krajow\w*|pensj\w*|wynagrodzen\w*|plac\w*)|minimalna krajowa|najnizsz\w* krajow\w*|plac\w* minimaln\w*|minimum wage|minimalk\w*)\b/,
    )
  )
    item = {
      key: "minimumWage",
      before: P25.minimumWage.value,
      now: P.minimumWage.value,
      article: "placa-minimalna-2026",
    };
  else if (has(t, ZUS) && fullStage && !has(t, STAGE_PREFERENTIAL))
    item = {
      key: "fullZus",
      before: P25.fullZusWithSickness.value,
      now: socialContributions(P, { stage: "full", sicknessInsurance: true }).monthly.total,
      article: "zus-pelny",
    };
  else if (has(t, STAGE_PREFERENTIAL) && !fullStage)
    item = {
      key: "preferentialZus",
      before: P25.preferentialZusWithSickness.value,
      now: socialContributions(P, { stage: "preferential", sicknessInsurance: true }).monthly.total,
      article: "zus-preferencyjny",
    };
  else if (has(t, /\bvat\b/) && has(t, /\b(limit\w*|zwolni\w*|prog\w*|threshold|exempt\w*)\b/))
    item = {
      key: "vatLimit",
      before: P25.vatExemptionLimit.value,
      now: P.vat.exemptionLimit.value,
      article: "vat-zwolnienie-limit",
    };
  else if (has(t, UNREGISTERED) && has(t, /\b(limit\w*|prog\w*|ile|how much)\b/))
    item = {
      key: "unregistered",
      before: P25.unregisteredMonthlyLimit.value,
      now: P.unregistered.quarterlyLimit.value,
      article: "dzialalnosc-nierejestrowana",
    };
  if (!item) return null;
  const content = tr(`advisor:computed.history.${item.key}`, {
    before: money(item.before, lang),
    now: money(item.now, lang),
    change: money(grosz(Math.abs(item.now - item.before)), lang),
  });
  return { topic: `history-${item.key}`, content, articles: [item.article], calculation: content };
}

/** A ryczałt health bracket named in words ("middle bracket", "drugi próg", "do 60 tys."). */
function ryczaltBracketNamed(t: string): "upTo60k" | "upTo300k" | "above300k" | null {
  if (has(t, /\b(middle|srodkow\w*|drugi\w*|second|sredni\w*|60 ?(000|tys\w*|k)? ?(-|–|do|to) ?300)\b/))
    return "upTo300k";
  if (has(t, /\b(lowest|najnizsz\w*|pierwsz\w* prog\w*|first bracket|bottom|lower|nizsz\w*|do 60)\b/)) return "upTo60k";
  if (has(t, /\b(highest|najwyzsz\w*|trzeci\w*|third|top|upper|wyzsz\w*|powyzej 300|above 300|over 300)\b/))
    return "above300k";
  return null;
}

const FORM_WORDS: RegExp[] = [
  /\b(skal\w*(?! roku)|zasad\w* ogoln\w*|(tax )?scale|progressive)\b/,
  /\b(liniow\w*|flat)\b/,
  /\b(ryczal\w*|lump[- ]?sum)\b/,
];
const CHOOSE_FORM =
  /\b(jak\w* form\w* opodatkowani\w*|ktor\w* form\w*|form\w* opodatkowani\w* (wybrac|wybrac|najlepsz\w*|oplaca)|co (mi )?sie (bardziej )?oplaca|co wybrac|(what|which|best) (tax )?form|tax form should|which (one|is) (is )?(best|cheaper|cheapest)|(go|opt) for|najkorzystniej\w*|najtansz\w*|oplaca sie)\b/;

/**
 * "Scale, flat tax or ryczałt?" with the user's revenue (and costs): the three forms compared for
 * 2026 at the lump-sum rate of the activity (a rate written in the question wins), full ZUS unless
 * the question names the start relief or preferential ZUS.
 */
function compareAnswer(
  question: string,
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  amounts: ReturnType<typeof bindAmounts>,
): ComputedAnswer | null {
  const forms = FORM_WORDS.filter((re) => re.test(t)).length;
  if (forms < 2 && !has(t, CHOOSE_FORM)) return null;
  if (has(t, /\b(zdrowotn\w*|health|stawk\w* ryczal\w*|limit\w*|termin\w*|deadline|do kiedy|zmian\w*|change|switch)\b/))
    return null;
  const revenue = amounts.find((a) => a.kind === "revenue") ?? amounts.find((a) => a.kind === "unknown");
  if (!revenue) return null;
  const costs = amounts.find((a) => a.kind === "costs");
  const perYear = (a: { value: number; period: "month" | "year" | null }) =>
    a.period === "year" || (!a.period && a.value >= 100_000) ? a.value : a.value * 12;
  const annualRevenue = Math.round(perYear(revenue));
  const annualCosts = costs ? Math.round(perYear({ ...costs, period: costs.period ?? revenue.period })) : 0;
  const stated = /\b(?:ryczal\w*|lump[- ]?sum)\w*\s*(?:\(?\s*)?(\d{1,2}(?:[.,]\d)?)\s?%/.exec(t);
  const activity = recogniseActivity(question, lang);
  const rate = stated ? Number(stated[1]!.replace(",", ".")) / 100 : (activity?.rate ?? 0.085);
  const zus = has(
    t,
    /\b(ulg\w* na start|preferencyjn\w*|preferential|maly zus(?! plus)|pierwsz\w* firm\w*|first business)\b/,
  )
    ? "preferential"
    : "full";
  const result = compareTaxForms({
    year: P.year,
    annualRevenue,
    annualCosts,
    zus,
    sicknessInsurance: false,
    ryczaltRate: rate,
  });
  const net = Object.fromEntries(result.variants.map((v) => [v.form, v.netIncome])) as Record<string, number>;
  const content = tr("advisor:computed.compare", {
    revenue: money(annualRevenue, lang),
    costs: money(annualCosts, lang),
    best: tr(`advisor:forms.${result.best}`),
    net: money(Math.round(net[result.best]!), lang),
    scale: money(Math.round(net.scale!), lang),
    flat: money(Math.round(net.flat!), lang),
    ryczalt: money(Math.round(net.ryczalt!), lang),
    rate: pct(rate, lang),
    zus: tr(`advisor:zus.${zus}`),
    rateReason: stated
      ? tr("advisor:computed.compareRateStated")
      : activity
        ? tr("advisor:rateReason.activity", { label: activity.label })
        : tr("advisor:rateReason.default"),
  });
  return { topic: "formy-opodatkowania-wybor", content, articles: ["formy-opodatkowania-wybor"], calculation: content };
}

const EX_EMPLOYER =
  /\b(tej samej firm\w*|tego samego pracodawc\w*|tej samej spolk\w*|dla tej samej|to samo dla (tej|tego|mojego|swojego)|(byl\w*|obecn\w*|dotychczasow\w*|swojego|mojego) pracodawc\w*|same (company|employer|firm|client)|(former|previous|current|old|ex-?) ?employer|ex-employer|they want me back)\b/;

/** Services to one's former employer rule out the start relief and preferential ZUS: full ZUS from the start. */
function exEmployerAnswer(t: string, lang: KnowledgeLang, tr: Translate): ComputedAnswer | null {
  if (!has(t, EX_EMPLOYER) || !has(t, /\b(ile|how much|what will i pay|kwot\w*|zaplac\w*)\b/)) return null;
  if (!has(t, ZUS) && !has(t, RELIEF) && !has(t, STAGE_PREFERENTIAL)) return null;
  const full = socialContributions(P, { stage: "full", sicknessInsurance: false });
  const fullSick = socialContributions(P, { stage: "full", sicknessInsurance: true });
  const content = tr("advisor:computed.exEmployer", {
    full: money(full.monthly.total, lang),
    fullSick: money(fullSick.monthly.total, lang),
    health: money(P.health.minimumMonthly.value, lang),
  });
  return { topic: "zus-ex-employer", content, articles: ["ulga-na-start", "zus-pelny"], calculation: content };
}

const FIRST_MONTHS =
  /\b(?:przez |w |za |in |over |for |during )?(?:the )?(?:pierwsz\w*|first) (\d{1,2}|dwanascie|twelve|szesc|six|osiemnascie|eighteen|dwadziescia cztery|twenty[- ]four) (miesiac\w*|miesiecy|months?)\b|\b(?:pierwsz\w* rok\w*|first year|pierwszym roku)\b/;
const WORD_COUNT: Record<string, number> = {
  dwanascie: 12,
  twelve: 12,
  szesc: 6,
  six: 6,
  osiemnascie: 18,
  eighteen: 18,
  "dwadziescia cztery": 24,
  "twenty four": 24,
  "twenty-four": 24,
};

/** Social ZUS of the first months of a new business (start relief, then preferential), month by month at 2026 rates. */
function firstMonthsAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  date: CalendarDate | null,
): ComputedAnswer | null {
  const m = FIRST_MONTHS.exec(t);
  if (!m || !has(t, ZUS) || !has(t, /\b(ile|how much|suma|razem|total|lacznie|in total|zaplac\w*|pay)\b/)) return null;
  if (has(t, HEALTH) && !has(t, /\b(spoleczn\w*|social)\b/)) return null;
  const months = m[1] ? Number(m[1]) || WORD_COUNT[m[1]] || 12 : 12;
  const start = date ?? { year: P.year, month: 1, day: 1 };
  const sick = has(
    t,
    /\b(z chorobow\w*|with (the )?(voluntary )?sickness|incl\w* (chorobow\w*|sickness)|with chorobowe|plus chorobow\w*)\b/,
  );
  const noSick = has(
    t,
    /\b(bez chorobow\w*|without (the )?(voluntary )?sickness|no sickness|without chorobowe|excl\w* (chorobow\w*|sickness))\b/,
  );
  const run = (sicknessInsurance: boolean) => zusTimeline({ start, months, sicknessInsurance, reliefEligible: true });
  const without = run(false);
  const withSick = run(true);
  const count = (stage: string) => without.stages.filter((s) => s.stage === stage).reduce((a, s) => a + s.months, 0);
  const params = {
    months,
    start: formatDate(start, lang),
    total: money(sick ? withSick.totalSocial : without.totalSocial, lang),
    other: money(sick ? without.totalSocial : withSick.totalSocial, lang),
    relief: count("start"),
    preferential: count("preferential"),
    later: count("smallPlusOrFull")
      ? tr("advisor:computed.firstMonths.later", { later: count("smallPlusOrFull") })
      : "",
    pref: money(socialContributions(P, { stage: "preferential", sicknessInsurance: sick }).monthly.total, lang),
    health: money(P.health.minimumMonthly.value, lang),
  };
  // Without a word on it, the figure without the voluntary sickness insurance comes first.
  const key = sick && !noSick ? "withSickness" : "withoutSickness";
  const content = tr(`advisor:computed.firstMonths.${key}`, params);
  return { topic: "ulga-na-start", content, articles: ["ulga-na-start", "zus-preferencyjny"], calculation: content };
}

/** Words that name the health contribution an amount is ("1470 health a month", "zdrowotna ok. 1470 zł"). */
const HEALTH_PAID = /zdrowotn\w*|zdrowotk\w*|health|nfz|skladk\w* zdrowotn\w*/;

const NET_PAY =
  /\b(na reke|netto|net pay|net salary|take[- ]home|in hand|ile (dostanie|dostane|otrzyma\w*) (pracownik|na konto))\b/;
const EMPLOYMENT_CONTEXT =
  /\b(umow\w* o prac\w*|etat\w*|pracownik\w*|employee\w*|employment contract|salary|pensj\w*|wynagrodzen\w*|minimaln\w* (krajow\w*|wynagrodzen\w*|pensj\w*|plac\w*)|minimalna krajowa|plac\w* minimaln\w*|minimum wage|brutto|gross)\b/;
const EMPLOYER_SHARE =
  /\b(jaki (procent|%)|ile (procent|%)|what (%|percent\w*|percentage|share)|how many percent|(%|procent\w*|percent\w*)\b.*\b(pracodaw\w*|employer)|(pracodaw\w*|employer)\b.*(%|procent\w*|percent\w*|on top))/;

/** The employer's own accident-insurance rate when the question gives it ("wypadkowe mam 0,93", "accident rate 1.2%"). */
function accidentRateIn(t: string): number | undefined {
  const hit = /\b(?:wypadkow\w*|accident\w*)\D{0,24}?(\d(?:[.,]\d{1,2})?)\s*%?/.exec(t);
  const value = hit ? Number(hit[1]!.replace(",", ".")) / 100 : null;
  return value !== null && value >= 0.003 && value <= 0.04 ? value : undefined;
}

/**
 * Payroll: the net pay (na rękę) of a gross salary on an employment contract, and the employer's
 * contribution rate on top of gross pay (20,48% in 2026).
 */
function payrollAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  amounts: ReturnType<typeof bindAmounts>,
  focusAmounts: ReturnType<typeof bindAmounts>,
): ComputedAnswer | null {
  if (
    has(
      t,
      /\b(ryczal\w*|liniow\w*|skal\w*(?! roku)|jdg|b2b|dzialalnosc\w*|firm\w*|sole trader|self[- ]employed|zlecen\w*|dzielo|dziela)\b/,
    )
  )
    return null;
  const pick = (list: typeof amounts) =>
    list.find((a) => a.kind === "salary") ?? list.find((a) => a.kind !== "costs" && a.value >= 1000);
  const stated = pick(focusAmounts) ?? pick(amounts);
  const gross = stated ? toMonthly(stated.value, stated.period ?? "month") : P.minimumWage.value;
  const assumed = stated ? "" : tr("advisor:computed.minimumWageAssumed");
  if (has(t, NET_PAY) && has(t, EMPLOYMENT_CONTEXT) && !has(t, /\b(pracodaw\w*|employer)\b/)) {
    const n = netPay(P, gross);
    const content = tr("advisor:computed.netPay", {
      gross: money(gross, lang),
      net: money(n.net, lang),
      social: money(n.socialTotal, lang),
      health: money(n.health, lang),
      advance: money(n.advance, lang),
      assumed,
    });
    return { topic: "net-pay", content, articles: ["placa-minimalna-2026", "koszt-pracodawcy"], calculation: content };
  }
  const accidentRate = accidentRateIn(t);
  const employerNamed = has(t, /\b(pracodaw\w*|employer\w*)\b/);
  const contributionsNamed = has(
    t,
    /\b(zus|skladk\w*|skladek|contribution\w*|on top|narzut\w*|na gorze|ponad (pensj\w*|wynagrodzen\w*|brutto))\b/,
  );
  const percentAsked = has(
    t,
    /\b(jaki|jak duzy|ile|what|how many|how much)\s+(procent\w*|percent\w*|percentage|share|rate|stawk\w*)|\bwhat %|\bile %/,
  );
  const shareAsked = has(t, EMPLOYER_SHARE);
  // "Ile składek ZUS płacę jako pracodawca za 6000 brutto?": the amount on top of a stated salary.
  const amountAsked =
    !percentAsked &&
    stated !== undefined &&
    has(t, EMPLOYEE) &&
    !has(t, COST) &&
    has(t, /\b(ile|how much|jaki\w*|kwot\w*|what)\b/);
  if (employerNamed && contributionsNamed && (shareAsked || amountAsked)) {
    const cost = employerCost(P, gross, { accidentRate });
    const params = {
      rate: pct(employerRate(P, accidentRate), lang),
      gross: money(gross, lang),
      contributions: money(cost.contributions, lang),
      total: money(cost.total, lang),
      accident: pct(accidentRate ?? P.employer.accident.value, lang),
      pension: money(cost.parts.pension, lang),
      disability: money(cost.parts.disability, lang),
      accidentAmount: money(cost.parts.accident, lang),
      labourFund: money(cost.parts.labourFund, lang),
      guaranteeFund: money(cost.parts.guaranteeFund, lang),
    };
    const content = tr(`advisor:computed.${amountAsked ? "employerContributions" : "employerShare"}`, params);
    return { topic: "employer-cost", content, articles: ["koszt-pracodawcy"], calculation: content };
  }
  return null;
}

const CIT = /\b(cit|cit-?8|podat\w* dochodow\w* od osob prawnych|corporate (income )?tax|corporation tax)\b/;
const COMPANY =
  /\b(sp\.? ?z ?o\.? ?o\.?|spolk\w* z (ograniczon\w*|o\.?\s?o)|z o\.?\s?o|psa|prost\w* spolk\w* akcyjn\w*|limited (liability )?company|llc|ltd|company)\b/;
/** The 9% named: the rate itself, the small taxpayer, the first year of a company. */
const CIT_REDUCED =
  /(?<![\d,.])9 ?%|\b(9 (procent\w*|percent)|dziewiec procent\w*|nine per ?cent|reduced (cit|rate)|obnizon\w* (stawk\w*|cit)|mal\w* podatni\w*|small taxpayer\w*|pierwsz\w* rok\w*|first (tax )?year|qualif\w* for (the )?(9|reduced|lower))\b/;
const CIT_STANDARD = /(?<![\d,.])19 ?%|\b(19 (procent\w*|percent)|standard (cit|rate)|podstawow\w* stawk\w*)\b/;

/**
 * CIT of a company for a profit named in the question: 9% for a small taxpayer and in the first
 * year (within the 2 mln EUR revenue limits), 19% otherwise; both when the question names neither.
 * Not the Estonian CIT (a tax on distributed profit) nor a dividend (PIT of the shareholder).
 */
function citAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  amounts: ReturnType<typeof bindAmounts>,
): ComputedAnswer | null {
  const named =
    has(t, CIT) ||
    (has(t, COMPANY) && has(t, /\b(podat\w*|tax\w*)\b/) && has(t, /\b(zysk\w*|dochod\w*|profit\w*|income)\b/));
  if (
    !named ||
    has(t, /\b(estonsk\w*|estonian|ryczalt\w* od dochod\w*|dywidend\w*|dividend\w*|minimaln\w* cit|minimum cit)\b/)
  )
    return null;
  if (!has(t, /\b(ile|how much|jaki\w*|kwot\w*|wynies\w*|zaplac\w*|policz\w*|oblicz\w*|calculate|what|owe)\b/))
    return null;
  if (has(t, /\b(do kiedy|termin\w*|deadline\w*|by when|until when)\b/)) return null;
  const income = amounts.find((a) => a.kind === "income") ?? amounts.find((a) => a.kind === "unknown");
  if (!income) return null;
  const annual = income.period === "month" ? grosz(income.value * 12) : income.value;
  const c = P.cit;
  const revenue = amounts.find((a) => a.kind === "revenue");
  const revenueYear = revenue ? (revenue.period === "month" ? revenue.value * 12 : revenue.value) : null;
  // The previous year's gross sales decide the small-taxpayer status; this year's revenue the second condition.
  const limit = has(t, PAST_YEAR) ? c.smallTaxpayerLimit.value : c.reducedRateRevenueLimit.value;
  const overLimit = revenueYear !== null && revenueYear > limit;
  const reduced = money(citTax(P, annual, true), lang);
  const standard = money(citTax(P, annual, false), lang);
  const params = {
    income: money(annual, lang),
    reduced,
    standard,
    revenue: revenueYear !== null ? money(revenueYear, lang) : "",
    smallLimit: money(c.smallTaxpayerLimit.value, lang),
    yearLimit: money(c.reducedRateRevenueLimit.value, lang),
  };
  const key = overLimit
    ? "overLimit"
    : has(t, CIT_REDUCED) && !has(t, CIT_STANDARD)
      ? "reduced"
      : has(t, CIT_STANDARD) && !has(t, CIT_REDUCED)
        ? "standard"
        : "both";
  const content = `${tr(`advisor:computed.cit.${key}`, params)} ${tr("advisor:computed.cit.limits", params)}`;
  return { topic: "cit", content, articles: ["cit-spolki"], calculation: content };
}

const HOURS = /(?<![\d,.])(\d{1,3}(?:[.,]\d{1,2})?)\s*-?\s*(godzin\w*|godz\.?|h|hours?|hrs?|roboczogodzin\w*)(?![a-z])/;
const MANDATE =
  /\b(zlecen\w*|zleceniobiorc\w*|umow\w* o swiadczeni\w* uslug|mandate|civil[- ]law|service contract\w*|contract for services)\b/;
const HOURLY_RATE =
  /(?<![\d,.])(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:zl|pln)?\s*(?:brutto|gross)?\s*(?:\/\s*h\b|\/\s*godz\w*|za godzin\w*|na godzin\w*|an hour|per hour|\/\s*hour|\/\s*hr|za h\b)/;

/** Pay for a number of hours on umowa zlecenie: at least hours × the 2026 minimum hourly rate (31,40 zł). */
function mandateHoursAnswer(t: string, lang: KnowledgeLang, tr: Translate): ComputedAnswer | null {
  const hoursHit = HOURS.exec(t);
  if (!hoursHit || !has(t, MANDATE)) return null;
  if (
    !has(
      t,
      /\b(ile|how much|minim\w*|najmniej|co najmniej|najnizsz\w*|at least|lowest|kwot\w*|wyplac\w*|zaplac\w*|dosta\w*|pay|owe)\b/,
    )
  )
    return null;
  const hours = Number(hoursHit[1]!.replace(",", "."));
  if (!(hours > 0 && hours <= 744)) return null;
  const minimumRate = P.minimumHourlyRate.value;
  const minimum = grosz(hours * minimumRate);
  const statedHit = HOURLY_RATE.exec(t);
  const stated = statedHit ? Number(statedHit[1]!.replace(",", ".")) : null;
  const params = {
    hours: String(hours).replace(".", lang === "pl" ? "," : "."),
    rate: money(minimumRate, lang),
    minimum: money(minimum, lang),
    stated: stated ? money(stated, lang) : "",
    pay: stated ? money(grosz(hours * stated), lang) : "",
  };
  const key = stated === null ? "minimum" : stated >= minimumRate ? "statedAbove" : "statedBelow";
  const content = tr(`advisor:computed.mandateHours.${key}`, params);
  return {
    topic: "zlecenie-stawka",
    content,
    articles: ["umowy-praca-zlecenie-dzielo", "placa-minimalna-2026"],
    calculation: content,
  };
}

/** Words that add payments up ("razem", "łącznie", "in total"); "Mały ZUS Plus" is a stage, not a sum. */
const TOTAL =
  /(\b(razem|lacznie|laczn\w*|w sumie|sum\w*|ogolem|in total|total\w*|together|combined|altogether|all in|added up|plus|oraz|wraz z)|\+)(?=\W|$)/;
const SICK_YES =
  /\b(z (dobrowoln\w* )?chorobow\w*|with (the )?(voluntary )?sickness|incl\w* (chorobow\w*|sickness)|with chorobowe|(plus|i|oraz|and) (dobrowoln\w* )?chorobow\w*|(plus|and) (voluntary )?sickness)\b/;
const SICK_NO =
  /\b(bez (dobrowoln\w* )?chorobow\w*|without (the )?(voluntary )?sickness|no sickness|without chorobowe|excl\w* (chorobow\w*|sickness))\b/;
const PAYS_MONTHLY =
  /\b(zus\w*|skladk\w*|skladek|contribution\w*|plac\w*|zaplac\w*|pay|paying|owe|co miesiac|miesiecznie|a month|monthly|per month|each month|every month)\b/;

/**
 * Several monthly payments named in one question, added up: social ZUS at a stage (the start
 * relief: none; preferential; full), with or without the voluntary sickness insurance, plus the
 * health contribution of the tax form ("mały ZUS z chorobowym plus minimalna zdrowotna na skali
 * to ile razem?"). `reliefAlone`: a question about the start relief with no date or "when" ("jestem
 * na uldze na start, ile mam płacić do ZUS co miesiąc?") is answered the same way, as only the
 * health contribution is due during the relief.
 */
function monthlyTotalAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  amounts: ReturnType<typeof bindAmounts>,
  reliefAlone: boolean,
): ComputedAnswer | null {
  // "Mały ZUS Plus" / "mały ZUS+" is a stage; "mały ZUS + zdrowotna" adds the health contribution.
  const u = t
    .replace(/(\+|\bplus\b)(?=\s*(zdrow\w*|health|nfz|minimaln\w* zdrow\w*|the health|skladk\w* zdrow\w*))/g, " oraz ")
    .replace(/\b(maly|small) zus ?(plus\b|\+)/g, "smallzusplus");
  if (has(u, /\bsmallzusplus\b/) || !has(u, /\b(ile|how much|what|jak\w* kwot\w*|kwot\w*|suma|total)\b/)) return null;
  // "Mały ZUS, ten po uldze na start" names the stage after the relief, not the relief.
  const relief =
    has(u, RELIEF) &&
    !has(u, STAGE_PREFERENTIAL) &&
    !(has(u, STAGE_FULL) && has(u, ZUS)) &&
    !has(u, /\b(po|after|following) (the )?(uldz\w*|ulg\w*|start relief|relief)\b/);
  const stage = relief
    ? "relief"
    : has(u, STAGE_PREFERENTIAL)
      ? "preferential"
      : has(u, STAGE_FULL) && has(u, ZUS)
        ? "full"
        : null;
  if (!stage) return null;
  const summed = has(u, TOTAL) && has(u, HEALTH) && (stage === "relief" || has(u, ZUS) || has(u, STAGE_PREFERENTIAL));
  // During the relief only the health contribution is due: "how much do I pay a month" is that.
  const reliefMonthly =
    stage === "relief" &&
    reliefAlone &&
    has(u, PAYS_MONTHLY) &&
    !has(u, /\b(spoleczn\w*|social) (zus|skladk\w*|contribution\w*)\b.*\b(po|after)\b/);
  if (!summed && !reliefMonthly) return null;
  if (stage !== "relief" && has(u, /\b(ryczal\w*|lump[- ]?sum)\b/) && !has(u, HEALTH)) return null;

  const h = P.health;
  const form = has(u, /\b(ryczal\w*|lump[- ]?sum)\b/)
    ? "ryczalt"
    : has(u, /\b(liniow\w*|flat)\b/)
      ? "flat"
      : has(u, /\b(skal\w*(?! roku)|zasad\w* ogoln\w*|scale|progressive)\b/)
        ? "scale"
        : null;
  // The health contribution: from income on the scale and flat tax (at least the minimum), by the
  // revenue bracket on ryczałt; with no figure, the minimum (or every ryczałt bracket).
  let healths: { amount: number; label: string }[];
  let basis: string;
  if (form === "ryczalt") {
    const revenue = amounts.find((a) => a.kind === "revenue" || a.kind === "unknown");
    const named = ryczaltBracketNamed(u);
    const key =
      named ??
      (revenue
        ? (() => {
            const annual =
              revenue.period === "year" || (!revenue.period && revenue.value > 60_000)
                ? revenue.value
                : revenue.value * 12;
            const [low, high] = h.ryczaltBrackets.value;
            return annual <= low ? "upTo60k" : annual <= high ? "upTo300k" : "above300k";
          })()
        : null);
    const keys = key ? [key] : (["upTo60k", "upTo300k", "above300k"] as const);
    healths = keys.map((k) => ({
      amount: h.ryczaltMonthly[k].value,
      label: `, ${tr(`advisor:computed.monthlyTotal.bracket.${k}`)}`,
    }));
    basis = tr("advisor:computed.monthlyTotal.basis.ryczalt");
  } else {
    const income = amounts.find((a) => a.kind === "income") ?? amounts.find((a) => a.kind === "unknown");
    const rate = form === "flat" ? h.rateFlat.value : h.rateScale.value;
    const monthlyIncome = income && form ? toMonthly(income.value, income.period ?? "month") : null;
    const amount =
      monthlyIncome !== null ? Math.max(h.minimumMonthly.value, grosz(monthlyIncome * rate)) : h.minimumMonthly.value;
    healths = [{ amount, label: "" }];
    basis =
      monthlyIncome !== null
        ? tr("advisor:computed.monthlyTotal.basis.income", {
            rate: pct(rate, lang),
            income: money(monthlyIncome, lang),
            minimum: money(h.minimumMonthly.value, lang),
          })
        : tr(`advisor:computed.monthlyTotal.basis.${form ?? "minimum"}`, {
            minimum: money(h.minimumMonthly.value, lang),
            above: money(grosz(h.minimumMonthly.value / rate), lang),
            brackets: [h.ryczaltMonthly.upTo60k, h.ryczaltMonthly.upTo300k, h.ryczaltMonthly.above300k]
              .map((b) => money(b.value, lang))
              .join(" / "),
          });
  }
  const formLabel = tr(`advisor:computed.monthlyTotal.form.${form ?? "scaleOrFlat"}`);
  const health = healths.map((x) => money(x.amount, lang) + x.label).join(" / ");

  if (stage === "relief") {
    const content = tr("advisor:computed.monthlyTotal.relief", { form: formLabel, health, basis });
    return {
      topic: "ulga-na-start",
      content,
      articles: ["ulga-na-start", "skladka-zdrowotna-zasady"],
      calculation: content,
    };
  }
  const sick = has(u, SICK_YES) && !has(u, SICK_NO);
  const noSick = has(u, SICK_NO) && !has(u, SICK_YES);
  const social = (sicknessInsurance: boolean) => socialContributions(P, { stage, sicknessInsurance }).monthly.total;
  const totals = (s: number) => healths.map((x) => money(grosz(s + x.amount), lang)).join(" / ");
  const stageLabel = tr(`advisor:computed.monthlyTotal.stage.${stage}`);
  const either = !sick && !noSick;
  const chosen = social(sick);
  const content = tr(`advisor:computed.monthlyTotal.${either ? "sumBoth" : sick ? "sumWith" : "sumWithout"}`, {
    stage: stageLabel,
    form: formLabel,
    social: money(chosen, lang),
    health,
    total: totals(chosen),
    socialWith: money(social(true), lang),
    totalWith: totals(social(true)),
    basis,
  });
  return {
    topic: `zus-${stage}`,
    content,
    articles: [stage === "preferential" ? "zus-preferencyjny" : "zus-pelny", "skladka-zdrowotna-zasady"],
    calculation: content,
  };
}
