import { useMemo } from "react";
import { formatAmount, formatMoney, formatNumber, localizeFigures } from "../../shared/format.ts";
import { useT } from "./i18n-react.tsx";

/**
 * Every number and amount a page shows, in the page's language: one place to format
 * them, so an English page never mixes "1 441,80 zł" with "PLN 5,050.32".
 */
export function formatters(locale: string) {
  return {
    /** Złoty to the grosz: "1441,80 zł" / "PLN 1,441.80" (tables, results). */
    money: (value: number) => formatMoney(value, locale),
    /** Złoty in prose: whole amounts without decimals ("120 000 zł" / "PLN 120,000"). */
    amount: (value: number) => formatAmount(value, locale),
    number: (value: number, maxDigits?: number) => formatNumber(value, locale, maxDigits),
    /** A fraction as a percentage: 0.0245 → "2,45%" / "2.45%". */
    percent: (fraction: number) => `${formatNumber(Math.round(fraction * 1e6) / 1e4, locale)}%`,
    /** The figures inside a Polish text (a cited source) in the page's language. */
    figures: (text: string) => localizeFigures(text, locale),
  };
}

export type Formatters = ReturnType<typeof formatters>;

export function useFormat(): Formatters {
  const { locale } = useT();
  return useMemo(() => formatters(locale), [locale]);
}
