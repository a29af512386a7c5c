import { analyse, fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch, PassageHit } from "../knowledge/search.ts";

/** A passage is an answer only above this score with this share of the question's own words in it. */
const CONFIDENT_SCORE = 60;
const CONFIDENT_COVERAGE = 0.4;
const STRONG_SCORE = 300;
const STRONG_COVERAGE = 0.2;

export type Intent = "amount" | "rate" | "deadline" | "threshold" | "eligibility" | "procedure" | "general";

/** What kind of fact a question wants, from its wording (folded Polish and English). */
export function intentOf(question: string): Intent {
  const t = fold(question).toLowerCase();
  if (
    /\b(do kiedy|kiedy|termin\w*|deadline\w*|by when|when|until when|ile (mam )?czasu|how long|jak dlugo|ile dni|within how)\b/.test(
      t,
    )
  )
    return "deadline";
  if (
    /\b(limit\w*|prog\w*|threshold\w*|do jakiej kwoty|powyzej|ponizej|above|below|up to|maksymal\w*|max\w*)\b/.test(t)
  )
    return "threshold";
  if (/\b(stawk\w*|procent\w*|ile procent|rate|percent\w*|%)/.test(t)) return "rate";
  if (
    /\b(ile|kwot\w*|wysokosc\w*|how much|cost\w*|kosztuj\w*|koszt\w*|oplat\w*|fee|fees|price|cena|placi\w*|zaplac\w*|pay)\b/.test(
      t,
    )
  )
    return "amount";
  if (
    /\b(czy (moge|mozna|musze|trzeba|przysluguje|mam prawo|obowiazkowo)|kto moze|who can|can i|am i eligible|do i (need|have)|must i|eligible|przysluguje|obowiazek|obowiazkow\w*|required|mandatory)\b/.test(
      t,
    )
  )
    return "eligibility";
  if (
    /\b(jak|how to|how do|gdzie|where|krok\w*|steps?|procedur\w*|wniosek|formularz\w*|form|zalozyc|zarejestrowac|register|apply)\b/.test(
      t,
    )
  )
    return "procedure";
  return "general";
}

/** Whether a sentence holds the kind of fact the intent asks for. */
const INTENT_FACT: Record<Intent, RegExp> = {
  amount: /\d[\d\s]*(,\d+)?\s*(zl|pln|eur)\b|\bpln\s?\d/,
  rate: /\d\s?%/,
  deadline:
    /\b(\d{1,2}\.?\s+(stycz|lut|marc|kwie|maj|czerw|lip|sierp|wrze|pazdz|listop|grud|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|\d+\s+(dni|days|miesi\w*|months?)|do \d|by the \d|\d{1,2}(st|nd|rd|th))/,
  threshold: /\d[\d\s]*(,\d+)?\s*(zl|pln|eur)\b|\d\s?%/,
  eligibility:
    /\b(moze|moga|musi|musza|nie moze|przysluguje|obowiazk\w*|can|cannot|must|need|needs|eligible|only|tylko)\b/,
  procedure: /\b(przez|online|wniosek|formularz|ceidg|biznes\.gov|pue|ezus|krs|s24|form|apply|file|submit|register)\b/,
  general: /./,
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
      (!pastAsked && PAST_YEAR.test(s) ? 0.6 : 0) -
      (/[:,]\s*$/.test(s) ? 0.3 : 0) +
      (intent === "amount" && /\b(razem|lacznie|w sumie|total|in total|altogether)\b/.test(folded) ? 0.3 : 0) -
      i * 0.02;
    if (!best || score > best.score) best = { s, score };
  }
  return best && best.score > 0.25 ? best.s.replace(/^[-*]\s+/, "") : null;
}

/**
 * Things of one kind that exclude each other (legal forms, tax forms): a question about one of
 * them is answered from its articles, not from a sibling's that merely shares the words
 * ("Jak założyć spółkę z o.o.?" is not answered with how to set up a civil partnership).
 */
