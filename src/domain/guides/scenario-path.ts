import { grosz } from "../tax/money.ts";
import { PARAMETERS_2026 as P } from "../tax/parameters-2026.ts";
import { socialContributions } from "../tax/social-contributions.ts";
import type { PathMonth, PathStage, PathStageSpan, ScenarioBasics } from "./scenario-types.ts";

/** Months of the ZUS path a guide shows. */
export const PATH_MONTHS = 36;

export const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d));
export const addMonths = (d: Date, n: number) => utc(d.getUTCFullYear(), d.getUTCMonth() + n, 1);
export const sum = (values: number[]) => grosz(values.reduce((a, b) => a + b, 0));

/** Full ZUS a month, without the sickness insurance. */
export const fullSocial = () => socialContributions(P, { stage: "full", sicknessInsurance: false }).monthly.total;

/**
 * The ZUS path of the recommended form: a sole trader's own months; a sole shareholder's full ZUS
 * (health only when employed elsewhere) with the minimum health contribution; none for the
 * shareholders of a company of several.
 */
export function zusPath(b: ScenarioBasics, soleTrader: boolean, soleTraderMonths: PathMonth[]): PathMonth[] | null {
  if (soleTrader) return soleTraderMonths;
  if (b.founders !== 1) return null;
  const stage: PathStage = b.otherEmployment ? "employed" : "full";
  const social = stage === "full" ? fullSocial() : 0;
  return Array.from({ length: PATH_MONTHS }, (_, i) => ({
    date: addMonths(b.start, i),
    stage,
    social,
    health: P.health.minimumMonthly.value,
  }));
}

/** The path's months grouped into its stages, in order. */
export function stageSpans(months: PathMonth[] | null): PathStageSpan[] | null {
  if (!months) return null;
  const spans: PathStageSpan[] = [];
  for (const m of months) {
    const last = spans.at(-1);
    if (last && last.stage === m.stage) {
      last.months++;
      last.to = m.date;
    } else spans.push({ stage: m.stage, from: m.date, to: m.date, months: 1, social: m.social, health: m.health });
  }
  return spans;
}
