import { describe, expect, it } from "vitest";
import { seedDemo, DEMO } from "../../src/db/seed.ts";
import { signIn } from "../../src/domain/accounts/sign-in.service.ts";
import { isAppError } from "../../src/domain/errors.ts";
import { openTestDatabase } from "../support/test-database.ts";

const policy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 12, 0) + minutes * 60_000);

async function code(promise: Promise<unknown>) {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
}

describe("lockout timing (5 failures in 15 minutes lock for 15 minutes)", () => {
  it("counts failures only within the window and lifts the lock after its time", async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      await seedDemo(db);
      const tryAt = (minutes: number, password: string) =>
        code(signIn(db, { email: DEMO.member.email, password }, { lockout: policy, now: at(minutes) }));
      // Four failures, then the window passes: the count starts over.
      for (const m of [0, 1, 2, 3]) expect(await tryAt(m, "Wrong#0")).toBe("badPassword");
      for (const m of [16, 17, 18, 19]) expect(await tryAt(m, "Wrong#0")).toBe("badPassword");
      expect(await tryAt(20, DEMO.password)).toBe("ok");
      // Five failures within the window lock the account.
      for (const m of [30, 31, 32, 33, 34]) expect(await tryAt(m, "Wrong#0")).toBe("badPassword");
      expect(await tryAt(35, DEMO.password)).toBe("lockoutUserAccount");
      expect(await tryAt(48, DEMO.password)).toBe("lockoutUserAccount");
      expect(await tryAt(50, DEMO.password)).toBe("ok");
    } finally {
      await database.close();
    }
  });
});
