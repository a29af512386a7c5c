import type { Sourced } from "./parameters-2026.ts";

/**
 * 2025 figures, kept only to answer "how much did it go up in 2026?": each with its source (facts
 * sheet `facts/poland-business-2026.md`, source ids [Sx]). The calculators never use them.
 */
const s = <T>(value: T, source: string): Sourced<T> => ({ value, source });

export const PREVIOUS_YEAR_2025 = {
  year: 2025,
  minimumWage: s(4666, "płaca minimalna 2025 [S11, S12]"),
  minimumHourlyRate: s(30.5, "minimalna stawka godzinowa 2025 [S11, S12]"),
  fullZusWithSickness: s(1773.96, "pełny ZUS 2025 z chorobowym [S1, S8, S95]"),
  preferentialZusWithSickness: s(442.9, "preferencyjny ZUS 2025 z chorobowym [S1, S8, S95]"),
  healthMinimum: s(314.96, "minimalna składka zdrowotna 2025: 9% × 75% × 4 666 zł [S13, S58]"),
  ryczaltHealth: {
    upTo60k: s(461.66, "ryczałt 2025, przychód do 60 000 zł [S15]"),
    upTo300k: s(769.43, "ryczałt 2025, przychód 60 000–300 000 zł [S15]"),
    above300k: s(1384.97, "ryczałt 2025, przychód powyżej 300 000 zł [S15]"),
  },
  flatDeductionCap: s(12900, "limit odliczenia składki zdrowotnej na liniowym w 2025 [S17]"),
  vatExemptionLimit: s(200000, "limit zwolnienia z VAT do 31.12.2025 [S49]"),
  unregisteredMonthlyLimit: s(3499.5, "działalność nierejestrowana 2025: 75% płacy minimalnej miesięcznie [S53]"),
} as const;
