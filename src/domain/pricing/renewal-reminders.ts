import { and, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { ROLES } from "../../shared/permissions.ts";
import { companies, subscriptionReminders, subscriptions, userRoles, users } from "../../db/schema/index.ts";
import { formatLongDate } from "../../shared/format.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderMail } from "../mail/render.ts";
import { defineJob } from "../ports/jobs.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reminders, each with the window of time before the expiry it is sent in: 7 days before
 * (until a day is left), then 1 day before. A job run inside a window sends that reminder once.
 */
export const RENEWAL_REMINDERS = [
  { kind: "7d", from: 7 * DAY_MS, to: DAY_MS },
  { kind: "1d", from: DAY_MS, to: 0 },
] as const;
export type ReminderKind = (typeof RENEWAL_REMINDERS)[number]["kind"];

export interface ReminderDeps {
  db: Db;
  mailer: Pick<Mailer, "send">;
  /** PUBLIC_URL: the link in the mail goes to the company's subscription page. */
  publicUrl: string;
}

/**
 * Subscriptions of verified companies whose expiry falls in the window, and that no other
 * subscription of the company outlasts (a trial overtaken by a paid plan is not reminded of).
 */
function dueSubscriptions(db: Db, now: Date, window: (typeof RENEWAL_REMINDERS)[number]) {
  const later = sql`exists (select 1 from ${subscriptions} s2 where s2.company_id = ${subscriptions.companyId}
    and s2.id <> ${subscriptions.id} and s2.starts_at <= ${subscriptions.expiresAt}
    and (s2.expires_at is null or s2.expires_at > ${subscriptions.expiresAt}))`;
  return db
    .select({
      id: subscriptions.id,
      companyId: subscriptions.companyId,
      company: companies.name,
      expiresAt: subscriptions.expiresAt,
    })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(
      and(
        isNotNull(subscriptions.expiresAt),
        gt(subscriptions.expiresAt, new Date(now.getTime() + window.to)),
        lte(subscriptions.expiresAt, new Date(now.getTime() + window.from)),
        eq(companies.status, "verified"),
        sql`not ${later}`,
      ),
    );
}

/** The company's active admins: who orders a renewal. */
const companyAdmins = (db: Db, companyId: string) =>
  db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLES.companyAdmin.id)))
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true), eq(users.isBlocked, false)));

/**
 * Mails the renewal reminders that are due (docs/decisions/025): 7 days and 1 day before a
 * subscription's expiry, to the company's admins, each in their account's language. Each
 * reminder is first claimed by a row unique per subscription, kind and expiry; only the run that
 * inserts it mails, so a run repeated, two workers at once, or a worker restarted send nothing
 * twice, and a subscription extended to a new expiry is reminded again. `mailer.send` does not
 * throw (a failed delivery is stored in the outbox and logged), so a claimed reminder is always
 * recorded as a mail; only a crash between the claim and the mail loses one. Returns the reminders sent.
 */
export async function sendRenewalReminders(deps: ReminderDeps, now = new Date()) {
  const sent: { subscriptionId: string; kind: ReminderKind; to: string[] }[] = [];
  for (const window of RENEWAL_REMINDERS) {
    for (const due of await dueSubscriptions(deps.db, now, window)) {
      const claimed = await deps.db
        .insert(subscriptionReminders)
        .values({ subscriptionId: due.id, kind: window.kind, expiresAt: due.expiresAt!, sentAt: now })
        .onConflictDoNothing()
        .returning({ kind: subscriptionReminders.kind });
      if (!claimed.length) continue;
      const to: string[] = [];
      for (const admin of await companyAdmins(deps.db, due.companyId)) {
        const mail = renderMail("renewalReminder", admin.locale, {
          name: admin.name,
          company: due.company,
          date: formatLongDate(due.expiresAt!, admin.locale),
          variant: window.kind,
          link: `${deps.publicUrl}/company/info/subscriptions`,
        });
        await deps.mailer.send({ ...mail, to: admin.email, kind: "renewalReminder" });
        to.push(admin.email);
      }
      sent.push({ subscriptionId: due.id, kind: window.kind, to });
    }
  }
  return sent;
}

/** The reminders, every hour at minute 23 (UTC), once across the workers. */
export const renewalRemindersJob = (deps: ReminderDeps) =>
  defineJob({
    name: "renewal-reminders",
    schema: z.object({}),
    handler: async () => sendRenewalReminders(deps),
    retryLimit: 1,
    expireInSeconds: 900,
    singletonKey: () => "renewal-reminders",
    schedule: { cron: "23 * * * *", payload: {} },
  });
