import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { PUBLIC_PAGES } from "./support.ts";

for (const width of [320, 1280]) {
  test(`axe finds no serious or critical violation on public pages at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const [path] of [...PUBLIC_PAGES, ["/nie-ma", null] as const]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(bad.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
  });
}
