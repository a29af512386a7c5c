import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { E2E_STAFF } from "./staff-accounts.ts";
import { companyConfirmedByStaff, consentGiven, freshAccount, outboxMail, signedOut, signInAs } from "./support.ts";

/** Signs in through the page's form (the journeys show what a user sees). */
async function signInWithForm(page: Page, email: string, password = "Przewodnik#2026") {
  await page.goto("/zaloguj");
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

test.describe("a company's status", () => {
  // Staff in a browser of their own, signed in as this journey's own account.
  test.use({ staffAccount: E2E_STAFF.companyStatus });
  const staffName = `${E2E_STAFF.companyStatus.name} ${E2E_STAFF.companyStatus.surname}`;

  test("staff verifies a new company, its admin can then add employees; staff suspends it and its users are refused", async ({
    page,
    context,
    baseURL,
    staffPage: staff,
  }) => {
    await consentGiven(context, baseURL!);
    const admin = await freshAccount(page, "Beata", "Nowicka");

    // Before verification: signed in, told the company waits, adding employees is locked.
    await signInWithForm(page, admin.email, admin.password);
    await expect(page.getByRole("button", { name: /Beata Nowicka/ })).toBeVisible();
    await page.goto("/company/employees");
    await expect(page.getByText("Twoja firma czeka na weryfikację")).toBeVisible();
    await expect(page.getByText("Dodawanie pracowników będzie dostępne")).toBeVisible();
    await expect(page.getByRole("button", { name: "Wyślij zaproszenie" })).toHaveCount(0);
    await signedOut(page, context, baseURL!);

    // Staff find the company (a phrase of at least 3 characters) and confirm it.
    await staff.goto("/");
    await staff.getByRole("button", { name: new RegExp(staffName) }).click();
    await staff.getByRole("navigation", { name: "Menu użytkownika" }).getByRole("link", { name: "Firmy" }).click();
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Firmy w portalu");
    const search = staff.getByRole("searchbox", { name: "Szukaj" });
    await search.fill("Fi");
    await staff.getByRole("button", { name: "Szukaj" }).click();
    await expect(staff.getByRole("alert")).toHaveText("Wpisz co najmniej 3 znaki.");
    await expect(search).toHaveValue("Fi");
    await search.fill(admin.companyName);
    await staff.getByLabel("Status").selectOption({ label: "niezweryfikowana" });
    await staff.getByRole("button", { name: "Szukaj" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "Znaleziono" })).toHaveText("Znaleziono 1 firmę");
    await staff.getByRole("link", { name: admin.companyName }).click();
    await expect(staff.getByRole("heading", { level: 1 })).toHaveText(admin.companyName);
    await expect(staff.getByText("Brak subskrypcji")).toBeVisible();

    await staff.getByRole("button", { name: "Potwierdź weryfikację" }).click();
    const dialog = staff.getByRole("dialog", { name: "Potwierdź weryfikację" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Powód (opcjonalnie)").fill("Dane zgodne z rejestrem");
    await dialog.getByRole("button", { name: "Potwierdź weryfikację" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "Status został zmieniony" })).toBeVisible();
    await expect(staff.locator("h1 + [data-status]")).toHaveText("zweryfikowana");
    await expect(staff.getByText("Okres próbny")).toBeVisible();
    await expect(staff.getByText("Powód: Dane zgodne z rejestrem")).toBeVisible();

    // The admin can now use the portal: the notice is gone and employees can be added.
    await signInWithForm(page, admin.email, admin.password);
    await expect(page.getByRole("button", { name: /Beata Nowicka/ })).toBeVisible();
    await page.goto("/company/employees");
    await expect(page.getByText("Twoja firma czeka na weryfikację")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Wyślij zaproszenie" })).toBeVisible();
    await signedOut(page, context, baseURL!);

    // Staff suspend the company; its admin's session ends and signing in is refused, translated.
    await staff.goto(`/portal/companies?q=${encodeURIComponent(admin.companyName)}`);
    await staff.getByRole("link", { name: admin.companyName }).click();
    await staff.getByRole("button", { name: "Zawieś", exact: true }).click();
    await staff.getByRole("dialog", { name: "Zawieś" }).getByRole("button", { name: "Zawieś" }).click();
    await expect(staff.locator("h1 + [data-status]")).toHaveText("zawieszona");
    await signInWithForm(page, admin.email, admin.password);
    await expect(page.getByRole("alert")).toHaveText("Firma jest zawieszona.");

    await context.addCookies([{ name: "locale", value: "en", url: baseURL! }]);
    await page.goto("/zaloguj");
    await page.getByLabel("E-mail address").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The company is suspended.");
  });
});

test("a company admin adds an employee, who sets a password from the invitation and signs in", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const email = `pracownik-${Date.now()}@example.pl`;
  // A company of its own, verified by staff (only a verified company's admin adds employees).
  const admin = await freshAccount(page, "Regina", "Zapraszająca");
  await signInAs(page, admin.email, admin.password);
  await companyConfirmedByStaff(page, admin);
  await signedOut(page, context, baseURL!);
  await signInWithForm(page, admin.email, admin.password);
  await expect(page.getByRole("button", { name: /Regina Zapraszająca/ })).toBeVisible();
  await page.getByRole("button", { name: /Regina Zapraszająca/ }).click();
  await page.getByRole("navigation", { name: "Menu użytkownika" }).getByRole("link", { name: "Pracownicy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pracownicy");

  // A refused form keeps what was typed.
  await page.getByLabel("Imię").fill("Karolina");
  await page.getByLabel("Nazwisko").fill("Lis");
  await page.getByLabel("Adres e-mail").fill("jan@demo.przewodnik.pl");
  await page.getByRole("button", { name: "Wyślij zaproszenie" }).click();
  await expect(page.getByText("Ten adres e-mail jest już zajęty.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Imię")).toHaveValue("Karolina");

  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByRole("button", { name: "Wyślij zaproszenie" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Wysłaliśmy zaproszenie" })).toContainText(email);
  const row = page.getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("nieaktywne");

  // The invitation from the outbox.
  const mail = await outboxMail(page, "employeeInvitation", email);
  await expect(mail.locator("h2")).toHaveText("Regina Zapraszająca zaprasza Cię do Przewodnika");
  const link = /https?:\/\/\S+/.exec((await mail.locator("pre").textContent()) ?? "")![0];

  await signedOut(page, context, baseURL!);
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ustaw swoje hasło");
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Lisica#Ruda2026");
  await page.getByLabel("Powtórz nowe hasło").fill("Lisica#Ruda2026");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Twoje konto jest aktywne. Zaloguj się adresem e-mail i nowym hasłem.",
  );
  await signInWithForm(page, email, "Lisica#Ruda2026");
  await expect(page.getByRole("button", { name: /Karolina Lis/ })).toBeVisible();
  await page.goto("/company/info");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(admin.companyName);
  // The plan in the user panel comes from the restrictions, cached in the browser for 2 hours.
  await page.getByRole("button", { name: /Karolina Lis/ }).click();
  await expect(page.getByTestId("plan-line")).toContainText("Plan ważny do");
  expect(await page.evaluate(() => localStorage.getItem("przewodnik.restrictions"))).toContain("advisor");

  // Members find verified companies by name (a phrase of at least 3 characters).
  await page.goto("/companies/find?q=De");
  await expect(page.getByRole("alert")).toHaveText("Wpisz co najmniej 3 znaki.");
  await page.getByRole("searchbox", { name: "Szukaj" }).fill(admin.companyName.toLowerCase());
  await page.getByRole("button", { name: "Szukaj" }).click();
  await expect(page.getByRole("row").filter({ hasText: admin.companyName })).toContainText(admin.tin);
});

/**
 * Staff see how many users each company has (the column showed 0 for every
 * company), and staff opening /company/info get an explanation and the way to the companies, not 500.
 */
test("staff see each company's users count, and /company/info explains that a staff account has no company", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const admin = await freshAccount(page, "Wiesław", "Policzalny");
  await signInAs(page, "staff@przewodnik.pl");
  await page.goto(`/portal/companies?q=${encodeURIComponent(admin.companyName)}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: admin.companyName }) });
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");
  await row.getByRole("link", { name: admin.companyName }).click();
  await expect(page.getByRole("heading", { name: "Użytkownicy (1)" })).toBeVisible();

  const res = await page.goto("/company/info");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moja firma");
  await expect(page.getByText("Konto zespołu portalu nie należy do żadnej firmy")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Firmy w portalu" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Firmy w portalu");
});
