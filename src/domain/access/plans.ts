import type { RestrictionFeature } from "../../shared/restrictions.ts";

/** What a plan grants. The trial's length and guide allowance come from the configuration. */
export interface TrialPolicy {
  days: number;
  guides: number;
}

export const DEFAULT_TRIAL: TrialPolicy = { days: 30, guides: 3 };

export const PLAN_FEATURES: Record<string, RestrictionFeature[]> = {
  trial: ["advisor", "employees"],
  demo: ["advisor", "employees"],
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The trial subscription a company gets when staff verify it. */
export const trialSubscription = (companyId: string, policy: TrialPolicy, now: Date) => ({
  companyId,
  plan: "trial",
  interval: "day" as const,
  features: PLAN_FEATURES.trial!,
  guidesLimit: policy.guides,
  startsAt: now,
  expiresAt: new Date(now.getTime() + policy.days * DAY_MS),
});
