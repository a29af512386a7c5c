import { PgBoss } from "pg-boss";
import { describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { parseConfig } from "../../src/server/config.ts";
import { createLogger } from "../../src/server/logger.ts";
import { createServices } from "../../src/server/services.ts";

/**
 * Every recurring job the application registers, by name: its cron expression, its time zone and
 * the next runs after 2026-03-02 00:00 UTC (a Monday). A recurring job added, removed or moved to
 * another time fails here until this table says so.
 */
const RECURRING: Record<string, { cron: string; tz: string; next: string[] }> = {
  // Company documents: stored bytes no row names, queued over an hour ago (src/domain/documents).
  "media-orphan-sweep": {
    cron: "17 * * * *",
    tz: "UTC",
    next: ["2026-03-02T00:17:00.000Z", "2026-03-02T01:17:00.000Z"],
  },
  // Sign-up: accounts not confirmed within 14 days and expired drafts (src/domain/accounts, ADR 023).
  "registration-sweep": {
    cron: "41 * * * *",
    tz: "UTC",
    next: ["2026-03-02T00:41:00.000Z", "2026-03-02T01:41:00.000Z"],
  },
  // The exchange: offers past their last day leave it as expired (src/domain/offers, ADR 028).
  "offer-expiry": {
    cron: "7 * * * *",
    tz: "UTC",
    next: ["2026-03-02T00:07:00.000Z", "2026-03-02T01:07:00.000Z"],
  },
  // The exchange: each user's matches neither seen nor mailed, once a morning (src/domain/offers, ADR 029).
  "offer-match-digest": {
    cron: "0 6 * * *",
    tz: "UTC",
    next: ["2026-03-02T06:00:00.000Z", "2026-03-03T06:00:00.000Z"],
  },
  // Conversations: a mail about messages unread for 15 minutes, once an hour at most (src/domain/conversations).
  "conversation-unread-mail": {
    cron: "*/5 * * * *",
    tz: "UTC",
    next: ["2026-03-02T00:05:00.000Z", "2026-03-02T00:10:00.000Z"],
  },
  // Live events: rows older than 7 days, once a night (src/domain/events, ADR 031).
  "events-sweep": {
    cron: "23 3 * * *",
    tz: "UTC",
    next: ["2026-03-02T03:23:00.000Z", "2026-03-03T03:23:00.000Z"],
  },
  // Transactions: started on their loading day, completed 3 days after one side's mark (src/domain/deals, ADR 032).
  "transactions-clock": {
    cron: "*/15 * * * *",
    tz: "UTC",
    next: ["2026-03-02T00:15:00.000Z", "2026-03-02T00:30:00.000Z"],
  },
  // Pricing: renewal reminders 7 days and 1 day before a subscription's expiry (src/domain/pricing, ADR 025).
  "renewal-reminders": {
    cron: "23 * * * *",
    tz: "UTC",
    next: ["2026-03-02T00:23:00.000Z", "2026-03-02T01:23:00.000Z"],
  },
};

/** Nothing is read from the database while the features compose themselves and register their jobs. */
const database = { kind: "postgres", db: {}, ping: async () => {}, close: async () => {} } as unknown as Database;

/** The job runner of the application as the server composes it (nothing started, nothing sent). */
const registeredJobs = () => {
  const services = createServices({ config: parseConfig({}), database, logger: createLogger("silent") });
  return services.jobs.definitions();
};

/** pg-boss's own reading of a cron expression, the one its scheduler runs (no database needed). */
const boss = new PgBoss({ db: { executeSql: async () => ({ rows: [] }) } });
const nextRuns = (cron: string, tz: string, count: number) =>
  boss.previewSchedule(cron, { tz, from: new Date("2026-03-02T00:00:00Z"), count }).map((d) => d.toISOString());

describe("the application's background jobs", () => {
  it("registers a handler for every definition, each name once", () => {
    const jobs = registeredJobs();
    expect(jobs.map((d) => d.name)).toContain("guide-generate");
    for (const d of jobs) expect(typeof d.handler, d.name).toBe("function");
    expect(new Set(jobs.map((d) => d.name)).size).toBe(jobs.length);
  });

  it("schedules exactly the recurring jobs listed, each on a valid cron expression at the expected times", () => {
    const recurring = registeredJobs().filter((d) => d.schedule);
    expect(recurring.map((d) => d.name).sort()).toEqual(Object.keys(RECURRING).sort());
    for (const d of recurring) {
      const { cron, tz = "UTC", payload } = d.schedule!;
      const expected = RECURRING[d.name]!;
      expect({ cron, tz }, d.name).toEqual({ cron: expected.cron, tz: expected.tz });
      expect(nextRuns(cron, tz, expected.next.length), d.name).toEqual(expected.next);
      // The scheduled payload is one the job's own schema accepts, as the runner checks at start.
      expect(d.schema.safeParse(payload).success, d.name).toBe(true);
    }
  });

  it("reads cron expressions as the scheduler does: a wrong one is refused, a zone is honoured", () => {
    expect(() => nextRuns("0 7 * * *", "UTC", 1)).not.toThrow();
    expect(nextRuns("0 7 * * 1-5", "Europe/Warsaw", 2)).toEqual([
      "2026-03-02T06:00:00.000Z",
      "2026-03-03T06:00:00.000Z",
    ]);
    expect(() => nextRuns("0 25 * * *", "UTC", 1)).toThrow();
    expect(() => nextRuns("every morning", "UTC", 1)).toThrow();
  });
});
