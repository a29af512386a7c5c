import { and, count, desc, eq, gte, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { guides, orders, plans, subscriptions, users } from "../../db/schema/index.ts";
import type { SubscriptionState } from "../../shared/contracts/pricing.ts";
import { hasPermission } from "../../shared/permissions.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { currentSubscription, guidesCountedFrom } from "../access/restrictions.service.ts";
import { ordersWhere } from "./orders.service.ts";
import { plansWithPrices } from "./plans.service.ts";

/** What a company uses of its limited features now: active accounts, and the guides counted since `since`. */
async function usage(db: Db, companyId: string, since: Date): Promise<Record<string, number>> {
  const [employees] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true)));
  const [made] = await db
    .select({ n: count() })
    .from(guides)
    .where(and(eq(guides.companyId, companyId), ne(guides.status, "failed"), gte(guides.createdAt, since)));
  return { employees: employees?.n ?? 0, advisor: made?.n ?? 0 };
}

/**
 * The company's subscription page (members with editOwnSubscriptions): the subscription running
 * now with its features, limits and what is used of them, the history of subscriptions and orders,
 * and the active plans with their prices; `canOrder` for its admins (editOwnCompany).
 */
export async function subscriptionState(db: Db, actor: Actor | null, now = new Date()): Promise<SubscriptionState> {
  requirePermission(actor, "editOwnSubscriptions");
  const companyId = actorCompanyId(actor);
  const current = await currentSubscription(db, companyId, now);
  const [plan] = current?.planId ? await db.select().from(plans).where(eq(plans.id, current.planId)) : [];
  const history = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .orderBy(desc(subscriptions.startsAt));
  const offered = (await plansWithPrices(db, { activeOnly: true })).filter((p) => p.prices.length > 0);
  return {
    current: current
      ? {
          plan: current.plan,
          planName: plan ? { pl: plan.namePl, en: plan.nameEn } : null,
          features: current.features,
          limits: { ...current.limits, ...(current.guidesLimit !== null ? { advisor: current.guidesLimit } : {}) },
          used: await usage(db, companyId, guidesCountedFrom(current, now)),
          startsAt: current.startsAt,
          expiresAt: current.expiresAt,
        }
      : null,
    history: history.map((s) => ({
      id: s.id,
      plan: s.plan,
      interval: s.interval,
      startsAt: s.startsAt,
      expiresAt: s.expiresAt,
    })),
    orders: await ordersWhere(db, eq(orders.companyId, companyId)),
    plans: offered,
    canOrder: hasPermission(actor.user.userRoles, "editOwnCompany"),
  };
}
