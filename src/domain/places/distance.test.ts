import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance.ts";

describe("distanceKm", () => {
  it("gives Warsaw to Kraków as about 252 km, the same both ways", () => {
    const warsaw = { lat: 52.22977, lon: 21.01178 };
    const krakow = { lat: 50.06143, lon: 19.93658 };
    expect(distanceKm(warsaw, krakow)).toBeGreaterThan(247);
    expect(distanceKm(warsaw, krakow)).toBeLessThan(257);
    expect(distanceKm(krakow, warsaw)).toBeCloseTo(distanceKm(warsaw, krakow), 9);
  });

  it("is zero for one point and half the globe for antipodes", () => {
    expect(distanceKm({ lat: 51.1, lon: 17.03 }, { lat: 51.1, lon: 17.03 })).toBe(0);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});
