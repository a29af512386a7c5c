import { createTranslator } from "../../shared/i18n.ts";
import { formatMoney } from "../../shared/format.ts";
import { fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import type { KnowledgeSearch, PassageHit } from "../knowledge/search.ts";
import { orderSources } from "../knowledge/sources.ts";
import { cataloguesFor } from "../mail/catalogues.ts";
import { compareTaxForms } from "../tax/compare.ts";
import { toMonthly } from "./amounts.ts";
import { computeAnswer, computedSources } from "./computed-answers.ts";
import { findAnswer, intentOf, nearestTopics } from "./knowledge-answer.ts";
import {
  type BusinessProfile,
  extractProfileFacts,
  mergeProfile,
  nextQuestion,
  PROFILE_FACTS,
  type ProfileFact,
} from "./profile.ts";
import { readMessage } from "./understanding/classify.ts";
import { recogniseActivity } from "./understanding/activity.ts";
import { detectLanguage } from "./understanding/language.ts";

export interface AdvisorSource {
  articleId: string;
  title: string;
  heading: string;
  url: string;
  sourceTitle: string;
  /** Who publishes the page, and its ISO date when it states one (from the article's front matter). */
  publisher: string;
  date?: string;
}

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
  passages: { title: string; heading: string; text: string }[];
  calculation: string | null;
  nextQuestion: string | null;
  /** What the next message is read against (the last question's topic, a pending amount): kept on the thread. */
  context?: Record<string, unknown>;
}

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
    // The start date as a day in words ("1 marca 2027" / "1 March 2027").
    else if (fact === "startDate")
      out.push(
        tr("advisor:facts.startDate", {
          date: new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "pl-PL", {
            day: "numeric",
            month: "long",
            year: "numeric",
            timeZone: "UTC",
          }).format(new Date(`${String(value)}T00:00:00Z`)),
        }),
      );
    else out.push(tr(`advisor:facts.${fact}.${String(value)}`));
  }
  return out;
}

/**
 * The lump-sum rate the advisor assumes for an activity described in words: the rate of the
 * activity it recognises in the 2026 activity table, else the general 8,5% for other services.
 */
export function assumedRyczaltRate(
  activity: string | undefined,
  lang: KnowledgeLang = "pl",
): { rate: number; reason: "activity" | "default"; label: string } {
  const match = recogniseActivity(activity ?? "", lang);
  if (!match) return { rate: 8.5, reason: "default", label: "" };
  return { rate: Math.round(match.rate * 1000) / 10, reason: "activity", label: match.label };
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
  const { rate, reason, label } = assumedRyczaltRate(profile.activity, lang);
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
    rateReason: tr(`advisor:rateReason.${reason}`, { label }),
    link,
  });
}

/** The first sentence of a passage (its first paragraph when that has no full stop). */
const firstSentence = (text: string) =>
  (
    /^[\s\S]*?[.!?](?=\s+[A-ZĄĆĘŁŃÓŚŹŻ„"(]|\s*$)/.exec(text.split(/\n\s*\n/)[0]!.trim())?.[0] ?? text.split(/\n/)[0]!
  ).trim();

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
    publisher: s.publisher,
    ...(s.date ? { date: s.date } : {}),
  }));

/** A business moved to another country ("przenieść firmę do Niemiec", "move my company to Germany"). */
const COUNTRY_TO =
  "(niemiec|czech|anglii|wielkiej brytanii|holandii|irlandii|francji|hiszpanii|wloch|austrii|szwajcarii|norwegii|szwecji|danii|litwy|slowacji|belgii|estonii|usa|stanow( zjednoczonych)?|germany|england|the uk|uk|britain|the netherlands|netherlands|ireland|france|spain|italy|austria|switzerland|norway|sweden|denmark|lithuania|slovakia|belgium|estonia|the us|the usa|usa|czechia)";
const MOVED_ABROAD = new RegExp(
  `\\b(przenies\\w*|przeniesc|przenosz\\w*|przeprowadz\\w*|move|moving|relocat\\w*|transfer\\w*)\\b(\\s+\\S+){0,3}\\s+(do|to)\\s+${COUNTRY_TO}\\b`,
);
/**
 * Another country's law: outside what the advisor knows, however many Polish words it shares.
 * A business, tax or register placed in another country is ("firma w Niemczech", "VAT in the
 * UK", "GmbH"); a Polish business with clients abroad is not ("klienci z Niemiec").
 */
