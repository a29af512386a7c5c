import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { offers, proposals } from "../../db/schema/index.ts";
import { todayInPoland } from "../../shared/contracts/offers.ts";
import { defineJob } from "../ports/jobs.ts";

const BATCH = 5_000;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Offers whose last day (`ends_on`) is past leave the exchange as `expired` (issue 26: "an offer
 * archives itself once its unloading date has passed"). Each row changes once: the update only
 * takes rows still active, so a second run, another worker or a run after a restart finds none
 * of them again. Searches already skip such offers by their date, so a late run hides nothing.
 */
/**
 * The price proposals still waiting on offers that left the exchange are closed (issue 28): no one
 * can accept a price for an offer that is gone, and the negotiation says so.
 */
export async function closeNegotiations(db: Db | Tx, offerIds: string[], now: Date) {
  if (!offerIds.length) return;
  await db
    .update(proposals)
    .set({ status: "closed", decidedAt: now })
    .where(and(inArray(proposals.offerId, offerIds), eq(proposals.status, "pending")));
}

/** The waiting price proposals between two companies are closed (one denied the other). */
export async function closePairNegotiations(db: Db | Tx, a: string, b: string, now: Date) {
  await db
    .update(proposals)
    .set({ status: "closed", decidedAt: now })
    .where(
      and(
        eq(proposals.status, "pending"),
        or(
          and(eq(proposals.fromCompanyId, a), eq(proposals.toCompanyId, b)),
          and(eq(proposals.fromCompanyId, b), eq(proposals.toCompanyId, a)),
        ),
      ),
    );
}

export async function expireOffers(db: Db, now = new Date()): Promise<{ expired: number }> {
  const today = todayInPoland(now);
  let expired = 0;
  for (;;) {
    const rows = await db
      .update(offers)
      .set({ status: "expired", archivedAt: now, updatedAt: now })
      .where(
        sql`${offers.id} IN (${db
          .select({ id: offers.id })
          .from(offers)
          .where(and(eq(offers.status, "active"), lt(offers.endsOn, today)))
          .limit(BATCH)
          .for("update", { skipLocked: true })})`,
      )
      .returning({ id: offers.id });
    await closeNegotiations(
      db,
      rows.map((r) => r.id),
      now,
    );
    expired += rows.length;
    if (rows.length < BATCH) return { expired };
  }
}

/** Every hour at minute 7, once across the workers; and once when a worker starts (a missed night). */
export const offerExpiryJob = (db: Db) =>
  defineJob({
    name: "offer-expiry",
    schema: z.object({}),
    handler: async () => expireOffers(db),
    retryLimit: 2,
    expireInSeconds: 900,
    singletonKey: () => "offer-expiry",
    schedule: { cron: "7 * * * *", payload: {} },
    resume: async () => [{}],
  });
