import { expect, test } from "./fixtures.ts";
import { consentGiven, outboxMail } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

test("sign up in steps with the register import → finish later → resume link on another device → confirm → first sign-in → change password → sign out", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const hydrated = () => page.waitForFunction(() => "__reactRouterRouteModules" in window);
  const next = () => page.getByRole("button", { name: "Dalej" }).click();
  const progress = page.locator('li[aria-current="step"]');
  await page.goto("/wyprobuj");
  await hydrated();
  await expect(progress).toContainText("Firma");

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
  await next();
  await expect(
    page.getByText("Ten NIP ma błędną cyfrę kontrolną. Sprawdź, czy żadna cyfra nie jest pomylona ani przestawiona.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByLabel("NIP")).toHaveAccessibleDescription(/błędną cyfrę kontrolną/);
  await page.getByLabel("NIP").fill("526-018-15-96");
  await page.getByRole("button", { name: "Pobierz dane z rejestru" }).click();
  await expect(page.getByText("Dane firmy pobrano z rejestru")).toBeVisible();
  await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Piekarnia Pod Kłosem Anna Mazur");
  await expect(page.getByLabel("Kod pocztowy")).toHaveValue("30-001");
  // No "finish later" before the address is known.
  await expect(page.getByRole("button", { name: "Dokończ później" })).toHaveCount(0);
  await next();

  await expect(progress).toContainText("Twoje dane");
  await expect(page.getByText("Krok 2 z 6: Twoje dane")).toBeVisible();
  await page.getByLabel("Imię").fill("Anna");
  await page.getByLabel("Nazwisko").fill("Mazur");
  await page.getByLabel("Adres e-mail").fill("anna.mazur@example.pl");
  await next();
  await expect(page.getByText("Krok 3 z 6: Dokumenty")).toBeVisible();
  // Back keeps what was given; forward again.
  await page.getByRole("button", { name: "Wstecz" }).click();
  await expect(page.getByLabel("Adres e-mail")).toHaveValue("anna.mazur@example.pl");
  await next();
  await expect(page.getByText("Krok 3 z 6: Dokumenty")).toBeVisible();
  await expect(page.getByText("Rejestracja firmy", { exact: true })).toBeVisible();

  // Finish later: the link comes by mail.
  await page.getByRole("button", { name: "Dokończ później" }).click();
  await expect(page.getByRole("status")).toContainText("Wysłaliśmy link na adres anna.mazur@example.pl");
  const resumeMail = await outboxMail(page, "registrationResume", "anna.mazur@example.pl");
  await expect(resumeMail.locator("h2")).toHaveText("Dokończ rejestrację w Przewodniku");
  const resumeLink = /https?:\/\/\S+wznow=\S+/.exec((await resumeMail.locator("pre").textContent()) ?? "")![0];

  // Another device: a new browser context, without the first one's cookie.
  const other = await browser.newContext({ baseURL });
  await consentGiven(other, baseURL!);
  const device = await other.newPage();
  const path = new URL(resumeLink);
  await device.goto(`${path.pathname}${path.search}`);
  await device.waitForFunction(() => "__reactRouterRouteModules" in window);
  await device.getByRole("button", { name: "Kontynuuj rejestrację" }).click();
  await expect(device.getByText("Krok 3 z 6: Dokumenty")).toBeVisible();
  await device.getByRole("button", { name: "Dalej" }).click();
  await expect(device.getByText("Krok 4 z 6: Plan")).toBeVisible();
  await device.getByRole("button", { name: "Dalej" }).click();
  await expect(device.getByText("Krok 5 z 6: Hasło")).toBeVisible();
  await device.getByLabel("Nowe hasło", { exact: true }).fill("Kłosy#Zboże2026");
  await device.getByLabel("Powtórz nowe hasło").fill("Kłosy#Zboże2026");
  await device.getByRole("button", { name: "Dalej" }).click();
  await expect(device.getByText("Krok 6 z 6: Podsumowanie")).toBeVisible();
  await expect(device.getByText("Piekarnia Pod Kłosem Anna Mazur")).toBeVisible();
  await expect(device.getByText("anna.mazur@example.pl")).toBeVisible();
  await device.getByRole("button", { name: "Załóż konto próbne" }).click();
  await expect(device.getByText("Ta zgoda jest wymagana.").first()).toBeVisible();
  await device.getByLabel("Akceptuję regulamin serwisu (wymagane)").check();
  await device.getByLabel(/zapoznanie się z polityką prywatności/).check();
  await device.getByRole("button", { name: "Załóż konto próbne" }).click();
  await expect(device.getByRole("status")).toContainText("wysłaliśmy link aktywacyjny");
  // The link was spent when it was opened.
  await device.goto(`${path.pathname}${path.search}`);
  await device.getByRole("button", { name: "Kontynuuj rejestrację" }).click();
  await expect(device.getByRole("alert")).toContainText("Ta rejestracja wygasła albo została już dokończona");
  await expect(device.getByRole("button", { name: "Zacznij rejestrację od nowa" })).toBeVisible();
  await other.close();

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

test("a taken NIP is refused on the company step with a clear message, and the step keeps what was typed", async ({
  page,
}) => {
  await page.goto("/wyprobuj");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByLabel("NIP").fill("9876543210");
  await page.getByLabel("Nazwa firmy").fill("Kopia Demo");
  await page.getByLabel("Ulica i numer").fill("ul. Inna 2");
  await page.getByLabel("Kod pocztowy").fill("00-002");
  await page.getByLabel("Miejscowość").fill("Warszawa");
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(page.getByText("Ten NIP jest już zarejestrowany.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Kopia Demo");
  await expect(page.getByLabel("Miejscowość")).toHaveValue("Warszawa");
});
