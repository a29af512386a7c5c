import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { hydrated } from "./member-support.ts";
import { chatMessages, companyConfirmedByStaff, consentGiven, freshAccount, signInAs } from "./support.ts";

test.describe.configure({ timeout: 120_000 });

/**
 * After a failed submit in the browser, the error summary at the top of the form takes the focus
 * and its first link moves the focus to the field it names (the field's id is the link's target).
 */
async function summaryLeadsToField(page: Page, where: string) {
  const summary = page.locator('[data-slot="error-summary"]');
  await expect(summary, where).toBeFocused();
  await expect(summary.getByRole("heading", { level: 2 }), where).toBeVisible();
  const link = summary.getByRole("link").first();
  const target = (await link.getAttribute("href"))!.slice(1);
  await link.click();
  expect(await page.evaluate(() => document.activeElement?.id), `${where}: the summary's link focuses its field`).toBe(
    target,
  );
  return summary;
}

/** A form's own submit button (the form's id is the one the summary's links start with). */
const submitOf = (page: Page, formId: string) => page.locator(`form#${formId} button[type="submit"]`);

test("every form of a guest: a refused submit puts the focus on the error summary, which leads to the field", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  for (const [path, formId] of [
    ["/zaloguj", "sign-in"],
    ["/pomoc/haslo", "email-request"],
    ["/potwierdz", "email-request"],
    ["/pomoc/dostep", "help"],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await submitOf(page, formId).click();
    await summaryLeadsToField(page, path);
  }

  // A refusal by the server (a wrong password) also lands on the summary, which says why.
  await page.goto("/zaloguj");
  await hydrated(page);
  await page.getByLabel("Adres e-mail").fill(`nikt-${Date.now()}@example.pl`);
  await page.getByLabel("Hasło", { exact: true }).fill("Zle#haslo2026");
  await submitOf(page, "sign-in").click();
  const refused = page.locator('[data-slot="error-summary"]');
  await expect(refused).toBeFocused();
  await expect(refused).toContainText("Nieprawidłowy login lub hasło.");

  // The sign-up: its first step (the company) empty, then the register import without a NIP and with a taken one.
  await page.goto("/wyprobuj");
  await hydrated(page);
  await page.getByRole("button", { name: "Dalej" }).click();
  const summary = await summaryLeadsToField(page, "/wyprobuj");
  await expect(page.getByLabel("NIP")).toBeFocused();
  await expect(summary.getByRole("link")).toHaveCount(5);

  await page.goto("/wyprobuj");
  await hydrated(page);
  await page.getByRole("button", { name: "Pobierz dane" }).click();
  const empty = await summaryLeadsToField(page, "/wyprobuj, import without a NIP");
  await expect(empty.getByRole("link")).toHaveText(["NIP: To pole jest wymagane."]);
  await expect(page.getByText("W rejestrze nie ma firmy o tym NIP")).toHaveCount(0);

  await page.getByLabel("NIP").fill("9876543210");
  await page.getByRole("button", { name: "Pobierz dane" }).click();
  await expect(page.getByText("Ten NIP jest już zarejestrowany.").first()).toBeVisible();
  await expect(page.getByLabel("NIP")).toHaveAttribute("aria-invalid", "true");
});

test("every form of a company admin: a refused submit puts the focus on the error summary, which leads to the field", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const admin = await freshAccount(page, "Ula", "Formularzowa");
  await signInAs(page, admin.email, admin.password);
  await companyConfirmedByStaff(page, admin);

  await page.goto("/konto/haslo");
  await hydrated(page);
  await submitOf(page, "change-password").click();
  await summaryLeadsToField(page, "/konto/haslo");

  await page.goto("/profile");
  await hydrated(page);
  await page.locator("#profile-name-name").fill("");
  await submitOf(page, "profile-name").click();
  const name = await summaryLeadsToField(page, "/profile");
  await expect(name.getByRole("link")).toHaveText(["Imię: To pole jest wymagane."]);

  await page.goto("/company/employees");
  await hydrated(page);
  await submitOf(page, "add-employee").click();
  await summaryLeadsToField(page, "/company/employees");
});

// The form's own check in the browser reads the form by its id: a heading sharing that id once
// made every filled-in address field read as empty, so nothing could be saved with JavaScript on.
test("a company admin saves the company's details in the browser, and a wrong postal code is the one error", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const admin = await freshAccount(page, "Iza", "Adresowa");
  await signInAs(page, admin.email, admin.password);
  await companyConfirmedByStaff(page, admin);

  await page.goto("/company/info");
  await hydrated(page);
  const postalCode = page.locator("#company-details-postalCode");
  await postalCode.fill("00950");
  await submitOf(page, "company-details").click();
  const summary = await summaryLeadsToField(page, "/company/info");
  await expect(summary.getByRole("link")).toHaveCount(1);
  await expect(postalCode).toBeFocused();

  await postalCode.fill("00-951");
  await submitOf(page, "company-details").click();
  await expect(page.getByText("Dane firmy zostały zapisane.")).toBeVisible();
  await page.reload();
  await expect(postalCode).toHaveValue("00-951");
});

test("a company awaiting verification: the chat answers, every reply can be copied, and the guide's state is in view at once", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Nina", "Czekająca");
  await signInAs(page, account.email, account.password);
  await page.goto("/rozmowa");
  const { thread } = await (await page.request.get("/new-api/thread/latest-thread")).json();
  for (const content of [
    "Sklep internetowy z ceramiką",
    "około 15 tys. zł miesięcznie",
    "koszty to 2 tys. zł miesięcznie",
    "Ile wynosi preferencyjny ZUS w 2026?",
    "Jak założyć JDG przez internet?",
    "Jakie są stawki VAT w Polsce?",
  ]) {
    const sent = await page.request.post("/new-api/thread/send-message", {
      data: { threadId: thread.threadId, content },
      headers: { accept: "application/json" },
    });
    expect(sent.status(), content).toBe(200);
  }
  const note = page.getByText(/Przewodnik będzie można zamówić, gdy plan firmy go obejmie/);
  const replies = chatMessages(page).locator('li[data-role="assistant"][data-status="complete"]');
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/rozmowa");
    await hydrated(page);
    await expect(chatMessages(page).locator('li[data-role="user"]')).toHaveCount(6);
    // The guide's state: the request, refused by the plan, and why, without scrolling.
    await expect(page.getByRole("button", { name: "Zamów przewodnik" }), `${width}`).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Zamów przewodnik" })).toBeDisabled();
    await expect(note, `${width}`).toBeInViewport();
    await expect(page.getByLabel("Twoja wiadomość"), `${width}`).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("main")).not.toContainText(/doradc\w*[^.]*zablokowan/);
    // Copy on each of the advisor's replies; regenerate on the newest one only.
    const count = await replies.count();
    expect(count).toBeGreaterThanOrEqual(7);
    await expect(chatMessages(page).getByRole("button", { name: "Kopiuj odpowiedź doradcy" })).toHaveCount(count);
    for (let i = 0; i < count; i++)
      await expect(replies.nth(i).getByRole("button", { name: "Kopiuj odpowiedź doradcy" })).toHaveCount(1);
    await expect(chatMessages(page).getByRole("button", { name: "Wygeneruj ponownie ostatnią odpowiedź" })).toHaveCount(
      1,
    );
    await expect(replies.last().getByRole("button", { name: "Wygeneruj ponownie ostatnią odpowiedź" })).toHaveCount(1);
  }
});
