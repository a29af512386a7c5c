import { createTranslator } from "../../shared/i18n.ts";
import { formatMoney } from "../../shared/format.ts";
import { fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import { cataloguesFor } from "../mail/catalogues.ts";
import { employerCost, vatExemptionLimit, daysLeftInYear } from "../tax/eligibility.ts";
import { flatTax, scaleTax } from "../tax/income-tax.ts";
import { grosz } from "../tax/money.ts";
import { PARAMETERS_2026 as P } from "../tax/parameters-2026.ts";
import { socialContributions } from "../tax/social-contributions.ts";
import { startReliefPeriod } from "../tax/timeline.ts";
import { recogniseActivity } from "./understanding/activity.ts";
import { bindAmounts, findAmounts, toMonthly } from "./amounts.ts";
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
const ZUS = /\b(zus|skladk\w* spoleczn\w*|social (security|insurance|contributions?)|ubezpieczen\w* spoleczn\w*)\b/;
const HEALTH = /\b(zdrowotn\w*|zdrowotk\w*|zdrowie|health|nfz)\b/;
const HOW_MUCH =
  /\b(ile|jaki\w*|kwot\w*|wysokosc\w*|wynosi|how much|what is|what's|whats|amount|cost\w*|koszt\w*|placi\w*|zaplac\w*|pay)\b/;
const STAGE_PREFERENTIAL =
  /\b(preferencyjn\w*|maly zus(?!\s*(plus|\+))|preferential|small zus(?!\s*(plus|\+))|reduced zus)\b/;
const STAGE_FULL = /\b(pelny|pelnego|duzy|duzego|full|standard|normalny|zwykly)\b/;
const RELIEF =
  /\b(ulg\w* na start|ulg\w* startow\w*|start(ing)? relief|relief for (starters|new)|(\d|szesc|six) (miesiecy|months) (bez|without|no) (zus|skladek|contributions)|bez zus\w*|without zus|no zus|zero zus|darmow\w* zus)\b/;
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
  const amounts = [...bindAmounts(focus), ...bindAmounts(question)];
  const date = findDate(focus, P.year) ?? findDate(question, P.year);

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

  if (has(t, EMPLOYEE) && has(t, COST) && !has(t, /\b(ryczal\w*|liniow\w*|jdg|wlasn\w* zus)\b/)) {
    const stated =
      amounts.find((a) => a.kind === "salary") ?? amounts.find((a) => a.kind !== "costs" && a.value >= 1000);
    const gross = stated ? toMonthly(stated.value, stated.period ?? "month") : P.minimumWage.value;
    const cost = employerCost(P, gross);
    const ppk = employerCost(P, gross, { ppk: true });
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
      assumed: (stated ? "" : tr("advisor:computed.minimumWageAssumed")) + many,
    });
    return { topic: "employer-cost", content, articles: ["koszt-pracodawcy"], calculation: content };
  }

  if (has(t, VAT_LIMIT)) {
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

  const history = has(
    t,
    /\b(20(1\d|2[0-5])|went up|increase\w*|wzrosl\w*|podwyzk\w*|compared|vs|versus|niz w|than in)\b/,
  );
  const stageEnd =
    date &&
    has(t, WHEN) &&
    (has(t, STAGE_PREFERENTIAL) || has(t, STAGE_FULL) || has(t, /\b(nie place|nie plac\w*|bez) skladek\b/));
  // "Do I get the 6 months without ZUS again?" asks who is eligible: the articles answer that.
  const eligibility = has(
    t,
    /\b(again|ponownie|znowu|jeszcze raz|eligible|przysluguje|czy (moge|mi)|can i( still)?|do i get|still use)\b/,
  );
  if (!eligibility && ((has(t, RELIEF) && (date || has(t, WHEN))) || stageEnd || (has(t, ZUS) && has(t, YEARS)))) {
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
      content = tr(period.startMonthDays ? "advisor:computed.relief.datesPartial" : "advisor:computed.relief.dates", {
        start: formatDate(date, lang),
        reliefFirst: d(period.relief.first),
        reliefLast: d(period.relief.last),
        prefFirst: d(period.preferential.first),
        prefLast: d(period.preferential.last),
        ...figures,
      });
    } else content = tr("advisor:computed.relief.path", figures);
    return { topic: "ulga-na-start", content, articles: ["ulga-na-start", "zus-etapy"], calculation: content };
  }

  if (
    has(t, ZUS) &&
    !has(t, HEALTH) &&
    !history &&
    has(t, HOW_MUCH) &&
    (has(t, STAGE_PREFERENTIAL) || has(t, STAGE_FULL))
  ) {
    const stage = has(t, STAGE_PREFERENTIAL) ? "preferential" : "full";
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
      has(t, STAGE_PREFERENTIAL) && has(t, STAGE_FULL)
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

  const income = amounts.find((a) => a.kind === "income") ?? amounts.find((a) => a.kind === "unknown");
  const form = has(t, /\b(liniow\w*|flat)\b/)
    ? "flat"
    : has(t, /\b(skal\w*|zasad\w* ogoln\w*|scale)\b/)
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

  const paid = amounts.find((a) => a.kind !== "revenue" && a.kind !== "income") ?? amounts[0];
  if (has(t, HEALTH) && has(t, /\b(odlicz\w*|deduct\w*)\b/) && form === "flat" && paid) {
    const year = grosz(toMonthly(paid.value, paid.period ?? "month") * 12);
    const cap = P.health.flatDeductionCap.value;
    const content = tr("advisor:computed.flatDeduction", {
      year: money(year, lang),
      deductible: money(Math.min(year, cap), lang),
      cap: money(cap, lang),
    });
    return { topic: "health-flat", content, articles: ["skladka-zdrowotna-liniowy"], calculation: content };
  }
  if (
    has(t, HEALTH) &&
    !history &&
    (amounts.length > 0 || has(t, HOW_MUCH)) &&
    !has(t, /\b(odlicz\w*|deduct\w*|rozliczen\w*|settlement|termin\w*|deadline|kiedy|when|veto|reform\w*)\b/)
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
    if (revenue) {
      const annual =
        revenue.period === "year" || (!revenue.period && revenue.value > 60_000) ? revenue.value : revenue.value * 12;
      const key = annual <= low ? "upTo60k" : annual <= high ? "upTo300k" : "above300k";
      const content = tr("advisor:computed.healthRyczaltFor", {
        annual: money(annual, lang),
        amount: money(h.ryczaltMonthly[key].value, lang),
        ...brackets,
      });
      return { topic: "health-ryczalt", content, articles: ["skladka-zdrowotna-ryczalt"], calculation: content };
    }
    const content = tr("advisor:computed.healthRyczalt", brackets);
    return { topic: "health-ryczalt", content, articles: ["skladka-zdrowotna-ryczalt"], calculation: content };
  }
  const form = has(t, /\b(liniow\w*|flat)\b/)
    ? "flat"
    : has(t, /\b(skal\w*|zasad\w* ogoln\w*|scale|progressive)\b/)
      ? "scale"
      : null;
  if (!form) return null;
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
    }));
  });
}

export { findAmounts, type CalendarDate };
