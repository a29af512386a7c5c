/**
 * A search box's words (the fifty-seventh set): a few words naming what is asked, without a
 * question word or a question mark ("najniższa krajowa 2026 brutto", "company car private use
 * expenses percent", "sick leave for self employed waiting period", "najlepszy bank dla firmy").
 * A fragment made of them asks; a business described in a few words ("sklep z odzieżą") does not
 * use them.
 */
export const SEARCH_TOPIC =
  /\b(najnizsz\w* krajow\w*|placa minimaln\w*|placy minimaln\w*|minimaln\w* wynagrodz\w*|procent\w*|percent\w*|wydatk\w*|expenses|chorobow\w*|zasil\w*|sick (leave|pay)|waiting period|okres\w* wyczekiwani\w*|paragon\w* z nip|receipts? with (a )?nip|bial\w* list\w*|white ?list|najlepsz\w*|best|bank (account|dla firmy)|konto firmow\w*|rachunek firmow\w*)\b/;

/** Question words a search box keeps inside ("przelew powyżej ilu zł", "paragon do jakiej kwoty"). */
export const SEARCH_ASKS =
  /\b(powyzej ilu|ponizej ilu|od ilu|do ilu|do jakiej kwoty|od jakiej kwoty|above what|from what amount|up to what amount)\b/;

/**
 * A search box's amount question: a tax or contribution named first, a figure after it ("lump sum
 * health contribution 8k revenue a month", "skala dochód 10000 zł zdrowotna", "ryczałt health
 * contribution if I earn 4000"). It asks, even when its figure is the user's own and is recorded.
 */
export const SEARCH_AMOUNT =
  /^(?=.*\d)(?=.*\b(zdrowotn\w*|health|zus|skladk\w*|contributions?|podat\w*|tax|ile|how much)\b)(ryczal\w*|lump[- ]?sum|skal\w*|scale|liniow\w*|flat[- ]tax|zdrowotn\w*|health|zus|skladk\w*|preferencyjn\w*|preferential|maly zus\w*)\b/;

/** A statement ending in a bare topic, the search box's question: "otwieram firmę 1 października limit VAT". */
export const SEARCH_TAIL =
  /\b(limit\w* (vat|zwolnieni\w*)|vat limit|(vat )?exemption limit|ile zus|kasa fiskaln\w*|which tax form|jaka forma opodatkowania)\s*\W*$/;

/** A bracket's bound, not the user's figure: "przychód do 60 tys.", "up to 60k", "powyżej 300 tys.". */
export const SEARCH_BOUND = /\b(do|up to|powyzej|ponad|over|above|below|ponizej|under)\s+\d/;
