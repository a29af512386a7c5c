import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "../../db/schema/index.ts";
import { featureGranted, type RestrictionFeature, type RestrictionsState } from "../../shared/restrictions.ts";
import type { Actor } from "./actor.ts";
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

/** The restrictions of the actor's company; none (expired) without a company or subscription. */
export async function restrictionsOf(db: Db, actor: Actor, now = new Date()): Promise<RestrictionsState> {
  const companyId = actor.user.company?.id;
  const row = companyId ? await currentSubscription(db, companyId, now) : null;
  if (!row) return { features: [], expireDate: null, guidesLimit: null };
  return {
    features: row.features as RestrictionFeature[],
    expireDate: row.expiresAt?.toISOString() ?? null,
    guidesLimit: row.guidesLimit,
  };
}

/** A gated operation: operationIsRestricted unless the company's subscription grants the feature now. */
export async function requireFeature(db: Db, actor: Actor, feature: RestrictionFeature, now = new Date()) {
  if (!featureGranted(await restrictionsOf(db, actor, now), feature, now)) {
    throw new AppError("operationIsRestricted", { details: { feature } });
  }
}
