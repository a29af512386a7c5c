import { and, eq, inArray, isNotNull, isNull, lt, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { companies, registrationDrafts, users } from "../../db/schema/index.ts";
import { defineJob } from "../ports/jobs.ts";
import { ACTIVATION_DAYS } from "./sign-up.service.ts";

const ACTIVATION_MS = ACTIVATION_DAYS * 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Removes what a sign-up left unfinished (spec §9: a quick-registration account must be
 * activated within 14 days): an account its owner signed up for and never confirmed, 14 days
 * after its creation, with its company when no other user remains in it (documents, files and
 * history go with it by cascade), and every draft past its expiry. An account its company admin
 * or staff switched on or off, an invited one, and a blocked one are not touched. Idempotent:
 * a second run finds nothing. Returns what it removed.
 */
export async function sweepUnactivatedRegistrations(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - ACTIVATION_MS);
  let accounts = 0;
  let companiesRemoved = 0;
  for (;;) {
    const due = await db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(
        and(
          isNull(users.confirmedAt),
          isNull(users.invitedAt),
          eq(users.isActive, false),
          eq(users.isBlocked, false),
          isNotNull(users.companyId),
          lt(users.createdAt, before),
        ),
      )
      .limit(BATCH);
    if (!due.length) break;
    const removed = await db.transaction(async (tx) => {
      await tx.delete(users).where(
        inArray(
          users.id,
          due.map((u) => u.id),
        ),
      );
      const other = alias(users, "other");
      const companyIds = [...new Set(due.map((u) => u.companyId!))];
      return tx
        .delete(companies)
        .where(
          and(
            inArray(companies.id, companyIds),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(other)
                .where(eq(other.companyId, companies.id)),
            ),
          ),
        )
        .returning({ id: companies.id });
    });
    accounts += due.length;
    companiesRemoved += removed.length;
    if (due.length < BATCH) break;
  }
  // Drafts past their 14 days, used or not (a removed account's draft went with it, by cascade).
  const drafts = await db
    .delete(registrationDrafts)
    .where(lt(registrationDrafts.expiresAt, now))
    .returning({ id: registrationDrafts.id });
  return { accounts, companies: companiesRemoved, drafts: drafts.length };
}

/** The sweep, every hour at minute 41 (UTC), once across the workers. */
export const registrationSweepJob = (db: Db) =>
  defineJob({
    name: "registration-sweep",
    schema: z.object({}),
    handler: async () => sweepUnactivatedRegistrations(db),
    retryLimit: 1,
    expireInSeconds: 900,
    singletonKey: () => "registration-sweep",
    schedule: { cron: "41 * * * *", payload: {} },
  });
