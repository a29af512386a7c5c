import { GUIDE_LABELS, type GuideContent } from "../../shared/guide-content.ts";
import { describeFacts } from "../advisor/facts-in-words.ts";
import type { BusinessProfile } from "../advisor/profile.ts";
import { PROFILE_FACT_NAMES } from "../../shared/business-profile.ts";
import { orderSources } from "../knowledge/sources.ts";
import { type GuideMessage, guideQuestions } from "./guide-answers.ts";
import { LINKS, sourceLink } from "./guide-links.ts";
import { checklistChapter, deadlinesChapter, fundingChapter, vatChapter } from "./guide-obligations.ts";
import { legalFormChapter, situationSummary } from "./guide-situation.ts";
import { taxesChapter } from "./guide-taxes.ts";
import { guideTitle } from "./guide-title.ts";
import { guideWording } from "./guide-wording.ts";
import { zusChapter } from "./guide-zus.ts";
import { buildScenario } from "./scenario.ts";

export interface GuideInput {
  lang: "pl" | "en";
  /** The guide's title as stored with it; composed from the plan when left out. */
  title?: string;
  profile: BusinessProfile;
  messages: GuideMessage[];
  userName: string;
  companyName: string | null;
  now: Date;
}

/**
 * The guide's content from a thread's profile and conversation. The plan is computed once
 * (`buildScenario`); every chapter reads it, in the guide's language from the guide catalogue.
 */
export function composeGuide(input: GuideInput): GuideContent {
  const { lang, profile, now } = input;
  const w = guideWording(lang);
  const { t } = w;
  const today = w.longDate(now);
  const sc = buildScenario({
    profile,
    now,
    lang,
    startDate: profile.startDate ? new Date(`${profile.startDate}T00:00:00Z`) : undefined,
  });
  const facts = describeFacts(
    lang,
    Object.fromEntries(PROFILE_FACT_NAMES.filter((f) => profile[f] !== undefined).map((f) => [f, profile[f]])),
  );
  return {
    version: 2,
    lang,
    product: t("guide:product"),
    title: input.title ?? guideTitle(lang, sc, profile.activity),
    author: t("guide:author"),
    preparedFor: input.userName,
    company: input.companyName,
    date: today,
    labels: Object.fromEntries(GUIDE_LABELS.map((l) => [l, t(`guide:labels.${l}`)])) as GuideContent["labels"],
    situation: { summary: situationSummary(w, sc, profile, today), facts },
    legalForm: legalFormChapter(w, sc),
    taxes: taxesChapter(w, sc),
    zus: zusChapter(w, sc),
    vat: vatChapter(w, sc),
    checklist: checklistChapter(w, sc),
    deadlines: deadlinesChapter(w, sc),
    funding: fundingChapter(w, sc, profile),
    questions: guideQuestions(input.messages, lang),
    questionsEmpty: t("guide:questions.none"),
    sources: guideSources(input.messages, lang),
    disclaimer: t("guide:disclaimer", { date: today }),
  };
}

/** Every source the conversation named (each page once, official sites first), with the portals every guide cites. */
function guideSources(messages: GuideMessage[], lang: "pl" | "en"): GuideContent["sources"] {
  return orderSources([
    ...messages.flatMap((m) => (m.role === "assistant" ? m.sources : [])),
    ...[LINKS.biznes, LINKS.zus, LINKS.podatki, LINKS.ksef].map((url) => ({ url, title: "" })),
  ]).map((s) => sourceLink(s.url, s.title, lang));
}
