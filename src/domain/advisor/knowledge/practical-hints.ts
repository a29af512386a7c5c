import { REGISTER_FROM_FIRST_SALE } from "../computed/vat.ts";
import { SHAREHOLDER } from "../computed/words.ts";
import { EU_BUSINESS_CLIENT, STATEMENT_DEADLINE } from "./hint-words.ts";
import { FIRST_YEAR_HINTS } from "./first-year-hints.ts";
import { FIRST_YEAR_MONEY_HINTS } from "./first-year-money-hints.ts";
import type { TopicHint } from "./hints.ts";

/**
 * The practical questions of running a business, named in everyday words: buying abroad, cash
 * between businesses, equipment, joint filing, staff (PPK, seniority), a company's capital and its
 * shareholder's ZUS, a JDG's new services. Each points at the article (and section) that answers it.
 */
const CAR = /\b(samoch\w*|auto|auta|autem|car|cars|vehicle|pojazd\w*|osobowk\w*|osobow(y|ym|ego|ka|ke|ki|kiem))\b/;
const CAR_COSTS =
  /\b(amortyz\w*|zamortyz\w*|depreciat\w*|leasing\w*|limit\w*|w koszt\w*|koszt\w*|costs?|expens\w*|write (it )?off|odlicz\w*|deduct\w*|kilometrowk\w*|mileage|claim\w*)\b/;

const PRIVATE_CAR =
  /\b(prywatn\w* (samoch\w*|aut\w*|osobow\w*)|(samoch\w*|aut\w*) prywatn\w*|private car|own car|my (own )?car|swoim (prywatnym )?(samochodem|autem)|not in (the )?(company|business) assets|nie (jest )?wpisan\w* do (ewidencji )?srodkow trwalych|poza (ewidencja )?srodkami trwalymi)\b/;