const ENTITIES: { group: string; re: RegExp; articles: RegExp }[] = [
  { group: "form", re: /\b(jdg|jednoosobow\w*|sole propriet\w*|self-employ\w*)\b/, articles: /^jdg-/ },
  { group: "form", re: /\b(spolk\w* cywiln\w*|s\.c\.|civil partnership)/, articles: /^spolka-cywilna$/ },
  { group: "form", re: /\b(spolk\w* jawn\w*|general partnership)/, articles: /^spolka-jawna$/ },
  {
    group: "form",
    re: /(z o\.?o|\bzoo\b|\bsp\.? z\b|ograniczon\w* odpowiedzialn\w*|limited (liability )?company|\bllc\b|\bltd\b)/,
    articles: /^(spolka-zoo|rejestracja-spolki-s24-krs|cit-spolki|zus-wspolnik-spolki|crbr-beneficjenci)$/,
  },
  {
    group: "form",
    re: /\b(prost\w* spolk\w* akcyjn\w*|psa|simple joint)/,
    articles: /^(prosta-spolka-akcyjna|rejestracja-spolki-s24-krs|cit-spolki)$/,
  },
  { group: "tax", re: /\b(ryczal\w*|lump[- ]?sum)/, articles: /ryczalt/ },
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
const TOPIC_HINTS: { re: RegExp; article: string }[] = [
  {
    re: /\b(nierejestrowan\w*|unregistered|bez (rejestracji|zakladania) (firmy|dzialalnosci)|musze (zakladac|zalozyc|rejestrowac) (firme|dzialalnosc|jdg)|do i need (a |to register a )?(jdg|company|business)|without registering|keep it unregistered)\b/,
    article: "dzialalnosc-nierejestrowana",
  },
  { re: /\b(kwot\w* woln\w*|tax-free amount|tax free allowance)\b/, article: "skala-podatkowa" },
  { re: /\b(crbr|beneficjent\w* rzeczywist\w*|beneficial owners?|ubo)\b/, article: "crbr-beneficjenci" },
  {
    re: /\b(zus[ _-]?zza|zus[ _-]?zua|zus[ _-]?zwua|kod\w* tytulu|title code|zglosz\w* do zus|register with zus)\b/,
    article: "zus-zgloszenie-formularze",
  },
  { re: /\b(mal\w* podatni\w*|small taxpayer)\b/, article: "amortyzacja-jednorazowa-maly-podatnik" },
  {
    re: /\b(vat-?r)\b.*\b(oplat\w*|fee|cost\w*|koszt\w*)\b|\b(oplat\w*|fee|cost\w*)\b.*\b(vat-?r|register\w* for vat|rejestracj\w* (do |na )?vat)\b/,
    article: "rejestracja-vat-r",
  },
  {
    re: /\b(ryczal\w*|lump[- ]?sum)\b.*\b(kwartaln\w*|quarterly)\b|\b(kwartaln\w*|quarterly)\b.*\b(ryczal\w*|lump[- ]?sum)\b/,
    article: "ryczalt-limity",
  },
  { re: /\bcit-?8\b/, article: "cit-spolki" },
];

const hinted = (question: string) => {
  const t = fold(question).toLowerCase();
  return TOPIC_HINTS.filter((h) => h.re.test(t)).map((h) => h.article);
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
  const hints = hinted(question);
  if (hints.length) {
    // A named topic's own article is searched for even when the whole question matches it weakly.
    for (const lang2 of [lang]) {
      const extra = search
        .search(question, { lang: lang2, limit: 30 })
        .filter(
          (h) =>
            hints.includes(h.articleId) && !hits.some((k) => k.heading === h.heading && k.articleId === h.articleId),
        );
      hits = [...hits, ...extra];
    }
  }
  const lifted = hits.map((h) =>
    hints.includes(h.articleId)
      ? { ...h, score: Math.max(h.score, CONFIDENT_SCORE) * 1.5, coverage: Math.max(h.coverage, CONFIDENT_COVERAGE) }
      : h,
  );
  hits = lifted.sort((a, b) => b.score - a.score);
  if (!confident(hits[0])) return null;
  hits = hits
    .map((h) => ({ ...h, score: h.score * entityFit(question, h.articleId) }))
    .sort((a, b) => b.score - a.score);
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
      rank: h.score / top.score + 0.25 * fits(h) + 0.4 * titleFit(h) + (h.articleId === top.articleId ? 0.05 : 0),
    }))
    .sort((a, b) => b.rank - a.rank);
  const hit = ranked[0]!.h;
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
