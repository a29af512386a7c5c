import { fold } from "./analyzer.ts";

/**
 * Phrases people use for the same thing. A question containing any phrase of a group is
 * searched with the whole group, so "JDG" finds "jednoosobowa działalność gospodarcza".
 */
export const SYNONYM_GROUPS: string[][] = [
  [
    "jdg",
    "jednoosobowa działalność gospodarcza",
    "działalność gospodarcza",
    "sole proprietorship",
    "self-employed",
    "własna firma",
  ],
  ["zus", "zakład ubezpieczeń społecznych", "składki społeczne", "social contributions", "social security"],
  ["mały zus", "preferencyjny zus", "preferencyjne składki", "preferential zus", "small zus"],
  ["mały zus plus", "mały zus+", "mzp", "small zus plus", "small zus+"],
  ["ulga na start", "start relief", "6 miesięcy bez zus", "bez zus na start"],
  ["duży zus", "pełny zus", "full zus", "zwykły zus"],
  ["ryczałt", "ryczałt od przychodów ewidencjonowanych", "lump sum", "lump-sum tax", "flat-rate tax on revenue"],
  ["liniowy", "podatek liniowy", "liniówka", "19%", "flat tax", "linear tax"],
  ["skala", "skala podatkowa", "zasady ogólne", "tax scale", "progressive tax", "12%"],
  ["zdrowotna", "składka zdrowotna", "zdrowotne", "nfz", "health contribution", "health insurance"],
  ["chorobowe", "ubezpieczenie chorobowe", "składka chorobowa", "sickness insurance", "l4", "zwolnienie lekarskie"],
  ["vat", "podatek od towarów i usług", "value added tax"],
  ["zwolnienie z vat", "zwolnienie podmiotowe", "vat exemption", "bez vat", "zwolniony z vat"],
  ["ksef", "krajowy system e-faktur", "e-faktura", "e-invoice", "e-invoicing", "faktury ustrukturyzowane"],
  ["kasa fiskalna", "kasa rejestrująca", "cash register", "paragon", "kasy fiskalnej", "kasę fiskalną"],
  ["papierosy", "papierosami", "wyroby tytoniowe", "tytoń", "tobacco", "cigarettes"],
  [
    "sp. z o.o.",
    "spzoo",
    "sp zoo",
    "spółka z o.o.",
    "spółka z ograniczoną odpowiedzialnością",
    "limited liability company",
    "llc",
    "zoo",
  ],
  ["psa", "prosta spółka akcyjna", "simple joint-stock company"],
  ["s.c.", "sc", "spółka cywilna", "civil partnership"],
  ["sp.j.", "spółka jawna", "general partnership"],
  [
    "działalność nierejestrowana",
    "nierejestrowana",
    "unregistered activity",
    "unregistered business",
    "bez rejestracji firmy",
  ],
  ["ceidg", "ceidg-1", "wpis do ceidg", "business register"],
  ["krs", "krajowy rejestr sądowy", "national court register"],
  ["crbr", "beneficjent rzeczywisty", "beneficial owner", "ubo"],
  ["pkd", "kod pkd", "pkd 2025", "activity code"],
  ["biała lista", "white list", "rachunek firmowy", "konto firmowe", "business bank account"],
  ["e-doręczenia", "edoręczenia", "adres do doręczeń elektronicznych", "e-delivery"],
  [
    "płaca minimalna",
    "minimalne wynagrodzenie",
    "najniższa krajowa",
    "minimalna krajowa",
    "minimalna pensja",
    "pensja minimalna",
    "minimum wage",
  ],
  ["na rękę", "wypłata netto", "net pay", "take-home pay", "take home"],
  ["fgśp", "fundusz gwarantowanych świadczeń pracowniczych", "guaranteed employee benefits fund"],
  ["umowa zlecenie", "zlecenie", "mandate contract", "contract of mandate"],
  ["umowa o dzieło", "dzieło", "contract for specific work"],
  ["umowa o pracę", "etat", "employment contract"],
  ["bhp", "szkolenie bhp", "health and safety", "occupational safety"],
  ["dotacja", "dofinansowanie", "dotacja z urzędu pracy", "pup", "grant", "start-up grant"],
  ["pożyczka na start", "pierwszy biznes", "bgk", "start-up loan"],
  ["wakacje składkowe", "contribution holiday", "zus holiday", "miesiąc bez zus"],
  ["jpk", "jpk_v7", "jpk v7", "jpk_v7m", "jpk_v7k", "saf-t", "plik jpk"],
  ["split payment", "mpp", "podzielona płatność", "mechanizm podzielonej płatności"],
  ["pit", "podatek dochodowy", "income tax"],
  ["cit", "podatek dochodowy od osób prawnych", "corporate income tax", "estoński cit"],
  ["karta podatkowa", "tax card"],
  ["danina solidarnościowa", "solidarity levy", "danina"],
  ["ip box", "ipbox", "ulga ip box"],
  ["nip", "numer identyfikacji podatkowej", "tax identification number", "tax id"],
  ["regon", "statistical number"],
  ["pracownik", "zatrudnienie pracownika", "hiring", "employee", "zatrudnić"],
  ["termin", "terminy", "kalendarz", "deadline", "deadlines", "do kiedy"],
  [
    "środek trwały",
    "środki trwałe",
    "środka trwałego",
    "fixed asset",
    "fixed assets",
    "company car",
    "samochód firmowy",
    "auto firmowe",
    "company equipment",
    "sprzęt firmowy",
  ],
  ["osobiście", "urząd gminy", "urzędzie gminy", "in person", "municipal office", "town hall"],
  ["najem", "wynajem", "wynajmuje", "wynajmuję", "najem prywatny", "rental", "rent out", "renting"],
  [
    "papierowo",
    "na papierze",
    "papierowy",
    "papierowa",
    "w formie papierowej",
    "on paper",
    "paper form",
    "paper application",
  ],
  ["elektronicznie", "online", "przez internet", "electronically", "via the internet"],
  ["okres spłaty", "na ile lat", "na jak długo", "repayment period", "loan term", "for how many years"],
];

const groups = SYNONYM_GROUPS.map((g) => g.map((p) => fold(p)));

/** The question with the phrases of every group it touches appended. */
export function expandQuery(question: string): string {
  const q = ` ${fold(question).replace(/[^a-z0-9.%+-]+/g, " ")} `;
  const extra = new Set<string>();
  for (const group of groups) {
    if (group.some((phrase) => q.includes(` ${phrase} `))) for (const phrase of group) extra.add(phrase);
  }
  return extra.size ? `${question} ${[...extra].join(" ")}` : question;
}
