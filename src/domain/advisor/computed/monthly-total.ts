import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { socialContributions } from "../../tax/social-contributions.ts";
import { toMonthly } from "../amounts.ts";
import { ryczaltBracketNamed } from "./health.ts";
import { type Amounts, type ComputedAnswer, has, money, pct, type Translate } from "./shared.ts";
import { HEALTH, RELIEF, RELIEF_ENDED, STAGE_FULL, STAGE_PREFERENTIAL, stageAfterChange, ZUS } from "./words.ts";

/** Words that add payments up ("razem", "łącznie", "in total"); "Mały ZUS Plus" is a stage, not a sum. */
const TOTAL =
  /(\b(razem|lacznie|laczn\w*|w sumie|sum\w*|ogolem|in total|total\w*|together|combined|altogether|all in|added up|plus|oraz|wraz z|(zus\w*|skladk\w*) (z|ze|with|and|i) (the )?(skladk\w* )?(zdrowotn\w*|health))|\+)(?=\W|$)/;
const SICK_YES =
  /\b(z (dobrowoln\w* )?chorobow\w*|with (the )?(voluntary )?sickness|incl\w* (chorobow\w*|sickness)|with chorobowe|(plus|i|oraz|and) (dobrowoln\w* )?chorobow\w*|(plus|and) (voluntary )?sickness)\b/;
const SICK_NO =
  /\b(bez (dobrowoln\w* )?chorobow\w*|without (the )?(voluntary )?sickness|no sickness|without chorobowe|excl\w* (chorobow\w*|sickness))\b/;
const PAYS_MONTHLY =
  /\b(zus\w*|skladk\w*|skladek|contribution\w*|plac\w*|zaplac\w*|pay|paying|owe|co miesiac|miesiecznie|a month|monthly|per month|each month|every month)\b/;

const RYCZALT = /\b(ryczal\w*|lump[- ]?sum)\b/;

type Stage = "relief" | "preferential" | "full";
type Form = "ryczalt" | "flat" | "scale" | null;
/** The monthly health contribution (one per ryczałt bracket when the bracket is unknown) and what it is counted from. */
interface Health {
  healths: { amount: number; label: string }[];
  basis: string;
}

/** The ZUS stage a question names; "Mały ZUS, ten po uldze na start" names the stage after the relief, not the relief. */
/** "jak już nie będę miał żadnych ulg", "bez ulg", "once no relief is left": full ZUS. */
const NO_RELIEF_LEFT =
  /\b(bez (zadnych |jakichkolwiek )?ulg\b|(nie (bede |bedzie )?(mial\w* |mam )?|zadnych |koniec )(juz )?(zadnych )?ulg\b|no (more )?reliefs?\b(?! for)|without (any )?relief\w*|once (the |all )?relief\w* (are |is )?(over|gone|end\w*))/;

function namedStage(u: string): Stage | null {
  if (has(u, NO_RELIEF_LEFT) && has(u, ZUS) && !has(u, STAGE_PREFERENTIAL)) return "full";
  const relief =
    has(u, RELIEF) &&
    !has(u, STAGE_PREFERENTIAL) &&
    !(has(u, STAGE_FULL) && has(u, ZUS)) &&
    !has(u, /\b(po|after|following) (the )?(uldz\w*|ulg\w*|start relief|relief)\b/) &&
    !has(u, RELIEF_ENDED);
  const changed = stageAfterChange(u);
  return relief
    ? "relief"
    : changed
      ? changed
      : has(u, STAGE_PREFERENTIAL)
        ? "preferential"
        : has(u, STAGE_FULL) && has(u, ZUS)
          ? "full"
          : null;
}

function namedForm(u: string): Form {
  return has(u, RYCZALT)
    ? "ryczalt"
    : has(u, /\b(liniow\w*|flat)\b/)
      ? "flat"
      : has(u, /\b(skal\w*(?! roku)|zasad\w* ogoln\w*|scale|progressive)\b/)
        ? "scale"
        : null;
}

/** On ryczałt, by the revenue bracket: the one named, the one of the revenue given, or every one. */
function ryczaltHealth(u: string, amounts: Amounts, tr: Translate): Health {
  const h = P.health;
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
  return {
    healths: keys.map((k) => ({
      amount: h.ryczaltMonthly[k].value,
      label: `, ${tr(`advisor:computed.monthlyTotal.bracket.${k}`)}`,
    })),
    basis: tr("advisor:computed.monthlyTotal.basis.ryczalt"),
  };
}

/** On the scale and flat tax, from the income given (at least the minimum); with no figure, the minimum. */
function incomeHealth(form: Form, amounts: Amounts, lang: KnowledgeLang, tr: Translate): Health {
  const h = P.health;
  const income = amounts.find((a) => a.kind === "income") ?? amounts.find((a) => a.kind === "unknown");
  const rate = form === "flat" ? h.rateFlat.value : h.rateScale.value;
  // "przychód ok 10k, koszty 2k miesięcznie": the income is the revenue less the costs.
  const revenue = amounts.find((a) => a.kind === "revenue");
  const costs = amounts.find((a) => a.kind === "costs");
  const period = revenue?.period ?? costs?.period ?? "month";
  const earned =
    !income && revenue && costs
      ? toMonthly(revenue.value, period) - toMonthly(costs.value, costs.period ?? period)
      : null;
  const monthlyIncome = form
    ? income
      ? toMonthly(income.value, income.period ?? "month")
      : earned !== null && earned >= 0
        ? earned
        : null
    : null;
  const amount =
    monthlyIncome !== null ? Math.max(h.minimumMonthly.value, grosz(monthlyIncome * rate)) : h.minimumMonthly.value;
  const basis =
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
  return { healths: [{ amount, label: "" }], basis };
}

