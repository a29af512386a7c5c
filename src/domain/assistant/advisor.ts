import { createTranslator } from "../../shared/i18n.ts";
import { formatMoney } from "../../shared/format.ts";
import { fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch, PassageHit } from "../knowledge/search.ts";
import { cataloguesFor } from "../mail/catalogues.ts";
import { compareTaxForms } from "../tax/compare.ts";
import {
  type BusinessProfile,
  extractProfileFacts,
  isQuestion,
  mergeProfile,
  nextQuestion,
  PROFILE_FACTS,
  type ProfileFact,
} from "./profile.ts";

export interface AdvisorSource {
  articleId: string;
  title: string;
  heading: string;
  url: string;
  sourceTitle: string;
}

export interface AdvisorTurn {
  content: string;
  sources: AdvisorSource[];
  profile: BusinessProfile;
  /** The fact the reply asks for (a short answer next time is read as its value). */
  expecting: ProfileFact | null;
  learned: Partial<BusinessProfile>;
  kind: "answer" | "question" | "unknown";
  /** What a model needs to write the same reply: the passages used, the calculation, the next question. */
  passages: { title: string; heading: string; text: string }[];
  calculation: string | null;
  nextQuestion: string | null;
}

/** A passage is an answer only above this score with half of the question's own words in it (measured on the evaluation set: in-domain ≥ 123, off-topic ≤ 48). */
const CONFIDENT_SCORE = 80;
const CONFIDENT_COVERAGE = 0.5;
const TAX_TOPICS = new Set([
  "formy-opodatkowania-wybor",
  "skala-podatkowa",
  "podatek-liniowy",
  "ryczalt-zasady",
  "ryczalt-stawki",
  "zus-etapy",
  "zus-preferencyjny",
  "zus-pelny",
  "skladka-zdrowotna-zasady",
]);

const t = (lang: KnowledgeLang) => createTranslator(lang, cataloguesFor(lang)).t;

/**
 * The thread's first message. Without a profile: what the advisor does, then its first
 * question. After the interview: a short summary of what it learned, the calculators' figures,
 * first advice on ZUS, then the next fact it lacks (or an invitation to ask).
 */
export function openingMessage(
  lang: KnowledgeLang,
  profile: BusinessProfile = {},
): { content: string; expecting: ProfileFact | null } {
  const tr = t(lang);
  const facts = describeFacts(
    lang,
    Object.fromEntries(PROFILE_FACTS.filter((f) => profile[f] !== undefined).map((f) => [f, profile[f]])),
  );
  if (!facts.length)
    return { content: `${tr("advisor:opening")}\n\n${tr("advisor:questions.activity")}`, expecting: "activity" };
  const parts = [
    tr("advisor:fromInterview.greeting"),
    `${tr("advisor:fromInterview.summary")}\n\n${facts.map((f) => `- ${f}`).join("\n")}`,
  ];
  const calculation = calculationFor(lang, profile);
  if (calculation) parts.push(calculation);
  const zus = zusAdvice(lang, profile);
  if (zus) parts.push(zus);
  const expecting = nextQuestion(profile);
  parts.push(expecting ? tr(`advisor:questions.${expecting}`) : tr("advisor:fromInterview.askAway"));
  return { content: parts.join("\n\n"), expecting };
}

/** First advice on contributions, from the two facts that decide the start relief. */
function zusAdvice(lang: KnowledgeLang, profile: BusinessProfile): string | null {
  const tr = t(lang);
  if (profile.legalForm && profile.legalForm !== "jdg" && profile.legalForm !== "undecided") return null;
  if (profile.businessInLast60Months === true || profile.formerEmployerClient === true)
    return tr("advisor:fromInterview.noRelief");
  if (profile.businessInLast60Months === false && profile.formerEmployerClient === false)
    return tr(profile.otherEmployment ? "advisor:fromInterview.reliefWithJob" : "advisor:fromInterview.relief");
  return null;
}

