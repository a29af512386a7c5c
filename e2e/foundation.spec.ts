import { expect, test } from "./fixtures.ts";

test("the home page is server-rendered in Polish and hydrates", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Twój osobisty przewodnik po starcie firmy");
  await expect(page).toHaveTitle(/– Przewodnik$/);
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
