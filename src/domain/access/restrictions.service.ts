import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "../../db/schema/index.ts";
import {
  GATED_OPERATIONS,
  type GatedOperation,
  operationAllowed,
  type RestrictionFeature,
  type RestrictionsState,
} from "../../shared/restrictions.ts";
import type { Actor } from "./actor.ts";
import { TRIAL_PLAN_CODE } from "./plans.ts";
import { AppError } from "../errors.ts";

/** The company's current subscription: started, and the one that runs longest (no expiry first). */
export async function currentSubscription(db: Db, companyId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), lte(subscriptions.startsAt, now)))
    .orderBy(sql`${subscriptions.expiresAt} desc nulls first`, desc(subscriptions.startsAt))
    .limit(1);
  return row ?? null;
}

/**
 * Where a subscription's guide allowance is counted from: a trial's guides are for the whole
 * trial (from its start); a plan's are per month, from the later of its start and the first of
 * the month (UTC), so the count starts afresh each month and with each new subscription.
 */
export function guidesCountedFrom(row: { plan: string; startsAt: Date }, now: Date): Date {
  if (row.plan === TRIAL_PLAN_CODE) return row.startsAt;
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return row.startsAt > month ? row.startsAt : month;
}

/** The restrictions of the actor's company; none (expired) without a company or subscription. */
export async function restrictionsOf(db: Db, actor: Actor, now = new Date()): Promise<RestrictionsState> {
  const companyId = actor.user.company?.id;
  const row = companyId ? await currentSubscription(db, companyId, now) : null;
  if (!row) return { features: [], expireDate: null, guidesLimit: null };
  return {
    features: row.features as RestrictionFeature[],
    expireDate: row.expiresAt?.toISOString() ?? null,
    guidesLimit: row.guidesLimit,
    guidesSince: guidesCountedFrom(row, now).toISOString(),
  };
}

/**
 * A gated operation from the one list (GATED_OPERATIONS): operationIsRestricted unless the
 * company's subscription grants its feature now. A company still under verification uses the
 * features verification needs without a plan (FREE_BEFORE_VERIFICATION: its documents).
 */
export async function requireOperation(db: Db, actor: Actor, operation: GatedOperation, now = new Date()) {
  const status = actor.user.company?.status;
  if (!operationAllowed(await restrictionsOf(db, actor, now), operation, status, now)) {
    throw new AppError("operationIsRestricted", { details: { feature: GATED_OPERATIONS[operation], operation } });
  }
}
