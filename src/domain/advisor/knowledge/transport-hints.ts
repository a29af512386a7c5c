import type { TopicHint } from "./hints.ts";
import { TRADES_HINTS } from "./trades-hints.ts";
import { TRANSPORT_2_HINTS } from "./transport-2-hints.ts";

/** A van or a light goods vehicle, in the askers' words ("bus 3,5t", "Sprinter", "dostawczak"). */
const VAN =
  /\b(bus(a|em|y|ie|ami|ow)?|buses|vans?|sprinter\w*|dostawcz\w*|dostawczak\w*|3[,.]5 ?t\w*|3[,.]5 ?ton\w*|2[,.]5 ?- ?3[,.]5)\b/;
/** A licence or a permit to carry goods. */
const LICENCE = /\b(licencj\w*|licen[cs]e\w*|zezwoleni\w*|permit\w*|authori[sz]ation)\b/;
/** Runs abroad. */
const ABROAD_RUNS =
  /\b(za granic\w*|zagranic\w*|miedzynarod\w*|international\w*|abroad|do (niemiec|holandii|francji|czech|belgii|austrii)|to (germany|the netherlands|france|czechia|belgium|austria)|runs to|ue|eu)\b/;
/** Per diems for a trip. */
const PER_DIEM = /\b(diet\w*|per diems?|daily allowance\w*)\b/;
/** A driver, a truck, a transport business. */
const TRANSPORT =
  /\b(kierowc\w*|drivers?|ciezarow\w*|ciagnik\w*|tir\w*|trucks?|lorr\w*|tractor units?|transport\w*|przewo\w*|haulage|freight|fracht\w*|spedycj\w*)\b/;

/**
 * The forty-second blind set's kinds of questions (small road-transport businesses), in the askers'
 * words: licences and permits, financial standing, the CPC, tachographs in vans, the Mobility
 * Package, drivers' per diems and posting, OCP, e-TOLL and VAT on transport. Each points at the
 * section that answers it; a country named is the carrier's route, not another country's law.
 */
