import { useT } from "../../lib/i18n-react.tsx";
import { useFormat } from "../../lib/use-format.ts";
import { useMonthNames } from "./hint-vars.ts";

export type Assumed = { code: string; params: Record<string, number | string> };

/** One assumption of the result in the page's language. */
export function useAssumed() {
  const { t } = useT();
  const { money, number } = useFormat();
  const { monthFrom } = useMonthNames();
  const stageInText = (s: number | string) => t(`calculator.stageInText.${s}`);
  return ({ code, params: p }: Assumed): string => {
    switch (code) {
      case "partialYear":
        return t("calculator.assumed.partialYear", { month: monthFrom(p.startMonth!), count: Number(p.months) });
      case "zusStage":
        return t("calculator.assumed.zusStage", { stage: stageInText(p.stage!) });
      case "zusChange":
        return t("calculator.assumed.zusChange", {
          from: stageInText(p.from!),
          to: stageInText(p.to!),
          until: monthFrom(p.lastMonth!),
          month: monthFrom(p.month!),
        });
      case "equalMonths":
        return t("calculator.assumed.equalMonths", {
          revenue: money(Number(p.monthlyRevenue)),
          costs: money(Number(p.monthlyCosts)),
        });
      case "ryczaltRate":
        return t("calculator.assumed.ryczaltRate", { rate: number(Number(p.rate)) });
      case "smallPlusBase":
        return t("calculator.assumed.smallPlusBase", {
          base: money(Number(p.base)),
          income: money(Number(p.previousYearIncome)),
        });
      case "ryczaltHealthBracket":
        return t("calculator.assumed.ryczaltHealthBracket", {
          revenue: money(Number(p.revenue)),
          social: money(Number(p.socialInsurance)),
          bracketRevenue: money(Number(p.bracketRevenue)),
          monthly: money(Number(p.monthly)),
        });
      case "labourFund":
        return t("calculator.assumed.labourFund", { amount: money(Number(p.annual)) });
      default:
        return t(`calculator.assumed.${code}`);
    }
  };
}
