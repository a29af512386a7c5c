import { describe, expect, it, vi } from "vitest";
import { lowPriorityModules, renderWhole } from "./entry.server.tsx";

describe("lowPriorityModules", () => {
  it("marks every module preload low priority and leaves the rest of the page as it was", () => {
    const page =
      '<head><link rel="modulepreload" href="/a.js"/><title>Zażółć</title><link rel="modulepreload" href="/b.js"/></head>';
    expect(lowPriorityModules(Buffer.from(page)).toString()).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><title>Zażółć</title>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head>',
    );
    const plain = Buffer.from("<p>bez skryptów</p>");
    expect(lowPriorityModules(plain)).toBe(plain);
  });
});

describe("renderWhole", () => {
  it("renders the whole page and clears its time limit once done", async () => {
    // Only the timers renderWhole sets are faked; React's own scheduling runs as it does in production.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const started = vi.spyOn(globalThis, "setTimeout");
    try {
      const { html, failed } = await renderWhole(<p>Zażółć gęślą jaźń</p>, { limitMs: 6_000 });
      expect(html.toString()).toBe("<p>Zażółć gęślą jaźń</p>");
      expect(failed).toBe(false);
      expect(started.mock.calls.some((call) => call[1] === 6_000)).toBe(true);
      // Nothing is left waiting for the six seconds: the limit was cleared when the render settled.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
