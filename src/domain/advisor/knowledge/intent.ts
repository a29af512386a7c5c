import { fold } from "../../knowledge/analyzer.ts";

export type Intent =
  "amount" | "rate" | "deadline" | "duration" | "threshold" | "consequence" | "eligibility" | "procedure" | "general";

/** What kind of fact a question wants, from its wording (folded Polish and English). */
export function intentOf(question: string): Intent {
  const t = fold(question).toLowerCase();
  // "What if I don't do it?", "co grozi za…": the consequence of skipping a duty.
  if (
    /\b(co (mi )?grozi|co (bedzie|sie stanie),? (jak|jesli|jezeli|gdy)|(a )?jak (tego )?nie zrobie|jesli (tego )?nie zrobie|co jesli nie|what (happens|if) (if )?i (just )?(don'?t|do not|dont|fail|forget|skip|ignore)|what if i (just )?(don'?t|dont|do not)|what happens if|what happens(?=\s*\?|\s*$)|consequences?|konsekwencj\w*|sankcj\w*|kar[ay]|kar|penalt\w*|fined?|(to|i) co(?=\W*$)|(i|to|a) co (wtedy|dalej|potem)|co wtedy|then what|what then|nie zdaz\w*|przegapi\w*|spozni\w*|za pozno|too late|(miss|missed|missing) (the |a |my )?(deadline|date|termin))\b/.test(
      t,
    )
  )
    return "consequence";
  // "przez ile miesięcy", "how long can I stay on it": a length of time, not a date.
  if (
    /\b(przez ile|ile (\w+ )?(miesiecy|lat|dni|tygodni|razy)|jak dlugo|na jak dlugo|how long|for how long|how many (months|years|days|weeks|times)|jak szybko|how (fast|quickly)|w jakim czasie|ile (to )?trwa\w*)\b/.test(
      t,
    ) ||
    // "ile muszę prowadzić firmę?": how long an activity must last, not how much it costs.
    /\bile (\w+ ){0,3}(prowadzic|utrzymac|utrzymywac|dzialac|czekac|odczekac|trwac|trwa|siedziec|byc na|korzystac|pozostac|zostac na)\b/.test(
      t,
    )
  )
    return "duration";
  // "What percentage of my base is sickness benefit when self-employed?": a share asked for outright
  // is a rate, whatever "when" the sentence also holds.
  if (/\b(what percent\w*|which percent\w*|how many percent|ile procent\w*|jaki procent\w*|jaka czesc)\b/.test(t))
    return "rate";
  // "Kiedy stosuje się 0% VAT?" asks in which cases, not by which date.
  if (
    /\b(kiedy (sie )?stosuj\w*|kiedy (mozna|nalezy|trzeba) stosowac|w jakich (przypadkach|sytuacjach)|in (what|which) cases|when (do|does|can|should) (i|you|we|one) (use|apply|charge)|when (is|are) (the )?(\S+ ){1,3}(used|applied|charged))\b/.test(
      t,
    )
  )
    return "general";
  if (
    /\b(do kiedy|kiedy|termin\w*|deadline\w*|by when|when(?! (you|you'?re|i|i'?m|we|they|he|she|it|a|an|the|my|your|our|someone|somebody)\b)|until when|until what date|do ktorego( dnia)?|ktorego dnia|(by|on|until) (which|what) (day|date)|what day|which day|due|ile (\w+ )?czasu|ile dni|within how|wazn\w* do|valid until|expires?)\b/.test(
      t,
    )
  )
    return "deadline";
  if (
    /\b(limit(?!ed\b)\w*|prog(u|i|ow|iem)?|threshold\w*|caps?|ceiling\w*|pulap\w*|do jakiej kwoty|od jakiej kwoty|do ilu|od jakiego (przychodu|dochodu|obrotu)|powyzej|ponizej|above|below|up to|maksymal\w*|max\w*)\b/.test(
      t,
    )
  )
    return "threshold";
  if (/\b(stawk\w*|procent\w*|oprocentowan\w*|ile procent|rate|interest|percent\w*|%)/.test(t)) return "rate";
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
    /\b(czy (moge|mozna|musze|trzeba|przysluguje|mam prawo|obowiazkowo|dostane|jeszcze)|moge|mozemy|kto moze|who can|can i|can we|am i eligible|do i (need|have|get|qualify)|do we (need|have|get)|must i|eligible|qualify|przysluguje|dostane|obowiazek|obowiazkow\w*|required|mandatory|compulsory|obligatory|voluntary|optional|still (use|get|take|claim)|(do|does|must) (i|we|you|it) still|still (have|need) to|(does|do|will) (\S+ ){1,3}apply to|applies to|czy (\S+ ){0,2}(mnie|nas|mojej|mojego|moja|moj) (tez )?dotycz\w*|again|ponownie|znowu)\b/.test(
      t,
    )
  )
    return "eligibility";
  // "Czy jak zakładamy s.c., to też jest ulga na start?": in a yes/no question "jak" means "if".
  if (/\bczy jak\b/.test(t)) return "eligibility";
  if (
    /\b(jak|how to|how do|gdzie|where|krok\w*|steps?|procedur\w*|wniosek|formularz\w*|form|druk\w*|zalozyc|zarejestrowac|register|apply)\b/.test(
      t,
    )
  )
    return "procedure";
  return "general";
}

