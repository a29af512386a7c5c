import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { plans, subscriptions } from "../../db/schema/index.ts";
import type { RestrictionFeature } from "../../shared/restrictions.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a plan grants. The trial's length and guide allowance come from the configuration. */
export interface TrialPolicy {
  days: number;
  guides: number;
}

export const DEFAULT_TRIAL: TrialPolicy = { days: 30, guides: 3 };

/** The trial is a plan row like any other (migration 0022): its features are staff's to change. */
export const TRIAL_PLAN_CODE = "trial";

/** The demo company's subscription (src/db/seed.ts). */
export const PLAN_FEATURES: Record<string, RestrictionFeature[]> = {
  demo: ["advisor", "employees", "documents", "vehicles", "offers", "conversations", "transactions"],
};

const DAY_MS = 24 * 60 * 60 * 1000;

type TrialPlan = Pick<typeof plans.$inferSelect, "id" | "features" | "limits">;

/**
 * The trial subscription a company gets when staff verify it: the trial plan's features and
 * limits, for TRIAL_DAYS days, with TRIAL_GUIDES guides (the configuration wins over the plan's
 * advisor limit, as before the trial was a plan).
 */
export const trialSubscription = (companyId: string, policy: TrialPolicy, now: Date, plan: TrialPlan) => {
  const { advisor: _advisor, ...limits } = plan.limits;
  return {
    companyId,
    plan: TRIAL_PLAN_CODE,
    planId: plan.id,
    interval: "day" as const,
    features: plan.features,
    limits,
    guidesLimit: policy.guides,
    startsAt: now,
    expiresAt: new Date(now.getTime() + policy.days * DAY_MS),
  };
};

/** Starts the trial of a company (inside the caller's transaction): a subscription to the trial plan. */
export async function startTrial(db: Db | Tx, companyId: string, policy: TrialPolicy, now: Date) {
  const [plan] = await db
    .select({ id: plans.id, features: plans.features, limits: plans.limits })
    .from(plans)
    .where(eq(plans.code, TRIAL_PLAN_CODE));
  if (!plan) throw new Error(`the plan "${TRIAL_PLAN_CODE}" is missing (migration 0022 adds it)`);
  await db.insert(subscriptions).values(trialSubscription(companyId, policy, now, plan));
}
