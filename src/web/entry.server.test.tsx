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
    const started = vi.spyOn(globalThis, "setTimeout");
    const cleared = vi.spyOn(globalThis, "clearTimeout");
    try {
      const { html, failed } = await renderWhole(<p>Zażółć gęślą jaźń</p>, { limitMs: 6_000 });
      expect(html.toString()).toBe("<p>Zażółć gęślą jaźń</p>");
      expect(failed).toBe(false);
      const limit = started.mock.results.find((_, i) => started.mock.calls[i]![1] === 6_000)!.value;
      expect(cleared).toHaveBeenCalledWith(limit);
    } finally {
      started.mockRestore();
      cleared.mockRestore();
    }
  });
});
