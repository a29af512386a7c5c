import { expect, test } from "./fixtures.ts";
import { consentGiven, outboxMail } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

test("sign up with the register import → confirmation mail → confirm → first sign-in → change password → sign out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const hydrated = () => page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.goto("/wyprobuj");
  await hydrated();

  // Import with no NIP asks for one; a NIP too short, then one with a wrong check digit, are
  // each told what is wrong; then the register fills in the company.
  await page.getByRole("button", { name: "Pobierz dane z rejestru" }).click();
  await expect(page.getByText("To pole jest wymagane.", { exact: true })).toBeVisible();
  await page.getByLabel("NIP").fill("526018159");
  await page.getByRole("button", { name: "Pobierz dane z rejestru" }).click();
  await expect(
    page.getByText("NIP musi mieć dokładnie 10 cyfr (spacje, myślniki i przedrostek PL są dozwolone).", {
      exact: true,
    }),
  ).toBeVisible();
  await page.getByLabel("NIP").fill("5260181597");
  await page.getByRole("button", { name: "Załóż konto próbne" }).click();
  await expect(
    page.getByText("Ten NIP ma błędną cyfrę kontrolną. Sprawdź, czy żadna cyfra nie jest pomylona ani przestawiona.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByLabel("NIP")).toHaveAccessibleDescription(/błędną cyfrę kontrolną/);
  await expect(page.getByText("Ta zgoda jest wymagana.").first()).toBeVisible();
  await page.getByLabel("NIP").fill("526-018-15-96");
  await page.getByRole("button", { name: "Pobierz dane z rejestru" }).click();
  await expect(page.getByText("Dane firmy pobrano z rejestru")).toBeVisible();
  await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Piekarnia Pod Kłosem Anna Mazur");
  await expect(page.getByLabel("Kod pocztowy")).toHaveValue("30-001");

  await page.getByLabel("Imię").fill("Anna");
  await page.getByLabel("Nazwisko").fill("Mazur");
  await page.getByLabel("Adres e-mail").fill("anna.mazur@example.pl");
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Kłosy#Zboże2026");
  await page.getByLabel("Powtórz nowe hasło").fill("Kłosy#Zboże2026");
  await page.getByLabel("Akceptuję regulamin serwisu (wymagane)").check();
  await page.getByLabel(/zapoznanie się z polityką prywatności/).check();
  await page.getByRole("button", { name: "Załóż konto próbne" }).click();
  await expect(page.getByRole("status")).toContainText("wysłaliśmy link aktywacyjny");

  // Not active yet.
  await page.goto("/zaloguj");
  await hydrated();
  await page.getByLabel("Adres e-mail").fill("anna.mazur@example.pl");
  await page.getByLabel("Hasło").fill("Kłosy#Zboże2026");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Konto nie jest aktywne: nie zostało jeszcze aktywowane albo administrator firmy je wyłączył.",
  );

  // The mail from the outbox.
  const mail = await outboxMail(page, "confirmAccount", "anna.mazur@example.pl");
  await expect(mail.locator("h2")).toHaveText("Potwierdź konto w Przewodniku");
  const link = /https?:\/\/\S+/.exec((await mail.locator("pre").textContent()) ?? "")![0];
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: "Aktywuj konto" }).click();
  await expect(page.getByRole("status")).toHaveText("Konto jest aktywne. Możesz się zalogować.");

  // First sign-in leads to onboarding.
  await page.getByRole("link", { name: "Zaloguj się" }).last().click();
  await hydrated();
  await page.getByLabel("Adres e-mail").fill("anna.mazur@example.pl");
  await page.getByLabel("Hasło").fill("Kłosy#Zboże2026");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL("/start");

  await page.goto("/konto/haslo");
  await hydrated();
  await page.getByLabel("Obecne hasło").fill("Kłosy#Zboże2026");
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Nowe#Kłosy2026");
  await page.getByLabel("Powtórz nowe hasło").fill("Nowe#Kłosy2026");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByRole("status")).toContainText("Hasło zostało zmienione");

  await page.getByRole("button", { name: /Anna Mazur/ }).click();
  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL("/zaloguj");
});

test("a taken NIP is refused with a clear message and the form keeps what was typed", async ({ page }) => {
  await page.goto("/wyprobuj");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByLabel("NIP").fill("9876543210");
  await page.getByLabel("Nazwa firmy").fill("Kopia Demo");
  await page.getByLabel("Ulica i numer").fill("ul. Inna 2");
  await page.getByLabel("Kod pocztowy").fill("00-002");
  await page.getByLabel("Miejscowość").fill("Warszawa");
  await page.getByLabel("Imię").fill("Marek");
  await page.getByLabel("Nazwisko").fill("Nowy");
  await page.getByLabel("Adres e-mail").fill("marek@example.pl");
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Marek#Haslo2026");
  await page.getByLabel("Powtórz nowe hasło").fill("Marek#Haslo2026");
  await page.getByLabel("Akceptuję regulamin serwisu (wymagane)").check();
  await page.getByLabel(/zapoznanie się z polityką prywatności/).check();
  await page.getByRole("button", { name: "Załóż konto próbne" }).click();
  await expect(page.getByText("Ten NIP jest już zarejestrowany.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Kopia Demo");
  await expect(page.getByLabel("Adres e-mail")).toHaveValue("marek@example.pl");
});