export const PRACTICAL_HINTS: TopicHint[] = [
  ...FIRST_YEAR_HINTS,
  ...FIRST_YEAR_MONEY_HINTS,
  // "What day of the month do I file and pay VAT?": JPK_V7 and VAT by the 25th.
  {
    re: [
      /\bvat\w*\b/,
      /\b(what day|which day|ktorego dnia|do kiedy|by when|deadline|termin\w*)\b/,
      /\b(file|filing|pay|paying|platn\w*|zaplac\w*|plac\w*|skladam|zlozyc|return|jpk\w*|deklarac\w*)\b/,
    ],
    // (ZUS and PIT asked with it: every monthly date, the calendar's)
    not: /\b(vat-?r|vat-?z|rejestr\w*|registe?r\w*|wyrejestr\w*|deregist\w*|zamkn\w*|zamyk\w*|likwid\w*|clos\w*|zwolni\w*|exempt\w*|limit\w*|ksef|faktur\w*|invoic\w*|ue|eu|oss)\b|^(?=.*\bzus\b)(?=.*\b(pit|zaliczk\w*)\b)/,
    article: "jpk-v7",
    heading: /termin|deadline/i,
  },
  // Short-term stays (Airbnb, rooms for tourists): 8% VAT once a VAT payer.
  {
    re: [
      /\b(nocleg\w*|zakwaterowan\w*|airbnb|booking|short[- ]term (rental|stays?|lets?)|krotkoterminow\w*|hotel\w*|pensjonat\w*|accommodation)\b/,
      /\b(stawk\w*|vat\w*|rate)\b/,
    ],
    not: /\b(limit\w*|zwolni\w*|exempt\w*)\b(?!.*\b(stawk\w*|rate)\b)/,
    article: "stawki-vat",
  },
  // "Zapłaciłem na konto spoza białej listy – co mi grozi?": the cost lost above 15 000 zł, ZAW-NR.
  {
    re: [
      /\b(bial\w* lis\w*|white ?list\w*)\b/,
      /\b(grozi|konsekwencj\w*|zaplacil\w*|przelal\w*|przelew\w*|paid|transferr\w*|what now|co teraz|risk\w*|ryzyk\w*)\b/,
    ],
    article: "rachunek-firmowy-biala-lista",
    heading: /jak sprawdzic|how to check/i,
  },
  // A doctor, nurse or physiotherapist and VAT: medical services are exempt by their nature (art. 43).
  {
    re: [
      /\b(lekar\w*|lekarz\w*|dentyst\w*|pielegniar\w*|polozn\w*|fizjoterapeut\w*|psycholog\w*|doctor\w*|dentist\w*|nurse\w*|physiotherap\w*|medical|medyczn\w*)\b/,
      /\bvat\w*\b/,
    ],
    article: "vat-zwolnienie-przedmiotowe",
    heading: /uslugi medyczne|medical services/i,
  },
  // "Remonty mieszkań – 8 czy 23% VAT?": housing up to 150 / 300 m² at 8%.
  {
    re: [
      /\b(remont\w* (mieszkan\w*|domow\w*|lazien\w*)|wykonczen\w* (mieszkan\w*|wnetrz\w*)|budow\w* dom\w*|(renovat\w*|refurbish\w*) (flats?|homes?|houses?|apartments?)|(flat|home|house|apartment) renovation\w*)\b/,
      /\b(8 ?%|23 ?%|stawk\w*|jak\w* vat|what vat|vat rate)\b/,
    ],
    not: /\b(zwolni\w*|exempt\w*|limit\w*|kas\w*|ryczal\w*|split|mpp|podzielon\w*|zalacznik\w*|annex)\b/,
    article: "vat-8-budownictwo-mieszkaniowe",
  },
  // "Do kiedy muszę wypłacić pensję?": by the 10th of the next month.
  {
    re: [
      /\b(wyplac\w*|wyplat\w*|pensj\w*|wynagrodzen\w*|pay day|payday|pay (my |the )?(employees|staff|salar\w*|wages)|salar\w*|wages)\b/,
      /\b(do kiedy|kiedy|termin\w*|najpozniej|by when|when|deadline|latest)\b/,
    ],
    not: /\b(zus\w*|skladk\w*|pit\w*|zaliczk\w*|contribution\w*|tax\w*|ppk|l4|chorob\w*|sick)\b/,
    article: "kodeks-pracy-podstawy",
    heading: /termin wyplaty|pay day/i,
  },
  // "Ile lat faktury są w KSeF?": kept 10 years.
  {
    re: [/\bksef\b/, /\b(przechow\w*|archiw\w*|ile lat|how many years|stored|kept for|retention)\b/],
    article: "ksef-terminy",
    heading: /przechowuje|keeps invoices/i,
  },
  // "Laptop za 8 tys. od razu w koszty?": equipment up to 10 000 zł at once.
  {
    re: [
      /\b(laptop\w*|komputer\w*|telefon\w*|monitor\w*|drukark\w*|sprzet\w*|narzedzi\w*|computer|phone|equipment|tools?)\b/,
      /\b(w koszt\w*|koszt\w*|od razu|jednorazow\w*|amortyz\w*|expens\w*|write (it )?off|depreciat\w*|cost)\b/,
    ],
    not: /\b(samoch\w*|auto|car|leasing\w*|ryczal\w*|lump[- ]?sum|grafik\w* komputer\w*|zus\w*|skladk\w*)\b/,
    article: "amortyzacja-jednorazowa-maly-podatnik",
    heading: /10 000|10,000/,
  },
  // "Ile będę płacić zdrowotnej na JDG?" with no tax form named: the contribution by tax form.
  {
    re: [
      /\b(zdrowotn\w*|zdrowotk\w*|health (insurance|contribution))\b/,
      /\b(jdg|dzialalnosc\w*|firm\w*|business|sole (trader|propriet\w*)|self-?employ\w*)\b/,
      /\b(ile|how much|jak\w* (jest|bedzie|wynosi)|what is|monthly|miesiecznie)\b/,
    ],
    not: /\b(ryczal\w*|lump[- ]?sum|liniow\w*|flat|skal\w*|scale|progressive|etat\w*|umow\w* o prac\w*|employment contract|job|emeryt\w*|pension\w*|zawiesz\w*|suspen\w*|ulg\w* na start|start relief|wakacj\w*|holiday|\d)/,
    article: "skladka-zdrowotna-zasady",
    heading: /wedlug formy|by tax form/i,
  },
  // The R&D relief by its names ("ulga B+R", "R&D"), whatever company form is named beside it.
  {
    re: /\b(ulg\w* b ?\+ ?r|b ?\+ ?r|r ?& ?d|research and development|badawczo[- ]rozwojow\w*)\b/,
    article: "ulga-b-r",
  },
  // Estonian CIT: its own section of the CIT article.
  { re: /\b(estonsk\w*|estonian|ryczalt od dochodow spolek)\b/, article: "cit-spolki", heading: /estonsk|estonian/i },
  // "Czy zgłoszenie do CRBR jest płatne?": the filing section (free, online only).
  {
    re: [/\bcrbr\b/, /\b(platn\w*|oplat\w*|bezplatn\w*|darmow\w*|za darmo|koszt\w*|fees?|free|cost\w*|pay)\b/],
    article: "crbr-beneficjenci",
    heading: /jak zglosic|how to report/i,
  },
  // "If I get the labour office grant, how long must I keep the business running?": 12 months.
  {
    re: [
      /\b(dotacj\w*|dofinansowan\w*|grant|start-?up grant|urzad\w* pracy|pup|labour office|labor office|job ?cent(er|re))\b/,
      /\b(jak dlugo|przez ile|ile (czasu|miesiecy)|how long|keep|utrzym\w*|prowadzic przez|zwrot\w*|zwrac\w*|repay\w*|pay (it )?back|zamkn\w*|close)\b/,
    ],
    not: /\b(bgk|pozyczk\w*|loan)\b/,
    article: "dotacja-z-urzedu-pracy",
    heading: /obowiazki|duties/i,
  },
  // "Otwieram warsztat samochodowy – też mam limit 20 tys. do kasy?": some trades need one from the first sale.
  {
    re: [/\b(kas\w* (fiskaln\w*|rejestruj\w*)|kas[aey]|cash register\w*|till)\b/, REGISTER_FROM_FIRST_SALE],
    article: "kasa-fiskalna",
    heading: /od pierwszej sprzedazy|from the first sale/i,
  },
  // A company car's costs: the value limits (100 000 / 150 000 / 225 000 zł), the private-use share.
  // A private car outside the business's assets is its own case (20% of its expenses).
  {
    re: [CAR, CAR_COSTS, PRIVATE_CAR],
    // An employee's own car is paid by the per-km rates (the transport article), not the owner's 20%.
    not: /\b(pracownik\w*|pracownic\w*|employee\w*|zatrudnion\w*)\b/,
    article: "samochod-w-firmie-limity",
    heading: /prywatny samochod|private car/i,
  },
  {
    re: [CAR, CAR_COSTS, /\b(prywatn\w*|private\w*|mixed|mieszan\w*|tez do domu|also for personal)\b/],
    not: PRIVATE_CAR,
    article: "samochod-w-firmie-limity",
    heading: /prywatnie|privately/i,
  },
  // "Kupuję elektryka do firmy", "an EV for the business": an electric car's own limit (225 000 zł).
  {
    re: [
      /\b(elektryk\w*|elektryczn\w*|electric|ev|evs|tesl\w*)\b/,
      CAR_COSTS,
      /\b(samoch\w*|auto|auta|car|vehicle|ev|evs|tesl\w*|kupuj\w*|kupi\w*|kupno|zakup\w*|buy\w*|leasing\w*)\b/,
    ],
    article: "samochod-w-firmie-limity",
    heading: /elektryczn|electric/i,
  },
  {
    re: [CAR, CAR_COSTS, /\b(benzyn\w*|diesel\w*|spalinow\w*|petrol|gasoline|combustion|ropniak\w*)\b/],
    article: "samochod-w-firmie-limity",
    heading: /spalinow|combustion/i,
  },
  { re: [CAR, CAR_COSTS], not: /\b(zus\w*|skladk\w*|pracownik\w*|employees?)\b/, article: "samochod-w-firmie-limity" },
  // A VAT-exempt business serving a client in another EU country registers for VAT-UE first.
  {
    re: [/\b(zwolnion\w*|zwolnieni\w*|exempt\w*)\b/, EU_BUSINESS_CLIENT],
    article: "vat-uslugi-zagranica",
    heading: /rejestracja do vat-ue|registration/i,
    // "…a faktura dla klienta z Niemiec też przez KSeF?": how the invoice is sent, not VAT-UE.
    not: new RegExp(`\\bksef\\b|${STATEMENT_DEADLINE.source}`),
    abroad: true,
  },
  // "AdSense od Google Ireland", "paid by Meta Ireland for reels": a platform in another EU country
  // pays for the creator's service – an EU business client, so VAT-UE registration first.
  {
    re: [
      /\b(adsense|(google|youtube|meta|facebook|tiktok|twitch|amazon)( \w+)? (ireland|irlandi\w*|luxembourg|luksemburg\w*|eu))\b/,
      /\b(vat\w*|nievatowc\w*|zwolnion\w*|exempt\w*|rejestr\w*|registe?r\w*)\b/,
    ],
    not: new RegExp(
      `\\b(kupuj\\w*|kupi\\w*|zakup\\w*|buy\\w*|bought|purchas\\w*|import\\w*|reklam\\w* na|ads? on|ads from)\\b|${STATEMENT_DEADLINE.source}`,
    ),
    article: "vat-uslugi-zagranica",
    heading: /rejestracja do vat-ue|registration/i,
    abroad: true,
  },
  // Services sold to a business client in another EU country: reverse charge, VIES, VAT-UE.
  {
    re: [
      /\b(services?|uslug\w*|programow\w*|programming|development|consult\w*|design\w*|it|invoic\w*|faktur\w*|wystaw\w*|work\w* for|pracuj\w* dla|robi\w* dla)\b/,
      EU_BUSINESS_CLIENT,
      /\b(vat\w*|faktur\w*|invoic\w*|odwrotn\w*|reverse charge|stawk\w*|rate)\b/,
    ],
    // The exchange rate, KSeF or income tax of such an invoice are other articles' questions.
    not: /\b(kupuj\w*|kupi\w*|zakup\w*|buy\w*|bought|purchas\w*|import\w*|kurs\w*|exchange rate|ksef|income tax|pit|podat\w* dochodow\w*)\b/,
    article: "vat-uslugi-zagranica",
    abroad: true,
  },
  // The EU's scheme for small businesses: a VAT exemption in other member states too.
  {
    re: [
      /\b(inn\w* kraj\w*|other (eu )?countr\w*|other member states?|unijn\w*|sme|w (calej )?(ue|unii)|in the eu|across the eu)\b/,
      /\b(zwolni\w*|exempt\w*|limit\w*|threshold\w*)\b/,
      /\bvat\b/,
    ],
    article: "vat-zwolnienie-limit",
    heading: /2025|return/i,
  },
  // Seniority (staż pracy): what counts towards it, and since when.
  { re: /\b(staz\w* pracy|stazu|seniority)\b/, article: "kodeks-pracy-podstawy", heading: /staz|seniority/i },
  // Going over its limit: 7 days to register the business.
  {
    re: [
      /\b(nierejestrowan\w*|unregistered|bez firmy|no company|without (a )?company)\b/,
      /\b(przekrocz\w*|przeskocz\w*|exceed\w*|go(es|ne)? over|went over|above the limit|over the limit)\b/,
    ],
    article: "dzialalnosc-nierejestrowana",
    heading: /przekrocz|exceed/i,
  },
  // IKE and IKZE: three- and four-letter names the search weighs too little on their own.
  { re: /\b(ike|ikze|indywidualn\w* kont\w* (emerytaln|zabezpieczeni)\w*)\b/, article: "ikze-limit" },
  // "Can we file jointly?", "rozliczę się z żoną?": joint filing is the scale's alone.
  {
    re: [
      /\b(wspoln\w*|z (zona|zony|mezem|meza|malzonk\w*)|jointly|joint (filing|return|tax\w*)|with (my )?(wife|husband|spouse))\b/,
      /\b(rozlicz\w*|pit\w*|zeznani\w*|file|filing|return|tax\w*|podat\w*)\b/,
    ],
    article: "ulgi-i-rozliczenie-wspolne",
    heading: /malzonk|spouse/i,
  },
  // "Laptop za 4500 – amortyzować czy od razu w koszty?": equipment up to 10 000 zł is expensed at once.
  {
    re: [
      /\b(laptop\w*|komputer\w*|monitor\w*|telefon\w*|smartfon\w*|drukark\w*|sprzet\w*|narzedzi\w*|mebl\w*|computer|phone|printer|equipment|tool\w*|furniture|srodek trwal\w*|srodki trwale|fixed asset\w*)\b/,
      /\b(amortyz\w*|depreciat\w*|w koszt\w*|do koszt\w*|expens\w*|write (it )?off|od razu|at once|jednorazow\w*)\b/,
    ],
    // "Grafika komputerowa… po 6 miesiącach od razu pełny ZUS?": a trade and a ZUS question, no equipment.
    not: /\b(najlepiej|oplaca\w*|forma opodatkowania|formy opodatkowania|ryczal\w*|liniow\w*|skal\w*|which tax|best|cheapest|grafik\w* komputer\w*|zus\w*|skladk\w*|limit\w*|240|zwolnien\w*|exempt\w*)\b/,
    article: "amortyzacja-jednorazowa-maly-podatnik",
    heading: /10 000|10,000/,
  },
  // PPK: who is enrolled (18–54 automatically, 55+ on request) and what the employer pays.
  {
    re: /\b(ppk|pracownicz\w* plan\w* kapitalow\w*|employee capital plan\w*)\b/,
    // A micro firm's duty and when to enrol a new hire: the PPK article's own sections.
    not: /\b(mikro\w*|micro\w*|nikt nie chce|nobody wants|no one wants|rezygn\w*|opt\w* out|(kiedy|do kiedy|when|by when) (\w+ ){0,3}(zapis\w*|enrol\w*))\b/,
    article: "koszt-pracodawcy",
    heading: /ppk/i,
  },
  // "Chcę dorzucić usługi montażu – druga firma?": one JDG, a changed entry and new PKD codes.
  {
    re: [
      /\b(dorzuc\w*|doda\w*|dopis\w*|rozszerz\w*|nowe uslugi|nowa branz\w*|nowy rodzaj|drug\w* firm\w*|add\w*|expand\w*|second (business|company)|another (service|activity|line))\b/,
      /\b(jdg|firm\w*|dzialalnos\w*|ceidg|pkd|business|company|sole propriet\w*)\b/,
      /\b(uslug\w*|towar\w*|handel\w*|dzialalnos\w*|pkd|services?|goods|activit\w*|business)\b/,
    ],
    not: /\b(vat|zus|wspolnik\w*|partner\w*|pracownik\w*|employee\w*)\b/,
    article: "jdg-rejestracja-ceidg",
    heading: /pkd/i,
  },
  // Share capital of an sp. z o.o.: 5 000 zł, a share at least 50 zł.
  {
    re: [
      /\b(kapital\w*|udzial\w*|capital|shares?)\b/,
      /\b(sp\.? ?z ?o\.? ?o\.?|spzoo|spol[kc]\w* z o\w*|z o\.? ?o\.?|limited (liability )?company|llc)\b/,
    ],
    not: /\b(psa|prost\w* spol[kc]\w* akcyjn\w*|zus|cit|podat\w*|tax\w*)\b/,
    article: "spolka-zoo",
  },
  // Two or more shareholders of an sp. z o.o. ("my wife and I, 50/50", "dwóch wspólników"): no ZUS
  // from the shares alone.
  {
    re: [
      /\b(sp\.? ?z ?o\.? ?o|spz?oo|spol\w* z (ograniczona )?o\w*|limited (liability )?company|llc|ltd)\b/,
      /\b(50\/50|50 ?% each|po 50 ?%|(two|2|both|oboje|obaj|obydwaj|dwoch|dwaj|dwie|dwa|trzech|three|kilku|several) (of us|shareholders?|partners?|owners?|wspolnik\w*|udzialowc\w*)|wspolnicy|udzialowcy|shareholders|co-?owners?|my (wife|husband|partner|brother|sister|friend) and i|(z )?(zona|mezem|zone|meza|bratem|siostra|wspolnikiem|kolega|kolezanka) (i ja|zakladamy|chcemy|mamy)|we both|both (have|pay|of us))\b/,
      /\b(zus\w*|skladk\w* spoleczn\w*|social (security|insurance|contributions?)|oskladkow\w*)\b/,
    ],
    not: /\b(jedyn\w* wspolnik\w*|sole|one-person|jednoosobow\w*|zdrowotn\w*|health|pracownik\w*|employees?)\b/,
    article: "zus-wspolnik-spolki",
    heading: /co najmniej dwoma|two or more/i,
  },
  // The sole shareholder of an sp. z o.o. and partners of partnerships pay full ZUS, without reliefs.
  {
    re: [
      SHAREHOLDER,
      /\b(zus\w*|skladk\w*|preferencyjn\w*|mal\w* zus\w*|ulg\w* na start|preferential|small zus|mzp|contributions?)\b/,
    ],
    not: /\b(zdrowotn\w*|health)\b/,
    article: "zus-wspolnik-spolki",
  },
  // "A client wants to pay me 25k in cash": the cash limit between businesses, not cash-basis PIT.
  {
    re: [
      /\b(cash|gotowk\w*|gotowce)\b/,
      /\b(pay\w*|paid|placi\w*|zaplac\w*|platnos\w*|przyj\w*|accept\w*|receiv\w*|dostac|dostane|wzia\w*|rozlicz\w*)\b/,
    ],
    not: /\b(pit|kasow\w*|cash[- ]basis|cash register\w*|kas\w* fiskaln\w*|till|paragon\w*|receipt\w*|bankomat\w*|atm|wyplac\w*|withdraw\w*)\b/,
    article: "platnosci-gotowkowe-limit",
  },
  // A service bought from a foreign seller ("reklamy na fb", "SaaS from a US company"): the buyer
  // accounts for its VAT (import of services), whatever the buyer's own VAT status.
  {
    re: [
      /\b(kupuj\w*|kupi\w*|kupow\w*|zakup\w*|zamawia\w*|oplaca\w*|place za|buy\w*|bought|purchas\w*|pay(ing)? for|subscri\w*|abonament\w*)\b/,
      /\b(z zagranic\w*|zagraniczn\w*|(firm\w*|spolk\w*|dostawc\w*) z (usa|niemiec|irlandii|chin|ue|unii|wielkiej brytanii)|from (a |an )?(foreign|us|american|german|irish|eu|non-eu)\b|abroad|facebook\w*|fb|meta|instagram\w*|google\w*|saas|linkedin)\b/,
      /\b(vat\w*|odwrotn\w*|reverse charge|import\w*)\b/,
    ],
    not: /\b(wystaw\w*|sprzedaj\w*|sprzedaz\w* (dla|do)|sell\w* to|invoic\w* (a|an|my|the) (client|customer))\b/,
    article: "import-uslug",
    abroad: true,
  },
];