/** The sentence's words for the tax form, the health contribution and what it is counted from. */
type HealthWords = { form: string; health: string; basis: string };

/**
 * Social ZUS at a stage, with or without the sickness insurance (both when the question says
 * neither), plus the health contribution.
 */
function summedAnswer(
  u: string,
  stage: "preferential" | "full",
  healths: Health["healths"],
  words: HealthWords,
  lang: KnowledgeLang,
  tr: Translate,
): ComputedAnswer {
  const sick = has(u, SICK_YES) && !has(u, SICK_NO);
  const noSick = has(u, SICK_NO) && !has(u, SICK_YES);
  const social = (sicknessInsurance: boolean) => socialContributions(P, { stage, sicknessInsurance }).monthly.total;
  const totals = (s: number) => healths.map((x) => money(grosz(s + x.amount), lang)).join(" / ");
  const either = !sick && !noSick;
  const chosen = social(sick);
  const content = tr(`advisor:computed.monthlyTotal.${either ? "sumBoth" : sick ? "sumWith" : "sumWithout"}`, {
    ...words,
    stage: tr(`advisor:computed.monthlyTotal.stage.${stage}`),
    social: money(chosen, lang),
    total: totals(chosen),
    socialWith: money(social(true), lang),
    totalWith: totals(social(true)),
  });
  return {
    topic: `zus-${stage}`,
    content,
    articles: [stage === "preferential" ? "zus-preferencyjny" : "zus-pelny", "skladka-zdrowotna-zasady"],
    calculation: content,
  };
}

/**
 * Several monthly payments named in one question, added up: social ZUS at a stage (the start
 * relief: none; preferential; full), with or without the voluntary sickness insurance, plus the
 * health contribution of the tax form ("mały ZUS z chorobowym plus minimalna zdrowotna na skali
 * to ile razem?"). `reliefAlone`: a question about the start relief with no date or "when" ("jestem
 * na uldze na start, ile mam płacić do ZUS co miesiąc?") is answered the same way, as only the
 * health contribution is due during the relief.
 */
export function monthlyTotalAnswer(
  t: string,
  lang: KnowledgeLang,
  tr: Translate,
  amounts: Amounts,
  reliefAlone: boolean,
): ComputedAnswer | null {
  // "Mały ZUS Plus" / "mały ZUS+" is a stage; "mały ZUS + zdrowotna" adds the health contribution.
  const u = t
    .replace(/(\+|\bplus\b)(?=\s*(zdrow\w*|health|nfz|minimaln\w* zdrow\w*|the health|skladk\w* zdrow\w*))/g, " oraz ")
    .replace(/\b(maly|small) zus ?(plus\b|\+)/g, "smallzusplus");
  // "Preferencyjny ZUS i zdrowotna ryczałt do 60k razem": a search box asks the sum by "razem" alone.
  const asksSum =
    has(u, /\b(ile|how much|what|jak\w* kwot\w*|kwot\w*|suma|total)\b/) ||
    (has(u, /\b(razem|lacznie|w sumie|in total|altogether)\b/) && !has(u, /\b(czy|whether|osobno|separately|each)\b/));
  if (has(u, /\bsmallzusplus\b/) || !asksSum) return null;
  const stage = namedStage(u);
  if (!stage) return null;
  // "Preferencyjny ZUS, ryczałt, 120 tys. rocznie – ile miesięcznie razem?": with a tax form named,
  // "altogether" adds the health contribution that form pays.
  const withHealth =
    has(u, HEALTH) ||
    (namedForm(u) !== null &&
      has(u, /\b(razem|lacznie|w sumie|in total|altogether|all in|total (zus|bill|payment)s?)\b/));
  const summed = has(u, TOTAL) && withHealth && (stage === "relief" || has(u, ZUS) || has(u, STAGE_PREFERENTIAL));
  // During the relief only the health contribution is due: "how much do I pay a month" is that.
  const reliefMonthly =
    stage === "relief" &&
    reliefAlone &&
    has(u, PAYS_MONTHLY) &&
    !has(u, /\b(spoleczn\w*|social) (zus|skladk\w*|contribution\w*)\b.*\b(po|after)\b/);
  if (!summed && !reliefMonthly) return null;
  if (stage !== "relief" && has(u, RYCZALT) && !withHealth) return null;

  const form = namedForm(u);
  const { healths, basis } = form === "ryczalt" ? ryczaltHealth(u, amounts, tr) : incomeHealth(form, amounts, lang, tr);
  const words: HealthWords = {
    form: tr(`advisor:computed.monthlyTotal.form.${form ?? "scaleOrFlat"}`),
    health: healths.map((x) => money(x.amount, lang) + x.label).join(" / "),
    basis,
  };
  if (stage !== "relief") return summedAnswer(u, stage, healths, words, lang, tr);
  const content = tr("advisor:computed.monthlyTotal.relief", words);
  return {
    topic: "ulga-na-start",
    content,
    articles: ["ulga-na-start", "skladka-zdrowotna-zasady"],
    calculation: content,
  };
}
