/**
 * Every 2026 figure the calculators use, each with its source (facts sheet
 * `facts/poland-business-2026.md`, source ids [Sx] and the legal act where known). One file per
 * year: a new year is a new file, never an edit of this one.
 */
import { LATE_PAYMENT_2026 } from "./late-payment-2026.ts";
import { TAX_INTEREST_2026 } from "./tax-interest-2026.ts";
import { RURAL_2026 } from "./rural-2026.ts";

export interface Sourced<T = number> {
  value: T;
  source: string;
}

const s = <T>(value: T, source: string): Sourced<T> => ({ value, source });

export const PARAMETERS_2026 = {
  year: 2026,
  // §0 base parameters
  minimumWage: s(4806, "Rozp. RM z 11.09.2025, Dz.U. 2025 poz. 1242 [S9–S12]"),
  minimumHourlyRate: s(31.4, "Rozp. RM z 11.09.2025 [S9, S10, S12]"),
  forecastAverageWage: s(9420, "ustawa budżetowa 2026, prognozowane przeciętne wynagrodzenie [S1–S3, S8]"),
  averageWageQ4_2025: s(
    9228.64,
    "komunikat GUS z 22.01.2026 (przeciętne wynagrodzenie w sektorze przedsiębiorstw, IV kw. 2025) [S15]",
  ),
  // §4 ZUS
  zus: {
    rates: {
      pension: s(0.1952, "ustawa o systemie ubezpieczeń społecznych: emerytalne 19,52% [S1, S4, S6, S7]"),
      disability: s(0.08, "rentowe 8% [S1, S4, S6, S7]"),
      sickness: s(0.0245, "chorobowe 2,45%, dobrowolne [S1, S4, S6, S7]"),
      accident: s(0.0167, "wypadkowe 1,67% dla płatników do 9 ubezpieczonych; od 1.04.2026 niepotwierdzone [S1, S75]"),
      labourFund: s(0.0245, "Fundusz Pracy 2,45% (z Funduszem Solidarnościowym) [S1, S6]"),
    },
    /** 60% of the forecast average wage. */
    fullBase: s(5652, "60% × 9 420 zł [S1, S2, S3, S6]"),
    /** 30% of the minimum wage. */
    preferentialBase: s(1441.8, "30% × 4 806 zł [S1–S4, S7]"),
    startReliefMonths: s(
      6,
      "ulga na start: 6 pełnych miesięcy kalendarzowych; miesiąc startu liczy się tylko przy starcie 1. dnia [S56]",
    ),
    preferentialMonths: s(
      24,
      "preferencyjne składki: 24 pełne miesiące kalendarzowe, po uldze na start albo od startu [S1–S4, S56]",
    ),
    smallPlusRevenueLimit: s(
      120000,
      "Mały ZUS Plus: przychód (nie dochód) w poprzednim roku do 120 000 zł, art. 18c ustawy o sus [S54]",
    ),
    /** Rule: a month started mid-way gets a pro-rated base (not during the start relief). */
    partialMonthProRated: s(
      true,
      "niepełny pierwszy miesiąc: podstawa × dni podlegania ÷ dni miesiąca, art. 18 ust. 9 ustawy o sus [S56]",
    ),
    smallPlusMinBase: s(1441.8, "Mały ZUS Plus: podstawa minimalna 1 441,80 zł [S54]"),
    smallPlusMaxBase: s(5652, "Mały ZUS Plus: podstawa maksymalna 5 652 zł [S54]"),
  },
  // §5 health contribution
  health: {
    rateScale: s(0.09, "9% dochodu na skali [S13, S14, S16]"),
    rateFlat: s(0.049, "4,9% dochodu na podatku liniowym [S13, S16, S17]"),
    /** 9% of the minimum wage (the 2025 reduction expired). */
    minimumMonthly: s(432.54, "9% × 4 806 zł, od składki za luty 2026 [S13, S14, S16]"),
    soleShareholderMonthly: s(830.58, "jedyny wspólnik sp. z o.o.: 9% × 9 228,64 zł, art. 81 ust. 2za [S15]"),
    ryczaltMonthly: {
      upTo60k: s(498.35, "ryczałt, przychód do 60 000 zł: 9% × 60% × 9 228,64 zł [S15, S16]"),
      upTo300k: s(830.58, "ryczałt, przychód 60 000–300 000 zł: 9% × 9 228,64 zł [S15, S16]"),
      above300k: s(1495.04, "ryczałt, przychód powyżej 300 000 zł: 9% × 180% × 9 228,64 zł [S15, S16]"),
    },
    ryczaltBrackets: s(
      [60000, 300000] as const,
      "progi przychodu dla ryczałtu, kwotowe także w niepełnym roku [S15, S16]",
    ),
    /** Rule: what revenue the ryczałt brackets are compared with (health-contribution.ts). */
    ryczaltBracketRevenue: s(
      true,
      "próg składki na ryczałcie: przychód pomniejszony o zapłacone składki emerytalne, rentowe, chorobowe i wypadkowe (bez Funduszu Pracy), o ile nie odliczono ich od dochodu; art. 81 ust. 2e–2g ustawy o świadczeniach opieki zdrowotnej (t.j. Dz.U. 2025 poz. 1461); biznes.gov.pl/pl/portal/001052",
    ),
    flatDeductionCap: s(14100, "limit odliczenia składki zdrowotnej na liniowym, M.P. 2025 poz. 1274 [S16–S18]"),
    ryczaltDeductibleShare: s(0.5, "50% zapłaconej składki odliczane od przychodu [S16, S24]"),
    /** Rule: a month's health contribution is due in full, also for the month the business starts in. */
    partialMonthInFull: s(
      true,
      "składka zdrowotna miesięczna i niepodzielna, także za niepełny miesiąc, art. 79 ust. 2 ustawy o świadczeniach",
    ),
  },
  // §3 income tax
  pit: {
    scaleRateLow: s(0.12, "skala: 12% do 120 000 zł [S19, S20]"),
    scaleRateHigh: s(0.32, "skala: 32% powyżej 120 000 zł [S19, S20]"),
    scaleThreshold: s(120000, "próg skali podatkowej [S19, S20]"),
    taxFreeAmount: s(30000, "kwota wolna od podatku [S18, S20]"),
    reducingAmount: s(3600, "kwota zmniejszająca podatek (300 zł miesięcznie) [S19, S20]"),
    flatRate: s(0.19, "podatek liniowy 19% [S34, S38]"),
    solidarityRate: s(0.04, "danina solidarnościowa 4% [S20]"),
    solidarityThreshold: s(1000000, "danina solidarnościowa od dochodu powyżej 1 000 000 zł [S20]"),
    ryczaltRates: s(
      [0.02, 0.03, 0.055, 0.085, 0.1, 0.12, 0.125, 0.14, 0.15, 0.17] as const,
      "stawki ryczałtu, art. 12 ustawy o ryczałcie [S21–S23]",
    ),
    /** Activity → lump-sum rate (a summary; the exact rate follows the PKWiU code of each service). */
    ryczaltActivities: {
      liberalProfessions: s(0.17, "wolne zawody [S21, S22]"),
      listedServices: s(0.15, "niektóre usługi, np. pośrednictwo w handlu hurtowym [S21]"),
      healthArchitectureEngineering: s(
        0.14,
        "ochrona zdrowia, architektura, inżynieria, badania techniczne [S21, S22]",
      ),
      it: s(0.12, "oprogramowanie, doradztwo IT [S21, S22]"),
      ownRealEstateSale: s(0.1, "zakup i sprzedaż własnych nieruchomości [S21, S22]"),
      rentalAbove100k: s(0.125, "najem ponad 100 000 zł [S21, S22]"),
      otherServicesAndRental: s(0.085, "pozostałe usługi, najem do 100 000 zł [S21, S22]"),
      manufacturingConstruction: s(0.055, "produkcja, roboty budowlane, transport drogowy > 2 t [S21–S23]"),
      tradeCatering: s(0.03, "handel, gastronomia bez alkoholu powyżej 1,5% [S21–S23]"),
      ownFarmProducts: s(0.02, "własne produkty roślinne i zwierzęce przetworzone nieprzemysłowo [S23]"),
    },
    /** Deductible costs of a contract of mandate or for a specific work: 20%, 50% for copyright, capped. */
    contractCosts: s(0.2, "koszty uzyskania z umowy zlecenia i o dzieło, art. 22 ust. 9 pkt 4 ustawy o PIT"),
    authorsCosts: s(
      0.5,
      "50% kosztów autorskich przy korzystaniu z praw autorskich, art. 22 ust. 9 pkt 3 ustawy o PIT",
    ),
    authorsCostsCap: s(120000, "roczny limit kosztów 50%, art. 22 ust. 9a ustawy o PIT"),
    ryczaltRevenueLimit: s(8517200, "limit przychodu dla ryczałtu: 2 000 000 EUR [S24, S25, S27, S28]"),
    /** Rule: which contributions reduce the lump-sum revenue (compare.ts). */
    ryczaltSocialDeduction: s(
      true,
      "od przychodu na ryczałcie odlicza się tylko składki emerytalne, rentowe, chorobowe i wypadkowe, nie Fundusz Pracy; art. 11 ust. 1 ustawy o ryczałcie w zw. z art. 26 ust. 1 pkt 2 ustawy o PIT [§3c]",
    ),
    /** Rule: Fundusz Pracy paid for oneself on the scale and flat tax. */
    labourFundAsCost: s(
      true,
      "Fundusz Pracy za siebie to koszt uzyskania przychodu na skali i liniowym, art. 22 ust. 1 ustawy o PIT [§3c]",
    ),
    /** Equipment up to this net value may be a cost at once instead of a fixed asset. */
    lowValueAssetLimit: s(
      10000,
      "składnik majątku o wartości do 10 000 zł można zaliczyć do kosztów jednorazowo, art. 22d ust. 1 ustawy o PIT",
    ),
    /** Computers (KŚT group 4, 491): the yearly straight-line depreciation rate. */
    computerDepreciationRate: s(
      0.3,
      "komputery (KŚT grupa 4, poz. 491) – stawka amortyzacji 30% rocznie, załącznik nr 1 do ustawy o PIT",
    ),
  },
  // §1b CIT for companies (sp. z o.o., PSA)
  cit: {
    rateReduced: s(
      0.09,
      "CIT 9%: mały podatnik albo podatnik w pierwszym roku działalności (z wyłączeniami, np. spółki z przekształcenia JDG, estoński CIT), art. 19 ust. 1 pkt 2 ustawy o CIT [S30–S32]",
    ),
    rateStandard: s(0.19, "CIT 19%: stawka podstawowa, art. 19 ust. 1 pkt 1 ustawy o CIT [S32]"),
    smallTaxpayerLimit: s(
      8517000,
      "mały podatnik w 2026 r.: sprzedaż brutto (z VAT) w 2025 r. do 2 000 000 EUR, po przeliczeniu 8 517 000 zł [S25, S26, S28, S30]",
    ),
    reducedRateRevenueLimit: s(
      8431000,
      "drugi warunek 9%: przychody w roku podatkowym do 2 000 000 EUR po kursie NBP z 2.01.2026 (4,2156 zł), 8 431 000 zł [S30, S31]",
    ),
    estonianRateSmall: s(
      0.1,
      "estoński CIT (ryczałt od dochodów spółek) 10% podzielonego zysku: mały podatnik albo rozpoczynający działalność, art. 28o ust. 1 pkt 1 ustawy o CIT [S33]",
    ),
    estonianRateOther: s(
      0.2,
      "estoński CIT 20% podzielonego zysku: pozostali podatnicy, art. 28o ust. 1 pkt 2 ustawy o CIT [S33]",
    ),
    estonianEffectiveSmall: s(
      0.2,
      "estoński CIT, mały albo rozpoczynający działalność podatnik: łącznie 20% wypłaconego zysku (10% ryczałtu i 19% PIT od dywidendy pomniejszone o 90% ryczałtu, art. 30a ust. 19 ustawy o PIT) [S33]",
    ),
    estonianEffectiveOther: s(
      0.25,
      "estoński CIT, pozostali podatnicy: łącznie 25% wypłaconego zysku (20% ryczałtu i 19% PIT od dywidendy pomniejszone o 70% ryczałtu, art. 30a ust. 19 ustawy o PIT) [S33]",
    ),
    dividendRate: s(
      0.19,
      "zryczałtowany podatek od dywidendy wypłaconej wspólnikowi, pobierany przez spółkę, art. 30a ust. 1 pkt 4 ustawy o PIT",
    ),
  },
  // §6 VAT and cash registers
  vat: {
    exemptionLimit: s(240000, "art. 113 ustawy o VAT, limit od 1.01.2026 [S49]"),
    standardRate: s(
      0.23,
      "podstawowa stawka VAT 23%, art. 41 ust. 1 w zw. z art. 146ef ustawy o VAT; bez zmian w 2026 [S50]",
    ),
    daysInYear: s(365, "proporcja limitu: dni do końca roku / 365 [S49]"),
    cashRegisterLimit: s(20000, "obrót z konsumentami, Rozp. MF z 17.12.2024, Dz.U. 2024 poz. 1902 [S51]"),
    splitPaymentThreshold: s(15000, "MPP: faktura powyżej 15 000 zł brutto, towary z zał. 15 [S52]"),
    ksefReliefMonthlyLimit: s(
      10000,
      "faktury poza KSeF, dopóki suma faktur brutto wystawionych w miesiącu nie przekroczy 10 000 zł; obowiązek od faktury, którą suma przekracza limit, i dalej; od 1.04 do 31.12.2026, art. 145m ustawy o VAT [S45–S47]",
    ),
  },
  // §3a a passenger car in the business: the value limits of depreciation, lease and AC insurance
  // (ustawa z 2.12.2021 o zmianie ustawy o elektromobilności, Dz.U. 2021 poz. 2269, art. 3: from 1.01.2026)
  car: {
    valueLimitCombustion: s(
      100000,
      "limit wartości samochodu osobowego o emisji CO2 co najmniej 50 g/km (amortyzacja, leasing, najem, AC), art. 23 ust. 1 pkt 4 lit. c, pkt 47a i ust. 5e ustawy o PIT (od 1 stycznia 2026 r.)",
    ),
    valueLimitLowEmission: s(
      150000,
      "limit wartości samochodu osobowego o emisji CO2 poniżej 50 g/km, art. 23 ust. 1 pkt 4 lit. b, pkt 47a i ust. 5e ustawy o PIT",
    ),
    valueLimitElectric: s(
      225000,
      "limit wartości samochodu osobowego elektrycznego lub napędzanego wodorem, art. 23 ust. 1 pkt 4 lit. a ustawy o PIT",
    ),
    mixedUseShare: s(
      0.75,
      "75% wydatków na używanie samochodu osobowego w firmie używanego też prywatnie, art. 23 ust. 1 pkt 46a lit. a ustawy o PIT",
    ),
    vatMixedUseShare: s(
      0.5,
      "50% VAT naliczonego od nabycia, leasingu, paliwa i eksploatacji samochodu osobowego używanego też prywatnie; 100% tylko przy użyciu wyłącznie firmowym po zgłoszeniu VAT-26 i z ewidencją przebiegu, art. 86a ust. 1–4 i 12 ustawy o VAT",
    ),
    privateCarShare: s(
      0.2,
      "20% wydatków na używanie prywatnego samochodu osobowego spoza ewidencji środków trwałych, art. 23 ust. 1 pkt 46a lit. b ustawy o PIT",
    ),
  },
  // §1a unregistered activity
  unregistered: {
    quarterlyLimit: s(10813.5, "225% minimalnego wynagrodzenia na kwartał, Dz.U. 2025 poz. 1168 [S53]"),
    monthsWithoutBusiness: s(60, "brak działalności w ostatnich 60 miesiącach [S53]"),
  },
  // §7 employment
  employer: {
    pension: s(0.0976, "emerytalne pracodawcy 9,76% [S59]"),
    disability: s(0.065, "rentowe pracodawcy 6,5% [S59]"),
    accident: s(0.0167, "wypadkowe 1,67% [S59]"),
    labourFund: s(0.0245, "Fundusz Pracy 2,45% [S59]"),
    guaranteeFund: s(0.001, "FGŚP 0,10% [S59]"),
    ppkBasic: s(0.015, "PPK, wpłata podstawowa pracodawcy 1,5% [S59]"),
    ppkEnrolmentMonths: s(
      3,
      "PPK: umowę o prowadzenie PPK za nowego pracownika zawiera się po 3 miesiącach zatrudnienia, najpóźniej do 10. dnia miesiąca następującego po miesiącu, w którym upłynęły, art. 16 ust. 1 pkt 2 ustawy o PPK (mojeppk.pl)",
    ),
    ppkContractDay: s(
      10,
      "PPK: 10. dzień miesiąca po miesiącu, w którym upłynęły 3 miesiące zatrudnienia, art. 16 ust. 1 ustawy o PPK",
    ),
  },
  // §7 employment: what is deducted from an employee's gross pay (net pay)
  employee: {
    pension: s(0.0976, "emerytalne pracownika 9,76% [S59]"),
    disability: s(0.015, "rentowe pracownika 1,5% [S59]"),
    sickness: s(0.0245, "chorobowe pracownika 2,45% [S59]"),
    health: s(0.09, "składka zdrowotna pracownika 9% podstawy po składkach społecznych [S59]"),
    monthlyCosts: s(
      250,
      "podstawowe koszty uzyskania przychodu 250 zł miesięcznie, art. 22 ust. 2 pkt 1 ustawy o PIT (bez zmian od 2019 r.)",
    ),
    monthlyReducingAmount: s(300, "kwota zmniejszająca zaliczkę 300 zł miesięcznie (PIT-2) [S19, S20]"),
  },
  // late payment between businesses: interest, compensation, payment terms (./late-payment-2026.ts)
  latePayment: LATE_PAYMENT_2026,
  // default interest on tax arrears and late ZUS contributions (./tax-interest-2026.ts)
  taxInterest: TAX_INTEREST_2026,
  rural: RURAL_2026,
  // §8 recurring deadlines (a day that falls on a Saturday, Sunday or public holiday moves to the next working day)
  deadlines: {
    zusDaySoleTrader: s(
      20,
      "składki ZUS i DRA za poprzedni miesiąc do 20. dnia: JDG i spółki bez osobowości prawnej [S39]",
    ),
    zusDayLegalPerson: s(15, "składki ZUS do 15. dnia: płatnicy z osobowością prawną (sp. z o.o., PSA, S.A.) [S39]"),
    jpkDay: s(25, "JPK_V7M i JPK_V7K oraz zapłata VAT do 25. dnia następnego miesiąca [S42]"),
    pitAdvanceDay: s(20, "zaliczka PIT za miesiąc lub kwartał do 20. dnia następnego miesiąca [S37, S38]"),
    taxFormChoiceDay: s(
      20,
      "wybór formy opodatkowania do 20. dnia miesiąca po miesiącu pierwszego przychodu w roku; przy pierwszym przychodzie w grudniu do końca roku [S34–S36, S38]",
    ),
    annualReturn: s(
      [4, 30] as const,
      "PIT-36, PIT-36L i PIT-28 za rok do 30 kwietnia następnego roku (miesiąc, dzień) [S40]",
    ),
    citReturnMonthsAfter: s(
      3,
      "CIT-8 za rok podatkowy do końca 3. miesiąca następnego roku (31 marca przy roku kalendarzowym; art. 27 ust. 1 ustawy o CIT) [S41]",
    ),
    employerInfoOfficeMonth: s(
      1,
      "PIT-11 i PIT-4R za rok do urzędu skarbowego do końca stycznia następnego roku (art. 39 ust. 1 i art. 42 ust. 2 ustawy o PIT)",
    ),
    employerInfoEmployeeMonth: s(
      2,
      "PIT-11 za rok pracownikowi do końca lutego następnego roku (art. 39 ust. 1 ustawy o PIT)",
    ),
    healthSettlement: s(
      [5, 20] as const,
      "roczne rozliczenie składki zdrowotnej za rok do 20 maja następnego roku, z DRA za kwiecień (miesiąc, dzień) [S58]",
    ),
    zusRegistrationDays: s(
      7,
      "zgłoszenie do ZUS (ZUS ZUA albo ZZA) w ciągu 7 dni od powstania obowiązku ubezpieczeń – rozpoczęcia działalności albo zatrudnienia pracownika (art. 36 ust. 4 ustawy o systemie ubezpieczeń społecznych)",
    ),
    cashRegisterAfterLimitMonths: s(
      2,
      "po przekroczeniu limitu zwolnienia z kasy zwolnienie wygasa z upływem 2 miesięcy, licząc od końca miesiąca przekroczenia, Rozp. MF z 17.12.2024, Dz.U. 2024 poz. 1902 [S51]",
    ),
    nextWorkingDay: s(
      true,
      "termin w sobotę, niedzielę lub święto przesuwa się na najbliższy dzień roboczy, art. 12 § 5 Ordynacji podatkowej (dla składek ZUS w związku z art. 31 ustawy o systemie ubezpieczeń społecznych); dni świąteczne: ustawa z 18.01.1951 o dniach wolnych od pracy (Wigilia 24 grudnia od 2025 r.)",
    ),
  },
} as const;

