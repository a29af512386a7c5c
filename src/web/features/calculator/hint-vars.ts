import { useT } from "../../lib/i18n-react.tsx";
import { useFormat } from "../../lib/use-format.ts";

/** The lump sum on rental: the lower rate up to this revenue in a year, the higher one above it. */
const RENTAL_THRESHOLD = 100_000;

/** The figures of the year the calculator's hints and messages name. */
export interface HintFigures {
  preferentialBase: number;
  fullBase: number;
  smallPlusLimit: number;
  sickness: number;
  rentalLow: number;
  rentalHigh: number;
  solidarityThreshold: number;
}

/** The hints' figures, formatted in the page's language. */
export function useHintVars(figures: HintFigures) {
  const { amount, number, percent } = useFormat();
  return {
    example: number(120_000),
    limit: amount(figures.smallPlusLimit),
    base: amount(figures.preferentialBase),
    fullBase: amount(figures.fullBase),
    rate: percent(figures.sickness),
    rentalLimit: amount(RENTAL_THRESHOLD),
    low: percent(figures.rentalLow),
    high: percent(figures.rentalHigh),
    threshold: amount(figures.solidarityThreshold),
  };
}

/** Month names: "lipiec" (a table's row) and "lipca" (from July). */
export function useMonthNames() {
  const { t } = useT();
  return {
    monthName: (m: number | string) => t(`calculator.monthNames.m${m}`),
    monthFrom: (m: number | string) => t(`calculator.monthsGenitive.m${m}`),
  };
}
