import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, orderNumberSeq, orders, planPrices, plans, subscriptions } from "../../db/schema/index.ts";
import { type OrderRecord, orderInput, type QuoteRecord } from "../../shared/contracts/pricing.ts";
import { hasPermission } from "../../shared/permissions.ts";
import { paidPeriod, quoteOf, type SubscriptionInterval } from "../../shared/pricing.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { AppError } from "../errors.ts";
import { audit } from "./audit.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { applicablePromo, redeemForOrder } from "./promo-rules.ts";
import { validInput } from "./validate.ts";

/** The open price of an active plan for the interval and currency; planNotFound otherwise. */
async function openPrice(db: Db, planId: string, interval: SubscriptionInterval, currencyId: number) {
  const [row] = await db
    .select({ price: planPrices, plan: plans })
    .from(planPrices)
    .innerJoin(plans, eq(plans.id, planPrices.planId))
    .where(
      and(
        eq(planPrices.planId, planId),
        eq(planPrices.interval, interval),
        eq(planPrices.currencyId, currencyId),
        isNull(planPrices.validTo),
        eq(plans.active, true),
      ),
    );
  if (!row) throw new AppError("planNotFound", { fields: { planId: ["planNotFound"] } });
  return row;
}

/**
 * The figures of an order before it is placed (the page shows them; placing records the same):
 * the plan's open price with the promo code applied, or invalidPromoCode. Company admins only.
 */
export async function quoteOrder(db: Db, actor: Actor | null, input: unknown, now = new Date()): Promise<QuoteRecord> {
  requirePermission(actor, "editOwnCompany");
  const companyId = actorCompanyId(actor);
  const v = validInput(orderInput, input);
  const { price } = await openPrice(db, v.planId, v.interval, v.currencyId);
  const code = v.promoCode?.trim();
  const promo = code
    ? await applicablePromo(
        db,
        code,
        { planId: v.planId, interval: v.interval, currencyId: v.currencyId, companyId },
        now,
      )
    : null;
  return { ...quoteOf(price, promo), currencyId: v.currencyId, promoCode: promo?.code ?? null };
}

/**
 * A company admin (editOwnCompany) orders a plan: the order is recorded awaiting payment with its
 * number (`PRZ/<year>/<sequence>`) and the price version and figures of this moment. A promo code is
 * locked, checked and counted in the same transaction (no over-use when two admins order at once).
 */
export async function placeOrder(
  deps: { db: Db; payments: PaymentProvider },
  actor: Actor | null,
  input: unknown,
  now = new Date(),
) {
  requirePermission(actor, "editOwnCompany");
  const companyId = actorCompanyId(actor);
  const v = validInput(orderInput, input);
  const code = v.promoCode?.trim();
  const id = await deps.db.transaction(async (tx) => {
    const { price } = await openPrice(tx, v.planId, v.interval, v.currencyId);
    const scope = { planId: v.planId, interval: v.interval, currencyId: v.currencyId, companyId };
    const promo = code ? await applicablePromo(tx, code, scope, now, { lock: true }) : null;
    const quote = quoteOf(price, promo);
    const [order] = await tx
      .insert(orders)
      .values({
        // PRZ/<year>/<sequence, six digits> (orderNumber in src/shared/pricing.ts spells the same).
        number: sql`${`PRZ/${now.getUTCFullYear()}/`} || lpad(nextval(${orderNumberSeq.seqName ?? "order_number_seq"})::text, 6, '0')`,
        companyId,
        planId: v.planId,
        priceId: price.id,
        interval: v.interval,
        currencyId: v.currencyId,
        promoCode: promo?.code ?? null,
        ...quote,
        paymentMethod: deps.payments.method,
        createdBy: actor.user.id,
        createdAt: now,
      })
      .returning({ id: orders.id, number: orders.number });
    if (promo) await redeemForOrder(tx, promo.code, companyId, order!.id);
    await audit(tx, {
      subject: "order",
      action: "ORDER_PLACED",
      actorId: actor.user.id,
      companyId,
      to: "awaiting_payment",
      reason: order!.number,
      at: now,
    });
    return order!.id;
  });
  return (await ordersWhere(deps.db, eq(orders.id, id)))[0]!;
}