/** Whether a sentence holds the kind of fact the intent asks for. */
export const INTENT_FACT: Record<Intent, RegExp> = {
  amount: /\d[\d\s]*(,\d+)?\s*((mln|mld|tys)\.? )?(zl|pln|eur)\b|\b(pln|eur)\s?\d/,
  rate: /\d\s?%|\b(stop\w* redyskont\w*|rediscount rate|stop\w* procentow\w*|interest rate)\b/,
  deadline:
    /\b(\d{1,2}\.?\s+(stycz|lut|marc|kwie|maj|czerw|lip|sierp|wrze|pazdz|listop|grud|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|\d+\s+(dni|days|miesi\w*|months?)|do \d|by the \d|\d{1,2}(st|nd|rd|th))/,
  duration: /\b\d+[\s-]*(dni|days?|miesi\w*|months?|lat|years?|tygodni\w*|weeks?)\b/,
  threshold: /\d[\d\s]*(,\d+)?\s*((mln|mld|tys)\.? )?(zl|pln|eur)\b|\b(pln|eur)\s?\d|\d\s?%/,
  consequence:
    /\b(automatyczn\w*|automatic\w*|kar\w*|grzywn\w*|penalt\w*|fines?|sankcj\w*|odsetk\w*|interest|przekodowan\w*|recod\w*|traci\w*|utrat\w*|ryzyk\w*|risks?|loses?|wygasa\w*|dotychczasow\w*|nadal|(rozliczasz sie|obowiazuje) dalej|pozostaj\w*|remains?|continues?|stays?)\b/,
  eligibility:
    /\b(moze|moga|musi|musza|nie moze|mozna|przysluguje|obowiazk\w*|dobrowoln\w*|voluntar\w*|optional|compulsory|skorzyst\w*|warunk\w*|prawo|prawa|can|cannot|must|need|needs|eligible|only|tylko|conditions?|qualif\w*|available|mandatory|required|obliged|has to|have to)\b/,
  procedure: /\b(przez|online|wniosek|formularz|ceidg|biznes\.gov|pue|ezus|krs|s24|form|apply|file|submit|register)\b/,
  general: /./,
};

/** A section heading that announces the kind of fact asked for ("Who can…", "Deadline…"). */
export const INTENT_HEADING: Record<Intent, RegExp | null> = {
  amount: /\b(ile|how much|kwot\w*|amounts?|kosz\w*|costs?|wysokosc\w*)\b/,
  rate: /\b(stawk\w*|rates?|oprocentowan\w*|interest)\b|%/,
  deadline: /\b(termin\w*|deadlines?|do kiedy|od kiedy|kiedy|when|dates?|do ktorego)\b/,
  duration: /\b(jak dlugo|how long|okres\w*|period|\d+ (miesiecy|months|lat|years|dni|days))\b/,
  threshold: /\b(limit\w*|prog\w*|thresholds?|caps?|up to what|do jakiego|do jakiej|od jakiego|od jakiej)\b/,
  consequence: /\b(co jesli|what if|kar\w*|penalt\w*|automat\w*|konsekwencj\w*|sankcj\w*|fines?)\b/,
  eligibility:
    /\b(warunk\w*|conditions?|kto (moze|musi)|who (can|must|may)|eligib\w*|czy (mozna|trzeba|musisz)|dobrowoln\w*|obowiazkow\w*|voluntary|mandatory|compulsory)\b/,
  procedure:
    /\b(jak (zlozyc|zglosic|zalozyc|zarejestrowac|zmienic)|how to|krok\w*|steps?|wniosek|applications?|zgloszeni\w*|registering|registration|rejestracj\w*)\b/,
  general: null,
};
