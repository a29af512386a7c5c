import { test as base, expect } from "@playwright/test";

/**
 * Every page under test fails on a console error or an uncaught exception: a CSP violation,
 * a hydration mismatch or a broken chunk all show up here first.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // 4xx answers are asserted by status where they matter (a refused form answers 400); the analytics probe is a stand-in URL.
        if (message.type() === "error" && !/status of (400|403|404|423)|__analytics-probe/.test(message.text()))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
