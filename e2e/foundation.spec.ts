import { expect, test } from "./fixtures.ts";

test("the guest landing page is server-rendered in Polish and ships no application JavaScript", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  // The journeys run under reduced motion (playwright.config.ts); this one shows the animation runs.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Twój osobisty przewodnik po starcie firmy");
  await expect(page).toHaveTitle(/– Przewodnik$/);
  await expect(page.locator("canvas[data-background]")).toHaveAttribute("data-running", "true");
  expect(scripts).toEqual(["/background.js"]);
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
});

test("other pages hydrate and navigate on the client", async ({ page }) => {
  await page.goto("/faq");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
  await page.getByRole("link", { name: "Jak zacząć" }).first().click();
  await expect(page).toHaveURL("/start");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jak zacząć");
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
});

test("an unknown path answers 404 and links home with client-side navigation", async ({ page }) => {
  const response = await page.goto("/to/nie/istnieje");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono tej strony");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
  await page.getByRole("link", { name: "Wróć na stronę główną" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Twój osobisty przewodnik po starcie firmy");
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
});
