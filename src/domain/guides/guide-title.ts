import { createTranslator } from "../../shared/i18n.ts";
import type { BusinessProfile } from "../advisor/profile.ts";
import { recogniseActivity } from "../advisor/understanding/activity.ts";
import { cataloguesFor } from "../../infra/i18n/catalogues.ts";
import { buildScenario } from "./scenario.ts";
import type { Scenario } from "./scenario-types.ts";

const MAX_TITLE = 70;
const SHORT_WORD = /^(na|i|w|we|z|ze|do|od|dla|o|u|po|a|the|of|and|for|in|on|to|with|a|an|or|lub|oraz)$/i;

/** Words of `text` within `max` characters, cut after a whole word and never ending on a preposition. */
export function fitWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const words = clean.split(" ");
  const kept: string[] = [];
  for (const w of words) {
    if ([...kept, w].join(" ").length + 1 > max) break;
    kept.push(w);
  }
  while (kept.length > 1 && SHORT_WORD.test(kept.at(-1)!.replace(/[,;:.]$/, ""))) kept.pop();
  if (!kept.length) return "";
  return `${kept.join(" ").replace(/[,;:.\s]+$/, "")}…`;
}

const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s[0]!.toLocaleLowerCase() + s.slice(1) : s);
const NOT_A_NAME = /^(jestem|będę|bede|chcę|chce|planuję|planuje|zajmuję|zajmuje|i am|i'm|i will|i want|i plan|my)\b/i;

/** The business as a title names it: the user's own short description, else the activity recognised in it. */
export function activityName(activity: string | undefined, lang: "pl" | "en"): string | null {
  const raw = activity?.replace(/\s+/g, " ").trim();
  if (!raw) return null;
  const clause = raw.split(/[.;:!?\n(]|,\s/)[0]!.trim();
  const own = clause === raw && raw.length <= 40 && !NOT_A_NAME.test(raw);
  const match = recogniseActivity(raw, lang);
  if (own && lang === "pl") return lowerFirst(raw);
  if (match) return lowerFirst(match.label.split(/,\s|\s\(/)[0]!.trim());
  if (own || !NOT_A_NAME.test(clause)) return lowerFirst(clause);
  return null;
}

/**
 * The guide's title from its plan: the recommended form and the business, at most 70
 * characters, never cut inside a word ("Działalność: programowanie — plan na 2026").
 */
export function guideTitle(lang: "pl" | "en", scenario: Scenario, activity: string | undefined): string {
  const { t } = createTranslator(lang, cataloguesFor(lang));
  const year = scenario.ratesYear;
  const form = scenario.legal.recommended;
  const name = activityName(activity, lang);
  const key = name ? (form === "jdg" ? "jdg" : "company") : "none";
  const fixed = t(`guide:title.${key}`, { form: t(`guide:title.forms.${form}`), activity: "\u0000", year });
  const room = MAX_TITLE - (fixed.length - 1);
  const title = name ? fixed.replace("\u0000", fitWords(name, room)) : fixed;
  return title.length <= MAX_TITLE ? title : fitWords(title, MAX_TITLE);
}

/** The title of a guide for a profile, as the list, the view, the PDF and the file name show it. */
export function guideTitleFor(lang: "pl" | "en", profile: BusinessProfile, now: Date): string {
  return guideTitle(lang, buildScenario({ profile, now, lang }), profile.activity);
}