export type Parameters = typeof PARAMETERS_2026;

/** The years the calculators know. */
export const SUPPORTED_YEARS = [2026] as const;
export type SupportedYear = (typeof SUPPORTED_YEARS)[number];

export const parametersFor = (year: number): Parameters | null => (year === 2026 ? PARAMETERS_2026 : null);

export interface FlatParameter {
  path: string;
  value: number;
  source: string;
  /** A rule (a `Sourced<true>` entry) rather than a figure: its value is 1 and only its source text means anything. */
  rule?: true;
}

/**
 * Every figure above with its path, for the knowledge-base number check and the calculator's
 * sources list; rules come as `rule: true` with the value 1.
 */
export function flattenParameters(node: unknown = PARAMETERS_2026, path = ""): FlatParameter[] {
  if (!node || typeof node !== "object") return [];
  const entry = node as Partial<Sourced<unknown>>;
  if ("value" in entry && "source" in entry) {
    if (entry.value === true) return [{ path, value: 1, source: entry.source as string, rule: true }];
    const values = Array.isArray(entry.value) ? entry.value : [entry.value];
    return values
      .filter((v): v is number => typeof v === "number")
      .map((value) => ({ path, value, source: entry.source as string }));
  }
  return Object.entries(node).flatMap(([k, v]) => flattenParameters(v, path ? `${path}.${k}` : k));
}