const ROAD_HINTS: TopicHint[] = [
  // "Busem 3,5 t za granicę – jaka licencja?": the permit and the Community licence.
  {
    re: [VAN, ABROAD_RUNS],
    not: /\b(tachograf\w*|tachograph\w*|kabotaz\w*|cabotage|zdolnos\w* finansow\w*|financial standing|vat\w*|zus\w*)\b/,
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /za granica|abroad/i,
  },
  // "Bus do 3,5 t tylko po Polsce – potrzebna licencja?": none.
  {
    re: [VAN, LICENCE],
    not: new RegExp(`${ABROAD_RUNS.source}|\\b(taxi|taksow\\w*|tachograf\\w*|tachograph\\w*)\\b`),
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /w kraju|within poland/i,
  },
  {
    re: /\b(zdolnos\w* finansow\w*|financial standing)\b/,
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /zdolnosc finansowa|financial standing/i,
  },
  // "Nie mam certyfikatu – mogę zatrudnić kogoś, kto ma?": a transport manager.
  {
    re: /\b(certyfikat\w* kompetencj\w*|cpc|certificate of professional competence|osob\w* zarzadzajac\w*|transport manager)\b/,
    not: /\b(egzamin\w* (w|we)|exam date|next exam|najblizsz\w*)\b/,
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /certyfikat|certificate/i,
  },
  // "Kto wydaje zezwolenie przewoźnika i ile kosztuje?".
  {
    re: [
      /\b(zezwoleni\w*|permit\w*|licencj\w* transport\w*|haulage licen[cs]e)\b/,
      /\b(kto wydaje|gdzie (zlozyc|sie skla\w*|zalatwi\w*)|who issues|where do i (get|apply)|oplat\w*|fee|ile kosztuje|how much)\b/,
    ],
    not: /\b(taxi|taksow\w*|spedycj\w*|forward\w*|potrzeb\w* wlasn\w*|own[- ]account)\b/,
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /kto wydaje|who issues/i,
  },
  // "Hurtownia, własna ciężarówka, wożę swój towar": the own-account certificate.
  {
    re: [
      /\b(potrzeb\w* wlasn\w*|own[- ]account|(swoj|wlasn|nasz)\w* (towar|produkt|wyrob|pieczyw|material)\w*|(my|our) (own )?(goods|products|stock))\b/,
      /\b(ciezarow\w*|truck\w*|lorr\w*|auto\w*|pojazd\w*|vehicle\w*|\d+ ?t)\b/,
    ],
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /potrzeby wlasne|own-account/i,
  },
  {
    re: /\b(spedycj\w*|spedytor\w*|freight forward\w*|forwarding|posrednictw\w* przy przewozie|transport intermediation)\b/,
    not: /\b(vat\w*|zus\w*|ryczalt\w*)\b|\d ?%/,
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /spedycja|forwarding/i,
  },
  { re: [/\b(taxi|taksow\w*)\b/, LICENCE], article: "transport-drogowy-licencje", heading: /taxi/i },
  {
    re: /\b(tachograf\w*|tachograph\w*)\b/,
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /tachograf|tachograph/i,
  },
  // "Co ile ciężarówka musi wracać do bazy?": the Mobility Package.
  {
    re: /\b(pakiet\w* mobilnosci|mobility package|(wraca\w*|powr\w*|come back|return\w*) (\w+ ){0,3}(do )?(baz\w*|base|domu|home))\b/,
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /pakiet mobilnosci|mobility package/i,
  },
  {
    re: /\b(kabotaz\w*|cabotage)\b/,
    // Filing something for it is the posting declaration (transport-czas-jazdy-kierowcow).
    not: /\b(zglasza\w*|zglosi\w*|zgloszeni\w*|deklaracj\w*|declar\w*|file|filing|imi|placa minimaln\w*|minimum wage)\b/,
    abroad: true,
    article: "transport-drogowy-licencje",
    heading: /kabotaz|cabotage/i,
  },
  // "Kierowca międzynarodowy – płacić diety zagraniczne?": not a business trip since 2022.
  {
    re: [PER_DIEM, /\b(miedzynarod\w*|zagraniczn\w*|international|foreign)\b/],
    abroad: true,
    article: "transport-kierowcy-koszty",
    heading: /kierowca miedzynarodowy|international drivers/i,
  },
  // "Jako właściciel jeżdżę w trasy – diety w koszty?".
  {
    re: [PER_DIEM, /\b(wlasciciel\w*|owner|sam\w* (jezdz\w*|sobie)|sobie|myself|jdg|przedsiebiorc\w*)\b/],
    not: /\b(miedzynarod\w*|zagraniczn\w*|international|foreign)\b/,
    article: "transport-kierowcy-koszty",
    heading: /wlasciciela|owner/i,
  },
  {
    re: [PER_DIEM, /\b(krajow\w*|domestic|po kraju|nocleg\w*|night\w*|kierowc\w*|drivers?)\b/],
    not: /\b(miedzynarod\w*|zagraniczn\w*|international|foreign|wlasciciel\w*|owner)\b/,
    article: "transport-kierowcy-koszty",
    heading: /dieta krajowa|domestic per diem/i,
  },
  // "To co w zamian, płaca minimalna niemiecka?": posting and IMI.
  {
    re: /\b(delegow\w*|posted|posting|imi|(placa|placy|wynagrodzeni\w*) minimaln\w* (niemieck\w*|w niemczech)|(niemieck\w*|german) (placa|minimum wage)|minimum wage in germany)\b/,
    abroad: true,
    article: "transport-kierowcy-koszty",
    heading: /delegowanie|posting/i,
  },
  // "Co kierowca C+E musi mieć?", "a driver from outside the EU – what documents?".
  {
    re: [
      /\b(kierowc\w*|drivers?)\b/,
      /\b(c\+e|kategori\w* c|kod\w* 95|code 95|co (musi|powinien) miec|what (documents|does .{0,20} need)|documents|dokument\w*|spoza (ue|unii)|outside the eu|non-eu|legalnie|legally)\b/,
    ],
    abroad: true,
    article: "transport-kierowcy-koszty",
    heading: /co musi miec|what a truck driver needs/i,
  },
  // "Pracownik jeździ swoim autem – ile kilometrówki?": the employee's per-km rates.
  {
    re: [
      /\b(kilometrowk\w*|mileage|za (km|kilometr)|per (km|kilometre|kilometer))\b/,
      /\b(pracownik\w*|pracownic\w*|employee\w*|zatrudnion\w*)\b/,
    ],
    // Paying a driver per km instead of a salary is pay, not a refund (transport-czas-jazdy-kierowcow).
    not: /\b(pensj\w*|salary|wages?|zamiast|instead)\b/,
    article: "transport-kierowcy-koszty",
    heading: /kilometrowka pracownika|employee mileage/i,
  },
  // "A ciągnik siodłowy w leasingu też ma limit?": the passenger-car limits do not reach lorries.
  {
    re: [
      /\b(ciagnik\w*|ciezarow\w*|tir\w*|trucks?|lorr\w*|tractor units?|naczep\w*|trailers?)\b/,
      /\b(limit\w*|leasing\w*|leas\w*|amortyz\w*|depreciat\w*)\b/,
    ],
    // "Cabotage limits for my truck" are the number of runs, not a value limit.
    not: /\b(vat\w*|licencj\w*|licen[cs]e|zezwoleni\w*|permit\w*|zdolnos\w*|standing|kabotaz\w*|cabotage|czas\w* jazdy|driving)\b/,
    abroad: true,
    article: "samochod-w-firmie-limity",
    heading: /bez limitu|no value limit/i,
  },
  // "Ciężarówka 40 t – jaki ryczałt?": the list of rates (5,5% above 2 t of load).
  {
    re: [/\b(ryczal\w*|lump[- ]?sum)\b/, /\b(ciezarow\w*|ciagnik\w*|tir\w*|trucks?|lorr\w*|tractor units?)\b/],
    // (the annual return asked beside the rate told is the return's question)
    not: /\b(zdrowotn\w*|health|zus\w*|\d+ ?(tys|k)\b|druk\w*|formularz\w*|zeznani\w*|roczn\w*|annual|yearly)/,
    abroad: true,
    article: "ryczalt-stawki",
    heading: /lista|list/i,
  },
  { re: /\bocp\b/, abroad: true, article: "transport-kierowcy-koszty", heading: /ocp/i },
  {
    re: /\b(e-?toll|myto|road tolls?|tolls?)\b/,
    abroad: true,
    article: "transport-kierowcy-koszty",
    heading: /e-toll/i,
  },
  // "Wiozę towar na eksport na Ukrainę – jaka stawka?", "zleceniodawca z Niemiec?".
  {
    re: [
      TRANSPORT,
      /\b(vat\w*|stawk\w*|rate|odwrotn\w*|reverse charge)\b|\b\d{1,2} ?%/,
      /\b(ukrain\w*|eksport\w*|export\w*|poza (ue|unie)|outside the eu|niemiec\w*|niemczech|german\w*|franc\w*|zleceniodawc\w* z|principal from|client from)\b/,
    ],
    not: /\b(diet\w*|per diem\w*|ksef|faktur\w* ustrukturyzowan\w*)\b/,
    abroad: true,
    article: "transport-kierowcy-koszty",
    heading: /vat na transport|vat on freight/i,
  },
  // "Wożę ludzi busem na lotnisko – jaki VAT, czy kasa od razu?".
  {
    re: [
      /\b(przewo\w* osob|woz\w* ludzi|passenger\w*|(drive|driving|carry|take) (private )?(customers|people|passengers|clients)|na lotnisko|to the airport|airport transfer\w*)\b/,
      /\b(vat\w*|stawk\w*|rate|kas\w*|cash register\w*)\b/,
    ],
    abroad: true,
    article: "transport-kierowcy-koszty",
    heading: /przewoz osob|passenger transport/i,
  },
  {
    re: [/\b(podzielon\w* platnos\w*|split payment|mpp)\b/, TRANSPORT],
    abroad: true,
    article: "transport-kierowcy-koszty",
    heading: /podzielona platnosc|split payment/i,
  },
];

export const TRANSPORT_HINTS: TopicHint[] = [...TRANSPORT_2_HINTS, ...ROAD_HINTS, ...TRADES_HINTS];