/** Whole złoty without grosze ("12 000 zł"), otherwise to the grosz. */
export const amount = (v: number, lang: KnowledgeLang) =>
  Number.isInteger(v) ? formatMoney(v, lang).replace(/[.,]00(?=\D*$)/, "") : formatMoney(v, lang);

export function describeFacts(lang: KnowledgeLang, facts: Partial<BusinessProfile>): string[] {
  const tr = t(lang);
  const money = (v: number) => amount(v, lang);
  const out: string[] = [];
  for (const [fact, value] of Object.entries(facts) as [ProfileFact, unknown][]) {
    if (fact === "monthlyRevenue" || fact === "monthlyCosts")
      out.push(tr(`advisor:facts.${fact}`, { amount: money(value as number) }));
    else if (fact === "employees")
      out.push(
        value === 0 ? tr("advisor:facts.noEmployees") : tr("advisor:facts.employees", { count: value as number }),
      );
    else if (fact === "founders") out.push(tr("advisor:facts.founders", { count: value as number }));
    else if (fact === "activity") out.push(tr("advisor:facts.activity", { value: String(value) }));
    else out.push(tr(`advisor:facts.${fact}.${String(value)}`));
  }
  return out;
}

/** The lump-sum rate the advisor assumes for an activity described in words. */
export function assumedRyczaltRate(activity: string | undefined): { rate: number; reason: string } {
  const a = fold(activity ?? "");
  if (/(program|softw|aplikac|it\b|informaty|web|developer|devops|tester)/.test(a)) return { rate: 12, reason: "it" };
  if (/(handel|sklep|sprzedaz towar|e-?commerce|shop|trade|retail|gastronom|restaurac|catering)/.test(a))
    return { rate: 3, reason: "trade" };
  if (/(budow|remont|produk|stolar|construction|manufactur|build)/.test(a))
    return { rate: 5.5, reason: "construction" };
  if (/(lekarz|fizjoterap|architekt|inzynier|projektant|doctor|physio|architect|engineer)/.test(a))
    return { rate: 14, reason: "professional" };
  return { rate: 8.5, reason: "default" };
}

/** The calculators on the profile, as one sentence with a link to the same figures in the calculator. */
export function calculationFor(lang: KnowledgeLang, profile: BusinessProfile): string | null {
  if (profile.monthlyRevenue === undefined) return null;
  const tr = t(lang);
  const money = (v: number) => amount(Math.round(v), lang);
  const revenue = Math.round(profile.monthlyRevenue * 12);
  const costs = Math.round((profile.monthlyCosts ?? 0) * 12);
  const zus =
    profile.businessInLast60Months === false && profile.formerEmployerClient !== true ? "preferential" : "full";
  const { rate, reason } = assumedRyczaltRate(profile.activity);
  const result = compareTaxForms({
    year: 2026,
    annualRevenue: revenue,
    annualCosts: costs,
    zus,
    sicknessInsurance: false,
    ryczaltRate: rate,
  });
  const net = Object.fromEntries(result.variants.map((v) => [v.form, v.netIncome])) as Record<string, number>;
  const link = `/kalkulator?revenue=${revenue}&costs=${costs}&zus=${zus}&rate=${rate}`;
  return tr("advisor:calculation", {
    revenue: money(revenue),
    costs: money(costs),
    best: tr(`advisor:forms.${result.best}`),
    net: money(net[result.best]!),
    scale: money(net.scale!),
    flat: money(net.flat!),
    ryczalt: money(net.ryczalt!),
    rate: rate.toLocaleString(lang === "en" ? "en-GB" : "pl-PL"),
    zus: tr(`advisor:zus.${zus}`),
    rateReason: tr(`advisor:rateReason.${reason}`),
    link,
  });
}

