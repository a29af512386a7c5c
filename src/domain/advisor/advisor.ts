import { fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch } from "../knowledge/search.ts";
import { orderSources } from "../knowledge/sources.ts";
import { type AdvisorPassage, type AdvisorSource, answerQuestion } from "./advisor-answer.ts";
import { toMonthly } from "./amounts.ts";
import { calculationFor } from "./computed/profile-comparison.ts";
import { amount, describeFacts } from "./facts-in-words.ts";
import { smallTalk } from "./opening.ts";
import { type BusinessProfile, mergeProfile, nextQuestion, type ProfileFact } from "./profile.ts";
import { advisorText } from "./translate.ts";
import { recogniseActivity } from "./understanding/activity.ts";
import { type MessageReading, readMessage } from "./understanding/classify.ts";
import { corrected, isCorrection } from "./understanding/correction.ts";
import { detectLanguage } from "./understanding/language.ts";
import { isOutOfScope } from "./understanding/out-of-scope.ts";
import { asksMarketPriceOfNamed } from "./understanding/out-of-scope-conversation.ts";
import { extractProfileFacts } from "./understanding/profile-facts.ts";

export interface AdvisorTurn {
  content: string;
  sources: AdvisorSource[];
  profile: BusinessProfile;
  /** The fact the reply asks for (a short answer next time is read as its value). */
  expecting: ProfileFact | null;
  learned: Partial<BusinessProfile>;
  kind: "answer" | "question" | "unknown";
  /** The language the message was written in, and so the reply's. */
  lang: KnowledgeLang;
  /** What a model needs to write the same reply: the passages used, the calculation, the next question. */
  passages: AdvisorPassage[];
  calculation: string | null;
  nextQuestion: string | null;
  /** What the next message is read against (the last question's topic, a pending amount): kept on the thread. */
  context?: Record<string, unknown>;
}

/** What the next message is read against; kept on the thread between messages. */
export interface ConversationContext {
  /** The language of the last message. */
  lang?: KnowledgeLang;
  /** The last question, written out whole (a follow-up's own words joined to the question it follows). */
  lastQuestion?: string;
  /** The article (or calculation) that answered it. */
  topic?: string;
  /**
   * What the user said of their situation in messages that asked nothing ("I run a JDG on the flat
   * tax, about 20k a month"), until a question is answered: a calculation asked next uses it.
   */
  said?: string;
  /** Amounts stated without a period, asked about in the reply. */
  pending?: { fact: "monthlyRevenue" | "monthlyCosts"; value: number }[];
}

/** The period a short reply names ("miesięcznie", "a year"), for amounts asked about. */
const PERIOD_REPLY: [RegExp, "month" | "year"][] = [
  [/\b(miesiecz\w*|mies\w*|na miesiac|w miesiacu|monthly|a month|per month|month)\b/, "month"],
  [/\b(roczn\w*|rok\w*|w roku|na rok|yearly|a year|per year|annual\w*|year)\b/, "year"],
];

type Pending = NonNullable<ConversationContext["pending"]>;

/** What the advisor is told with a message: the thread's state before it. */
interface AdviceContext {
  /** The thread's language: the fallback when a message shows neither language. */
  lang: KnowledgeLang;
  profile: BusinessProfile;
  expecting: ProfileFact | null;
  search: KnowledgeSearch;
  context?: ConversationContext;
}

