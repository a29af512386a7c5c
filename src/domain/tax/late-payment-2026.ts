/**
 * Late payment between businesses in 2026 (ustawa z 8.03.2013 o przeciwdziałaniu nadmiernym
 * opóźnieniom w transakcjach handlowych, Dz.U. 2013 poz. 403 ze zm.), each figure with its source.
 * Kept here and taken into PARAMETERS_2026 as its `latePayment` section (where the knowledge base's
 * near-miss check sees it); plain objects, so that this file imports nothing.
 */
export const LATE_PAYMENT_2026 = {
  interestFirstHalf: {
    value: 0.14,
    source:
      "odsetki ustawowe za opóźnienie w transakcjach handlowych od 1.01 do 30.06.2026: stopa referencyjna NBP 4% obowiązująca 1.01.2026 (od 4.12.2025; infor.pl 15.01.2026) + 10 punktów procentowych, art. 4 pkt 3 lit. b i art. 11b pkt 1 ustawy; ogłasza je w Monitorze Polskim minister właściwy do spraw gospodarki (art. 11c). Na II półrocze: stopa referencyjna z 1.07.2026 + 10 pkt (5.03.2026 RPP obniżyła ją do 3,75%)",
  },
  referenceRateJanuary: {
    value: 0.04,
    source: "stopa referencyjna NBP 4,00% od 4.12.2025, bez zmian 14.01.2026 (uchwała RPP; infor.pl 15.01.2026)",
  },
  interestMargin: {
    value: 0.1,
    source:
      "10 punktów procentowych ponad stopę referencyjną, gdy dłużnik nie jest publicznym podmiotem leczniczym (8 pkt, gdy jest), art. 4 pkt 3 ustawy",
  },
  compensationEur: {
    value: [40, 70, 100] as const,
    source:
      "rekompensata za koszty odzyskiwania należności: 40 EUR (świadczenie do 5 000 zł), 70 EUR (powyżej 5 000 i poniżej 50 000 zł), 100 EUR (od 50 000 zł), bez wezwania, za każdą transakcję; po średnim kursie NBP z ostatniego dnia roboczego miesiąca poprzedzającego miesiąc wymagalności, art. 10 ust. 1 ustawy",
  },
  compensationBands: {
    value: [5000, 50000] as const,
    source:
      "progi rekompensaty: do 5 000 zł włącznie – 40 EUR; od 50 000 zł włącznie – 100 EUR, art. 10 ust. 1 pkt 1–3 ustawy",
  },
  maxTermDays: {
    value: 60,
    source:
      "termin zapłaty najwyżej 60 dni od doręczenia faktury (art. 7 ust. 2); bez wyjątku, gdy duży przedsiębiorca płaci mikro, małemu lub średniemu (art. 7 ust. 2a)",
  },
  noTermDays: {
    value: 30,
    source:
      "bez terminu w umowie odsetki po 30 dniach od spełnienia świadczenia i doręczenia faktury, art. 8 ust. 1 ustawy",
  },
  badDebtDays: {
    value: 90,
    source:
      "ulga na złe długi: 90 dni od terminu płatności, art. 89a ust. 1a i art. 89b ust. 1 ustawy o VAT, art. 26i ustawy o PIT",
  },
} as const;
