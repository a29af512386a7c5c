/**
 * The 2026 figure of the KSeF relief the calculators use, with its source (facts sheet §6c). Kept
 * apart from PARAMETERS_2026 like transport-2026.ts: a transitional rule of one year.
 */
export const KSEF_2026 = {
  reliefMonthlyLimit: {
    value: 10000,
    source:
      "faktury poza KSeF, dopóki suma faktur brutto wystawionych w miesiącu nie przekroczy 10 000 zł; obowiązek od faktury, którą suma przekracza limit, i dalej; od 1.04 do 31.12.2026, art. 145m ustawy o VAT [S45–S47]",
  },
} as const;
