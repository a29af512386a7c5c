/**
 * Default interest on tax arrears and on ZUS contributions paid late in 2026 (Ordynacja podatkowa,
 * art. 53–56a and 63; ustawa o systemie ubezpieczeń społecznych, art. 23); plain objects, so that
 * this file imports nothing.
 */
export const TAX_INTEREST_2026 = {
  rate: {
    value: 0.105,
    source:
      "stawka odsetek za zwłokę od zaległości podatkowych od 5.03.2026: 200% stopy kredytu lombardowego NBP (4,25% po obniżce stopy referencyjnej do 3,75%) + 2 punkty procentowe, nie mniej niż 8%, art. 56 § 1a Ordynacji podatkowej; od 4.12.2025 do 4.03.2026 – 11% (lombardowa 4,5%); ta sama stawka dla składek ZUS (art. 23 ustawy o sus)",
  },
  reducedRate: {
    value: 0.0525,
    source:
      "stawka obniżona 50% stawki podstawowej: korekta deklaracji złożona samodzielnie w 6 miesięcy od terminu jej złożenia i zapłata zaległości w 7 dni od korekty, art. 56a § 1 pkt 1 Ordynacji podatkowej",
  },
  threshold: {
    value: 8.7,
    source:
      "odsetek nie nalicza się, gdy nie przekraczają trzykrotności opłaty za list polecony – 8,70 zł, art. 54 § 1 pkt 5 Ordynacji podatkowej",
  },
  zusThreshold: {
    value: 48.06,
    source:
      "od składek ZUS odsetek nie nalicza się, gdy nie przekraczają 1% minimalnego wynagrodzenia (4 806 zł w 2026 r.), art. 23 ust. 1a ustawy o systemie ubezpieczeń społecznych (od 18.09.2021); obniżonej stawki z art. 56a Ordynacji się do nich nie stosuje (art. 23 ust. 1)",
  },
} as const;
