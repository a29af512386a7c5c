import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { consentGiven, hasHorizontalOverflow, useLocale } from "./support.ts";

test("the public calculator compares the forms, explains errors and keeps the figures in a shareable address", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  await page.goto("/kalkulator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kalkulator podatkowy 2026");
  // Defaults give a result at once.
  await expect(page.getByTestId("best")).toContainText("Najkorzystniejsza forma");

  await page.getByLabel("Roczny przychód (netto, bez VAT)").fill("200 000");
  await page.getByLabel("Roczne koszty firmy").fill("40 000");
  await page.getByLabel(/Pełny ZUS/).check();
  await page.getByLabel(/Dobrowolne ubezpieczenie chorobowe/).check();
  await page.getByLabel("Stawka ryczałtu dla Twojej działalności").selectOption("12");
  await page.getByRole("button", { name: "Oblicz" }).click();
  await expect(page).toHaveURL(/revenue=200\+000/);
  // The worked example of the unit tests: scale is best, 108 358,80 zł kept.
  await expect(page.getByTestId("best")).toHaveText("Najkorzystniejsza forma dla tych danych: Skala podatkowa.");
  const kept = page.getByRole("row", { name: /Zostaje na rękę/ });
  await expect(kept).toContainText(/108\s358,80\szł/);
  await expect(kept).toContainText(/105\s438,84\szł/);
  await expect(page.getByRole("img", { name: "Ile zostaje w roku przy każdej formie" })).toBeVisible();

  // The address alone reproduces the result (shared link).
  const shared = page.url();
  const other = await context.newPage();
  await other.goto(shared);
  await expect(other.getByRole("row", { name: /Zostaje na rękę/ })).toContainText(/108\s358,80\szł/);
  await other.close();

  // Bad input: a clear message under the field, and what was typed stays.
  await page.getByLabel("Roczny przychód (netto, bez VAT)").fill("dużo");
  await page.getByRole("button", { name: "Oblicz" }).click();
  await expect(page.getByText("Wpisz kwotę, np. 120 000 lub 1 234,56.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Roczny przychód (netto, bez VAT)")).toHaveValue("dużo");
  // The error summary at the top of the form takes focus and leads to the field.
  const summary = page.locator('[data-slot="error-summary"]');
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: /^Roczny przychód \(netto, bez VAT\): Wpisz kwotę/ }).click();
  await expect(page.getByLabel("Roczny przychód (netto, bez VAT)")).toBeFocused();

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // The English address and language.
  await context.addCookies([{ name: "locale", value: "en", url: baseURL! }]);
  await page.goto("/calculator?revenue=60000&costs=0&zus=start&rate=8.5");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tax calculator 2026");
  await expect(page.getByRole("columnheader", { name: "Lump sum" })).toBeVisible();
});

for (const width of [320, 390]) {
  test(`on a ${width} px phone every tax form is shown, reachable and readable`, async ({ page, context, baseURL }) => {
    await consentGiven(context, baseURL!);
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/kalkulator?revenue=200000&costs=40000&zus=full&sickness=on&rate=12");
    const cards = page.getByRole("list", { name: "Kwoty roczne dla każdej formy opodatkowania" });
    for (const form of ["Skala podatkowa", "Podatek liniowy 19%", "Ryczałt"]) {
      const card = cards.getByRole("listitem").filter({ has: page.getByRole("heading", { name: form }) });
      await card.scrollIntoViewIfNeeded();
      await expect(card, form).toBeInViewport({ ratio: 1 });
      await expect(card.getByText("Zostaje na rękę"), form).toBeVisible();
    }
    // The lump sum, which the table used to hide off the screen, with its figure.
    await expect(cards.getByRole("listitem").last()).toContainText(/106\s084,92\szł/);
    expect(await hasHorizontalOverflow(page), `the page overflows at ${width}px`).toBe(false);

    // The month table scrolls inside its own box, the month column staying in view.
    await page.getByText("Miesiąc po miesiącu", { exact: true }).click();
    const months = page.getByRole("region", { name: /Etap ZUS, składki społeczne/ });
    const december = months.getByRole("row", { name: /grudzień/ });
    await december.scrollIntoViewIfNeeded();
    await months.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    // (0.95: the box's 1 px border may clip a sub-pixel of the last cell.)
    await expect(december.getByRole("rowheader")).toBeInViewport({ ratio: 0.95 });
    await expect(december.getByRole("cell").last()).toBeInViewport({ ratio: 0.95 });
    expect(await hasHorizontalOverflow(page), `the page overflows at ${width}px`).toBe(false);

    // Chart labels and figures at least 12 px.
    const chart = page.getByRole("img", { name: "Ile zostaje w roku przy każdej formie" });
    await expect(chart).toBeVisible();
    const sizes = await chart.evaluate((el) =>
      [...el.querySelectorAll("span")]
        .filter((s) => s.textContent?.trim())
        .map(
          (s) =>
            Number.parseFloat(getComputedStyle(s).fontSize) * (s.getBoundingClientRect().width / s.offsetWidth || 1),
        ),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(6);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
  });
}

test("the English calculator writes every amount the English way, the Polish one the Polish way", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  await useLocale(context, baseURL!, "en");
  await page.goto("/calculator?revenue=200000&costs=40000&zus=preferential&sickness=on&rate=8.5");
  await page.getByText("Parameters and sources (2026)", { exact: true }).click();
  // Intl separates "PLN" and groups of digits with no-break spaces: read them as spaces.
  const text = (await page.locator("main").innerText()).replace(/[\u00a0\u202f]/g, " ");
  expect(text).toContain("Next 24 months: base PLN 1,441.80.");
  expect(text).toMatch(/What you keep\s+PLN 118,770\.56/);
  expect(text).not.toMatch(/\d[\s\u00a0]?zł/);
  expect(text).not.toMatch(/\d,\d{1,2}(?!\d)/);

  await useLocale(context, baseURL!, "pl");
  await page.goto("/kalkulator?revenue=200000&costs=40000&zus=preferential&sickness=on&rate=8.5");
  await page.getByText("Parametry i źródła (2026)", { exact: true }).click();
  const polish = (await page.locator("main").innerText()).replace(/[\u00a0\u202f]/g, " ");
  expect(polish).toMatch(/Kolejne 24 miesiące: podstawa 1441,80\szł\./);
  expect(polish).not.toMatch(/PLN/);
});
