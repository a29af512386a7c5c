import { EXCLUDED_FROM_EXEMPTION } from "../computed/vat.ts";
import { EMPLOYS_SOMEONE, HEALTH_WORDS, ZUS_WORDS } from "./hint-words.ts";
import type { TopicHint } from "./hints.ts";

/**
 * Everyday questions of the 30th and 31st blind sets' kinds, in the askers' words: moving the
 * business, registering online and where, becoming a VAT payer, crossing the VAT limit, trades
 * excluded from the exemption, a job and the health contribution, a civil partnership beside a
 * JDG, the employer's contribution rate, KSeF for a foreign client, the start relief and the
 * health contribution, the vetoed health reform, goods sold online that rule out the exemption, and
 * how fast the court registers a company. Each points at the section that answers it.
 */
export const EVERYDAY_HINTS: TopicHint[] = [
  // "Jestem członkiem zarządu z powołania, dostaję wynagrodzenie – ZUS czy zdrowotna?": health only.
  {
    re: [
      /\b(czlon\w* zarzadu|prezes\w*|board member|member of the board|management board)\b/,
      /\b(uchwal\w*|powolan\w*|powolanie|resolution|appointed)\b/,
      /\b(zus\w*|skladk\w*|skladek|zdrowotn\w*|wynagrodz\w*|pensj\w*|contribution\w*|health|salary|paid|fee)\b/,
    ],
    article: "zus-czlonek-zarzadu",
    heading: /z samego powolania|on the appointment alone/i,
  },
  // "Zamykam sklep, zostało mi towaru za 40 tys. – co z VAT?": the closing's stock-take and its VAT.
  {
    re: [
      /\b((zamyka\w*|zamkn\w*|likwid\w*) (\w+ )?(firm\w*|dzialalnos\w*|jdg|sklep\w*(?! o \d)|hurtowni\w*|pizzeri\w*|lokal\w*)|clos\w* (down )?(my |the )?(business|shop|store|jdg)|wind\w* up)\b/,
      /\b(towar\w*|na stanie|na polkach|magazyn\w*|regal\w*|wyposazeni\w*|remanent\w*|spis\w*|stock|inventory|goods|shelves)\b/,
    ],
    not: /\b(spol[kc]\w*|sp\.? ?z ?o\w*|llc|company)\b/,
    article: "zamkniecie-jdg",
    heading: /kroki|steps/i,
  },
  // "Podwykonawca na budowie, faktura na 22 tys. brutto – co dopisać na fakturze?": the split-payment note.
  {
    re: [
      /\b(budow\w*|podwykonaw\w*|tynk\w*|roboty budowlan\w*|wykonczen\w*|elektryczn\w*|hydraulicz\w*|construction|subcontract\w*|drywall|plaster\w*)\b/,
      /\b(faktur\w*|invoic\w*)\b/,
      /\b(dopisa\w*|dopisek|umiesci\w*|oznacz\w*|adnotac\w*|wpisac|mpp|podzielon\w*|split)\b/,
      /\b(mpp|podzielon\w*|split|brutto|gross|\d{2,3} ?(tys|k)\b|\d{2,3}[ .]?000)/,
    ],
    article: "split-payment",
    heading: /dopisek|note on the invoice/i,
  },
  // "Weszła w 2026 niższa składka zdrowotna?", "did they bring in the lower health contribution?": the vetoed reform.
  {
    re: [
      /\b(nizsz\w*|obniz\w*|mniejsz\w*|reform\w*|nowa skladk\w*|nowe zasady|lower|reduced|cut|new health)\b/,
      HEALTH_WORDS,
      /\b(weszl\w*|wprowadz\w*|obowiazuj\w*|bring in|brought in|introduc\w*|come in|came in|pass\w*|in force|2026|w tym roku|this year)\b/,
    ],
    not: /\b(ryczal\w*|lump|odlicz\w*|deduct\w*|ile wynosi|how much is)\b/,
    article: "skladka-zdrowotna-zasady",
    heading: /weto|veto/i,
  },
  // "Ulga na start – pół roku zero składek, zdrowotnej też nie?": the relief leaves the health contribution.
  {
    re: [
      /\b(ulg\w* na start|start(up)? relief|relief for starters)\b/,
      HEALTH_WORDS,
      /\b(tez|rowniez|zero|nic|either|as well|also|too|cover\w*|obejmuj\w*|zwalnia\w*)\b/,
    ],
    not: /\b(ile|how much|kwot\w*|ryczal\w*|lump|liniow\w*|skal\w*|flat|scale|what (exactly )?is|czym jest|co to (jest|za)|na czym polega|how long|jak dlugo|ile trwa)\b/,
    article: "ulga-na-start",
    heading: /nie obejmuje|does not cover/i,
  },
  // "Na uldze na start – czyli pół roku nic nie płacę do ZUS?": nothing social, the health contribution still.
  {
    re: [
      /\b(ulg\w* na start|uldz\w* na start|start(up)? relief|relief for starters)\b/,
      /\b(nic|zero|zadn\w*|nothing|anything at all)\b/,
      /\b(zus\w*|skladk\w*|skladek|contributions?|pay\w*|plac\w*)\b/,
    ],
    not: /\b(ile|how much|ryczal\w*|lump|liniow\w*|skal\w*|flat|scale|how long|jak dlugo|ile trwa|nierejestr\w*|unregistered)\b/,
    article: "ulga-na-start",
    heading: /nie obejmuje|does not cover/i,
  },
  // "Faktura dla klienta z Niemiec – też przez KSeF? On nie ma dostępu": outside KSeF with the QR code.
  {
    re: [
      /\bksef\b/,
      /\b((zagraniczn\w*|foreign|niemieck\w*|francusk\w*|holendersk\w*|czesk\w*|wlosk\w*|hiszpansk\w*|austriack\w*|german|french|dutch|czech|italian|spanish|austrian) (klient\w*|kontrahent\w*|odbiorc\w*|nabywc\w*|zleceniodawc\w*|client\w*|customer\w*|buyer\w*|principal\w*)|(klient\w*|kontrahent\w*|odbiorc\w*|client\w*|customer\w*|buyer\w*) (\w+ ){0,3}(z|ze|from|in|is in) (the )?(zagranicy|abroad|niemiec|francji|holandii|czech|wloch|hiszpanii|austrii|ue|unii|usa|anglii|wielkiej brytanii|germany|france|netherlands|spain|italy|uk|us|eu)|nie ma (do tego |do ksef )?dostepu|no access|has no access|without access)\b/,
    ],
    article: "faktura-termin-zagranica",
    heading: /zagranicznego kontrahenta|foreign/i,
    abroad: true,
  },
  // "Pracodawca płaci za mnie zdrowotną, to z firmy już nie muszę?": both contributions are due.
  {
    re: [
      /\b(eta[tc]\w*|pensj\w*|pracodaw\w*|employer\w*|salar\w*|umow\w* o prac\w*|employment)\b/,
      HEALTH_WORDS,
      /\b(jdg|firm\w*|dzialalnos\w*|business|sole (trader|proprietor\w*))\b/,
    ],
    // "…mam jednego kierowcę na etacie": the job of someone the user employs.
    not: new RegExp(
      `\\b(pracownik\\w*|employees?|zatrudni\\w* (kogos|osob\\w*|pracownik\\w*)|hire\\w*|ile wynosi|how much is|spoleczn\\w*|social)\\b|${EMPLOYS_SOMEONE.source}`,
    ),
    article: "skladka-zdrowotna-zasady",
    heading: /nie zastepuje|does not replace/i,
  },
  // "JDG i wspólnik spółki cywilnej – społeczne z obu tytułów?": one title is paid, each partner as a sole trader.
  {
    re: [
      /\b(spol[kc]\w* cywiln\w*|civil partnership|s\.c\.)/,
      /\b(jdg|dzialalnos\w*|firm\w*|sole (trader|proprietor\w*)|own business)\b/,
      ZUS_WORDS,
    ],
    article: "spolka-cywilna",
    heading: /^zus w spolce cywilnej|^zus in a civil partnership/i,
  },
  // "Ile procent składek od pensji płaci pracodawca?": the employer's 20,48 %.
  {
    re: [
      /\b(ile procent|jaki procent|jakie procent\w*|what percent\w*|how much|ile)\b/,
      /\b(pracodaw\w*|employer\w*)\b/,
      /\b(pensj\w*|wynagrodzen\w*|salar\w*|pay|brutto|gross)\b/,
      /\b(skladk\w*|skladek|contributions?|zus)\b/,
    ],
    not: /\b(jdg|dzialalnos\w*|own business|side business|na boku|po godzinach|obok etatu|na etacie)\b/,
    article: "koszt-pracodawcy",
  },
  // "Na jakiej stronie zarejestrować firmę?": the official portals.
  {
    re: [
      /\b(na jakiej stronie|jaka strona|jakiej strony|jaki portal|ktory portal|which (website|site|portal)|what (website|site|portal))\b/,
      /\b(zarejestr\w*|zaloz\w*|rejestr\w*|register\w*|set up|open)\b/,
    ],
    article: "portale-urzedowe",
  },
  // "Da się założyć firmę przez internet bez jeżdżenia do urzędu?": CEIDG-1 online.
  {
    re: [
      /\b(przez internet|online|bez (jezdzenia|chodzenia|wizyty) (do|w) urzed\w*|without (going to|visiting) (an |the )?office)\b/,
      /\b(zarejestr\w*|zaloz\w*|zalozyc|otworzyc|register\w*|set up|open)\b/,
      /\b(firm\w*|jdg|dzialalnos\w*|business|sole (trader|proprietor\w*))\b/,
    ],
    not: /\b(spol[kc]\w*|sp\.? ?z ?o\w*|s24|krs|company|llc|na jakiej stronie|jaka strona|which (website|site))\b/,
    article: "jdg-rejestracja-ceidg",
    heading: /jak zlozyc wniosek|how to file/i,
  },
  // "Przekroczę 240 tys. w październiku – od kiedy jestem VAT-owcem?": from the sale that crosses it.
  {
    re: [
      /\b(przekrocz\w*|przeskocz\w*|exceed\w*|go over|cross\w*)\b/,
      /\b(240|limit\w*|prog\w*|threshold|zwolnieni\w*|exemption)\b/,
      /\b(od kiedy|from when|since when|kiedy|when|od stycznia|from january|od ktorej|from which)\b/,
      /\bvat\w*\b/,
    ],
    article: "vat-zwolnienie-limit",
    heading: /przekroczenie limitu|crossing the/i,
  },
  // "Doradztwo marketingowe od czerwca – mogę być zwolniony z VAT?": services excluded whatever the turnover.
  {
    re: [EXCLUDED_FROM_EXEMPTION, /\b(zwolni\w*|exempt\w*|exemption|bez vat|240)\b/],
    article: "vat-wylaczenia-ze-zwolnienia",
    heading: /jakie uslugi|which services/i,
  },
  // "Przeprowadzam się, firma pod starym adresem – co zgłosić?": the address changed in CEIDG within 7 days.
  {
    re: [
      /\b(przeprowadz\w* sie|przeprowadzk\w*|przenosi\w*|przenies\w*|zmian\w* adres\w*|zmieni\w* adres\w*|nowy adres|nowego adresu|stary\w* adres\w*|moving|move (house|to)|relocat\w*|new address|change (of )?(my |the )?(business )?address)\b/,
      /\b(adres\w*|address|ceidg|siedzib\w*|registered (at|under)|zarejestrowan\w* pod)\b/,
    ],
    not: /\b(za granic\w*|abroad|wyjezdz\w*|wyjazd\w*|zamkn\w*|clos\w*|moving (back )?to (italy|germany|another country))\b/,
    article: "jdg-rejestracja-ceidg",
    heading: /zmiana adresu|changing the business address/i,
  },
  // "Chcę od razu być VAT-owcem przy rejestracji JDG – gdzie to zgłosić?": VAT-R to the tax office.
  {
    re: [
      /\b((byc|zostac|stac sie) (od razu )?(vat-?owc\w*|czynn\w* (podatnik\w* )?vat\w*)|become (a )?vat[- ]?(payer|registered)|register (for|to) vat|rejestracj\w* (do|na) vat|zarejestrowa\w* (sie )?(do|na) vat)\b/,
      /\b(gdzie|where|jak (to )?(zglosic|zrobic|zalatwic)|how (do|to|can)|zglos\w*|registe?r\w*|rejestr\w*)\b/,
    ],
    not: /\b(limit\w*|240|przekrocz\w*|exceed\w*|zwolni\w*|exempt\w*|ue|vies|oss|stawk\w*|rates?|ksef|jpk\w*|kar\w*|penalt\w*)\b/,
    article: "rejestracja-vat-r",
    heading: /jak zlozyc vat-r|how to file vat-r/i,
  },
  // "Jak szybko KRS wpisuje spółkę z S24?", "how fast does the court register it?": the register's time.
  {
    re: [
      /\b(krs|s24|sad\w* rejestrow\w*|court|registry)\b/,
      /\b(jak szybko|how (fast|quickly|long)|w jakim czasie|ile (to )?trwa\w*|ile czeka\w*|ile dni)\b/,
      /\b(spol[kc]\w*|sp\.? ?z ?o\.?o|s24|company|llc)\b/,
    ],
    not: /\b(crbr|beneficjent\w*|beneficial owner\w*|ksef|zus|pracownik\w*|employee\w*|vat)\b/,
    article: "rejestracja-spolki-s24-krs",
    heading: /ile trwa|how long/i,
  },
  // "Sprzedam części samochodowe / kosmetyki przez internet – mogę być zwolniony z VAT?": goods that
  // rule the exemption out, whatever the turnover.
  {
    re: [
      /\b(czesc\w* (samochod\w*|motocykl\w*|do aut\w*)|car parts|auto parts|motorcycle parts|kosmetyk\w*|cosmetics?|perfum\w*|krem(y|ow|ami)?|balsam\w*|serum|skincare|elektronik\w*|electronics|smartfon\w*|telefon\w* komork\w*|komputer\w*|laptop\w*|computers?|agd|household appliances|zloto|gold|jewel\w*|bizuteri\w*|alkohol\w*|alcohol|papieros\w*|tobacco|e-?papieros\w*|e-?cig\w*)\b/,
      /\b(zwolni\w*|bez vat|exempt\w*|exemption|vat-?free|without vat|240)\b/,
      /\b(sprzeda\w*|sell\w*|sklep\w*|wysylk\w*|na odleglosc|online|internet\w*|przez neta|e-?shop|shop)\b/,
    ],
    // Jewellery is excluded as goods of precious metal, sold online or not (seller-hints).
    not: /\b(kupil\w*|kupuj\w*|kupie|bought|buy\w*|napraw\w*|repair\w*|serwis\w*|jewel\w*|bizuteri\w*|zloto|gold)\b/,
    article: "vat-wylaczenia-ze-zwolnienia",
    heading: /na odleglosc|distance/i,
  },
];
