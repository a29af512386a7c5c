import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { consentGiven } from "./support.ts";

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
  await expect(page.getByText("Wpisz kwotę, np. 120 000 lub 1 234,56.")).toBeVisible();
  await expect(page.getByLabel("Roczny przychód (netto, bez VAT)")).toHaveValue("dużo");

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // The English address and language.
  await context.addCookies([{ name: "locale", value: "en", url: baseURL! }]);
  await page.goto("/calculator?revenue=60000&costs=0&zus=start&rate=8.5");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tax calculator 2026");
  await expect(page.getByRole("columnheader", { name: "Lump sum" })).toBeVisible();
});
