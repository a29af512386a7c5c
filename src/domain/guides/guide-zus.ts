import type { GuideContent } from "../../shared/guide-content.ts";
import type { GuideWording } from "./guide-wording.ts";
import type { PathMonth, PathStageSpan, Scenario } from "./scenario-types.ts";

/** ZUS: the stages of the path and its months as a chart. */
export function zusChapter(w: GuideWording, sc: Scenario): GuideContent["zus"] {
  const { t } = w;
  if (!sc.zus.stages || !sc.zus.months)
    return { intro: "", stages: null, chart: null, notes: [t("guide:zus.companyNone")] };
  const healthFor = sc.zus.healthForm
    ? sc.zus.healthForm === "company"
      ? t("guide:zus.healthShareholder")
      : w.taxFormName(sc.zus.healthForm)
    : t("guide:zus.healthUnknown");
  return {
    intro: t("guide:zus.intro", { start: w.longDate(sc.start), form: healthFor, count: sc.zus.months.length }),
    stages: sc.zus.stages.map((s) => ({
      stage: w.stageName(s.stage),
      period: t("guide:zus.period", { from: w.monthName(s.from), to: w.monthName(s.to) }),
      months: s.months,
      monthsLabel: w.monthsLabel(s.months),
      social: w.exact(s.social),
      health: w.exact(s.health),
      total: w.exact(s.social + s.health),
    })),
    chart: zusChart(w, sc.zus.stages, sc.zus.months),
    notes: zusNotes(w, sc),
  };
}

/** The path's months as bars coloured by stage, with a text summary of the stages. */
function zusChart(w: GuideWording, stages: PathStageSpan[], months: PathMonth[]): GuideContent["zus"]["chart"] {
  const { t, exact } = w;
  const legend = stages.map((s) => s.stage).filter((s, i, all) => all.indexOf(s) === i);
  const max = Math.max(...months.map((m) => m.social + m.health));
  return {
    max,
    maxLabel: exact(max),
    bars: months.map((m) => ({
      label: w.shortMonth(m.date),
      value: Math.round((m.social + m.health) * 100) / 100,
      stage: legend.indexOf(m.stage),
    })),
    legend: legend.map(w.stageName),
    summary: t("guide:zus.chartSummary", {
      stages: stages
        .map((s) =>
          t("guide:zus.chartPart", {
            stage: w.stageName(s.stage),
            months: w.monthsLabel(s.months),
            total: exact(s.social + s.health),
          }),
        )
        .join("; "),
    }),
  };
}

/** What the path assumed: the reliefs open or not, other employment, the company's shareholders, the health minimum. */
function zusNotes(w: GuideWording, sc: Scenario): string[] {
  const { t } = w;
  const notes: string[] = [];
  const soleTrader = sc.taxes.kind === "pit";
  if (sc.running) notes.push(t("guide:zus.running"));
  else if (soleTrader && !sc.relief && !sc.otherEmployment) notes.push(t("guide:zus.noRelief"));
  if (sc.otherEmployment) notes.push(t("guide:zus.otherEmployment"));
  if (!soleTrader && !sc.otherEmployment) notes.push(t("guide:zus.company"));
  if (soleTrader && sc.relief && !sc.otherEmployment)
    notes.push(t(sc.zus.smallPlusOk ? "guide:zus.smallPlus" : "guide:zus.fullAfter"));
  if (sc.zus.healthForm === null) notes.push(t("guide:zus.healthMinimum"));
  notes.push(t("guide:zus.amounts2026"));
  if (soleTrader && !sc.otherEmployment) notes.push(t("guide:zus.holiday"));
  return notes;
}
