import { describe, expect, it } from "vitest";
import { lowPriorityModules } from "./entry.server.tsx";

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
