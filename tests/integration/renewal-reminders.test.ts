import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
// The app first: it extends zod with OpenAPI before any contract is made.
import { useTestApp } from "../support/test-app.ts";
import en from "../../locales/en/mail.json";
import pl from "../../locales/pl/mail.json";
import { mailMessages, subscriptions, users } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { parseConfig } from "../../src/server/config.ts";
import { createLogger } from "../../src/server/logger.ts";
import { createServices } from "../../src/server/services.ts";
import { freshCompany } from "../support/fresh-company.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Renewal reminders (docs/decisions/025): 7 days and 1 day before a subscription's expiry, to the
 * company's admins in their own language, each once: a second run, or a worker started again on
 * the same database, sends nothing; a subscription extended to a new expiry is reminded again.
 */
describe("renewal reminders", () => {
  const t = useTestApp();
  const db = () => t.database.db;

  beforeAll(async () => {
    await seedDemo(db());
  });

  /** A company of its own whose subscription expires at `expiresAt`; its admin reads English. */
  const companyExpiring = async (expiresAt: Date) => {
    const c = await freshCompany(db());
    await db().update(users).set({ locale: "en" }).where(eq(users.id, c.admin.id));
    const [subscription] = await db()
      .update(subscriptions)
      .set({ expiresAt })
      .where(eq(subscriptions.companyId, c.company.id))
      .returning();
    return { ...c, subscription: subscription! };
  };
  /** The reminders the company's people got, oldest first. */
  const remindersTo = async (c: Awaited<ReturnType<typeof companyExpiring>>) =>
    db()
      .select({ to: mailMessages.to, subject: mailMessages.subject, text: mailMessages.text })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.kind, "renewalReminder"),
          inArray(mailMessages.to, [c.admin.email, c.member.email, c.secondMember.email]),
        ),
      )
      .orderBy(mailMessages.createdAt);
  const run = (now: Date) => t.services.pricing.sendRenewalReminders(now);

  it("mails the admin 7 days and 1 day before the expiry, in the admin's language, each once", async () => {
    const now = new Date();
    const c = await companyExpiring(new Date(now.getTime() + 7 * DAY - HOUR));
    await run(now);
    const week = await remindersTo(c);
    // The admin only (members do not order), in English: the admin's account language.
    expect(week.map((m) => m.to)).toEqual([c.admin.email]);
    expect(week[0]!.subject).toContain(c.company.name);
    expect(week[0]!.subject).toMatch(/^The Przewodnik plan of .* expires on \d{1,2} \w+ \d{4}$/);
    expect(week[0]!.text).toContain(en.renewalReminder["7d"].note);
    expect(week[0]!.text).toContain("/company/info/subscriptions");

    await run(new Date(now.getTime() + HOUR));
    expect(await remindersTo(c), "a second run sends nothing").toHaveLength(1);

    // A day before: the 1-day reminder, once.
    const dayBefore = new Date(c.subscription.expiresAt!.getTime() - 20 * HOUR);
    await run(dayBefore);
    await run(new Date(dayBefore.getTime() + HOUR));
    const both = await remindersTo(c);
    expect(both).toHaveLength(2);
    expect(both[1]!.text).toContain(en.renewalReminder["1d"].note);
  });

  it("sends nothing again from a worker started anew on the same database", async () => {
    const now = new Date();
    const c = await companyExpiring(new Date(now.getTime() + 6 * DAY));
    await run(now);
    expect(await remindersTo(c)).toHaveLength(1);
    // What a restart gives: the services composed again, with nothing in memory from before.
    const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const again = createServices({ config, database: t.database, logger: createLogger("silent") });
    await again.pricing.sendRenewalReminders(new Date(now.getTime() + 2 * HOUR));
    expect(await remindersTo(c)).toHaveLength(1);
  });

  it("reminds a renewed subscription again for its new expiry, in Polish for a Polish admin", async () => {
    const now = new Date();
    const c = await companyExpiring(new Date(now.getTime() + 5 * DAY));
    await db().update(users).set({ locale: "pl" }).where(eq(users.id, c.admin.id));
    await run(now);
    expect(await remindersTo(c)).toHaveLength(1);
    // A payment confirmed for the same plan moves this subscription's expiry on (ADR 025).
    const renewed = new Date(c.subscription.expiresAt!.getTime() + 30 * DAY);
    await db().update(subscriptions).set({ expiresAt: renewed }).where(eq(subscriptions.id, c.subscription.id));
    await run(new Date(now.getTime() + HOUR));
    expect(await remindersTo(c), "nothing due for the new expiry yet").toHaveLength(1);
    await run(new Date(renewed.getTime() - 6 * DAY));
    const mails = await remindersTo(c);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^Plan firmy .* w Przewodniku wygasa \d{1,2} \p{L}+ \d{4}$/u);
    expect(mails[1]!.text).toContain(pl.renewalReminder["7d"].note);
  });

  it("does not remind of a subscription another one outlasts, nor of one already expired", async () => {
    const now = new Date();
    const overtaken = await companyExpiring(new Date(now.getTime() + 3 * DAY));
    await db()
      .insert(subscriptions)
      .values({
        companyId: overtaken.company.id,
        plan: "paid",
        interval: "year",
        features: ["advisor"],
        startsAt: now,
        expiresAt: new Date(now.getTime() + 365 * DAY),
      });
    const expired = await companyExpiring(new Date(now.getTime() - HOUR));
    await run(now);
    expect(await remindersTo(overtaken)).toEqual([]);
    expect(await remindersTo(expired)).toEqual([]);
  });
});
