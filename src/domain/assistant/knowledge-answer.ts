import { analyse, fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch, PassageHit } from "../knowledge/search.ts";

/** A passage is an answer only above this score with this share of the question's own words in it. */
const CONFIDENT_SCORE = 60;
const CONFIDENT_COVERAGE = 0.4;
const STRONG_SCORE = 300;
const STRONG_COVERAGE = 0.2;

export type Intent =
  "amount" | "rate" | "deadline" | "duration" | "threshold" | "consequence" | "eligibility" | "procedure" | "general";

/** What kind of fact a question wants, from its wording (folded Polish and English). */
export function intentOf(question: string): Intent {
  const t = fold(question).toLowerCase();
  // "What if I don't do it?", "co grozi za…": the consequence of skipping a duty.
  if (
    /\b(co (mi )?grozi|co (bedzie|sie stanie),? (jak|jesli|jezeli|gdy)|(a )?jak (tego )?nie zrobie|jesli (tego )?nie zrobie|co jesli nie|what (happens|if) (if )?i (just )?(don'?t|do not|dont|fail|forget|skip|ignore)|what if i (just )?(don'?t|dont|do not)|what happens if|consequences?|konsekwencj\w*|sankcj\w*)\b/.test(
      t,
    )
  )
    return "consequence";
  // "przez ile miesięcy", "how long can I stay on it": a length of time, not a date.
  if (
    /\b(przez ile|ile (miesiecy|lat|dni|tygodni|razy)|jak dlugo|na jak dlugo|how long|for how long|how many (months|years|days|weeks|times))\b/.test(
      t,
    ) ||
    // "ile muszę prowadzić firmę?": how long an activity must last, not how much it costs.
    /\bile (\w+ ){0,2}(prowadzic|utrzymac|utrzymywac|dzialac|czekac|odczekac|trwac|trwa)\b/.test(t)
  )
    return "duration";
  // "Kiedy stosuje się 0% VAT?" asks in which cases, not by which date.
  if (
    /\b(kiedy (sie )?stosuj\w*|kiedy (mozna|nalezy|trzeba) stosowac|w jakich (przypadkach|sytuacjach)|in (what|which) cases|when (do|does|can|should) (i|you|we|one) (use|apply|charge)|when (is|are) (the )?(\S+ ){1,3}(used|applied|charged))\b/.test(
      t,
    )
  )
    return "general";
  if (
    /\b(do kiedy|kiedy|termin\w*|deadline\w*|by when|when(?! (you|you'?re|i|i'?m|we|they|he|she|it|a|an|the|my|your|our|someone|somebody)\b)|until when|until what date|do ktorego( dnia)?|ktorego dnia|(by|on|until) (which|what) (day|date)|what day|which day|due|ile (mam )?czasu|ile dni|within how|wazn\w* do|valid until|expires?)\b/.test(
      t,
    )
  )
    return "deadline";
  if (
    /\b(limit\w*|prog\w*|threshold\w*|do jakiej kwoty|od jakiej kwoty|od jakiego (przychodu|dochodu|obrotu)|powyzej|ponizej|above|below|up to|maksymal\w*|max\w*)\b/.test(
      t,
    )
  )
    return "threshold";
  if (/\b(stawk\w*|procent\w*|ile procent|rate|percent\w*|%)/.test(t)) return "rate";
  // "Czy mogę wrzucić laptopa w koszty?", "can I deduct it?": whether, not how much.
  if (
    /\b(w koszt\w*|do koszt\w*|jako koszt\w*|odlicz\w*|deduct\w*|write (it )?off|as an? (business )?(cost|expense))\b/.test(
      t,
    ) &&
    /\b(czy|moge|mozna|can|could|is it|are they|may)\b/.test(t) &&
    !/\b(ile|how much|jak\w* kwot\w*)\b/.test(t)
  )
    return "eligibility";
  if (
    /\b(ile|kwot\w*|wysokosc\w*|how much|cost\w*|kosztuj\w*|koszt\w*|oplat\w*|fee|fees|price|cena|placi\w*|zaplac\w*|pay)\b/.test(
      t,
    )
  )
    return "amount";
  if (
    /\b(czy (moge|mozna|musze|trzeba|przysluguje|mam prawo|obowiazkowo|dostane|jeszcze)|moge|mozemy|kto moze|who can|can i|can we|am i eligible|do i (need|have|get|qualify)|do we (need|have|get)|must i|eligible|qualify|przysluguje|dostane|obowiazek|obowiazkow\w*|required|mandatory|still (use|get|take|claim)|(do|does|must) (i|we|you|it) still|still (have|need) to|(does|do|will) (\S+ ){1,3}apply to|applies to|czy (\S+ ){0,2}(mnie|nas|mojej|mojego|moja|moj) (tez )?dotycz\w*|again|ponownie|znowu)\b/.test(
      t,
    )
  )
    return "eligibility";
  if (
    /\b(jak|how to|how do|gdzie|where|krok\w*|steps?|procedur\w*|wniosek|formularz\w*|form|druk\w*|zalozyc|zarejestrowac|register|apply)\b/.test(
      t,
    )
  )
    return "procedure";
  return "general";
}