/** A trade named right after a client ("klienta w Niemczech (software house)"): the client's, not the user's. */
const CLIENTS_TRADE =
  /\b(klient\w*|kontrahent\w*|zleceniodawc\w*|odbiorc\w*|clients?|customers?)\b[^.!?,]{0,30}\(\s*$/iu;
/** A flat the user rents to live or work in ("mieszkanie wynajmowane", "I rent my flat"): no rental business. */
const TENANT =
  /\b(mieszkani\w* wynajmowan\w*|wynajmowan\w* mieszkani\w*|w wynajmowanym|wynajmuj\w* (\w+ )?od|rented (flat|apartment)|i rent (a|my|the) (flat|apartment|room))\b/iu;

/**
 * A message about a relative's or a friend's business ("Mój mąż … chce otworzyć sklep", "My sister
 * runs a salon"), with nothing said of the user's own ("my wife and I", "jestem", "I'm"): their trade.
 */
const SOMEONE_ELSES_BUSINESS =
  /^(moj|moja|my) (maz\w*|zona|partner\w*|narzeczon\w*|brat|siostra|syn|corka|mama|matka|tata|ojciec|tesciow\w*|kuzyn\w*|kolega|kolezanka|przyjaciel\w*|przyjaciolka|znajom\w*|husband|wife|partner|fiance\w*|brother|sister|son|daughter|mum|mom|mother|dad|father|cousin|friend)\b(?! (and|i|oraz|z) (i|me|ja|mna)\b)/;
const SPEAKS_OF_SELF =
  /\b(i (am|have|run|own|want|work|do|also|will|plan|sell|and)|i'm|i've|i'll|we|we're|me|jestem|prowadze|zakladam|otwieram|mam|my|nasz\w*|ja|moj\w* (firm\w*|sklep\w*|salon\w*|jdg|dzialalnos\w*))\b/;

/**
 * The facts a message states about the user's business, and the amounts it states without a
 * period (to be asked about). A message outside what the advisor knows records nothing.
 */
function learnFacts(
  message: string,
  reading: MessageReading,
  lang: KnowledgeLang,
  outOfScope: boolean,
  context: AdviceContext,
): { learned: Partial<BusinessProfile>; unsure: Pending } {
  const unsure: Pending = [];
  const statement = outOfScope ? "" : reading.statementText;
  const learned: Partial<BusinessProfile> = statement
    ? extractProfileFacts(
        statement,
        reading.kind === "statement" ? (context.expecting ?? undefined) : undefined,
        unsure,
      )
    : {};
  // A long answer to "what will your business do?" is kept as the activity it names, when it names
  // one the table knows ("Jestem programistą, pracuję tylko dla firm i nie mam etatu" → programming).
  if (learned.activity && learned.activity.length > 60) {
    const match = recogniseActivity(learned.activity, lang);
    if (match) learned.activity = match.label;
  }
  // The activity, wherever a statement names it ("Programista, 15 000 zł przychodu…").
  if (statement && learned.activity === undefined) {
    const match = recogniseActivity(statement, lang);
    // "I was on umowa o pracę at a software house": the employer's trade is not the user's.
    const before = statement.slice(0, statement.indexOf(match?.matched ?? "\u0000"));
    const employer = /\b(at|in|w|u|dla) (a |an |the )?([\p{L}-]+ ){0,2}$/iu.test(before);
    // "…do klienta w Niemczech (software house)": the client's trade; "mieszkanie wynajmowane": the user's tenancy.
    const folded = fold(message).toLowerCase().trim();
    const others =
      CLIENTS_TRADE.test(before) ||
      (TENANT.test(statement) && /najm|rent|lease/i.test(match?.matched ?? "")) ||
      (SOMEONE_ELSES_BUSINESS.test(folded) && !SPEAKS_OF_SELF.test(folded.replace(SOMEONE_ELSES_BUSINESS, "")));
    if (match && !employer && !others && match.label !== context.profile.activity) learned.activity = match.label;
  }
  // "miesięcznie" / "rocznie" answers the period asked about the amounts of the last message.
  const pending = context.context?.pending;
  if (pending?.length && reading.kind === "statement") {
    const period = PERIOD_REPLY.find(([re]) => re.test(fold(message).toLowerCase()))?.[1];
    if (period) for (const p of pending) learned[p.fact] ??= toMonthly(p.value, period);
  }
  return { learned, unsure };
}

/** A correction records what it changes: the facts of the corrected question that differ from the profile. */
function correctedFacts(
  question: string,
  reading: MessageReading,
  lang: KnowledgeLang,
  context: AdviceContext,
): { learned: Partial<BusinessProfile>; unsure: Pending } {
  const all = learnFacts(question, reading, lang, false, { ...context, expecting: null }).learned;
  // "sorki, 2023 nie 2013": what the question before said already ("otwieram jdg") is not the correction's.
  const earlier = context.context?.lastQuestion
    ? learnFacts(context.context.lastQuestion, readMessage(context.context.lastQuestion), lang, false, {
        ...context,
        expecting: null,
      }).learned
    : {};
  const same = (fact: string, value: unknown, facts: Partial<BusinessProfile>) =>
    JSON.stringify(facts[fact as ProfileFact]) === JSON.stringify(value);
  const learned = Object.fromEntries(
    Object.entries(all).filter(([fact, value]) => !same(fact, value, context.profile) && !same(fact, value, earlier)),
  ) as Partial<BusinessProfile>;
  return { learned, unsure: [] };
}

/**
 * The question the reply ends with. Questions about the user's own business come only while the
 * user is telling about it: a user who asks is answered, not interviewed. Amounts stated without
 * a period are asked about first.
 */
function followingQuestion(
  lang: KnowledgeLang,
  reading: MessageReading,
  profile: BusinessProfile,
  unsure: Pending,
  expectingBefore: ProfileFact | null,
): { expecting: ProfileFact | null; question: string | null } {
  const tr = advisorText(lang);
  if (unsure.length)
    return {
      expecting: expectingBefore,
      question: tr("advisor:askPeriod", { amount: amount(unsure[0]!.value, lang) }),
    };
  if (reading.kind !== "statement") return { expecting: null, question: null };
  const expecting = nextQuestion(profile);
  return { expecting, question: expecting ? tr(`advisor:questions.${expecting}`) : null };
}

/**
 * "ile będę płacić ZUS?", answered, then "zaczynam 1 marca, wcześniej nie miałem firmy": a situation
 * told right after an answer, asking nothing, is what that question lacked. It is answered again
 * with the situation told first, as if both came in one message (null when the message is no such).
 */
function retoldQuestion(
  message: string,
  reading: MessageReading,
  told: {
    correction: string | null;
    outOfScope: boolean;
    previous: ConversationContext;
    context: AdviceContext;
    learned: Partial<BusinessProfile>;
    unsure: Pending;
  },
): string | null {
  const { previous, context, learned } = told;
  const retold =
    !told.correction &&
    !told.outOfScope &&
    !reading.questionText &&
    reading.kind === "statement" &&
    !!previous.lastQuestion &&
    // "nie, nigdy nie miałam firmy" while the activity was asked: a fact told of another thing.
    (!context.expecting || !(context.expecting in learned)) &&
    !told.unsure.length &&
    Object.keys(learned).length > 0;
  return retold ? `${message.trim().replace(/[.!]*$/, "")}. ${previous.lastQuestion}` : null;
}

/**
 * The built-in advisor's policy for one user message, answered in the message's own language:
 * a question is answered (from the knowledge base with its sources, or plainly not) and records
 * nothing; a statement about the user records the facts it states, says so, and the next missing
 * fact is asked for, one at a time; a mixed message does both. A short follow-up is read with the
 * question before it. It never writes a number that does not come from an article or a calculator.
 */
export function advise(message: string, context: AdviceContext): AdvisorTurn {
  const previous: ConversationContext = context.context ?? {};
  // "sorry, 100k not 200k": the question before is asked again with the correction put in.
  const correction = isCorrection(message, previous.lastQuestion) ? corrected(previous.lastQuestion!, message) : null;
  const lang = detectLanguage(correction ? `${message} ${correction}` : message, previous.lang ?? context.lang);
  const tr = advisorText(lang);
  const reading = correction ? readMessage(correction) : readMessage(message);
  // Another country's business is not the user's Polish one, nor is a private matter a business
  // question: nothing of it is recorded, and no article or calculator answers it.
  const folded = fold(message).toLowerCase();
  const outOfScope =
    isOutOfScope(folded) ||
    // "ile to kosztuje?" after a till was discussed: its market price.
    asksMarketPriceOfNamed(folded, fold(`${previous.lastQuestion ?? ""} ${previous.said ?? ""}`).toLowerCase());
  const { learned, unsure } = correction
    ? correctedFacts(correction, reading, lang, context)
    : learnFacts(message, reading, lang, outOfScope, context);
  const profile = mergeProfile(context.profile, learned);
  const parts: string[] = [];
  const next: ConversationContext = { lang };

  const facts = describeFacts(lang, learned);
  if (facts.length) parts.push(tr("advisor:learned", { facts: facts.join(", ") }));
  const { search } = context;
  const retold = retoldQuestion(message, reading, { correction, outOfScope, previous, context, learned, unsure });
  const asked = { lang, profile, search, outOfScope };
  const reply = retold
    ? answerQuestion(retold, previous.lastQuestion!, asked)
    : correction
      ? answerQuestion(correction, correction, asked)
      : reading.questionText
        ? answerQuestion(message, reading.questionText, {
            ...asked,
            lastQuestion: previous.lastQuestion,
            said: previous.said,
          })
        : null;
  if (reply) {
    next.lastQuestion = reply.question;
    if (reply.topic !== undefined) next.topic = reply.topic;
    parts.push(...reply.parts);
  } else {
    if (!outOfScope && reading.situationText)
      next.said = [previous.said, reading.situationText].filter(Boolean).join(". ").slice(-400);
    // "full-time, no PPK", then "so what will it cost me per year?": the question before still stands.
    if (!outOfScope && !facts.length && previous.lastQuestion) {
      next.lastQuestion = previous.lastQuestion;
      if (previous.topic !== undefined) next.topic = previous.topic;
    }
    if (!facts.length && !unsure.length && context.expecting && reading.kind === "statement")
      parts.push(tr("advisor:notUnderstood"));
  }
  const kind = reply?.kind ?? "question";
  let calculation = reply?.calculation ?? null;
  if (
    !calculation &&
    kind !== "answer" &&
    (learned.monthlyRevenue !== undefined || learned.monthlyCosts !== undefined)
  ) {
    calculation = calculationFor(lang, profile);
    if (calculation) parts.push(calculation);
  }

  const { expecting, question } = retold
    ? { expecting: null, question: null }
    : followingQuestion(lang, reading, profile, unsure, context.expecting);
  if (unsure.length) next.pending = unsure;
  if (question) parts.push(question);
  // Every message gets a reply: a greeting, a thank-you or a word the advisor cannot place
  // ("ok", "hello" after the interview) is answered with what the user can do next.
  if (!parts.length) parts.push(smallTalk(message, lang, profile));
  return {
    content: parts.join("\n\n"),
    sources: orderSources(reply?.sources ?? []),
    profile,
    expecting,
    learned,
    kind,
    lang,
    passages: reply?.passages ?? [],
    calculation,
    nextQuestion: question,
    context: next as Record<string, unknown>,
  };
}
