import { describe, expect, it } from "vitest";
import { featureGranted, restrictionCacheFresh, restrictionsExpired, RESTRICTION_CACHE_MS } from "./restrictions.ts";

describe("restrictions", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("are expired with no expiry date or a past one", () => {
    expect(restrictionsExpired(null, now)).toBe(true);
    expect(restrictionsExpired(undefined, now)).toBe(true);
    expect(restrictionsExpired("2026-11-22T11:59:59Z", now)).toBe(true);
    expect(restrictionsExpired(now, now)).toBe(true);
    expect(restrictionsExpired("2026-11-22T12:00:01Z", now)).toBe(false);
  });

  it("grant a feature only when listed and not expired", () => {
    const state = { features: ["advisor" as const], expireDate: "2026-12-22T00:00:00Z", guidesLimit: 3 };
    expect(featureGranted(state, "advisor", now)).toBe(true);
    expect(featureGranted(state, "employees", now)).toBe(false);
    expect(featureGranted({ ...state, expireDate: null }, "advisor", now)).toBe(false);
    expect(featureGranted(null, "advisor", now)).toBe(false);
  });

  it("are cached for two hours", () => {
    const t = now.getTime();
    expect(restrictionCacheFresh(t - RESTRICTION_CACHE_MS + 1, t)).toBe(true);
    expect(restrictionCacheFresh(t - RESTRICTION_CACHE_MS, t)).toBe(false);
    expect(restrictionCacheFresh(t + 1000, t)).toBe(false);
  });
});
