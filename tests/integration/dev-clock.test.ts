import { describe, expect, it } from "vitest";
import { useWebTestApp } from "../support/web-test-app.ts";

const ORIGIN = "http://localhost";

/** /dev/clock lets a browser journey pass the deals' days outside production, and nowhere else. */
describe("the deals' clock for browser journeys", () => {
  const t = useWebTestApp();

  const post = (days: string) =>
    t.app.request(`${ORIGIN}/dev/clock`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ days }),
    });

  it("moves the clock by whole or part days and back, refusing what is not a number of days", async () => {
    expect(await (await post("3")).json()).toEqual({ days: 3 });
    expect(t.services.deals.clock.offsetMs).toBe(3 * 86_400_000);
    expect(await (await t.app.request(`${ORIGIN}/dev/clock`)).json()).toEqual({ days: 3 });
    expect((await post("soon")).status).toBe(400);
    expect((await post("1000")).status).toBe(400);
    expect(await (await post("0")).json()).toEqual({ days: 0 });
    expect(t.services.deals.clock.offsetMs).toBe(0);
  });

  it("answers 404 in production, the clock untouched", async () => {
    const config = t.services.config as { isProduction: boolean };
    config.isProduction = true;
    try {
      expect((await post("5")).status).toBe(404);
      expect((await t.app.request(`${ORIGIN}/dev/clock`)).status).toBe(404);
      expect(t.services.deals.clock.offsetMs).toBe(0);
    } finally {
      config.isProduction = false;
    }
  });
});
