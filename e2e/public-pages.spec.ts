import { expect, test } from "./fixtures.ts";
import { consentGiven, PUBLIC_PAGES, useLocale } from "./support.ts";

// Widths, overflow and axe for every page are the layout suite's (layout.spec.ts); here each public
// page's language, heading, title and background, one test a page so that a failure names it.
for (const locale of ["pl", "en"] as const)
  for (const [path] of PUBLIC_PAGES)
    test(`a guest opens ${path} in ${locale}`, async ({ page, context, baseURL }) => {
      await useLocale(context, baseURL!, locale);
      await consentGiven(context, baseURL!);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect(page, path).toHaveTitle(/ – Przewodnik$/);
      const transparent =
        !["/konto/haslo", "/faq", "/start", "/kalkulator", "/calculator"].includes(path) &&
        !path.startsWith("/static/");
      await expect(page.locator("[data-view]"), path).toHaveAttribute(
        "data-view",
        transparent ? "transparent" : "white",
      );
    });

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
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(6);
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
  await page.emulateMedia({ reducedMotion: "no-preference" });
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

for (const locale of ["pl", "en"] as const) {
  test(`the guest landing offers the calculator, the FAQ and the instruction in ${locale}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await consentGiven(context, baseURL!);
    await useLocale(context, baseURL!, locale);
    const names =
      locale === "pl"
        ? { section: "Bez zakładania konta", links: ["Kalkulator podatkowy 2026", "Najczęstsze pytania", "Jak zacząć"] }
        : {
            section: "No account needed",
            links: ["Tax calculator 2026", "Frequently asked questions", "Getting started"],
          };
    const targets = ["/kalkulator", "/faq", "/start"];
    await page.goto("/");
    // The guest landing is static (ADR 005): plain links, no JavaScript needed.
    expect(await page.locator('script[src*="/assets/"], link[rel="modulepreload"]').count()).toBe(0);
    const section = page.getByRole("region", { name: names.section });
    for (const [i, name] of names.links.entries()) {
      const link = section.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", targets[i]!);
    }
    for (const [i, name] of names.links.entries()) {
      await page.goto("/");
      await page.getByRole("region", { name: names.section }).getByRole("link", { name }).click();
      await expect(page).toHaveURL(targets[i]!);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test(`the contact page and the privacy policy name the operator, with no template text, in ${locale}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await consentGiven(context, baseURL!);
    await useLocale(context, baseURL!, locale);
    for (const path of ["/static/contact", "/static/privacy-policy"]) {
      await page.goto(path);
      const main = page.locator("main");
      // The demo operator of `npm start` (OPERATOR_* unset).
      await expect(main, path).toContainText("Przewodnik Demo sp. z o.o.");
      await expect(main, path).toContainText("ul. Przykładowa 1, 00-950 Warszawa");
      await expect(main, path).toContainText("123-456-32-18");
      await expect(main.getByRole("link", { name: /kontakt@przewodnik\.example/ }).first(), path).toBeVisible();
      const text = await main.innerText();
      expect(text, path).not.toMatch(/\[[^\]]*\]|\{\{|przeglądu przez prawnika|reviewed by a lawyer|Wzór dokumentu/);
    }
  });
}
