import { describe, expect, it } from "vitest";
// The standalone module that animates the background (public/background.js).
import { sizesFor } from "../../public/background.js";

describe("background canvas sizes", () => {
  it("grow with the width at the spec's breakpoints and shrink on touch devices", () => {
    const counts = [320, 479, 480, 767, 768, 1023, 1024, 1920].map((w) => sizesFor(w, false).count);
    expect(counts).toEqual([14, 14, 24, 24, 34, 34, 48, 48]);
    expect(sizesFor(1024, true).count).toBeLessThan(sizesFor(1024, false).count);
    expect(sizesFor(320, false).radius).toBeLessThan(sizesFor(1920, false).radius);
  });
});