/** Up to about `max` characters of a passage, cut at a paragraph (or a word, for one long paragraph). */
function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = "";
  for (const p of text.split(/\n\s*\n/)) {
    if (out && out.length + p.length > max) break;
    out = out ? `${out}\n\n${p}` : p;
  }
  return out.length > max * 1.3 ? `${out.slice(0, max).replace(/\s+\S*$/, "")}…` : out;
}

const sourcesOf = (hit: PassageHit): AdvisorSource[] =>
  hit.sources.map((s) => ({
    articleId: hit.articleId,
    title: hit.title,
    heading: hit.heading,
    url: s.url,
    sourceTitle: s.title,
  }));

/**
 * The built-in advisor's policy for one user message: learn the profile facts it states, answer
 * a question from the knowledge base (with its sources) or say plainly that it is outside what
 * the advisor knows, add the calculators' figures once the revenue is known, and ask for the
 * next missing fact, one at a time. It never writes a number that does not come from an article
 * or a calculator.
 */
export function advise(
  message: string,
  context: { lang: KnowledgeLang; profile: BusinessProfile; expecting: ProfileFact | null; search: KnowledgeSearch },
): AdvisorTurn {
  const { lang, search } = context;
  const tr = t(lang);
  const learned = extractProfileFacts(message, context.expecting ?? undefined);
  const profile = mergeProfile(context.profile, learned);
  const folded = fold(message).trim();
  const asks = isQuestion(message);
  const parts: string[] = [];
  let sources: AdvisorSource[] = [];
  let kind: AdvisorTurn["kind"] = "question";
  const passages: AdvisorTurn["passages"] = [];
  let calculation: string | null = null;

  const facts = describeFacts(lang, learned);
  if (facts.length) parts.push(tr("advisor:learned", { facts: facts.join(", ") }));

  if (asks || (!facts.length && folded.split(/\s+/).length >= 3)) {
    const hits = search.search(message, { lang, limit: 4 });
    const top = hits[0];
    if (top && top.score >= CONFIDENT_SCORE && top.coverage >= CONFIDENT_COVERAGE) {
      kind = "answer";
      // The article's lead answers its main question directly; a deeper section follows when it matched best.
      const lead = search.article(top.articleId, lang)?.passages[0];
      if (lead && lead.heading !== top.heading) {
        parts.push(`**${top.title}**\n\n${excerpt(lead.text, 700)}`);
        parts.push(`**${top.heading}**\n\n${excerpt(top.text, 600)}`);
      } else parts.push(`**${top.heading}**\n\n${excerpt(top.text, 900)}`);
      sources = sourcesOf(top);
      if (lead && lead.heading !== top.heading)
        passages.push({ title: top.title, heading: lead.heading, text: lead.text });
      passages.push({ title: top.title, heading: top.heading, text: top.text });
      const other = hits.find((h) => h.articleId !== top.articleId && h.score >= top.score * 0.6);
      if (other) {
        parts.push(tr("advisor:seeAlso", { title: other.title }));
        passages.push({ title: other.title, heading: other.heading, text: other.text });
        sources.push(...sourcesOf(other).slice(0, 1));
      }
      if (TAX_TOPICS.has(top.articleId)) {
        calculation = calculationFor(lang, profile);
        if (calculation) parts.push(calculation);
      }
    } else if (!facts.length) {
      kind = "unknown";
      parts.push(tr("advisor:unknown"));
    }
  } else if (!facts.length && context.expecting) {
    parts.push(tr("advisor:notUnderstood"));
  }

  if (kind !== "answer" && (learned.monthlyRevenue !== undefined || learned.monthlyCosts !== undefined)) {
    calculation = calculationFor(lang, profile);
    if (calculation) parts.push(calculation);
  }

  const expecting = nextQuestion(profile);
  const question = expecting ? tr(`advisor:questions.${expecting}`) : null;
  if (question) parts.push(question);
  return {
    content: parts.join("\n\n"),
    sources,
    profile,
    expecting,
    learned,
    kind,
    passages,
    calculation,
    nextQuestion: question,
  };
}
