import { expect, test } from "./fixtures.ts";
import { consentGiven, signInAs } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

test("a guest asks for help, corrects the form, and staff read the request", async ({ page }) => {
  await page.goto("/pomoc/dostep");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByLabel("Imię i nazwisko").fill("Halina Prosta");
  await page.getByLabel("Adres e-mail").fill("halina@example");
  await page.getByLabel("Temat").selectOption({ label: "Aktywacja konta" });
  await page.getByLabel("Wiadomość").fill("Krótko");
  await page.getByRole("button", { name: "Wyślij prośbę" }).click();
  await expect(page.getByText("Wpisz poprawny adres e-mail.")).toBeVisible();
  await expect(page.getByText("Ten tekst jest za krótki.")).toBeVisible();
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Halina Prosta");
  await page.getByLabel("Adres e-mail").fill("halina@example.pl");
  await page.getByLabel("Wiadomość").fill("Nie dostałam linku aktywacyjnego po rejestracji.");
  await page.getByRole("button", { name: "Wyślij prośbę" }).click();
  await expect(page.getByRole("status")).toContainText("odpowiemy na adres halina@example.pl");

  await signInAs(page, "staff@przewodnik.pl");
  await page.goto("/portal/help-requests");
  const item = page.getByRole("listitem").filter({ hasText: "halina@example.pl" });
  await expect(item.getByRole("heading")).toHaveText("Aktywacja konta");
  await expect(item).toContainText("Nie dostałam linku aktywacyjnego po rejestracji.");
});

test("the list of help requests is for staff only", async ({ page }) => {
  await page.goto("/");
  await signInAs(page, "jan@demo.przewodnik.pl");
  const res = await page.goto("/portal/help-requests");
  expect(res?.status()).toBe(403);
});
