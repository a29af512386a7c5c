import type { TopicHint } from "./hints.ts";

/**
 * Questions asked late in a conversation, as the seventieth set asked them: a spouse who would join
 * a sole trader's business as a partner (a civil partnership of the two), registering with ZUS for
 * the health contribution alone during the start relief (ZUS ZZA), and whether a sole trader keeps
 * full books (no: the tax book, KPiR, below the EUR threshold).
 */
export const H70_HINTS: TopicHint[] = [
  // "a żona? dołączyłaby jako wspólniczka", "what about my wife? she'd join as a partner".
  {
    re: [
      /\b(zon[aeyi]?|zone|maz|meza|mezem|malzon\w*|wife|husband|spouse)\b/,
      /\b(wspolni\w*|partner|as a partner|dolacz\w*|join\w*|wejsc\w* do (firmy|spolki))\b/,
    ],
    // Helping in the business, a joint tax return or employing the spouse are other questions.
    not: /\b(wspolprac\w*|pomaga\w*|helps?|helping|collaborat\w*|rozlicz\w*|jointly|joint (tax|filing|return)|wspoln\w* rozlicz\w*|zatrudn\w*|employ\w*|umow\w*|zus|skladk\w*|ubezpiecz\w*|insur\w*|dywidend\w*|spadk\w*|rozwod\w*|divorc\w*)\b/,
    article: "spolka-cywilna",
    heading: /jak zalozyc|how to set up/i,
  },
  // "jak się zgłosić do samej zdrowotnej?", "how do I register for health only?": ZUS ZZA in the start relief.
  {
    re: [
      /\b(register\w*|sign\w* up|enrol\w*|zglos\w*|zgloszeni\w*|zarejestr\w*)\b/,
      /\b(health[- ]only|(only|just) (for |to )?(the )?health|health (insurance |contribution )?only|samej (skladk\w* )?zdrowotn\w*|tylko (do |na )?(skladk\w* )?zdrowotn\w*|wylacznie (do |na )?zdrowotn\w*)\b/,
    ],
    not: /\b(pracownik\w*|employee\w*|zlecen\w*|rodzin\w*|family|dzieck\w*|child\w*|malzon\w*|spouse)\b/,
    article: "ulga-na-start",
    heading: /zgloszenie do zus|registering with zus/i,
  },
  // "czy jednoosobowa firma… a księgowość pełna?": a sole trader keeps KPiR below the threshold.
  {
    re: [
      /\b(ksiegowos\w*|ksieg[aiei]|ksiag\w*|books|bookkeeping|accounts)\b/,
      /\b(jdg|jednoosobow\w*|sole (trader|propriet\w*)|one-person business)\b/,
      /\b(peln\w*|full)\b/,
    ],
    // "od jakiego przychodu musi przejść na pełną księgowość?": the threshold is the e-books article's.
    not: /\b(spol[kc]\w*|sp z oo|compan(y|ies)|koszt\w*|cena|price|biur\w*|accountant\w*|elektroniczn\w*|electronic|jpk\w*|ryczal\w*|lump|od jakiego|przychod\w*|obrot\w*|limit\w*|prog\w*|threshold|revenue|turnover|przejsc\w*|switch\w*)\b/,
    article: "formy-prawne-wybor",
    heading: /podatki, ksiegowosc|taxes, bookkeeping/i,
  },
];
