import { analyse, fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch, PassageHit } from "../knowledge/search.ts";
import { entityFit } from "./knowledge/entities.ts";
import { hintsFor } from "./knowledge/hints.ts";
import { INTENT_FACT, INTENT_HEADING, type Intent, intentOf } from "./knowledge/intent.ts";
import { EU_NATIONAL } from "./knowledge/hint-words.ts";
import { bestSentence, CLAIM_WEIGHED, HEARSAY } from "./knowledge/sentence.ts";
import { SUBJECT } from "./understanding/follow-up.ts";

export { bestSentence, type Intent, intentOf };

/** A passage is an answer only above this score with this share of the question's own words in it. */
const CONFIDENT_SCORE = 60;
const CONFIDENT_COVERAGE = 0.4;
const STRONG_SCORE = 300;
const STRONG_COVERAGE = 0.2;

/**
 * Special regimes, special groups and past years a section may be about ("Estoński CIT", "Student do
 * 26 lat", "Porównanie z 2025 rokiem").
 */
const VARIANT =
  /\b(estonsk\w*|estonian|ip box|2025|student\w*|uczni\w*|uczen|pupils?|innych krajach|other (eu )?countries|sme)\b/;

/** Kinds of one thing that sections of one article are about one by one (the three contracts). */
const SECTION_KINDS: { kinds: RegExp[]; same: number }[] = [
  {
    same: 0.1,
    kinds: [
      /\b(umow\w* o prac\w*|employment contract|etat\w*|uop)\b/,
      /\b(zlecen\w*|mandate)\b/,
      /\b(dziel\w*|dzielo|specific work)\b/,
    ],
  },
  // The stages of an entrepreneur's ZUS: a section on full ZUS does not answer a question on the
  // preferential one (a section on the stage asked about gains nothing: many sections name one).
  {
    same: 0,
    kinds: [
      /\b(preferencyjn\w*|preferential|mal\w* zus\w*(?! ?(plus|\+))|small zus(?! ?(plus|\+)))\b/,
      /\b(peln\w* zus\w*|full zus|duz\w* zus\w*|big zus)\b/,
      /\b(ulg\w* na start|start relief|relief for starters)\b/,
    ],
  },
];

/** A section about the one kind the question names fits better; one about only another kind, worse. */
function kindFit(question: string, heading: string): number {
  const q = fold(question).toLowerCase();
  const h = fold(heading).toLowerCase();
  let fit = 0;
  for (const { kinds, same } of SECTION_KINDS) {
    const asked = kinds.filter((k) => k.test(q));
    const headed = kinds.filter((k) => k.test(h));
    if (asked.length !== 1 || headed.length !== 1) continue;
    fit += headed[0] === asked[0] ? same : -0.2;
  }
  return fit;
}

/** A thing the question says the asker is not ("not a student", "nie jestem studentem"). */
const NOT_A =
  /\b(not|no longer|never been) (a|an) [a-z]+|\bnie (jest|jestem|bedac\w*|bedzie|byl\w*) (juz )?[a-ząćęłńóśźż]+(em|iem|a|ą)\b/gi;

export interface KnowledgeAnswer {
  hit: PassageHit;
  /** The same passage in the language of the question (the hit may come from the other language). */
  lead: string | null;
  intent: Intent;
  also: PassageHit | null;
  /** The article's section answering a second thing the question asks ("how much, and what are the conditions?"). */
  second: { heading: string; text: string } | null;
}

/** A second question joined to the first ("…i jakie warunki?", "…and who can get it?"). */
const SECOND_ASK =
  /\b(?:i|a|oraz|and|plus)\s+(?=(?:jakie|jaki|jaka|co|czy|kiedy|ile|do kiedy|kto|what|which|how|when|who|do i|can i)\b)/g;
const CONDITIONS = /\b(warunk\w*|conditions?|requirements?|wymagan\w*|kto moze|who can|who is eligible|eligib\w*)\b/;

/** What a second question joined to the first asks, when it asks another kind of fact than the first. */
function secondIntent(question: string, first: Intent): Intent | null {
  const t = fold(question).toLowerCase();
  const joins = [...t.matchAll(SECOND_ASK)];
  const at = joins.at(-1)?.index;
  if (at === undefined || at < 8) return null;
  const clause = t.slice(at);
  const intent = CONDITIONS.test(clause) ? "eligibility" : intentOf(clause);
  return intent !== first && intent !== "general" && INTENT_HEADING[intent] ? intent : null;
}

/** The article's section whose heading announces the kind of fact the second question asks. */
function secondSection(search: KnowledgeSearch, hit: PassageHit, intent: Intent | null) {
  if (!intent) return null;
  const heading = INTENT_HEADING[intent]!;
  const passages = search.article(hit.articleId, hit.lang)?.passages ?? [];
  return passages.find((p) => p.heading !== hit.heading && heading.test(fold(p.heading).toLowerCase())) ?? null;
}

