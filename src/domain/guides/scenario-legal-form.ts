import { grosz } from "../tax/money.ts";
import { PARAMETERS_2026 as P } from "../tax/parameters-2026.ts";
import { fullSocial } from "./scenario-path.ts";
import type { SoleTraderYear } from "./scenario-sole-trader.ts";
import type { CompanyYear, LegalForm, Reason, Scenario, ScenarioBasics } from "./scenario-types.ts";

/**
 * Tax on dividends: 19% (art. 30a ust. 1 pkt 4 ustawy o PIT; unchanged in 2026, e.g.
 * dwaplusjeden.com "Dywidenda krok po kroku", 30.12.2025).
 */
export const DIVIDEND_TAX_RATE = 0.19;

export const SOLE_TRADER: LegalForm[] = ["jdg", "sc"];

/** What a sp. z o.o. or PSA leaves its shareholders in a year: CIT, then the whole profit paid out as dividends. */
export function companyYear(revenue: number, costs: number, founders: number, otherEmployment: boolean): CompanyYear {
  const profit = Math.max(0, grosz(revenue - costs));
  const citRate = revenue <= P.cit.reducedRateRevenueLimit.value ? P.cit.rateReduced.value : P.cit.rateStandard.value;
  const cit = grosz(profit * citRate);
  const dividendTax = grosz((profit - cit) * DIVIDEND_TAX_RATE);
  // A sole shareholder pays ZUS like a sole trader but without any relief (facts §4b, S73), and the
  // health contribution on the minimum wage (facts §5); shareholders of a company of several do not.
  const sole = founders === 1;
  const social = sole && !otherEmployment ? grosz(fullSocial() * 12) : 0;
  const health = sole ? grosz(P.health.minimumMonthly.value * 12) : 0;
  return {
    profit,
    citRate,
    cit,
    dividendTax,
    social,
    health,
    net: grosz(profit - cit - dividendTax - social - health),
  };
}

/** The legal form the plan recommends, against the user's own choice. */
export interface LegalChoice {
  recommended: LegalForm;
  chosen: LegalForm | null;
  options: Scenario["legal"]["options"];
  choiceDifference: number | null;
  /** The sole-trader form and the company form compared (the user's own choice may add a third option). */
  soleForm: LegalForm;
  companyForm: LegalForm;
}

const netOf = (options: Scenario["legal"]["options"], f: LegalForm) => options.find((o) => o.form === f)?.net ?? null;

/** The forms considered, what each leaves for all founders together, and the one that leaves more. */
export function chooseLegalForm(b: ScenarioBasics, sole: SoleTraderYear, company: CompanyYear | null): LegalChoice {
  const { chosen, founders } = b;
  const soleForm: LegalForm = founders > 1 ? "sc" : "jdg";
  const companyForm: LegalForm = chosen === "psa" ? "psa" : "spzoo";
  const soleNet = sole.comparison
    ? grosz(sole.comparison.variants.find((v) => v.form === sole.best)!.netIncome * (founders > 1 ? founders : 1))
    : null;
  const options: Scenario["legal"]["options"] = [
    { form: soleForm, net: soleNet },
    { form: companyForm, net: company?.net ?? null },
  ];
  let recommended: LegalForm;
  if (soleNet !== null && company) recommended = company.net > soleNet ? companyForm : soleForm;
  else recommended = chosen ?? soleForm;
  if (chosen && !options.some((o) => o.form === chosen)) {
    // A civil partnership named by one founder, a JDG named by several: shown with the figures of the form it is.
    options.push({ form: chosen, net: chosen === "jdg" || chosen === "sc" ? soleNet : (company?.net ?? null) });
  }
  const choiceDifference =
    chosen && chosen !== recommended && netOf(options, recommended) !== null && netOf(options, chosen) !== null
      ? grosz(netOf(options, recommended)! - netOf(options, chosen)!)
      : null;
  return { recommended, chosen, options, choiceDifference, soleForm, companyForm };
}

/** The legal form's reasons: the numbers first, then the profile. */
export function legalReasons(b: ScenarioBasics, choice: LegalChoice): Reason[] {
  const { recommended, options, soleForm, companyForm } = choice;
  const { founders, employees } = b;
  const soleTrader = SOLE_TRADER.includes(recommended);
  const reasons: Reason[] = [];
  const recommendedNet = netOf(options, recommended);
  const other = options.find((o) => o.form !== recommended && (o.form === soleForm || o.form === companyForm));
  if (recommendedNet !== null && other?.net != null)
    reasons.push({
      key: "numbers",
      params: {
        form: recommended,
        net: recommendedNet,
        other: other.form,
        otherNet: other.net,
        difference: grosz(recommendedNet - other.net),
      },
    });
  else reasons.push({ key: "noNumbers" });
  if (recommended === "jdg") reasons.push({ key: "solo" });
  if (recommended === "sc") reasons.push({ key: "partnersSmall", params: { count: founders } });
  if (soleTrader && b.otherEmployment) reasons.push({ key: "otherEmployment" });
  else if (soleTrader && b.relief) reasons.push({ key: "reliefs" });
  if (soleTrader)
    reasons.push({ key: "taxChoice" }, { key: recommended === "jdg" ? "liability" : "partnersLiability" });
  if (!soleTrader) reasons.push({ key: "companyLiability" }, { key: "companyCosts" });
  if (!soleTrader && founders > 1) reasons.push({ key: "companyPartners" });
  if (recommended === "psa") reasons.push({ key: "psa" });
  if (employees > 0) reasons.push({ key: "employees", params: { count: employees } });
  return reasons;
}
