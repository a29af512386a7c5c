import { type AmountAnswer, type Answers, amountInPln, isVisible } from "../../shared/interview.ts";
import { toMonthly } from "../advisor/amounts.ts";
import { activityOf, type BusinessProfile, mergeProfile } from "../advisor/profile.ts";
import { extractProfileFacts } from "../advisor/understanding/profile-facts.ts";
import type { Questionnaire } from "./questionnaire.ts";

/**
 * The business profile the answers give, by the same rules as the chat: a written answer goes
 * through the chat's extraction (so "IT, 15k a month" also gives the revenue), an amount is
 * turned into a monthly figure as the chat does, and an explicit answer wins over a fact read
 * from text. Answers to questions no longer shown are ignored (but kept). A start date (an ISO
 * day) without an answered stage gives the stage as the chat does: past, a running business;
 * ahead, one being started (`today` tells which).
 */
export function profileFromAnswers(
  questionnaire: Questionnaire,
  answers: Answers,
  today: Date = new Date(),
): BusinessProfile {
  let read: BusinessProfile = {};
  const stated: BusinessProfile = {};
  for (const q of questionnaire.questions) {
    const value = answers[q.id];
    if (value === undefined || !q.fact || !isVisible(q, answers)) continue;
    if (q.kind === "text" && typeof value === "string") {
      read = mergeProfile(read, extractProfileFacts(value, q.fact, undefined, today));
      // The description itself is the activity, kept as the chat keeps it (even when it asks something).
      if (q.fact === "activity") stated.activity = activityOf(value);
      continue;
    }
    const fact = q.fact;
    if (q.kind === "amount") {
      const a = value as AmountAnswer;
      (stated as Record<string, unknown>)[fact] = toMonthly(amountInPln(a), a.period === "year" ? "year" : "month");
    } else (stated as Record<string, unknown>)[fact] = value;
  }
  if (stated.startDate && stated.stage === undefined)
    stated.stage = stated.startDate <= today.toISOString().slice(0, 10) ? "running" : "starting";
  return mergeProfile(read, stated);
}
