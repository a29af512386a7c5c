import { fold } from "../knowledge/analyzer.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import { calculationFor } from "./computed/profile-comparison.ts";
import { describeFacts } from "./facts-in-words.ts";
import { PROFILE_FACT_NAMES } from "../../shared/business-profile.ts";
import { type BusinessProfile, nextQuestion, type ProfileFact } from "./profile.ts";
import { advisorText } from "./translate.ts";

/** What the advisor says unasked: the thread's opening, and the reply to small talk. */

/**
 * The thread's first message. Without a profile: what the advisor does, then its first
 * question. After the interview: a short summary of what it learned, the calculators' figures,
 * first advice on ZUS, then the next fact it lacks (or an invitation to ask).
 */
export function openingMessage(
  lang: KnowledgeLang,
  profile: BusinessProfile = {},
): { content: string; expecting: ProfileFact | null } {
  const tr = advisorText(lang);
  const facts = describeFacts(
    lang,
    Object.fromEntries(PROFILE_FACT_NAMES.filter((f) => profile[f] !== undefined).map((f) => [f, profile[f]])),
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
  const tr = advisorText(lang);
  if (profile.legalForm && profile.legalForm !== "jdg" && profile.legalForm !== "undecided") return null;
  if (profile.businessInLast60Months === true || profile.formerEmployerClient === true)
    return tr("advisor:fromInterview.noRelief");
  if (profile.businessInLast60Months === false && profile.formerEmployerClient === false)
    return tr(profile.otherEmployment ? "advisor:fromInterview.reliefWithJob" : "advisor:fromInterview.relief");
  return null;
}
const GREETING =
  /^(dzien dobry|dobry wieczor|czesc|hej|hejka|witam|witaj|siema|hello|hi|hey|good (morning|afternoon|evening))\b/;
const THANKS = /\b(dzieki|dziekuje|dziekujemy|thanks|thank you|thx|cheers)\b/;

/** The reply to a message that neither asks nor states anything the advisor can use. */
export function smallTalk(message: string, lang: KnowledgeLang, profile: BusinessProfile): string {
  const tr = advisorText(lang);
  const text = fold(message).toLowerCase().trim();
  const next = nextQuestion(profile);
  const invitation = next ? tr(`advisor:questions.${next}`) : tr("advisor:fromInterview.askAway");
  if (GREETING.test(text)) return `${tr("advisor:smallTalk.greeting")} ${invitation}`;
  if (THANKS.test(text)) return `${tr("advisor:smallTalk.thanks")} ${invitation}`;
  return `${tr("advisor:smallTalk.unclear")} ${invitation}`;
}
