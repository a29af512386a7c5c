import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const cookieValue = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name);

test("accepting necessary cookies stores consent for a year and removes optional cookies", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: "_ga", value: "GA1.1.123", url: baseURL! },
    { name: "_fbp", value: "fb.1.123", url: baseURL! },
  ]);
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Szanujemy Twoją prywatność" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Tylko niezbędne" }).click();
  await expect(banner).toBeHidden();
  const consent = await cookieValue(context, "consent");
  expect(consent?.value).toBe("true");
  const inAYear = Date.now() / 1000 + 365 * 24 * 3600;
  expect(Math.abs(consent!.expires - inAYear)).toBeLessThan(120);
  expect((await cookieValue(context, "consent_categories"))?.value).toBe("");
  expect(await cookieValue(context, "_ga")).toBeUndefined();
  expect(await cookieValue(context, "_fbp")).toBeUndefined();
  await page.reload();
  await expect(page.getByRole("region", { name: "Szanujemy Twoją prywatność" })).toHaveCount(0);
});

test("cookie settings choose categories, reopen from the page and remove what is declined", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/faq");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByRole("link", { name: "Wybieram kategorie" }).click();
  const dialog = page.getByRole("dialog", { name: "Ustawienia cookies" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("checkbox", { name: /Analityczne/ }).check();
  await dialog.getByRole("button", { name: "Zapisz wybór" }).click();
  await expect(dialog).toBeHidden();
  expect((await cookieValue(context, "consent_categories"))?.value).toBe("analytics");

  await context.addCookies([{ name: "_ga", value: "GA1.1.1", url: baseURL! }]);
  await page.getByRole("link", { name: "Ustawienia cookies" }).click();
  await expect(dialog.getByRole("checkbox", { name: /Analityczne/ })).toBeChecked();
  await dialog.getByRole("checkbox", { name: /Analityczne/ }).uncheck();
  await dialog.getByRole("checkbox", { name: /Marketingowe/ }).check();
  await dialog.getByRole("button", { name: "Zapisz wybór" }).click();
  expect((await cookieValue(context, "consent_categories"))?.value).toBe("marketing");
  expect(await cookieValue(context, "_ga")).toBeUndefined();
});

test("the settings dialog is keyboard-operable: Escape closes it and focus returns", async ({ page }) => {
  await page.goto("/start");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  const opener = page.getByRole("link", { name: "Wybieram kategorie" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Ustawienia cookies" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the analytics script loads only after analytics consent", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => r.url().includes("__analytics-probe") && requested.push(r.url()));
  await page.goto("/faq");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByRole("button", { name: "Tylko niezbędne" }).click();
  await page.reload();
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  expect(requested).toEqual([]);
  await expect(page.locator("script[data-analytics]")).toHaveCount(0);
  await page.getByRole("link", { name: "Ustawienia cookies" }).click();
  await page.getByRole("checkbox", { name: /Analityczne/ }).check();
  await page.getByRole("button", { name: "Zapisz wybór" }).click();
  await expect(page.locator("script[data-analytics]")).toHaveCount(1);
  await expect.poll(() => requested.length).toBe(1);
  // Pages served later, the landing page without JavaScript included, carry it from the server.
  await page.goto("/");
  await expect(page.locator("script[data-analytics]")).toHaveCount(1);
});

test("without JavaScript the settings open as a page and the choice is stored by the server", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Wybieram kategorie" }).click();
  await expect(page).toHaveURL("/?cookie-settings");
  const settings = page.getByRole("region", { name: "Ustawienia cookies" });
  await settings.getByRole("checkbox", { name: /Marketingowe/ }).check();
  await settings.getByRole("button", { name: "Zapisz wybór" }).click();
  await expect(page).toHaveURL("/");
  expect((await cookieValue(context, "consent_categories"))?.value).toBe("marketing");
  await expect(page.getByRole("region", { name: "Szanujemy Twoją prywatność" })).toHaveCount(0);
  await page.getByRole("link", { name: "Ustawienia cookies" }).click();
  await expect(
    page.getByRole("region", { name: "Ustawienia cookies" }).getByRole("checkbox", { name: /Marketingowe/ }),
  ).toBeChecked();
});