/** Topics one question may ask about together ("co z ZUS-em i zaliczkami?"). */
const TOPIC_GROUPS = [
  /\b(zus\w*|skladk\w*|skladek|zdrowotn\w*|contributions?|health|insurance|ubezpiecz\w*)\b/,
  /\b(zaliczk\w*|podat\w*|pit\w*|vat\w*|tax\w*|advances?|jpk\w*)\b/,
];

/**
 * A question naming two topics ("ZUS and the tax advances while suspended"), answered from a section
 * on one of them: the article's section on the other comes second.
 */
function topicSection(search: KnowledgeSearch, hit: PassageHit, question: string, lead: string | null) {
  const t = fold(question).toLowerCase();
  const named = TOPIC_GROUPS.filter((g) => g.test(t));
  if (named.length < 2) return null;
  const said = fold(`${hit.heading} ${lead ?? ""}`).toLowerCase();
  const missing = named.find((g) => !g.test(said));
  if (!missing) return null;
  const passages = search.article(hit.articleId, hit.lang)?.passages ?? [];
  return (
    passages.find(
      (p) => p.heading !== hit.heading && p.heading !== hit.title && missing.test(fold(p.heading).toLowerCase()),
    ) ?? null
  );
}

/** A passage answers when it matches well and covers enough of the question's own words; a very strong match may cover fewer (colloquial questions carry many words no article has). */
const confident = (h: PassageHit | undefined) =>
  !!h &&
  ((h.score >= CONFIDENT_SCORE && h.coverage >= CONFIDENT_COVERAGE) ||
    (h.score >= STRONG_SCORE && h.coverage >= STRONG_COVERAGE));

/** The hits of a question in its language, or in the other one when that answers clearly better. */
function searchBoth(search: KnowledgeSearch, question: string, lang: KnowledgeLang): PassageHit[] {
  const hits = search.search(question, { lang, limit: 8 });
  if (confident(hits[0])) return hits;
  const other = lang === "pl" ? "en" : "pl";
  const foreign = search.search(question, { lang: other, limit: 8 });
  if (confident(foreign[0]) && (!hits[0] || foreign[0]!.score > hits[0].score * 1.2))
    return foreign.map((h) => inLanguage(search, h, lang) ?? h);
  return hits;
}

/**
 * A named topic's own article is searched for even when the whole question matches it weakly,
 * and read whole when none of its passages shares the question's words ("soy candles on etsy").
 */
function withHinted(
  search: KnowledgeSearch,
  question: string,
  lang: KnowledgeLang,
  found: PassageHit[],
  matched: { article: string; heading?: RegExp }[],
): PassageHit[] {
  const hints = matched.map((m) => m.article);
  const extra = search
    .search(question, { lang, limit: 40 })
    .filter(
      (h) => hints.includes(h.articleId) && !found.some((k) => k.heading === h.heading && k.articleId === h.articleId),
    );
  const hits = [...found, ...extra];
  for (const { article: id, heading } of matched) {
    const article = search.article(id, lang);
    if (!article) continue;
    // The whole article when none of it was found; else the section a hint names, found or not.
    const known = hits.some((h) => h.articleId === id);
    for (const p of article.passages) {
      if (
        known &&
        !(heading?.test(fold(p.heading)) && !hits.some((h) => h.articleId === id && h.heading === p.heading))
      )
        continue;
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
  return hits;
}

/** What a question names: the kind of fact it asks for and the topics (articles, sections) it hints at. */
interface Asked {
  question: string;
  intent: Intent;
  hints: string[];
  /** 1.3 for a passage in a section a hint names, 1 otherwise. */
  section: (h: PassageHit) => number;
  /** Stems of what the asker says they are not. */
  notAbout: string[];
}

/**
 * The things the question names weigh first (a JDG question prefers JDG articles), then a named
 * topic's passages come before the others, in their own order; best first.
 */
function hintedFirst(found: PassageHit[], { question, hints, section }: Asked): PassageHit[] {
  const hits = found.map((h) => ({ ...h, score: h.score * entityFit(question, h.articleId) }));
  const best = Math.max(CONFIDENT_SCORE, ...hits.filter((h) => !hints.includes(h.articleId)).map((h) => h.score));
  const bestHinted = Math.max(0, ...hits.filter((h) => hints.includes(h.articleId)).map((h) => h.score));
  return hits
    .map((h) =>
      hints.includes(h.articleId)
        ? {
            ...h,
            // The section a hint names is its answer, however few of the question's words it shares.
            score:
              section(h) *
              Math.max(
                h.score * 1.5,
                best * 1.1 * (bestHinted > 0 && section(h) === 1 ? 0.4 + (0.6 * h.score) / bestHinted : 1),
              ),
            coverage: Math.max(h.coverage, CONFIDENT_COVERAGE),
          }
        : h,
    )
    .sort((a, b) => b.score - a.score);
}

/**
 * Among passages nearly as good as the top one, the one holding the kind of fact asked for comes
 * first. An article whose title names what the question asks about ("VAT exemption limit") fits
 * better than one that mentions it in passing.
 */
function bestPassage(hits: PassageHit[], top: PassageHit, { question, intent, hints, section, notAbout }: Asked) {
  const fits = (h: PassageHit) => (INTENT_FACT[intent].test(fold(h.text).toLowerCase()) ? 1 : 0);
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
        // A section headed by a date ("…by the 25th", "Termin…") answers when, not what.
        (intent !== "deadline" &&
        /\b(do \d+\.? dnia|by the \d+(st|nd|rd|th)|termin\w*|deadlines?)\b/.test(fold(h.heading).toLowerCase())
          ? -0.2
          : 0) +
        (hints.includes(h.articleId) ? 0.2 : 0) +
        // …and the section a hint names is its answer (the follow-up's own hint first).
        (section(h) > 1 ? 0.45 : 0) +
        (section(h) > 1.3 ? 0.25 : 0) +
        (h.articleId === top.articleId ? 0.05 : 0) -
        // A section on a special regime or on last year is no answer to a question that names neither.
        (VARIANT.test(fold(h.heading).toLowerCase()) && !VARIANT.test(fold(question).toLowerCase()) ? 0.3 : 0) -
        // A section on what the asker says they are not ("not a student") is someone else's answer.
        (notAbout.some((stem) => new RegExp(`\\b${stem}`).test(fold(h.heading).toLowerCase())) ? 0.5 : 0) +
        kindFit(question, h.heading) +
        // A citizen of an EU country is not asking what a non-EU foreigner needs.
        (EU_NATIONAL.test(fold(question).toLowerCase()) &&
        /\b(non-eu|spoza ue|outside the eu)\b/.test(fold(h.heading).toLowerCase())
          ? -0.5
          : 0) +
        // "Znajomy mówi, że w spółce nie płaci się ZUS – to prawda?": the passage that weighs the claim.
        (HEARSAY.test(fold(question).toLowerCase()) && CLAIM_WEIGHED.test(fold(h.text).toLowerCase()) ? 0.3 : 0) +
        // "Czy chorobowe jest obowiązkowe?": the passage that opens by saying whether it is.
        (intent === "eligibility" &&
        OBLIGATION.test(fold(question).toLowerCase()) &&
        SAYS_WHETHER.test(fold(firstSentence(h.text)).toLowerCase())
          ? 0.3
          : 0),
    }))
    .sort((a, b) => b.rank - a.rank);
  return ranked[0]?.h;
}