const COUNTRY =
  "(niemcz\\w*|usa|stanach( zjednoczonych)?|ameryce|anglii|wielkiej brytanii|uk|czechach|holandii|irlandii|francji|hiszpanii|wloszech|ukrainie|estonii|austrii|szwajcarii|norwegii|szwecji|danii|litwie|slowacji|belgii|germany|england|britain|united kingdom|us|usa|united states|america|czechia|czech republic|netherlands|holland|ireland|france|spain|italy|ukraine|estonia|austria|switzerland|norway|sweden|denmark|lithuania|slovakia|belgium)";
const FOREIGN = new RegExp(
  [
    MOVED_ABROAD.source,
    "\\b(irs|hmrc|gmbh|gewerbe\\w*|handelsregister|finanzamt|kleinunternehmer\\w*|umsatzsteuer\\w*|auto-?entrepreneur\\w*|autonomo\\w*|partita iva|zivnost\\w*|companies house|e-residency|texas|california|delaware|florida|federal\\w*|federaln\\w*)\\b",
    `\\b(firm\\w*|spol[kc]\\w*|dzialalnos\\w*|company|business|tax\\w*|podat\\w*|vat|zus|rejestracj\\w*|registration|zalozyc|zarejestrowac|register|set up|open|limit\\w*|prog\\w*|threshold\\w*|stawk\\w*|rates?|przepis\\w*|rules?|law)(\\s+\\S+){0,2}\\s+(w|we|na|in)\\s+(the\\s+)?${COUNTRY}\\b`,
    "\\b(uk|usa|german|british|american|czech|french|spanish|italian|dutch|irish|niemieck\\w*|brytyjsk\\w*|amerykansk\\w*|czesk\\w*|francusk\\w*|hiszpansk\\w*|wlosk\\w*|holendersk\\w*|irlandzk\\w*) (tax\\w*|law|company|companies|vat|firm\\w*|podat\\w*|prawo|prawa|spolk\\w*|urzad\\w*|register)\\b",
  ].join("|"),
);

/** A client abroad is a Polish business's question (VAT on the invoice), not another country's law. */
const FOREIGN_CLIENT =
  /\b(invoic\w*|bill\w*|sell\w*( \w+)? to|work\w* for|clients?|customers?|klien\w*|kontrahen\w*|faktur\w*|sprzeda\w*|dla)\b(\s+\S+){0,3}?\s+(a |an |the )?(german|british|american|czech|french|spanish|italian|dutch|irish|niemieck\w*|brytyjsk\w*|amerykansk\w*|czesk\w*|francusk\w*|hiszpansk\w*|wlosk\w*|holendersk\w*|irlandzk\w*)\s+(company|companies|firm\w*|spol\w*|business\w*|clients?|customers?)\b/g;
/** Markets foretold (an exchange rate next month): no article can know it. */
const FORECAST =
  /\b(jaki (bedzie|bylby) kurs|kurs\w* (euro|eur|dolara|usd|franka|walut\w*) (bedzie|za miesiac|w przyszl\w*|w (grudniu|styczniu))|prognoz\w* kurs\w*|will the (eur\w*|euro|usd|dollar|zloty|exchange rate)|exchange rate (be|will be|forecast)|what will the .{0,20}rate be)\b/;

/**
 * Private matters outside running a business (family law, the user's own flat as a tenant): no
 * article answers them, however many words they share with one ("od pół roku", "płaci").
 */
const PRIVATE_MATTER =
  /\b(pozew\w*|pozwac|sue (them|him|her|my)|lawsuit|rozpraw\w*|jak odzyskac|odzyska\w* (dlug\w*|naleznos\w*|pieniadz\w*)|debt recovery|recover (the |my )?(money|debt|payment)|aliment\w*|alimony|child support|rozwod\w*|divorce\w*|opiek\w* nad (dzieckiem|dziecmi)|custody|landlord\w*|(moj\w*|nasz\w*) (wlasciciel\w* mieszkani\w*|wynajmujac\w*)|kaucj\w* (za|od) (mieszkani\w*|wynajem\w*))\b/;

