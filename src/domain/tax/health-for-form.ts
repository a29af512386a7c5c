import { AppError } from "../errors.ts";
import { healthContribution, ryczaltBracket, type RyczaltBracket, type TaxForm } from "./health-contribution.ts";
import { grosz } from "./money.ts";
import { type Parameters, PARAMETERS_2026 } from "./parameters-2026.ts";

export interface HealthForForm {
  form: TaxForm;
  monthly: number;
  /** Scale and flat: the minimum applied because the percentage of income is lower. */
  minimumApplied: boolean;
  /** Ryczałt: the bracket and the revenue it was chosen on (revenue − social insurance contributions). */
  bracket?: RyczaltBracket;
  bracketRevenue?: number;
}

/**
 * The monthly health contribution of a form in 2026: scale 9% and flat tax 4,9% of the month's
 * income (revenue − costs − social contributions), both at least 432,54 zł; ryczałt by the bracket
 * of the year's revenue less the social insurance contributions paid (`annualSocialInsurance`,
 * emerytalne, rentowe, chorobowe, wypadkowe; 0 when left out).
 */
export function healthFor(
  form: TaxForm,
  input: { monthlyIncome?: number; annualRevenue?: number; annualSocialInsurance?: number },
  p: Parameters = PARAMETERS_2026,
): HealthForForm {
  const finite = (v: number | undefined): v is number => typeof v === "number" && Number.isFinite(v);
  if (form === "ryczalt") {
    if (!finite(input.annualRevenue)) throw new AppError("validation", { fields: { annualRevenue: ["number"] } });
    const social = finite(input.annualSocialInsurance) ? Math.max(0, input.annualSocialInsurance) : 0;
    const h = healthContribution(p, form, {
      annualIncome: 0,
      annualRevenue: input.annualRevenue,
      socialInsurance: social,
    });
    const bracketRevenue = grosz(input.annualRevenue - social);
    return {
      form,
      monthly: h.monthly,
      minimumApplied: false,
      bracket: ryczaltBracket(p, bracketRevenue),
      bracketRevenue,
    };
  }
  if (!finite(input.monthlyIncome)) throw new AppError("validation", { fields: { monthlyIncome: ["number"] } });
  const h = healthContribution(p, form, { annualIncome: input.monthlyIncome, annualRevenue: 0, months: 1 });
  const rate = form === "scale" ? p.health.rateScale.value : p.health.rateFlat.value;
  return {
    form,
    monthly: h.monthly,
    minimumApplied: grosz(Math.max(0, input.monthlyIncome) * rate) < p.health.minimumMonthly.value,
  };
}