/** Whether a duty is one: "obowiązkowe czy dobrowolne", "mandatory or voluntary". */
const OBLIGATION = /\b(obowiazkow\w*|dobrowoln\w*|mandatory|compulsory|voluntar\w*|optional)\b/;
const SAYS_WHETHER =
  /\b(jest|sa|is|are)\b[^.]{0,40}\b(obowiazkow\w*|dobrowoln\w*|mandatory|compulsory|voluntar\w*|optional)\b/;
const firstSentence = (text: string) => /^[^.!?]*/.exec(text)![0];

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
  // "(not a student)", "nie będąc studentem": what the asker is not is no topic of the answer.
  const notAbout = [...fold(question).toLowerCase().matchAll(NOT_A)].map((m) => m[0].split(" ").at(-1)!.slice(0, 5));
  question = question.replace(NOT_A, " ");
  // A follow-up asks in its own words ("a jak w listopadzie przekroczę?"); the situation before it only informs.
  const own = focus ? intentOf(focus) : "general";
  // "…per diems? – and how often must the truck come back to base?": a section the follow-up's own
  // words point at outranks one only the question before it pointed at.
  const ownHints = focus ? hintsFor(focus) : [];
  // "Kary za KSeF? – a faktury dla osób prywatnych?": a follow-up naming a subject of its own and
  // pointing at a section of its own asks what that section says, not what the question before asked.
  const ownSubject = ownHints.some((h) => h.heading) && SUBJECT.test(fold(focus).toLowerCase());
  const intent = own !== "general" || ownSubject ? own : intentOf(question);
  const found = searchBoth(search, question, lang);
  const matched = hintsFor(question);
  const hints = matched.map((h) => h.article);
  const points = (hs: typeof matched, h: PassageHit) =>
    hs.some((m) => m.article === h.articleId && m.heading?.test(fold(h.heading)));
  // A hint's section is a section: the article's opening (headed by its title) names every topic.
  const section = (h: PassageHit) =>
    h.heading === h.title ? 1 : points(matched, h) ? (points(ownHints, h) ? 1.4 : 1.3) : 1;
  const asked: Asked = { question, intent, hints, section, notAbout };
  const hits = hintedFirst(hints.length ? withHinted(search, question, lang, found, matched) : found, asked);
  // A colloquial question may match the article's opening weakly and one of its sections well.
  if (!hits.some((h) => confident(h) && h.score >= hits[0]!.score * 0.6)) return null;
  const top = hits[0]!;
  const hit = bestPassage(hits, top, asked);
  if (!hit) return null;
  const also = hits.find((h) => h.articleId !== hit.articleId && h.score >= top.score * 0.6) ?? null;
  const lead = bestSentence(question, hit.text, intent, focus, notAbout);
  const second =
    secondSection(search, hit, secondIntent(question, intent)) ?? topicSection(search, hit, question, lead);
  return { hit, lead, intent, also, second };
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
