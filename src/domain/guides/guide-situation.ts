import type { GuideContent } from "../../shared/guide-content.ts";
import type { BusinessProfile } from "../advisor/profile.ts";
import type { GuideWording } from "./guide-wording.ts";
import type { LegalForm, Scenario } from "./scenario-types.ts";

const FORMS: LegalForm[] = ["jdg", "sc", "spzoo", "psa"];

/** The situation in brief: when the guide was made, the business, its figures and the start the plan counts from. */
export function situationSummary(w: GuideWording, sc: Scenario, profile: BusinessProfile, today: string): string[] {
  const { t, money, longDate } = w;
  return [
    t("guide:situation.intro", { date: today }),
    profile.activity ? t("guide:situation.activity", { activity: profile.activity }) : t("guide:situation.noActivity"),
    sc.annualRevenue !== null
      ? t("guide:situation.revenue", {
          revenue: money(profile.monthlyRevenue!),
          costs: money(profile.monthlyCosts ?? 0),
          annualRevenue: money(sc.annualRevenue),
        })
      : t("guide:situation.noRevenue"),
    // The start the plan counts from: the user's date, or the assumption made without one (said so).
    profile.startDate
      ? t("guide:situation.start", { start: longDate(new Date(`${profile.startDate}T00:00:00Z`)) })
      : t("guide:situation.startAssumed", { start: longDate(sc.start) }),
  ];
}

/** The legal form, argued from the numbers and the profile. */
export function legalFormChapter(w: GuideWording, sc: Scenario): GuideContent["legalForm"] {
  const { t, formName } = w;
  const { recommended, chosen } = sc.legal;
  const options = sc.legal.options.some((o) => o.net !== null)
    ? sc.legal.options.map((o) => ({
        form: formName(o.form),
        net: o.net === null ? null : w.exact(o.net),
        recommended: o.form === recommended,
        chosen: o.form === chosen,
      }))
    : [];
  return {
    recommended: formName(recommended),
    reasons: legalReasons(w, sc),
    options,
    choice: choiceNote(w, sc),
    alternatives: FORMS.filter((f) => f !== recommended).map((f) => t(`guide:legalForm.alternatives.${f}`)),
  };
}

function legalReasons(w: GuideWording, sc: Scenario): string[] {
  const { t, money, shortForm } = w;
  return sc.legal.reasons.map(({ key, params }) => {
    const p = params ?? {};
    return t(`guide:legalForm.reasons.${key}`, {
      count: typeof p.count === "number" ? p.count : undefined,
      form: typeof p.form === "string" ? shortForm(p.form as LegalForm) : undefined,
      other: typeof p.other === "string" ? shortForm(p.other as LegalForm) : undefined,
      net: typeof p.net === "number" ? money(p.net) : undefined,
      otherNet: typeof p.otherNet === "number" ? money(p.otherNet) : undefined,
      difference: typeof p.difference === "number" ? money(Math.abs(p.difference)) : undefined,
      full: money(sc.taxes.company?.social ?? 0),
    });
  });
}

/** What the user's own choice of form costs against the recommended one, when they differ. */
function choiceNote(w: GuideWording, sc: Scenario): string | null {
  const { t, money, formName, shortForm } = w;
  const { recommended, chosen, choiceDifference } = sc.legal;
  if (!chosen || chosen === recommended) return null;
  const companyChoice = chosen === "spzoo" || chosen === "psa";
  let choice =
    choiceDifference !== null
      ? t("guide:legalForm.choice", {
          chosen: formName(chosen),
          recommended: shortForm(recommended),
          difference: money(Math.abs(choiceDifference)),
        })
      : t("guide:legalForm.choiceNoNumbers", { chosen: formName(chosen), recommended: shortForm(recommended) });
  if (companyChoice && choiceDifference !== null)
    choice += ` ${t("guide:legalForm.choiceLiability", { difference: money(Math.abs(choiceDifference)) })}`;
  return choice;
}
