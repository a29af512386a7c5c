import { CURRENCY_IDS, SUBSCRIPTION_INTERVALS } from "../../../shared/pricing.ts";
import { useT } from "../../lib/i18n-react.tsx";

/** The subscription intervals (day … year) as a select's options, translated. */
export function IntervalOptions() {
  const { t } = useT();
  return SUBSCRIPTION_INTERVALS.map((i) => (
    <option key={i} value={i}>
      {t(`pricing:intervals.${i}`)}
    </option>
  ));
}

/** The currencies (1 PLN, 3 EUR) as a select's options, translated. */
export function CurrencyOptions() {
  const { t } = useT();
  return CURRENCY_IDS.map((c) => (
    <option key={c} value={String(c)}>
      {t(`pricing:currencies.${c}`)}
    </option>
  ));
}
