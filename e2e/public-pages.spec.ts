import { expect, test } from "./fixtures.ts";
import { consentGiven, hasHorizontalOverflow, PUBLIC_PAGES, useLocale } from "./support.ts";

for (const locale of ["pl", "en"] as const) {
  for (const width of [320, 1280]) {
    test(`a guest walks every public page in ${locale} at ${width} px`, async ({ page, context, baseURL }) => {
      await useLocale(context, baseURL!, locale);
      await consentGiven(context, baseURL!);
      await page.setViewportSize({ width, height: 800 });
      for (const [path] of PUBLIC_PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        await expect(page, path).toHaveTitle(/ – Przewodnik$/);
        expect(await hasHorizontalOverflow(page), `${path} overflows at ${width}px`).toBe(false);
        const view = page.locator("[data-view]");
        const transparent =
          !["/konto/haslo", "/faq", "/start", "/kalkulator", "/calculator"].includes(path) &&
          !path.startsWith("/static/");
        await expect(view, path).toHaveAttribute("data-view", transparent ? "transparent" : "white");
      }
    });
  }
}

test("every alias serves its canonical page and points to it", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL!);
  for (const [alias, canonical] of PUBLIC_PAGES) {
    if (!canonical) continue;
    await page.goto(alias);
    const aliasHeading = await page.getByRole("heading", { level: 1 }).textContent();
    const aliasTitle = await page.title();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${canonical}`);
    await page.goto(canonical);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(aliasHeading);
    expect(await page.title()).toBe(aliasTitle);
  }
});

test("the landing page explains the product and leads to the trial", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL!);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(5);
  await expect(page.getByRole("heading", { name: "Jak to działa" })).toBeVisible();
  await page.getByRole("link", { name: "Wypróbuj za darmo" }).first().click();
  await expect(page).toHaveURL("/wyprobuj");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wypróbuj Przewodnik");
});

test("the language switch stores the choice and reloads the view", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL!);
  await page.goto("/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await page.getByRole("button", { name: "Zmień język na angielski" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/question/i);
  expect(await page.evaluate(() => localStorage.getItem("przewodnik.locale"))).toBe("en");
  expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("en");
  await page.getByRole("button", { name: "Switch the language to Polish" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
});

test("the background animation stops under reduced motion", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL!);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.locator("canvas")).toHaveAttribute("data-running", "false");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/faq");
  await expect(page.locator("canvas")).toHaveAttribute("data-running", "true");
});

test("the background animation pauses while the tab is hidden", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL!);
  await page.goto("/faq");
  const canvas = page.locator("canvas");
  await expect(canvas).toHaveAttribute("data-running", "true");
  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => h });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);
  await setHidden(true);
  await expect(canvas).toHaveAttribute("data-running", "false");
  await setHidden(false);
  await expect(canvas).toHaveAttribute("data-running", "true");
});