/** Orders with their company's and plan's names, newest first. */
export async function ordersWhere(db: Db, where: ReturnType<typeof eq> | undefined): Promise<OrderRecord[]> {
  const rows = await db
    .select({ order: orders, companyName: companies.name, namePl: plans.namePl, nameEn: plans.nameEn })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(plans, eq(plans.id, orders.planId))
    .where(where)
    .orderBy(desc(orders.createdAt));
  return rows.map(({ order: o, companyName, namePl, nameEn }) => ({
    id: o.id,
    number: o.number,
    companyId: o.companyId,
    companyName,
    planId: o.planId,
    planName: { pl: namePl, en: nameEn },
    priceId: o.priceId,
    interval: o.interval,
    currencyId: o.currencyId,
    promoCode: o.promoCode,
    listNet: o.listNet,
    discount: o.discount,
    net: o.net,
    vatRate: o.vatRate,
    vat: o.vat,
    gross: o.gross,
    status: o.status,
    createdAt: o.createdAt,
    paidAt: o.paidAt,
  }));
}

/**
 * One order for its pro-forma: the company's members with editOwnSubscriptions see their own
 * company's (another company's is orderNotFound, 404); staff with createPricings see any.
 */
export async function orderFor(db: Db, actor: Actor | null, orderId: string): Promise<OrderRecord> {
  if (!actor) throw new AppError("unauthorized");
  const staff = hasPermission(actor.user.userRoles, "createPricings");
  if (!staff) requirePermission(actor, "editOwnSubscriptions");
  if (!isUuid(orderId)) throw new AppError("orderNotFound");
  const scope = staff
    ? eq(orders.id, orderId)
    : and(eq(orders.id, orderId), eq(orders.companyId, actorCompanyId(actor)));
  const [order] = await ordersWhere(db, scope as ReturnType<typeof eq>);
  if (!order) throw new AppError("orderNotFound");
  return order;
}

/** Staff (createPricings): the orders awaiting payment, oldest first. */
export async function ordersAwaitingPayment(db: Db, actor: Actor | null) {
  requirePermission(actor, "createPricings");
  return (await ordersWhere(db, eq(orders.status, "awaiting_payment"))).reverse();
}

/**
 * Staff (createPricings) confirm an order's payment: it becomes paid, and the company's
 * subscription of that plan is extended from its expiry when it still runs, or a new one starts
 * now (docs/decisions/025). An order not awaiting payment: orderNotAwaitingPayment (409).
 */
export async function confirmPayment(
  deps: { db: Db; payments: PaymentProvider },
  actor: Actor | null,
  orderId: string,
  now = new Date(),
) {
  requirePermission(actor, "createPricings");
  if (!isUuid(orderId)) throw new AppError("orderNotFound");
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new AppError("orderNotFound");
    if (order.status !== "awaiting_payment") throw new AppError("orderNotAwaitingPayment");
    await deps.payments.confirm({ id: order.id, number: order.number, gross: order.gross });
    const [plan] = await tx.select().from(plans).where(eq(plans.id, order.planId));
    // The company row is locked: two confirmations for one company extend one after the other.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, order.companyId)).for("update");
    // Browsers holding the company's restrictions (2-hour cache) fetch them again (ADR 025).
    await tx
      .update(companies)
      .set({ restrictionsVersion: sql`${companies.restrictionsVersion} + 1` })
      .where(eq(companies.id, order.companyId));
    const [running] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, order.companyId), eq(subscriptions.planId, order.planId)))
      .orderBy(sql`${subscriptions.expiresAt} desc nulls first`)
      .limit(1);
    const period = paidPeriod(now, running?.expiresAt ?? null, order.interval);
    const granted = {
      plan: plan!.code,
      interval: order.interval,
      features: plan!.features,
      limits: plan!.limits,
      guidesLimit: plan!.limits.advisor ?? null,
      orderId: order.id,
    };
    if (running && running.expiresAt && running.expiresAt.getTime() > now.getTime())
      await tx
        .update(subscriptions)
        .set({ ...granted, expiresAt: period.expiresAt })
        .where(eq(subscriptions.id, running.id));
    else
      await tx.insert(subscriptions).values({
        ...granted,
        companyId: order.companyId,
        planId: order.planId,
        startsAt: period.startsAt,
        expiresAt: period.expiresAt,
        createdAt: now,
      });
    await tx
      .update(orders)
      .set({ status: "paid", paidAt: now, confirmedBy: actor.user.id })
      .where(eq(orders.id, order.id));
    await audit(tx, {
      subject: "order",
      action: "ORDER_PAID",
      actorId: actor.user.id,
      companyId: order.companyId,
      from: "awaiting_payment",
      to: "paid",
      reason: `${order.number} → ${period.expiresAt.toISOString().slice(0, 10)}`,
      at: now,
    });
  });
  return (await ordersWhere(deps.db, eq(orders.id, orderId)))[0]!;
}