/** "Which form pays off for me?": with the user's figures, the calculators answer it. */
const COMPARE =
  /\b(which|what|jak\w*|ktor\w*)\b.*\b(tax )?(form|option|forma|formy|opcj\w*)\b.*\b(pick|choose|go for|best|cheapest|wybrac|najlepsz\w*|najtansz\w*|oplaca)\b|\b(what should i (pick|choose)|which (one|is) (is )?(best|cheapest)|is (ryczalt|lump[- ]sum|flat tax|liniowy|the scale) worth it|worth it|co wybrac|co mi sie oplaca|co sie oplaca|najtan\w* podatkowo|najkorzystniej|jaka forma\b|which tax form|what tax form|best tax form)\b|\b(oplaca|oplacalne|oplacalny|korzystn\w*|lepsz\w*|najlepsz\w*|wybrac|wybor|better|best|cheaper|worth|which (tax )?form|ktora forma|jaka forma|co wybrac|czy \w+ czy)\b.*\b(ryczal\w*|liniow\w*|skal\w*|opodatkowani\w*|podat\w*|tax\w*|flat|lump|form\w*)\b|\b(ryczal\w*|liniow\w*|skal\w*|opodatkowani\w*|tax form|flat tax|lump[- ]sum)\b.*\b(oplaca|korzystn\w*|lepsz\w*|better|best|cheaper|worth|wybrac|or)\b|\bco (mi )?sie (bardziej )?oplaca\b|\bwhat (pays|works) (off )?(better|best)\b/;

/** What the next message is read against; kept on the thread between messages. */
export interface ConversationContext {
  /** The language of the last message. */
  lang?: KnowledgeLang;
  /** The last question, written out whole (a follow-up's own words joined to the question it follows). */
  lastQuestion?: string;
  /** The article (or calculation) that answered it. */
  topic?: string;
  /** Amounts stated without a period, asked about in the reply. */
  pending?: { fact: "monthlyRevenue" | "monthlyCosts"; value: number }[];
}

/** A short message that leans on the previous question ("a jak zaczynam 1 października?", "and with sickness insurance?"). */
const FOLLOW_UP =
  /^(a|i|and|oraz|to|so|ok|okay|czyli|wiec|that means|meaning|what about|how about|a co|a jak|a gdy|a gdyby|a jesli|a jezeli|a przy|a potem|a pozniej|a wtedy|and if|and with|and for|and then|and after|then|also|what if|a gdybym|a dla|a z|a bez|and without|with|without|z|bez|przy|dla|for|in|w)\b/;

const ANAPHORA =
  /\b(it|that|this|they|them|there|then|after that|from when|him|her|tego|tym|tej|ten|ta|to|wtedy|potem|pozniej|od kiedy|tam|mu|jemu|niego|niej|nim|nia)\b/;

/**
 * The things a question can be about (a contribution, a tax, a register, a form of business, a
 * document): a short question that names none of them leans on the question before it
 * ("od jakiej kwoty dochodu?" after "ile wynosi danina solidarnościowa?").
 */
const SUBJECT =
  /\b(zus\w*|vat\w*|ksef|pit\w*|cit\w*|jpk\w*|ryczal\w*|liniow\w*|skal\w*|zdrowotn\w*|spoleczn\w*|chorobow\w*|skladk\w*|jdg|spol[kc]\w*|sp z oo|zoo|dzialalnos\w*|firm\w*|kas\w* fiskal\w*|kas\w* rejestrujac\w*|pkd|krs|ceidg|crbr|nip|regon|danin\w*|dotacj\w*|pozyczk\w*|ulg\w*|preferencyjn\w*|etat\w*|umow\w*|pracowni\w*|pracodaw\w*|wynagrodzen\w*|pensj\w*|placa minimaln\w*|minimaln\w*|faktur\w*|paragon\w*|amortyzacj\w*|podat\w*|company|companies|business|contribution\w*|insurance|tax\w*|lump|flat|scale|invoice\w*|receipt\w*|register\w*|wage|salary|employ\w*|relief|exemption|grant|loan|depreciation|levy)\b/;

export function isFollowUp(question: string, previous: ConversationContext): boolean {
  if (!previous.lastQuestion) return false;
  const t = fold(question).toLowerCase().trim();
  const words = t.split(/\s+/).length;
  return (
    (words <= 12 && FOLLOW_UP.test(t)) ||
    (words <= 20 && FOLLOW_UP.test(t) && !SUBJECT.test(t)) ||
    (words <= 6 && ANAPHORA.test(t)) ||
    (!SUBJECT.test(t) && (words <= 7 || (words <= 10 && (ANAPHORA.test(t) || /\b(niego|niej|nim|it)\b/.test(t)))))
  );
}

