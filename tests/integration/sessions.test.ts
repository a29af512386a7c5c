import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import {
  actorFromToken,
  createSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "../../src/domain/accounts/session.service.ts";
import { hashSessionToken } from "../../src/domain/accounts/session-token.ts";
import { openTestDatabase } from "../support/test-database.ts";

const HOUR = 3600_000;

describe("sessions: sliding idle expiry within an absolute lifetime, stored hashed", () => {
  it("slides on use, ends after idling and never outlives the absolute limit", async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      await seedDemo(db);
      const [jan] = await db.select().from(users).where(eq(users.email, DEMO.member.email));
      const t0 = new Date("2026-11-22T10:00:00Z");
      const { token } = await createSession(db, jan!.id, "test", t0);
      const [row] = await db.select().from(sessions).where(eq(sessions.userId, jan!.id));
      expect(row!.tokenHash).toBe(hashSessionToken(token));
      expect(JSON.stringify(row)).not.toContain(token);

      // Used every 6 days: the idle limit (7 days) slides on.
      let now = t0;
      for (let i = 0; i < 4; i++) {
        now = new Date(now.getTime() + 6 * 24 * HOUR);
        expect((await actorFromToken(db, token, now))?.user.email).toBe(DEMO.member.email);
      }
      // The absolute lifetime (30 days) ends it however often it is used.
      expect(await actorFromToken(db, token, new Date(t0.getTime() + SESSION_ABSOLUTE_MS + 1000))).toBeNull();

      // A session left alone longer than the idle limit is over.
      const second = await createSession(db, jan!.id, "test", t0);
      expect(await actorFromToken(db, second.token, new Date(t0.getTime() + SESSION_IDLE_MS + 1000))).toBeNull();
    } finally {
      await database.close();
    }
  });
});
