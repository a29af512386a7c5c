import type { GuideContent } from "../../shared/guide-content.ts";
import type { GuideWording } from "./guide-wording.ts";
import type { Scenario } from "./scenario-types.ts";

/** Income tax for the first full year, with the ZUS stages that year really has. */
export function taxesChapter(w: GuideWording, sc: Scenario): GuideContent["taxes"] {
  const { t, exact } = w;
  if (!sc.taxes.rows)
    return {
      intro: t("guide:taxes.noRevenue"),
      rows: null,
      notes: sc.taxes.kind === "pit" ? [t("guide:taxes.deadline")] : [],
    };
  const rowName = (f: string) =>
    f === "company" ? t("guide:taxes.forms.company", { form: w.formName(sc.legal.recommended) }) : w.taxFormName(f);
  const bestRow = sc.taxes.rows.find((r) => r.best);
  return {
    intro: taxesIntro(w, sc),
    rows: sc.taxes.rows.map((r) => ({
      form: rowName(r.form),
      social: exact(r.social),
      health: exact(r.health),
      tax: exact(r.tax),
      net: exact(r.net),
      netValue: r.net,
      best: r.best,
    })),
    notes: [
      ...(sc.taxes.perPartner ? [t("guide:taxes.perPartner", { count: sc.founders })] : []),
      ...(sc.taxes.kind === "pit"
        ? [
            t("guide:taxes.best", { form: rowName(bestRow!.form), net: exact(bestRow!.net) }),
            t("guide:taxes.assumptions"),
            t("guide:taxes.deadline"),
          ]
        : [t(sc.founders > 1 ? "guide:taxes.companyPartners" : "guide:taxes.companyAssumptions")]),
    ],
  };
}

/** The year, revenue and costs the table is for: a sole trader's stages and ryczałt rate, or the company's CIT and dividend tax. */
function taxesIntro(w: GuideWording, sc: Scenario): string {
  const { t, money, exact } = w;
  if (sc.taxes.kind === "pit") {
    const stages = sc.taxes.stages
      .map((s) => t("guide:taxes.stagePart", { stage: w.stageName(s.stage), months: w.monthsLabel(s.months) }))
      .join(", ");
    return t("guide:taxes.intro", {
      year: sc.taxes.year,
      revenue: money(sc.taxes.revenue),
      costs: money(sc.taxes.costs),
      stages,
      rate: sc.ryczalt.rate.toLocaleString(w.tag),
      rateReason: t(`advisor:rateReason.${sc.ryczalt.reason}`, { label: sc.ryczalt.label }),
    });
  }
  return t("guide:taxes.companyIntro", {
    year: sc.taxes.year,
    form: w.formName(sc.legal.recommended),
    revenue: money(sc.taxes.revenue),
    costs: money(sc.taxes.costs),
    profit: money(sc.taxes.company!.profit),
    citRate: Math.round(sc.taxes.company!.citRate * 100),
    cit: exact(sc.taxes.company!.cit),
    dividendTax: exact(sc.taxes.company!.dividendTax),
  });
}
