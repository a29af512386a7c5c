import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import { grosz } from "../../tax/money.ts";
import { PARAMETERS_2026 as P } from "../../tax/parameters-2026.ts";
import { socialContributions } from "../../tax/social-contributions.ts";
import { toMonthly } from "../amounts.ts";
import { ryczaltBracketNamed } from "./health.ts";
import { type Amounts, type ComputedAnswer, has, money, pct, type Translate } from "./shared.ts";
import { HEALTH, RELIEF, STAGE_FULL, STAGE_PREFERENTIAL, ZUS } from "./words.ts";

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
