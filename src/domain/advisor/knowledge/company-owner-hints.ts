import type { TopicHint } from "./hints.ts";

const LOAN = /\b(pozycz\w*|pozyczk\w*|loans?|lend\w*|borrow\w*)\b/;
/** The shareholder lends to the company: "pożyczka od wspólnika dla spółki", "I lend my company money". */
const TO_COMPANY =
  /\b(od wspolnik\w*|wspolnik\w* (dla|do) (spolk|firm)\w*|(dla|do) (spolk|firm)\w* od\b|pozycz\w* (mojej |swojej )?(spolce|firmie)|(lend\w*|loan\w*|money) to (my |the |our )?(own )?(company|sp\.? z o\.?o\.?)|shareholder'?s? loan to|loans? from (a |the )?shareholder)/;
/** The company lends to the shareholder: "pożyczka ze spółki", "borrow from my company". */
const FROM_COMPANY =
  /\b(ze spolki|z spolki|od spolki|spolk\w* (moze )?(mi )?pozycz\w*|(dla|do) wspolnik\w*|wspolnikowi|prezesowi|(borrow\w*|loans?) from (my |the |our )?(own )?company|company (loan|lend)\w* (to )?(the |a |my )?(shareholder|director|me)|loans? to (a |the )?(shareholder|director|ceo|board member))/;
const ESTONIAN = /\b(estonsk\w*|estonian|ryczal\w* od dochod\w* spol\w*)\b/;
const COMPANY =
  /\b(sp\.? ?z ?o\.? ?o\.?|spzoo|spolk\w* z (ograniczon\w*|o\.?\s?o)|z o\.?\s?o|zoo|psa|spolk\w*|limited (liability )?company|company|ltd)\b/;
const BOARD =
  /\b(prezes\w*|zarzad\w*|czlon\w* zarzadu|czlonkowie zarzadu|director\w*|board( member)?s?|ceo|management board)\b/;
const LIABLE =
  /\b(odpowiad\w*|odpowiedzialn\w*|majatk\w*|zaplac\w*|placi\w*|sciag\w*|liab\w*|personal\w*|assets?|pay\w*)\b/;
const KRS_CHANGE =
  /\b(krs\w*|rejestr\w* sadow\w*|court regist\w*)\b.*\b(zmian\w*|zmieni\w*|aktualiz\w*|nowy|nowego|nowa|change\w*|update\w*|new)\b|\b(zmian\w*|zmieni\w*|change\w*|update\w*|new)\b.*\b(krs\w*)\b/;

/**
 * An owner of a small company and their money: paying themselves, loans both ways, a dividend's
 * advance and date, Estonian CIT's payment date and hidden profits, a board member's liability and
 * changes in the KRS, each at the section that answers it.
 */
export const COMPANY_OWNER_HINTS: TopicHint[] = [
  // "Pożyczka dla wspólnika w estońskim CIT": a hidden profit, before the lending's own direction.
  {
    re: [LOAN, ESTONIAN],
    article: "estonski-cit",
    heading: /ukryte zyski|hidden profits/i,
  },
  {
    re: [LOAN, ESTONIAN],
    article: "wlasciciel-pozyczki-wspolnik-spolka",
    heading: /estonskim cit|under estonian cit/i,
  },
  // "Pożyczka od wspólnika dla spółki – PCC?": exempt.
  {
    re: [LOAN, TO_COMPANY],
    not: ESTONIAN,
    article: "wlasciciel-pozyczki-wspolnik-spolka",
    heading: /dla spolki – bez pcc|to the company – no pcc/i,
  },
  // "Spółka może mi pożyczyć bez odsetek?", "borrow from my company": 0.5% PCC in 14 days.
  {
    re: [LOAN, FROM_COMPANY],
    not: new RegExp(
      `${ESTONIAN.source}|${TO_COMPANY.source}|\\b(oprocentowan\\w*|rynkow\\w*|safe harbour|interest rate)\\b`,
    ),
    article: "wlasciciel-pozyczki-wspolnik-spolka",
    heading: /dla wspolnika – pcc|to the shareholder – 0\.5% pcc/i,
  },
  // "Jakie oprocentowanie pożyczki od wspólnika?": the market rate.
  {
    re: [
      LOAN,
      /\b(oprocentowan\w*|odsetk\w*|procent\w*|rynkow\w*|safe harbour|wibor|wiron|interest rate|market rate)\b/,
      /\b(wspolnik\w*|udzialowc\w*|prezes\w*|shareholders?|directors?|partners?)\b/,
    ],
    not: new RegExp(
      `${ESTONIAN.source}|\\b(bez odsetek|nieoprocentowan\\w*|interest-free|without interest|bgk|na start|start-?up|bank\\w*|kredyt\\w*)\\b`,
    ),
    article: "wlasciciel-pozyczki-wspolnik-spolka",
    heading: /oprocentowanie pozyczki|interest on a loan/i,
  },
  // "Ukryte zyski w estońskim CIT", "hidden profit": the lump sum on them.
  {
    re: /\b(ukryt\w* zysk\w*|ukryt\w* dywidend\w*|hidden (profit|dividend)\w*)\b/,
    not: LOAN,
    article: "estonski-cit",
    heading: /ukryte zyski|hidden profits/i,
  },
  // "Kiedy płaci się estoński CIT?": by the 20th of the month after the payout.
  {
    re: [
      ESTONIAN,
      /\b(kiedy (sie )?(plac|zaplac)\w*|kiedy trzeba zaplacic|termin\w* (zaplat|wplat|platnosc)\w*|do kiedy (zaplac|wplac|plac)\w*|when (is|do|does|must)\b.*\b(paid|pay)|payment deadline|paid by)\b/,
    ],
    not: /\b(zaw-?rd|wybor\w*|wybrac|choose|zawiadomien\w*|notice)\b/,
    article: "estonski-cit",
    heading: /kiedy placi sie|when estonian cit is paid/i,
  },
  // "Zaliczka na dywidendę", "interim dividend": half the profit, if the articles allow.
  {
    re: /\b(zaliczk\w* (na|na poczet) (przewidywan\w* )?dywidend\w*|zaliczkow\w* dywidend\w*|dywidend\w* (zaliczkow\w*|w trakcie roku|co miesiac)|(advance|advances) on (the |a )?(expected )?dividends?|interim dividends?|dividend advances?|dividends? (during the year|every month|monthly)|monthly dividends?)\b/,
    article: "dywidenda-wspolnik",
    heading: /zaliczka na dywidende|advance on the dividend/i,
  },
  // "Kiedy mogę wypłacić dywidendę za 2025?": after the statements' approval and a resolution.
  {
    re: [
      /\b(dywidend\w*|dividends?|podzial\w* zysku|profit distribution)\b/,
      /\b(kiedy (moge|mozna|wolno)|od kiedy|do kiedy (wyplac|trzeba)\w*|uchwal\w*|zgromadzen\w*|dzien dywidendy|when (can|may|is)|resolution|record date)\b/,
    ],
    not: /\b(zaliczk\w*|advances?|interim|podat\w* (do|wplac)\w*|pit-?8ar|tax (deadline|by))\b/,
    article: "dywidenda-wspolnik",
    heading: /kiedy mozna wyplacic|when a dividend can be paid/i,
  },
  // "Czy wspólnik płaci zdrowotną od dywidendy?": no ZUS, no health contribution.
  {
    re: [
      /\b(dywidend\w*|dividends?)\b/,
      /\b(zdrowotn\w*|zdrowotk\w*|zus\w*|skladk\w*|nfz|health|contributions?|social insurance)\b/,
    ],
    not: /\b(pensj\w*|wynagrodzeni\w*|salary|wages?|estonsk\w*|estonian)\b/,
    article: "dywidenda-wspolnik",
    heading: /bez zus i skladki zdrowotnej|no zus and no health/i,
  },
  // "Pensja czy dywidenda?", "jak wypłacić sobie pieniądze ze spółki?": the comparison.
  {
    re: /\b((pensj\w*|wynagrodzeni\w*|etat\w*|uop|salary|wages?|pay) (czy|vs\.?|versus|or|albo) (dywidend\w*|dividends?)|(dywidend\w*|dividends?) (czy|vs\.?|versus|or|albo) (pensj\w*|wynagrodzeni\w*|etat\w*|salary|wages?)|jak (sie |sobie )?(wyplac\w*|wypłac\w*|wyciag\w*|wyjac|wyjmowac|brac|placic sobie)\b.{0,30}\b(ze? spolki|ze? firmy|pieniadze)|(lepsz\w*|korzystniejsz\w*|tansz\w*|oplacalniejsz\w*|better|cheaper) (od|niz|than) (pensj\w*|wynagrodzeni\w*|etatu|dywidend\w*|a salary|salary|a dividend|dividends?)|(najtaniej|najkorzystniej|optymaln\w*|oplac\w* sie)\b.{0,40}\b(wyplac\w*|wyciag\w*|zysk\w*)|cheapest way to (pay|take)|(pay|paying) (myself|yourself)|take (money|cash|profit) out of (my |the )?(company|sp\.? z o\.?o\.?)|extract\w* (cash|money))\b/,
    article: "wlasciciel-wynagrodzenie-ze-spolki",
    heading: /pensja czy dywidenda|salary or dividend/i,
  },
  // "Czy jedyny wspólnik może być zatrudniony na umowę o pracę we własnej spółce?"
  {
    re: [
      /\b(umow\w* o prac\w*|etat\w*|zatrudn\w*|pracownik\w*|employ\w*|employment contract)\b/,
      /\b(wlasn\w* spol\w*|swojej spol\w*|swoja spol\w*|mojej spol\w*|jedyn\w* wspolnik\w*|jedyn\w* udzialowc\w*|own company|sole shareholder|employ myself|hire myself)\b/,
    ],
    not: /\b(pracownik\w* (spolki|firmy) (ma|dostaje)|employees? of my company (get|have)|wakacj\w*|holiday\w*|urlop\w*|leave|\d+ (people|osob\w*|pracownik\w*|employees?))\b/,
    article: "wlasciciel-wynagrodzenie-ze-spolki",
    heading: /umowa o prace z wlasna|employment contract with your own/i,
  },
  // "Kontrakt menedżerski prezesa", "faktury z mojej JDG do mojej spółki": services to one's own company.
  {
    re: /\b(kontrakt\w* menadzer\w*|kontrakt\w* menedzer\w*|management contract\w*|b2b (do|z|dla) (mojej |swojej |wlasnej )?spolk\w*|(faktur\w*|fakturowac|wystawiac|wystawi\w*) .{0,40}(do|dla) (mojej |swojej |wlasnej )(spolk\w*|sp\.? z o\.?o\.?)|invoic\w* my (own )?company|b2b (to|with) my (own )?company)\b/,
    article: "wlasciciel-wynagrodzenie-ze-spolki",
    heading: /kontrakt menedzerski|b2b z wlasnej jdg|a management contract|b2b from your own/i,
  },
  // "Samochód w spółce z o.o. używany prywatnie": 250/400 zł for an employee, market value otherwise.
  {
    re: [
      /\b(samoch\w*|auto|auta|autem|car|cars)\b/,
      /\b(prywatn\w*|privat\w*|wspolnik\w*|prezes\w*|shareholder|director)\b/,
      COMPANY,
    ],
    not: /\b(jdg|dzialalnos\w* gospodarcz\w*|sole (trader|propriet\w*)|leasing\w*|limit\w* (150|100|225)|vat-?26)\b/,
    article: "wlasciciel-wynagrodzenie-ze-spolki",
    heading: /samochod spolki|company car/i,
  },
  // "W jakim terminie wniosek o upadłość spółki?": 30 days from insolvency.
  {
    re: /\b(upadlos\w*|upadl\w*|niewyplacaln\w*|bankrupt\w*|insolven\w*)\b/,
    not: /\b(konsument\w*|konsumenck\w*|consumer|osob\w* fizyczn\w* nieprowadz\w*)\b/,
    article: "wlasciciel-odpowiedzialnosc-zarzadu",
    heading: /wniosek o upadlosc w 30 dni|bankruptcy petition within 30 days/i,
  },
  // "Zaległy VAT spółki – członek zarządu zapłaci z własnego majątku?": art. 116 of the Ordinance.
  {
    re: [
      BOARD,
      /\b(vat\w*|cit\w*|podat\w*|zaleglos\w* podatk\w*|urzad\w* skarbow\w*|us|zus\w*|skladk\w*|tax\w*|contributions?)\b/,
      LIABLE,
    ],
    not: /\b(powolan\w*|uchwal\w*|wynagrodz\w*|appoint\w*|remunerat\w*|salary|pensj\w*)\b/,
    article: "wlasciciel-odpowiedzialnosc-zarzadu",
    heading: /art\. 116|article 116/i,
  },
  // "Czy prezes odpowiada za długi spółki?", "am I personally liable as a director?"
  {
    re: [BOARD, LIABLE, /\b(dlug\w*|zobowiazan\w*|wierzyciel\w*|debts?|obligations?|creditors?)\b/],
    article: "wlasciciel-odpowiedzialnosc-zarzadu",
    heading: /kiedy prezes odpowiada|when the ceo is liable/i,
  },
  // "Intercyza chroni przed długami spółki?"
  {
    re: [
      /\b(intercyz\w*|rozdzielnos\w* majatkow\w*|prenup\w*|separat\w* (of )?property|d&o|d ?& ?o)\b/,
      /\b(dlug\w*|spolk\w*|prezes\w*|zarzad\w*|debts?|company|director\w*|board)\b/,
    ],
    article: "wlasciciel-odpowiedzialnosc-zarzadu",
    heading: /intercyza|prenuptial/i,
  },
  // "Ile dni na zgłoszenie zmiany zarządu w KRS?": 7 days.
  {
    re: [
      KRS_CHANGE,
      /\b(ile (mam )?(dni|czasu)|termin\w*|do kiedy|7 dni|w ciagu|spozni\w*|grzywn\w*|kar\w*|how (many days|long|much time)|deadline|late|fine)\b/,
    ],
    article: "wlasciciel-zmiany-w-krs",
    heading: /termin 7 dni|the 7-day deadline/i,
  },
  // "Zmiana adresu spółki w KRS – ile kosztuje?": 250 zł and 100 zł.
  {
    re: [KRS_CHANGE, /\b(ile kosztuj\w*|koszt\w*|oplat\w*|ile (trzeba )?zaplac\w*|how much|cost\w*|fees?)\b/],
    not: /\b(rejestracj\w*|rejestruj\w*|zaklad\w*|zaloz\w*|wpis\w* (spolki|sp)|nowa spolk\w*|nowej spolki|set(ting)? up|register(ing)? (a|the|our)|registration|sprawozdan\w*|financial statements?|ceidg)\b/,
    article: "wlasciciel-zmiany-w-krs",
    heading: /ile kosztuje zmiana|how much a krs change costs/i,
  },
  // "Wniosek do KRS o zmianę zarządu mogę złożyć papierowo?": only electronically.
  {
    re: [
      /\b(krs\w*|rejestr\w* sadow\w*|court regist\w*)\b/,
      /\b(papier\w*|papierow\w*|poczt\w*|w sadzie|osobiscie|okienk\w*|elektroniczn\w*|online|przez internet|paper|by post|in person|electronic\w*)\b/,
    ],
    not: /\b(rejestracj\w* spolki|zaklad\w*|zaloz\w*|set(ting)? up|sprawozdan\w*|financial statements?)\b/,
    article: "wlasciciel-zmiany-w-krs",
    heading: /tylko elektronicznie|only electronically/i,
  },
  // "Spółkę cywilną rejestrujemy w KRS?": no – each partner is in CEIDG (not a KRS change).
  {
    re: [/\b(spolk\w* cywiln\w*|s\.? ?c\.?|civil partnership)\b/, /\b(krs\w*)\b/],
    article: "spolka-cywilna",
    heading: /jak zalozyc|how to set up/i,
  },
  // "Sprzedałem udziały – co zgłosić do KRS i CRBR?"
  {
    re: [
      /\b(sprzed\w* udzial\w*|zbyci\w* udzial\w*|zbyl\w* udzial\w*|kupi\w* udzial\w*|nabyci\w* udzial\w*|list\w* wspolnikow|nowy wspolnik|nowego wspolnika|sold (my |the |our )?shares|sale of shares|list of shareholders|new shareholder)\b/,
      /\b(krs\w*|crbr\w*|zglos\w*|zgloszeni\w*|sad\w* rejestrow\w*|report\w*|register\w*|file)\b/,
    ],
    article: "wlasciciel-zmiany-w-krs",
    heading: /sprzedaz udzialow i zmiana wspolnikow|selling shares and changing shareholders/i,
  },
  // "Zmiana adresu spółki w KRS – ile kosztuje?", "nowy prezes – jakie dokumenty do KRS?"
  {
    re: [
      /\b(krs\w*)\b/,
      /\b(adres\w*|siedzib\w*|zarzad\w*|prezes\w*|czlonk\w* zarzadu|address|registered office|board|ceo)\b/,
    ],
    not: /\b(ile (mam )?(dni|czasu)|termin\w*|do kiedy|7 dni|how (many days|long)|deadline|rejestracj\w* spolki|zalozen\w* spolki|set(ting)? up a company|ile kosztuj\w*|koszt\w*|oplat\w*|how much|cost\w*|fees?|papier\w*|poczt\w*|paper|by post)\b/,
    article: "wlasciciel-zmiany-w-krs",
    heading: /zmiana zarzadu i adresu|change of board or address/i,
  },
  // "Zmiana umowy spółki – od kiedy obowiązuje?": from the entry.
  {
    re: /\b(zmian\w* umowy spolki|zmieni\w* umow\w* spolki|amend\w* (the )?articles|change (of|to) the articles|podwyzsz\w* kapital\w*|capital increase|increase (the )?share capital)\b/,
    article: "wlasciciel-zmiany-w-krs",
    heading: /kiedy zmiana dziala|when a change takes effect/i,
  },
  // "Wspólnik spółki jawnej – ZUS?": the full ZUS without reliefs.
  {
    re: [
      /\b(spolk\w* jawn\w*|sp\.? ?j\.?|spj|general partnership|spolk\w* komandytow\w*|limited partnership|spolk\w* partnersk\w*)\b/,
      /\b(zus\w*|skladk\w*|contributions?|social insurance)\b/,
    ],
    not: /\b(zdrowotn\w*|health)\b/,
    article: "zus-wspolnik-spolki",
    heading: /kogo dotyczy|who pays full zus/i,
  },
  // "Odpowiedzialność wspólników spółki jawnej za długi"
  {
    re: [
      /\b(spolk\w* jawn\w*|sp\.? ?j\.?|spj|general partnership)\b/,
      /\b(dlug\w*|odpowiad\w*|odpowiedzialn\w*|debts?|liab\w*)\b/,
    ],
    article: "spolka-jawna",
    heading: /odpowiedzialnosc wspolnikow|liability of general partnership/i,
  },
];
