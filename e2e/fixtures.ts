import { test as base, expect, type Page } from "@playwright/test";
import { E2E_STAFF_PASSWORD, type StaffAccount } from "./staff-accounts.ts";
import { consentGiven, signInAs } from "./support.ts";

/** Collects a page's console errors and uncaught exceptions. */
function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    // 4xx answers are asserted by status where they matter (a refused form answers 400); the analytics probe is a stand-in URL.
    if (message.type() === "error" && !/status of (400|403|404|423)|__analytics-probe/.test(message.text()))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Every page under test fails on a console error or an uncaught exception: a CSP violation,
 * a hydration mismatch or a broken chunk all show up here first.
 *
 * `staffPage`: portal staff signed in, in a browser context of its own (its own cookies), so a
 * journey can switch between a company's user and staff without signing either out. The account
 * is the journey's own (`test.use({ staffAccount: E2E_STAFF.… })`), made in the e2e database
 * before the server starts by e2e/prepare-database.ts: the portal has no route that makes staff.
 */
export const test = base.extend<{ consoleErrors: string[]; staffPage: Page; staffAccount: StaffAccount | null }>({
  staffAccount: [null, { option: true }],
  consoleErrors: [
    async ({ page }, use) => {
      const errors = consoleErrorsOf(page);
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  staffPage: async ({ browser, baseURL, staffAccount }, use) => {
    if (!staffAccount)
      throw new Error("a journey with staffPage names its own staff account: test.use({ staffAccount })");
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    await consentGiven(context, baseURL!);
    const page = await context.newPage();
    const errors = consoleErrorsOf(page);
    await signInAs(page, staffAccount.email, E2E_STAFF_PASSWORD);
    await use(page);
    await context.close();
    expect(errors, "console errors on the staff page").toEqual([]);
  },
});

export { expect };
