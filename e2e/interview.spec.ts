import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { consentGiven, freshAccount, hasHorizontalOverflow, signInAs } from "./support.ts";

test.describe.configure({ timeout: 120_000 });

const question = (page: Page, id: string) => page.locator(`[data-question="${id}"]`);
const next = (page: Page) => page.getByRole("button", { name: "Dalej", exact: true }).click();
const saved = (page: Page) => expect(page.locator("[data-save-state]")).toHaveAttribute("data-save-state", "saved");

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test("the interview: invalid answers corrected, left and resumed after a reload, summary, finish, and the advisor's summary of the user's figures", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Iga", "Wywiadowa");
  await signInAs(page, account.email, account.password);
  await page.goto("/interview");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wywiad o Twojej firmie");
  await expect(page.getByText("Krok 1 z 8")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Step 1: nothing answered — both questions are named, and the error summary takes the focus.
  await next(page);
  const errors = page.locator('[data-slot="error-summary"]');
  await expect(errors).toBeFocused();
  await expect(errors.getByRole("link")).toHaveCount(2);
  await expect(errors.getByRole("link", { name: /^Na jakim etapie .*: Odpowiedz na to pytanie\.$/ })).toBeVisible();
  await expect(question(page, "stage")).toContainText("Odpowiedz na to pytanie.");
  await page.getByRole("radio", { name: "Właśnie zakładam firmę" }).check();
  const activity = page.getByLabel("Czym będzie się zajmować Twoja firma?");
  await activity.fill("IT");
  await activity.blur();
  await expect(question(page, "activity")).toContainText("Napisz trochę więcej (co najmniej 3 znaki).");
  await expect(activity).toHaveAttribute("aria-invalid", "true");
  await activity.fill("Programowanie aplikacji mobilnych dla firm");
  await activity.blur();
  await expect(question(page, "activity")).not.toContainText("Napisz trochę więcej");
  await saved(page);
  await next(page);

  // Step 2: choices, one of several options.
  await expect(page.getByText("Krok 2 z 8")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
  await page.getByRole("radio", { name: "Firmy (B2B)" }).check();
  await page.getByRole("checkbox", { name: "Usługi" }).check();
  await page.getByRole("checkbox", { name: "Sklep lub strona internetowa" }).check();
  await saved(page);
  await next(page);

  // Step 3: an amount that is not a number is refused and kept as typed; then corrected, with unit and period.
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Pieniądze");
  const revenue = question(page, "monthlyRevenue").getByLabel("Kwota");
  await revenue.fill("dużo");
  await revenue.blur();
  await expect(question(page, "monthlyRevenue")).toContainText("Wpisz liczbę, np. 12 000.");
  await expect(revenue).toHaveValue("dużo");
  await revenue.fill("15");
  await question(page, "monthlyRevenue").getByLabel("Jednostka").selectOption({ label: "tys. zł" });
  await expect(question(page, "monthlyRevenue")).not.toContainText("Wpisz liczbę");
  const costs = question(page, "monthlyCosts").getByLabel("Kwota");
  await costs.fill("24 000");
  await question(page, "monthlyCosts").getByLabel("Okres").selectOption({ label: "rocznie" });
  await saved(page);
  await next(page);
  await expect(page.getByText("Krok 4 z 8")).toBeVisible();

  // Leave in the middle; everything given so far is kept, and the interview resumes where it stopped.
  await page.getByRole("button", { name: "Dokończę później" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Zapisaliśmy Twoje odpowiedzi.")).toBeVisible();
  await page.goto("/interview");
  await page.reload();
  await expect(page.getByText("Krok 4 z 8")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Ludzie");
  await page.getByRole("button", { name: "Wstecz" }).click();
  await expect(question(page, "monthlyRevenue").getByLabel("Kwota")).toHaveValue("15");
  await expect(question(page, "monthlyRevenue").getByLabel("Jednostka")).toHaveValue("kPLN");
  await expect(question(page, "monthlyCosts").getByLabel("Okres")).toHaveValue("year");
  await next(page);

  // Step 4: a conditional question follows the number of founders.
  const founders = page.getByLabel("Ile osób zakłada firmę (łącznie z Tobą)?");
  await founders.fill("0");
  await founders.blur();
  await expect(question(page, "founders")).toContainText("Wartość jest za mała (najmniej 1).");
  await founders.fill("2");
  await founders.blur();
  await expect(question(page, "partnerForm")).toBeVisible();
  await expect(question(page, "soloForm")).toHaveCount(0);
  await founders.fill("1");
  await founders.blur();
  await expect(question(page, "partnerForm")).toHaveCount(0);
  await page.getByRole("radio", { name: "Jednoosobowa działalność (JDG)" }).check();
  const employees = page.getByLabel("Ilu pracowników planujesz zatrudnić w pierwszym roku?", { exact: true });
  await employees.fill("0");
  await employees.blur();
  await question(page, "formerEmployerClient").getByRole("radio", { name: "Nie" }).check();
  await saved(page);
  await next(page);

  // Steps 5–7.
  await question(page, "businessInLast60Months").getByRole("radio", { name: "Nie" }).check();
  await question(page, "otherEmployment").getByRole("radio", { name: "Nie" }).check();
  await next(page);
  await page.getByRole("radio", { name: "Zwolnienie z VAT" }).check();
  await next(page);
  await question(page, "fundingNeeds").getByRole("radio", { name: "Nie" }).check();
  await saved(page);
  await page.getByRole("button", { name: "Do podsumowania" }).click();

  // The summary, with a change made from it.
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Podsumowanie");
  await expect(page.locator('[data-summary="monthlyRevenue"]')).toContainText(/15\s000\szł miesięcznie/);
  await expect(page.locator('[data-summary="monthlyCosts"]')).toContainText(/24\s000\szł rocznie/);
  await expect(page.locator('[data-summary="soloForm"]')).toContainText("Jednoosobowa działalność (JDG)");
  await page
    .getByRole("link", { name: "Zmień odpowiedź: Ilu pracowników planujesz zatrudnić w pierwszym roku?" })
    .click();
  await expect(employees).toBeFocused();
  await employees.fill("2");
  await page.getByRole("button", { name: "Wróć do podsumowania" }).click();
  await expect(page.locator('[data-summary="employees"]')).toContainText("2");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await hasHorizontalOverflow(page)).toBe(false);

  // Finish: the conversation opens with the advisor's summary naming the user's figures.
  await page.getByRole("button", { name: "Zakończ i przejdź do rozmowy" }).click();
  await expect(page).toHaveURL(/\/rozmowa$/);
  const opening = page.locator('li[data-role="assistant"]').first();
  await expect(opening).toContainText("Dziękuję za wypełnienie wywiadu!");
  await expect(opening).toContainText(/przychód 15\s000\szł miesięcznie/);
  await expect(opening).toContainText(/koszty 2000\szł miesięcznie/);
  await expect(opening).toContainText("2 pracowników");
  await expect(opening).toContainText(/Przy przychodzie 180\s000\szł i kosztach 24\s000\szł rocznie/);
  await expect(opening).toContainText("ulga na start");

  // The finished interview stays readable and editable.
  await page.goto("/interview");
  await expect(page.getByText("Ten wywiad jest zakończony.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Podsumowanie");
});

test("the interview on a phone: one column, no horizontal scrolling", async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Ola", "Mobilna");
  await signInAs(page, account.email, account.password);
  await page.goto("/interview?step=3");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Pieniądze");
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * After a validation error, correcting a typed answer and pressing "Dalej"
 * straight away (no click elsewhere first) must move on with that one press. The field's blur
 * used to redraw the errors between the press and the release, the button moved away from the
 * pointer, and the press did nothing.
 */
test("after a validation error, one press of Dalej moves on once the answers are corrected", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Ewa", "Jednoklikowa");
  await signInAs(page, account.email, account.password);
  await page.goto("/interview");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  const dalej = page.getByRole("button", { name: "Dalej", exact: true });

  // A too-short answer typed and Dalej pressed at once: the press itself shows the errors.
  await page.getByRole("radio", { name: "Właśnie zakładam firmę" }).check();
  const activity = page.getByLabel("Czym będzie się zajmować Twoja firma?");
  await activity.fill("IT");
  await dalej.click();
  const errors = page.locator('[data-slot="error-summary"]');
  await expect(errors).toBeFocused();
  await expect(errors.getByRole("link")).toHaveCount(1);
  await expect(question(page, "activity")).toContainText("Napisz trochę więcej (co najmniej 3 znaki).");

  // Corrected in the field, then one press, with the focus still in the field.
  await activity.fill("Sklep internetowy z ceramiką");
  await expect(activity).toBeFocused();
  await dalej.click();
  await expect(page.getByText("Krok 2 z 8")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toBeFocused();

  // The same on a step whose typed answer reveals a required question: one press names it.
  await page.goto("/interview?step=4");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Ludzie");
  const founders = page.getByLabel("Ile osób zakłada firmę (łącznie z Tobą)?");
  await founders.fill("2");
  await dalej.click();
  await expect(page.locator('[data-slot="error-summary"]')).toBeFocused();
  await expect(question(page, "partnerForm")).toContainText("Odpowiedz na to pytanie.");
  await expect(page.getByText("Krok 4 z 8")).toBeVisible();
});

test("an optional question is marked once, in each language", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Olek", "Opcjonalny");
  await signInAs(page, account.email, account.password);
  await page.goto("/interview?step=2");
  const channels = question(page, "channels").locator("legend");
  await expect(channels).toHaveText("Gdzie będziesz sprzedawać? (opcjonalnie)");
  await context.addCookies([{ name: "locale", value: "en", url: baseURL! }]);
  await page.goto("/interview?step=1");
  await expect(question(page, "startDate").locator("label").first()).toHaveText(/\(optional\)$/);
  await expect(question(page, "startDate").locator("label").first()).not.toHaveText(/optional.*optional/);
  await page.goto("/interview?step=2");
  await expect(channels).toHaveText("Where will you sell? (optional)");
});
