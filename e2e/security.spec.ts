import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { companyConfirmedByStaff, consentGiven, freshAccount, signInAs } from "./support.ts";

test.describe.configure({ timeout: 90_000 });

const PAYLOAD =
  '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> [klik](javascript:window.__xss=3) <a href="javascript:window.__xss=4">a</a>';

/** Fails the test on any dialog, and reports whether any payload ran or became an element. */
async function inert(page: Page, scope: string) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator(`${scope} img[src="x"]`).count()).toBe(0);
  expect(await page.locator(`${scope} script`).count()).toBe(0);
  expect(await page.locator(`${scope} a[href^="javascript:"]`).count()).toBe(0);
}

test.beforeEach(async ({ context, baseURL, page }) => {
  await consentGiven(context, baseURL!);
  page.on("dialog", (dialog) => {
    throw new Error(`a script opened a dialog: ${dialog.message()}`);
  });
});

test("markup and script in a chat message and its reply stay text", async ({ page }) => {
  // An account of its own: the demo members' passwords are changed by other journeys.
  const account = await freshAccount(page, "Ewa", "Skryptowa");
  await signInAs(page, account.email, account.password);
  await companyConfirmedByStaff(page, account);
  await page.goto("/rozmowa");
  const box = page.getByLabel("Twoja wiadomość");
  await box.fill(PAYLOAD);
  await box.press("Enter");
  const messages = page.getByRole("region", { name: "Wiadomości rozmowy" });
  await expect(messages.locator('li[data-role="user"]').last()).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(messages.locator('li[data-role="assistant"]').last()).toHaveAttribute("data-status", "complete", {
    timeout: 30_000,
  });
  await inert(page, "main");
  // And after a reload, rendered from the stored messages on the server.
  await page.reload();
  await expect(messages.locator('li[data-role="user"]').last()).toContainText("<script>window.__xss=2</script>");
  await inert(page, "main");
  await page.goto("/guide/chat/history");
  await inert(page, "main");
});

test("markup in a help request stays text when staff read it", async ({ page }) => {
  await page.goto("/pomoc/dostep");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByLabel("Imię i nazwisko").fill('Eve <img src=x onerror="window.__xss=5">');
  await page.getByLabel("Adres e-mail").fill("eve@example.pl");
  await page.getByLabel("Temat").selectOption({ label: "Aktywacja konta" });
  await page.getByLabel("Wiadomość").fill(`Proszę o pomoc: ${PAYLOAD}`);
  await page.getByRole("button", { name: "Wyślij prośbę" }).click();
  await expect(page.getByRole("status")).toContainText("eve@example.pl");

  await signInAs(page, "staff@przewodnik.pl");
  await page.goto("/portal/help-requests");
  const item = page.getByRole("row").filter({ hasText: "eve@example.pl" });
  await expect(item).toContainText("<script>window.__xss=2</script>");
  await inert(page, "main");
});

test("markup in a person's name stays text in the header, the profile and the staff's company view", async ({
  page,
}) => {
  const account = await freshAccount(
    page,
    'Ewa<img src=x onerror="window.__xss=6">',
    "<script>window.__xss=7</script>",
  );
  await signInAs(page, account.email, account.password);
  await page.goto("/profile");
  await expect(page.locator("main")).toContainText('Ewa<img src=x onerror="window.__xss=6">');
  await expect(page.locator("header")).toContainText("<script>window.__xss=7</script>");
  await inert(page, "header");
  await inert(page, "main");

  await signInAs(page, "staff@przewodnik.pl");
  await page.goto("/portal/companies");
  await page.getByRole("link", { name: account.companyName }).click();
  await expect(page.locator("main")).toContainText("<script>window.__xss=7</script>");
  await inert(page, "header");
  await inert(page, "main");
});
