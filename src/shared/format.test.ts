import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format.ts";

describe("formatDateTime (spec §9)", () => {
  it("shows UTC instants in Europe/Berlin as YYYY-MM-DD HH:mm, across daylight saving", () => {
    expect(formatDateTime(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-16 00:30");
    expect(formatDateTime(new Date("2026-07-01T10:05:00Z"))).toBe("2026-07-01 12:05");
    expect(formatDateTime(new Date("2026-03-29T00:59:00Z"))).toBe("2026-03-29 01:59");
    expect(formatDateTime(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29 03:00");
  });
});
