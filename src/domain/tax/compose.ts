import type { RateLimiter } from "../access/rate-limiter.ts";
import { compareTaxForms } from "./compare.ts";
import type { CompareInput } from "./compare-input.ts";
import { flattenParameters, PARAMETERS_2026 } from "./parameters-2026.ts";

/** The 2026 tax calculators, by the domain's own names. */
export function createTaxServices({ rateLimits }: { rateLimits: RateLimiter }) {
  return {
    /** The comparison of the three income-tax forms; public, rate-limited per client. */
    compareTaxForms: async (input: CompareInput, clientKey: string) => {
      await rateLimits.consume("taxCompare", clientKey);
      return compareTaxForms(input);
    },
    /** The figures behind the calculator, each with its source (shown on the page). */
    flattenParameters: () => flattenParameters(),
    ryczaltRates: () => [...PARAMETERS_2026.pit.ryczaltRates.value],
  };
}

export type TaxServices = ReturnType<typeof createTaxServices>;
