import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { hashSessionToken, newSessionToken } from "./session-token.ts";

describe("initials", () => {
  it("upper-cases the first letters of name and surname, Polish letters included", () => {
    expect(initialsOf("anna", "nowak")).toBe("AN");
    expect(initialsOf("Łucja", "śliwa")).toBe("ŁŚ");
    expect(initialsOf(" ewa ", "")).toBe("E");
  });
});

describe("passwords", () => {
  it("hash with argon2id at OWASP's minimum cost and verify", async () => {
    const hash = await hashPassword("Przewodnik#2026");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "Przewodnik#2026")).toBe(true);
    expect(await verifyPassword(hash, "przewodnik#2026")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });
});

describe("session tokens", () => {
  it("carry 256 random bits and are stored only as their SHA-256", () => {
    const tokens = new Set(Array.from({ length: 100 }, newSessionToken));
    expect(tokens.size).toBe(100);
    const [token] = tokens;
    expect(Buffer.from(token!, "base64url")).toHaveLength(32);
    expect(hashSessionToken(token!)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token!)).not.toContain(token);
  });
});