/** Whether a sentence holds the kind of fact the intent asks for. */
const INTENT_FACT: Record<Intent, RegExp> = {
  amount: /\d[\d\s]*(,\d+)?\s*((mln|mld|tys)\.? )?(zl|pln|eur)\b|\b(pln|eur)\s?\d/,
  rate: /\d\s?%/,
  deadline:
    /\b(\d{1,2}\.?\s+(stycz|lut|marc|kwie|maj|czerw|lip|sierp|wrze|pazdz|listop|grud|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|\d+\s+(dni|days|miesi\w*|months?)|do \d|by the \d|\d{1,2}(st|nd|rd|th))/,
  duration: /\b\d+[\s-]*(dni|days?|miesi\w*|months?|lat|years?|tygodni\w*|weeks?)\b/,
  threshold: /\d[\d\s]*(,\d+)?\s*((mln|mld|tys)\.? )?(zl|pln|eur)\b|\b(pln|eur)\s?\d|\d\s?%/,
  consequence:
    /\b(automatyczn\w*|automatic\w*|kar\w*|grzywn\w*|penalt\w*|fines?|sankcj\w*|odsetk\w*|interest|przekodowan\w*|recod\w*|traci\w*|loses?|wygasa\w*)\b/,
  eligibility:
    /\b(moze|moga|musi|musza|nie moze|mozna|przysluguje|obowiazk\w*|skorzyst\w*|warunk\w*|prawo|prawa|can|cannot|must|need|needs|eligible|only|tylko|conditions?|qualif\w*|available|mandatory|required|obliged|has to|have to)\b/,
  procedure: /\b(przez|online|wniosek|formularz|ceidg|biznes\.gov|pue|ezus|krs|s24|form|apply|file|submit|register)\b/,
  general: /./,
};

/** A section heading that announces the kind of fact asked for ("Who can…", "Deadline…"). */
const INTENT_HEADING: Record<Intent, RegExp | null> = {
  amount: /\b(ile|how much|kwot\w*|amounts?|kosz\w*|costs?|wysokosc\w*)\b/,
  rate: /\b(stawk\w*|rates?)\b|%/,
  deadline: /\b(termin\w*|deadlines?|do kiedy|od kiedy|kiedy|when|dates?|do ktorego)\b/,
  duration: /\b(jak dlugo|how long|okres\w*|period|\d+ (miesiecy|months|lat|years|dni|days))\b/,
  threshold: /\b(limit\w*|prog\w*|thresholds?)\b/,
  consequence: /\b(co jesli|what if|kar\w*|penalt\w*|automat\w*|konsekwencj\w*|sankcj\w*|fines?)\b/,
  eligibility: /\b(warunk\w*|conditions?|kto (moze|musi)|who (can|must|may)|eligib\w*|czy (mozna|trzeba|musisz))\b/,
  procedure:
    /\b(jak (zlozyc|zglosic|zalozyc|zarejestrowac|zmienic)|how to|krok\w*|steps?|wniosek|applications?|zgloszeni\w*|registering|registration|rejestracj\w*)\b/,
  general: null,
};

const sentencesIn = (text: string) =>
  text
    .replace(/\n+/g, " \n")
    .split(/(?<=[.!?])\s+(?=[A-ZĄĆĘŁŃÓŚŹŻ„"(*-])|\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 12);

const PAST_YEAR = /\b20(1\d|2[0-5])\b/;

/**
 * The sentence of a passage that answers the question best: the question's words (a follow-up's
 * own words, `focus`, count double), the kind of fact it asks for, this year's figures rather
 * than last year's, and a whole statement rather than a list's introduction.
 */
export function bestSentence(question: string, text: string, intent = intentOf(question), focus = ""): string | null {
  const own = new Set(analyse(question));
  const focused = new Set(analyse(focus));
  const weight = (t: string) => (focused.has(t) ? 2 : 1);
  const total = [...own].reduce((n, t) => n + weight(t), 0);
  const pastAsked = PAST_YEAR.test(question);
  // The legal form the question (or its follow-up) names: its sentence, not a sibling's ("JDG pays
  // by the 20th, an sp. z o.o. by the 15th").
  const named = namedForms(focus) ?? namedForms(question);
  let best: { s: string; score: number } | null = null;
  for (const [i, s] of sentencesIn(text).entries()) {
    if (/^#|^\|/.test(s)) continue;
    const terms = new Set(analyse(s));
    const overlap = [...own]
      .filter((t) => terms.has(t) || [...terms].some((u) => u.length >= 5 && t.startsWith(u.slice(0, 5))))
      .reduce((n, t) => n + weight(t), 0);
    const folded = fold(s).toLowerCase();
    const score =
      overlap / Math.max(1, total) +
      (INTENT_FACT[intent].test(folded) ? 0.5 : 0) +
      (/\b2026\b/.test(s) ? 0.1 : 0) -
      // Last year's figure is not this year's; a 2026 figure computed from 2025 sales still is.
      (!pastAsked && PAST_YEAR.test(s) ? (/\b2026\b/.test(s) ? 0.2 : 0.6) : 0) -
      (/[:,]\s*$/.test(s) ? 0.3 : 0) +
      (intent === "amount" && /\b(razem|lacznie|w sumie|total|in total|altogether)\b/.test(folded) ? 0.3 : 0) +
      formFit(named, folded) -
      i * 0.02;
    if (!best || score > best.score) best = { s, score };
  }
  return best && best.score > 0.25 ? best.s.replace(/^[-*]\s+/, "") : null;
}

/** The legal forms a text names, or null when it names none. */
function namedForms(text: string): typeof ENTITIES | null {
  const t = fold(text).toLowerCase();
  const named = ENTITIES.filter((e) => e.group === "form" && e.re.test(t));
  return named.length ? named : null;
}

/** A sentence about the named form scores more, one about only a sibling form less. */
function formFit(named: typeof ENTITIES | null, sentence: string): number {
  if (!named) return 0;
  const says = (e: (typeof ENTITIES)[number]) => e.re.test(sentence) || !!e.said?.test(sentence);
  if (named.some(says)) return 0.3;
  return ENTITIES.some((e) => e.group === "form" && e.re.test(sentence)) ? -0.2 : 0;
}

/**
 * Things of one kind that exclude each other (legal forms, tax forms): a question about one of
 * them is answered from its articles, not from a sibling's that merely shares the words
 * ("Jak założyć spółkę z o.o.?" is not answered with how to set up a civil partnership).
 */
const ENTITIES: {
  group: string;
  re: RegExp;
  articles: RegExp;
  /** How an answer's sentence names it too. */ said?: RegExp;
}[] = [
  {
    group: "form",
    re: /\b(jdg|jednoosobow\w* dzialalnosc\w*|sole (propriet|trader)\w*|self-employ\w*)\b/,
    articles: /^jdg-/,
    said: /\b(przedsiebiorc\w*|entrepreneurs?|spolk\w* osobow\w*|partnerships?)\b/,
  },
  { group: "form", re: /\b(spolk\w* cywiln\w*|s\.c\.|civil partnership)/, articles: /^spolka-cywilna$/ },
  { group: "form", re: /\b(spolk\w* jawn\w*|general partnership)/, articles: /^spolka-jawna$/ },
  {
    group: "form",
    re: /(z o\.?o|\bzoo\b|\bspzoo\b|\bsp\.? z\b|ograniczon\w* odpowiedzialn\w*|limited (liability )?company|\bllc\b|\bltd\b)/,
    articles: /^(spolka-zoo|rejestracja-spolki-s24-krs|cit-spolki|zus-wspolnik-spolki|crbr-beneficjenci)$/,
    said: /\b(osobowosci\w* prawn\w*|legal personality|legal persons?|osob\w* prawn\w*)\b/,
  },
  {
    group: "form",
    re: /\b(prost\w* spolk\w* akcyjn\w*|psa|simple joint)/,
    articles: /^(prosta-spolka-akcyjna|rejestracja-spolki-s24-krs|cit-spolki)$/,
  },
  { group: "tax", re: /\b(ryczal\w*|lump[- ]?sum)/, articles: /ryczalt/ },
  // The stages and reliefs of an entrepreneur's ZUS: "najwyższa składka na Małym ZUS Plus" is not
  // answered from the contribution holiday.
  {
    group: "zus",
    re: /\b(ulg\w* na start\w*|start relief|relief for starters|\d miesiecy bez zus|\d months without zus)\b/,
    articles: /^ulga-na-start$/,
  },
  {
    group: "zus",
    re: /\b(preferencyjn\w*|preferential|mal\w* zus\w*(?!\s?(\+|plus))|small zus(?!\s?(\+|plus)))\b/,
    articles: /^zus-preferencyjny$/,
  },
  { group: "zus", re: /\b(mal\w* zus\w* ?(\+|plus)|small zus ?(\+|plus)|mzp)/, articles: /^maly-zus-plus$/ },
  {
    group: "zus",
    re: /\b(wakacj\w* skladkow\w*|contribution holiday|zus holiday)\b/,
    articles: /^wakacje-skladkowe$/,
  },
  { group: "zus", re: /\b(peln\w* zus\w*|duz\w* zus\w*|full zus|big zus)\b/, articles: /^zus-pelny$/ },
  { group: "tax", re: /\b(liniow\w*|flat tax)/, articles: /liniow/ },
  {
    group: "tax",
    re: /\b(skal\w* podatkow\w*|zasad\w* ogoln\w*|tax scale|progressive tax|na skali)\b/,
    articles: /skal/,
  },
];

/**
 * Topics people name in words no article's title shares ("do I need a JDG for this?" is about
 * unregistered activity; "kwota wolna" is the scale's tax-free amount): the article is preferred,
 * and found even when the rest of the question's words match weakly.
 */
const ZUS_WORDS = /\b(zus\w*|skladk\w*|dra|contributions?|social security|ubezpiecz\w*|insurance)\b/;
/** Registering someone with ZUS, in either language ("zgłosić pracownika do ZUS", "register them with ZUS"). */
const ZUS_REGISTER =
  /\b(zglos\w*|zglasz\w*|zarejestr\w*|rejestr\w*|registe?r\w*|report\w*|enrol\w*)( \S+){0,3} (do|w|with|to|in|at) zus\w*/;
const EMPLOYEE =
  /\b(pracownik\w*|pracownic\w*|zatrudn\w*|zleceniobiorc\w*|employees?|workers?|staff|hire\w*|hiring|contractors?)\b/;

const TOPIC_HINTS: {
  re: RegExp | RegExp[];
  not?: RegExp;
  article: string;
  /** The section of the article that answers it, when one does. */
  heading?: RegExp;
}[] = [
  {
    re: /\b(nierejestrowan\w*|unregistered|bez (rejestracji|zakladania) (firmy|dzialalnosci)|musze (zakladac|zalozyc|rejestrowac|miec) (firme|dzialalnosc|jdg)|(trzeba|czy musze) (zakladac|zalozyc|rejestrowac) (firme|dzialalnosc|jdg)|do i (need|have) (a |to (register|open|set up) (a )?)?(jdg|company|business|firm)|without registering|keep it unregistered)\b/,
    article: "dzialalnosc-nierejestrowana",
  },
  { re: /\b(kwot\w* woln\w*|tax-free amount|tax free (amount|allowance))\b/, article: "skala-podatkowa" },
  { re: /\b(crbr|beneficjent\w* rzeczywist\w*|beneficial owners?|ubo)\b/, article: "crbr-beneficjenci" },
  {
    re: /\b(zus[ _-]?(zza|zua|zwua)|zza|zua|zwua|kod\w* tytulu|title code)\b/,
    article: "zus-zgloszenie-formularze",
  },
  // "Zgłosić pracownika do ZUS", "register them with ZUS": the registration and its 7 days, an
  // employee's in its own section.
  {
    re: [ZUS_REGISTER, EMPLOYEE],
    article: "zus-zgloszenie-formularze",
    heading: /pracownik|employee/i,
  },
  {
    re: ZUS_REGISTER,
    not: /\b(wakacj\w*|holiday|rws|mal\w* zus plus|mzp|preferencyjn\w*|preferential)\b/,
    article: "zus-zgloszenie-formularze",
  },
  // "Where do I file ZUS declarations – is there a portal?": PUE/eZUS.
  {
    re: [
      /\b(portal\w*|online|przez internet|internet\w*|websites?|platform\w*|aplikacj\w*|apps?|serwis\w*|e-?zus|pue)\b/,
      ZUS_WORDS,
    ],
    not: /\b(wakacj\w*|holiday|rws|mal\w* zus plus|mzp)\b/,
    article: "portale-urzedowe",
    heading: /zus/i,
  },
  // "Jestem na ryczałcie, mogę wrzucić laptopa w koszty?": the lump sum is a tax on revenue.
  {
    re: [
      /\b(ryczal\w*|lump[- ]?sum)\b/,
      /\b(koszt\w*|wydat\w*|odlicz\w*|deduct\w*|expens\w*|costs?|write (it )?off|amortyz\w*|depreciat\w*)\b/,
    ],
    not: /\b(oplac\w*|worth|compar\w*|porown\w*|versus|vs|lepsz\w*|better|liniow\w*|skal\w*|zdrowotn\w*|health|zus\w*|skladk\w*|pracownik\w*|employees?)\b/,
    article: "ryczalt-zasady",
    heading: /na czym polega|how .* works/i,
  },
  // "Jestem radcą prawnym – mogę być zwolniony z VAT?": services excluded whatever the turnover.
  {
    re: [
      /\b(prawni\w*|radc\w*|adwokat\w*|kancelari\w*|notariusz\w*|lawyers?|legal (services?|advice|advisers?|advisors?|counsel\w*)|attorneys?|solicitors?|jubiler\w*|jewel\w*|windyk\w*|debt collect\w*|factoring|doradztw\w*|doradc\w*|consult\w*|advisory)\b/,
      /\b(zwoln\w*|exempt\w*|podmiotow\w*|bez vat\w*|vat-?free|limit\w*|prog\w*|thresholds?|240)\b/,
      /\bvat\w*\b/,
    ],
    article: "vat-wylaczenia-ze-zwolnienia",
    heading: /uslug|services/i,
  },
  {
    re: [/\b(druk\w*|formularz\w*|forms?|wyrejestrow\w*|deregist\w*)\b/, ZUS_WORDS],
    not: /\b(wakacj\w*|holiday|rws|mal\w* zus plus|mzp|dziel\w*|rud|zleceni\w*|iwa|pit\w*|vat\w*|ceidg\w*)\b/,
    article: "zus-zgloszenie-formularze",
  },
  {
    re: /\b(mal\w* podatni\w*|small taxpayer)\b/,
    not: /\b(cit|vat|jpk\w*|kwartal\w*|quarter\w*)\b/,
    article: "amortyzacja-jednorazowa-maly-podatnik",
  },
  {
    re: [
      /\b(vat-?r|rejestracj\w* (do |na |jako )?\w* ?vat|zarejestrowa\w* .*vat|register\w* (for|as an?|as) .*vat|vat registration)\b/,
      /\b(oplat\w*|fee|fees|cost\w*|koszt\w*|platn\w*|darmow\w*|bezplatn\w*|free|ile kosztuje)\b/,
    ],
    article: "rejestracja-vat-r",
  },
  {
    re: /\b(ryczal\w*|lump[- ]?sum)\b.*\b(kwartaln\w*|quarterly)\b|\b(kwartaln\w*|quarterly)\b.*\b(ryczal\w*|lump[- ]?sum)\b/,
    article: "ryczalt-limity",
    heading: /kwartaln|quarterly/i,
  },
  { re: /\bcit-?8\b/, article: "cit-spolki" },
  // "Lump sum for IT services – and for accounting?": the rate depends on the activity.
  {
    re: [
      /\b(ryczal\w*|lump[- ]?sum)\b/,
      /\b(services?|uslug\w*|it services|branz\w* it|programist\w*|developers?|programming|accounting|ksiegow\w*|rachunkow\w*|najm\w*|wynajm\w*|rental|renting|handel\w*|trade|trading|gastronom\w*|restaurants?|budowl\w*|construction|lekar\w*|doctors?|prawni\w*|lawyers?|tlumacz\w*|translators?|grafik\w*|designers?|fryzjer\w*|hairdress\w*|freelanc\w*|wolny zawod|wolnych zawodow|liberal professions?)\b/,
    ],
    not: /\b(limit\w*|prog\w*|thresholds?|zdrowotn\w*|health|kwartal\w*|quarter\w*|zus\w*|skladk\w*|termin\w*|deadlines?|pit-?28|zeznani\w*|returns?|zmian\w*|change|switch\w*)\b/,
    article: "ryczalt-stawki",
  },
  // "Do którego dnia płaci się ZUS?", "and a sp. z o.o. – same day?": the payment calendar.
  {
    re: [
      /\b(do ktorego( dnia)?|ktorego dnia|dzien (platnosci|zaplaty)|termin\w* (platnosci|zaplaty|oplacani\w*)|(by|on|until) (which|what) (day|date)|which day|what day|payment (day|date|deadline)|due date|same day|ten sam dzien|tego samego dnia|do kiedy (zaplac|oplac|plac)\w*)\b/,
      ZUS_WORDS,
    ],
    article: "zus-terminy-dra",
  },
  // "Od jakiego przychodu pełna księgowość?": the KPiR / full books threshold.
  {
    re: /\b(peln\w* ksiegow\w*|peln\w* ksieg\w*|ksieg\w* rachunkow\w*|full (accounting|books|bookkeeping)|double-entry|kpir)\b/,
    article: "ksiegi-elektroniczne-jpk-pit",
  },
  // The regulation on cash-register exemptions and how long it is in force.
  {
    re: [/\b(rozporzadzeni\w*|regulation|przepis\w*|rules?)\b/, /\b(kas\w*|cash registers?)\b/],
    article: "kasa-fiskalna",
  },
  // The KSeF relief: PDF or paper invoices up to PLN 10,000 a month, receipts with NIP.
  {
    re: [
      /\bksef\b/,
      /\b(ulg\w*|relief|10 ?000|10 ?tys\w*|10k|pdf|papier\w*|paper|outside|poza|paragon\w*|receipts?|450)\b/,
    ],
    article: "ksef-ulgi-2026",
  },
  // "I'm VAT-exempt – do I still have to use KSeF?": yes, from 1 April 2026.
  {
    re: [
      /\bksef\b/,
      /\b(zwoln\w*|exempt\w*|bez vat\w*|nievatow\w*|not (registered )?(for|a) vat|mal\w* firm\w*|small (business|firm|compan)\w*|mikro\w*|micro\w*|jdg|sole (trader|propriet\w*)|freelanc\w*|ryczal\w*)\b/,
    ],
    not: /\b(ulg\w*|relief|10 ?000|10 ?tys\w*|10k|pdf|papier\w*|paper|outside|poza|paragon\w*|receipts?|450|kar\w*|penalt\w*|fines?)\b/,
    article: "ksef-terminy",
    heading: /1 kwietnia|1 april/i,
  },
  {
    re: [/\b(paragon\w*|receipts?)\b/, /\bnip\b/],
    article: "kasa-fiskalna",
  },
  // The VAT exemption limit, this year's or last year's.
  {
    re: [/\b(limit\w*|prog\w*|threshold\w*)\b/, /\bvat\w*\b/],
    not: /\b(kas\w*|cash|ksef|split|mpp|ryczal\w*|lump|mal\w* podatni\w*|small taxpayer|gotowk\w*|jpk\w*|kwartal\w*|quarter\w*)\b/,
    article: "vat-zwolnienie-limit",
  },
  // "Do I get the 6 months without ZUS again?", "same work for my former employer".
  {
    re: [
      /\b(again|ponownie|znowu|jeszcze raz|second time|drugi raz|re-?open\w*|closed|zamkn\w*|zlikwid\w*|former employer|ex-?employer|previous employer|same (employer|company|firm|client)|byl\w* pracodaw\w*|tego samego pracodaw\w*|tej samej firm\w*|dla tej samej)\b/,
      /\b(ulg\w* na start|start relief|relief for starters|6 (months|miesiecy)|without zus|bez zus|preferencyjn\w*|preferential)\b/,
    ],
    article: "ulga-na-start",
  },
  // The annual health-contribution settlement.
  {
    re: [
      /\b(roczn\w* rozliczen\w*|rozliczen\w* roczn\w*|annual settlement|yearly settlement|settle\w*|rozlicz\w*)\b/,
      /\b(zdrowotn\w*|health)\b/,
    ],
    article: "skladka-zdrowotna-rozliczenie-roczne",
  },
  // The annual PIT return and its deadline.
  {
    re: /\b(zeznani\w* roczn\w*|roczn\w* zeznani\w*|annual (tax |pit )?return|tax return|pit-?28|pit-?36l?)\b/,
    article: "zeznanie-roczne-pit",
  },
];

/** Another country's rules are not what a Polish topic hint points at. */
const ABROAD =
  /\b(wielk\w* brytani\w*|angli\w*|uk|united kingdom|britain|niemcz\w*|niemiec\w*|germany|usa|stanach zjednoczonych|united states|franc\w*|france|czech\w*|czechach|irlandi\w*|ireland|ukrain\w*|hmrc|irs)\b/;

const hintsFor = (question: string) => {
  const t = fold(question).toLowerCase();
  if (ABROAD.test(t)) return [];
  return TOPIC_HINTS.filter(
    (h) => (Array.isArray(h.re) ? h.re.every((r) => r.test(t)) : h.re.test(t)) && !h.not?.test(t),
  );
};

/** How much a hit fits the things the question names: more for their own articles, less for a sibling's. */
function entityFit(question: string, articleId: string): number {
  const t = fold(question).toLowerCase();
  let fit = 1;
  for (const group of new Set(ENTITIES.map((e) => e.group))) {
    const named = ENTITIES.filter((e) => e.group === group && e.re.test(t));
    if (!named.length) continue;
    if (named.some((e) => e.articles.test(articleId))) fit *= 1.25;
    else if (ENTITIES.some((e) => e.group === group && e.articles.test(articleId))) fit *= 0.5;
  }
  return fit;
}

export interface KnowledgeAnswer {
  hit: PassageHit;
  /** The same passage in the language of the question (the hit may come from the other language). */
  lead: string | null;
  intent: Intent;
  also: PassageHit | null;
}

/** A passage answers when it matches well and covers enough of the question's own words; a very strong match may cover fewer (colloquial questions carry many words no article has). */
const confident = (h: PassageHit | undefined) =>
  !!h &&
  ((h.score >= CONFIDENT_SCORE && h.coverage >= CONFIDENT_COVERAGE) ||
    (h.score >= STRONG_SCORE && h.coverage >= STRONG_COVERAGE));

/**
 * The knowledge base's answer to a question in its language: searched in that language first and
 * in the other as a fallback (articles share ids, so the passage is then read in the question's
 * language). The hits are re-ranked by whether they hold the kind of fact asked for.
 */
export function findAnswer(
  search: KnowledgeSearch,
  question: string,
  lang: KnowledgeLang,
  /** A follow-up's own words, which weigh more in choosing the answering sentence. */
  focus = "",
): KnowledgeAnswer | null {
  const intent = intentOf(question);
  let hits = search.search(question, { lang, limit: 8 });
  if (!confident(hits[0])) {
    const other = lang === "pl" ? "en" : "pl";
    const foreign = search.search(question, { lang: other, limit: 8 });
    if (confident(foreign[0]) && (!hits[0] || foreign[0]!.score > hits[0].score * 1.2))
      hits = foreign.map((h) => inLanguage(search, h, lang) ?? h);
  }
  const matched = hintsFor(question);
  const hints = matched.map((h) => h.article);
  const section = (h: PassageHit) =>
    matched.some((m) => m.article === h.articleId && m.heading?.test(fold(h.heading))) ? 1.3 : 1;
  if (hints.length) {
    // A named topic's own article is searched for even when the whole question matches it weakly,
    // and read whole when none of its passages shares the question's words ("soy candles on etsy").
    const extra = search
      .search(question, { lang, limit: 40 })
      .filter(
        (h) => hints.includes(h.articleId) && !hits.some((k) => k.heading === h.heading && k.articleId === h.articleId),
      );
    hits = [...hits, ...extra];
    for (const id of hints) {
      const article = search.article(id, lang);
      if (!article || hits.some((h) => h.articleId === id)) continue;
      for (const p of article.passages)
        hits.push({
          articleId: id,
          lang,
          title: article.title,
          heading: p.heading,
          text: p.text,
          score: 0,
          coverage: 0,
          sources: article.sources,
        });
    }
  }
  // The things the question names weigh first (a JDG question prefers JDG articles)…
  hits = hits.map((h) => ({ ...h, score: h.score * entityFit(question, h.articleId) }));
  // …then a named topic's passages come before the others, in their own order.
  const best = Math.max(CONFIDENT_SCORE, ...hits.filter((h) => !hints.includes(h.articleId)).map((h) => h.score));
  const bestHinted = Math.max(0, ...hits.filter((h) => hints.includes(h.articleId)).map((h) => h.score));
  hits = hits
    .map((h) =>
      hints.includes(h.articleId)
        ? {
            ...h,
            score:
              section(h) *
              Math.max(h.score * 1.5, best * 1.1 * (bestHinted > 0 ? 0.4 + (0.6 * h.score) / bestHinted : 1)),
            coverage: Math.max(h.coverage, CONFIDENT_COVERAGE),
          }
        : h,
    )
    .sort((a, b) => b.score - a.score);
  // A colloquial question may match the article's opening weakly and one of its sections well.
  if (!hits.some((h) => confident(h) && h.score >= hits[0]!.score * 0.6)) return null;
  const top = hits[0]!;
  const fits = (h: PassageHit) => (INTENT_FACT[intent].test(fold(h.text).toLowerCase()) ? 1 : 0);
  // Among passages nearly as good, the one holding the kind of fact asked for comes first.
  // An article whose title names what the question asks about ("VAT exemption limit") fits better
  // than one that mentions it in passing.
  const own = new Set(analyse(question));
  const titleFit = (h: PassageHit) => {
    const title = new Set(analyse(`${h.title} ${h.heading}`));
    return own.size ? [...own].filter((t) => title.has(t)).length / own.size : 0;
  };
  const ranked = hits
    .filter((h) => confident(h) && h.score >= top.score * 0.6)
    .map((h) => ({
      h,
      rank:
        h.score / top.score +
        0.25 * fits(h) +
        0.4 * titleFit(h) +
        0.3 * h.coverage +
        (INTENT_HEADING[intent]?.test(fold(h.heading).toLowerCase()) ? 0.15 : 0) -
        // A "Who can…" section does not say how long (its limits and dates may answer other figures).
        (intent === "duration" &&
        INTENT_HEADING.eligibility!.test(fold(h.heading).toLowerCase()) &&
        !INTENT_HEADING.duration!.test(fold(h.heading).toLowerCase())
          ? 0.3
          : 0) +
        (hints.includes(h.articleId) ? 0.2 : 0) +
        // …and the section a hint names is its answer.
        (section(h) > 1 ? 0.15 : 0) +
        (h.articleId === top.articleId ? 0.05 : 0),
    }))
    .sort((a, b) => b.rank - a.rank);
  const hit = ranked[0]?.h;
  if (!hit) return null;
  const also = hits.find((h) => h.articleId !== hit.articleId && h.score >= top.score * 0.6) ?? null;
  return { hit, lead: bestSentence(question, hit.text, intent, focus), intent, also };
}

/** The same passage (by its place in the article) in the other language. */
function inLanguage(search: KnowledgeSearch, hit: PassageHit, lang: KnowledgeLang): PassageHit | null {
  const from = search.article(hit.articleId, hit.lang);
  const to = search.article(hit.articleId, lang);
  if (!from || !to) return null;
  const i = from.passages.findIndex((p) => p.heading === hit.heading);
  const passage = to.passages[i] ?? to.passages[0];
  if (!passage) return null;
  return { ...hit, lang, title: to.title, heading: passage.heading, text: passage.text, sources: to.sources };
}

/** The titles of the articles nearest to a question the knowledge base cannot answer. */
export function nearestTopics(search: KnowledgeSearch, question: string, lang: KnowledgeLang): string[] {
  const titles: string[] = [];
  for (const h of search.search(question, { lang, limit: 8 }))
    if (h.score >= 15 && !titles.includes(h.title)) titles.push(h.title);
  return titles.slice(0, 3);
}