/** Things of one kind: a follow-up naming one replaces the previous question's ("a spółki z o.o.?" after "ile kosztuje założenie JDG?"). */
const KINDS: RegExp[] = [
  /\b(jdg|jednoosobow\w*( dzialalnosc\w*)?|dzialalnosc\w* gospodarcz\w*|sole propriet\w*|spol[kc]\w* (z o\.?o\.?|cywiln\w*|jawn\w*|akcyjn\w*)|prost\w* spol[kc]\w* akcyjn\w*|sp\.? z o\.?o\.?|sp z oo|spzoo|zoo|psa|s\.c\.|limited (liability )?company|llc|civil partnership|general partnership|(one-person )?(jednoosobow\w* )?spol[kc]\w*)/g,
  /\b(ryczal\w*|liniow\w*|skal\w*\b(?! (roku|miesiaca|year))( podatkow\w*)?|lump[- ]sum( tax)?|flat tax|(the )?(tax )?scale|zasad\w* ogoln\w*)/g,
  /\b(ulg\w* na start|preferencyjn\w*|maly zus plus|maly|pelny|pelnego|duzy|duzego|preferential|start relief|full|small)\b(?! (rok|roku|etat\w*|miesiac\w*|year|time|month))/g,
  /\b(skladk\w* (spoleczn|zdrowotn)\w*|zdrowotn\w*|spoleczn\w*|social (security|contributions?)|health (insurance|contribution))/g,
  /\bpit-?\d+\w*/g,
  /\b(programist\w*|grafik\w*|tlumacz\w*|fryzjer\w*|lekarz\w*|developer|designer|translator)/g,
];

/** A follow-up written out whole: the previous question with what the follow-up replaces taken out, then the follow-up's words. */
export function withFollowUp(previous: string, followUp: string): string {
  let base = fold(previous).toLowerCase();
  const own = fold(followUp).toLowerCase();
  for (const kind of KINDS) if (own.match(kind)) base = base.replace(kind, " ");
  // A follow-up that asks for another kind of fact ("and how long can I stay on it?" after "what's
  // the limit?") keeps the earlier question's subject, not what it asked for.
  // "what about accounting?", "a co z ryczałtem?" swap the subject and keep the question.
  const asking = own.replace(/^(and |a |i )?(what about|how about|what of|a co z|a co ze|co z|co ze)\b/, " ");
  // "a jak zaczynam w lipcu?", "and if I start in July?": a condition changed, the same thing asked.
  const intent = intentOf(followUp);
  const conditionOnly = CONDITION.test(own) && (intent === "general" || intent === "procedure");
  if (QUESTION_WORD.test(asking) && !conditionOnly && intent !== intentOf(previous)) base = base.replace(ASKING, " ");
  return `${base.replace(/\s+/g, " ").trim()} ${followUp}`;
}

/**
 * A follow-up that only changes a condition of the question before it: "a jak" / "a gdy" / "and if"
 * before a verb of the asker ("a jak zaczynam w lipcu?", "a jak nie zdążę?", "and if I hire two?").
 */
const CONDITION =
  /^(a |i |and |so |ok )?(jak|jakbym|jesli|jezeli|gdy|gdybym|a gdyby|kiedy|if|what if|and if)\s+(juz |tylko |nie |bym |sie |i |we |i'm |im )?(\w+(e|m|my|esz|ysz|isz|ie)|start\w*|open\w*|register\w*|hire\w*|earn\w*|sell\w*|make|have|had|pay|miss\w*|don't|dont|do not)\b/;

const QUESTION_WORD =
  /\b(ile|jak\w*|ktor\w*|kiedy|czy|co|gdzie|kto|how|what|whats|when|which|who|where|can|do|does|is|are|same)\b/;

