import { describe, expect, it } from "vitest";
import { RESTRICTION_CACHE_MS } from "../../shared/restrictions.ts";
import { clearCachedRestrictions, readCachedRestrictions, writeCachedRestrictions } from "./restrictions-cache.ts";

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe("restrictions cache (2 hours)", () => {
  const state = { features: ["advisor" as const], expireDate: "2026-12-22T00:00:00.000Z", guidesLimit: 3 };

  it("serves the stored restrictions to the same user for two hours, then asks again", () => {
    const storage = memory();
    writeCachedRestrictions(storage, "u1", state, 1_000);
    expect(readCachedRestrictions(storage, "u1", 1_000 + RESTRICTION_CACHE_MS - 1)).toEqual(state);
    expect(readCachedRestrictions(storage, "u1", 1_000 + RESTRICTION_CACHE_MS)).toBeNull();
  });

  it("never hands one user's restrictions to another, and is cleared at sign-out", () => {
    const storage = memory();
    writeCachedRestrictions(storage, "u1", state, 1_000);
    expect(readCachedRestrictions(storage, "u2", 1_001)).toBeNull();
    clearCachedRestrictions(storage);
    expect(readCachedRestrictions(storage, "u1", 1_001)).toBeNull();
  });

  it("asks again once the company's restrictions version moved on (a payment confirmed)", () => {
    const storage = memory();
    writeCachedRestrictions(storage, "u1", state, 1_000, 4);
    expect(readCachedRestrictions(storage, "u1", 1_001, 4)).toEqual(state);
    expect(readCachedRestrictions(storage, "u1", 1_001, 5)).toBeNull();
    // An entry from before versions counts as version 0.
    storage.setItem("przewodnik.restrictions", JSON.stringify({ userId: "u1", fetchedAt: 1_000, state }));
    expect(readCachedRestrictions(storage, "u1", 1_001)).toEqual(state);
    expect(readCachedRestrictions(storage, "u1", 1_001, 1)).toBeNull();
  });

  it("treats a damaged entry as missing", () => {
    const storage = memory();
    storage.setItem("przewodnik.restrictions", "{not json");
    expect(readCachedRestrictions(storage, "u1")).toBeNull();
  });
});
