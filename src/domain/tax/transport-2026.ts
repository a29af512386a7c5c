/**
 * The 2026 figures of a road-transport business the calculators use, each with its source: the
 * carrier's financial standing (EU law, in euro), the domestic per diem and the per-km rates for an
 * employee's private vehicle (unchanged since 2023, in force in 2026), and a driver's weekly and
 * two-week driving limits (EU law).
 */
export const TRANSPORT_2026 = {
  standing: {
    firstVehicle: { value: 9000, source: "rozp. (WE) 1071/2009, art. 7 ust. 1 lit. a: 9 000 EUR za pierwszy pojazd" },
    nextHeavy: { value: 5000, source: "art. 7 ust. 1 lit. b: 5 000 EUR za każdy dodatkowy pojazd powyżej 3,5 t" },
    nextLight: { value: 900, source: "art. 7 ust. 1 lit. c: 900 EUR za każdy dodatkowy pojazd 2,5–3,5 t" },
    firstLightOnly: {
      value: 1800,
      source: "art. 7 ust. 1 akapit drugi: 1 800 EUR za pierwszy pojazd przewoźnika wyłącznie z pojazdami 2,5–3,5 t",
    },
  },
  perDiem: {
    domestic: { value: 45, source: "rozp. MRPiPS z 29.01.2013 (Dz.U. 2013 poz. 167) po zmianie z 2022: 45 zł za dobę" },
    nightLumpSum: { value: 67.5, source: "tamże, § 8 ust. 3: 150% diety, 67,50 zł" },
  },
  driving: {
    weekly: { value: 56, source: "rozp. (WE) 561/2006, art. 6 ust. 2: tygodniowy czas prowadzenia najwyżej 56 godzin" },
    fortnight: { value: 90, source: "art. 6 ust. 3: łącznie najwyżej 90 godzin w dwóch kolejnych tygodniach" },
  },
  mileage: {
    carAbove900: { value: 1.15, source: "rozp. Ministra Infrastruktury z 22.12.2022 (Dz.U. 2023 poz. 5): 1,15 zł/km" },
    carUpTo900: { value: 0.89, source: "tamże: 0,89 zł/km do 900 cm³" },
    electric: { value: 0.89, source: "tamże: 0,89 zł/km samochód elektryczny" },
    motorcycle: { value: 0.69, source: "tamże: 0,69 zł/km motocykl" },
    moped: { value: 0.42, source: "tamże: 0,42 zł/km motorower" },
  },
} as const;