/** The words with which a question asks for a kind of fact (amount, limit, deadline, rate…), not what it is about. */
const ASKING =
  /\b(ile|jaki\w*|jaka|jakie|ktor\w*|kiedy|do kiedy|od kiedy|termin\w*|limit\w*|prog\w*|stawk\w*|procent\w*|wynosi|kwot\w*|maksymal\w*|max|how much|how many|how long|what|whats|what's|which|when|by when|until when|deadline|threshold|limit|caps?|ceiling|rate|percent\w*|is it|is there|up to)\b/g;

const GREETING =
  /^(dzien dobry|dobry wieczor|czesc|hej|hejka|witam|witaj|siema|hello|hi|hey|good (morning|afternoon|evening))\b/;
const THANKS = /\b(dzieki|dziekuje|dziekujemy|thanks|thank you|thx|cheers)\b/;

/** The reply to a message that neither asks nor states anything the advisor can use. */
function smallTalk(message: string, lang: KnowledgeLang, profile: BusinessProfile): string {
  const tr = t(lang);
  const text = fold(message).toLowerCase().trim();
  const next = nextQuestion(profile);
  const invitation = next ? tr(`advisor:questions.${next}`) : tr("advisor:fromInterview.askAway");
  if (GREETING.test(text)) return `${tr("advisor:smallTalk.greeting")} ${invitation}`;
  if (THANKS.test(text)) return `${tr("advisor:smallTalk.thanks")} ${invitation}`;
  return `${tr("advisor:smallTalk.unclear")} ${invitation}`;
}

const PERIOD_REPLY: [RegExp, "month" | "year"][] = [
  [/\b(miesiecz\w*|mies\w*|na miesiac|w miesiacu|monthly|a month|per month|month)\b/, "month"],
  [/\b(roczn\w*|rok\w*|w roku|na rok|yearly|a year|per year|annual\w*|year)\b/, "year"],
];

/**
 * The built-in advisor's policy for one user message, answered in the message's own language:
 * a question is answered (from the knowledge base with its sources, or plainly not) and records
 * nothing; a statement about the user records the facts it states, says so, and the next missing
 * fact is asked for, one at a time; a mixed message does both. A short follow-up is read with the
 * question before it. It never writes a number that does not come from an article or a calculator.
 */
export function advise(
  message: string,
  context: {
    /** The thread's language: the fallback when a message shows neither language. */
    lang: KnowledgeLang;
    profile: BusinessProfile;
    expecting: ProfileFact | null;
    search: KnowledgeSearch;
    context?: ConversationContext;
  },
): AdvisorTurn {
  const { search } = context;
  const previous: ConversationContext = context.context ?? {};
  const lang = detectLanguage(message, previous.lang ?? context.lang);
  const tr = t(lang);
  const reading = readMessage(message);
  const unsure: NonNullable<ConversationContext["pending"]> = [];
  // Another country's business is not the user's Polish one, nor is a private matter a business
  // question: nothing of it is recorded, and no article or calculator answers it.
  const folded = fold(message).toLowerCase();
  const foreign =
    FOREIGN.test(folded.replace(FOREIGN_CLIENT, " ")) || PRIVATE_MATTER.test(folded) || FORECAST.test(folded);
  const learned: Partial<BusinessProfile> =
    reading.statementText && !foreign
      ? extractProfileFacts(
          reading.statementText,
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
  if (reading.statementText && !foreign && learned.activity === undefined) {
    const match = recogniseActivity(reading.statementText, lang);
    // "I was on umowa o pracę at a software house": the employer's trade is not the user's.
    const before = reading.statementText.slice(0, reading.statementText.indexOf(match?.matched ?? "\u0000"));
    const employer = /\b(at|in|w|u|dla) (a |an |the )?([\p{L}-]+ ){0,2}$/iu.test(before);
    if (match && !employer && match.label !== context.profile.activity) learned.activity = match.label;
  }
  // "miesięcznie" / "rocznie" answers the period asked about the amounts of the last message.
  if (previous.pending?.length && reading.kind === "statement") {
    const period = PERIOD_REPLY.find(([re]) => re.test(fold(message).toLowerCase()))?.[1];
    if (period) for (const p of previous.pending) learned[p.fact] ??= toMonthly(p.value, period);
  }
  const profile = mergeProfile(context.profile, learned);
  const parts: string[] = [];
  let sources: AdvisorSource[] = [];
  let kind: AdvisorTurn["kind"] = "question";
  const passages: AdvisorTurn["passages"] = [];
  let calculation: string | null = null;
  const next: ConversationContext = { lang };

  const facts = describeFacts(lang, learned);
  if (facts.length) parts.push(tr("advisor:learned", { facts: facts.join(", ") }));

  if (reading.questionText) {
    const followUp = isFollowUp(reading.questionText, previous);
    // The whole message is searched: its statements name the topic too ("I was on umowa o pracę…
    // can I still use ulga na start?"); a follow-up is written out with the question before it.
    // A follow-up's statements carry its figures and dates ("I'm starting on 1 July - is that
    // limit pro-rated?"), so the whole message is joined to the question before it.
    const question = followUp ? withFollowUp(previous.lastQuestion!, message) : message;
    const focus = followUp ? reading.questionText : "";
    next.lastQuestion = question;
    const computed = foreign ? null : computeAnswer(question, lang, { profile, focus });
    const comparing = COMPARE.test(fold(question).toLowerCase()) && profile.monthlyRevenue !== undefined;
    const found =
      computed || foreign
        ? null
        : (findAnswer(search, question, lang, focus) ??
          (followUp ? findAnswer(search, reading.questionText, lang) : null));
    if (computed) {
      kind = "answer";
      next.topic = computed.topic;
      parts.push(computed.content);
      sources = computedSources(search, computed, lang);
      calculation = computed.calculation;
      // A model is given the articles that explain the figure too.
      for (const id of computed.articles) {
        const article = search.article(id, lang);
        const opening = article?.passages[0];
        if (article && opening) passages.push({ title: article.title, heading: opening.heading, text: opening.text });
      }
    } else if (comparing && (calculation = calculationFor(lang, profile))) {
      // "Co mi się bardziej opłaca?" with the user's figures: the comparison is the answer.
      kind = "answer";
      next.topic = "formy-opodatkowania-wybor";
      parts.push(calculation);
      const article = search.article("formy-opodatkowania-wybor", lang);
      if (article)
        sources = article.sources.slice(0, 2).map((s) => ({
          articleId: article.id,
          title: article.title,
          heading: article.title,
          url: s.url,
          sourceTitle: s.title,
          publisher: s.publisher,
          ...(s.date ? { date: s.date } : {}),
        }));
    } else if (found) {
      const { hit, lead, also } = found;
      kind = "answer";
      next.topic = hit.articleId;
      const source = hit.sources[0]?.title;
      // The lead is bold as a whole: bold inside it would close the emphasis early.
      if (lead)
        parts.push(
          `**${lead.replace(/\*\*/g, "")}**${source ? ` (${tr("advisor:sourceYear", { source, year: 2026 })})` : ""}`,
        );
      // The article's opening sentence states its main fact: it follows when a deeper section answered.
      const opening = search.article(hit.articleId, lang)?.passages[0];
      const summary = opening && opening.heading !== hit.heading ? firstSentence(opening.text) : null;
      if (summary && summary !== lead) parts.push(summary);
      const body = lead ? hit.text.replace(lead, "").trim() : hit.text;
      if (body) parts.push(`**${hit.heading}**\n\n${excerpt(body, lead ? 650 : 900)}`);
      sources = sourcesOf(hit);
      passages.push({ title: hit.title, heading: hit.heading, text: hit.text });
      if (also) {
        parts.push(tr("advisor:seeAlso", { title: also.title }));
        passages.push({ title: also.title, heading: also.heading, text: also.text });
        sources.push(...sourcesOf(also).slice(0, 1));
      }
      if (TAX_TOPICS.has(hit.articleId)) {
        calculation = calculationFor(lang, profile);
        if (calculation) parts.push(calculation);
      }
    } else {
      kind = "unknown";
      parts.push(tr("advisor:unknown"));
      const near = nearestTopics(search, question, lang);
      if (near.length) parts.push(tr("advisor:nearest", { topics: near.map((n) => `„${n}”`).join(", ") }));
    }
  } else if (!facts.length && !unsure.length && context.expecting && reading.kind === "statement") {
    parts.push(tr("advisor:notUnderstood"));
  }

  if (
    !calculation &&
    kind !== "answer" &&
    (learned.monthlyRevenue !== undefined || learned.monthlyCosts !== undefined)
  ) {
    calculation = calculationFor(lang, profile);
    if (calculation) parts.push(calculation);
  }

  // Questions about the user's own business come only while the user is telling about it: a
  // user who asks is answered, not interviewed.
  let expecting: ProfileFact | null = null;
  let question: string | null = null;
  if (unsure.length) {
    next.pending = unsure;
    expecting = context.expecting;
    question = tr("advisor:askPeriod", { amount: amount(unsure[0]!.value, lang) });
  } else if (reading.kind === "statement") {
    expecting = nextQuestion(profile);
    question = expecting ? tr(`advisor:questions.${expecting}`) : null;
  }
  if (question) parts.push(question);
  // Every message gets a reply: a greeting, a thank-you or a word the advisor cannot place
  // ("ok", "hello" after the interview) is answered with what the user can do next.
  if (!parts.length) parts.push(smallTalk(message, lang, profile));
  return {
    content: parts.join("\n\n"),
    sources: orderSources(sources),
    profile,
    expecting,
    learned,
    kind,
    lang,
    passages,
    calculation,
    nextQuestion: question,
    context: next as Record<string, unknown>,
  };
}
