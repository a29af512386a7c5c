import { expect, test } from "./fixtures.ts";
import AxeBuilder from "@axe-core/playwright";
import { consentGiven, hasHorizontalOverflow, outboxMail, signInAs } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

test("a guest asks for help, corrects the form, and staff read the request", async ({ page }) => {
  await page.goto("/pomoc/dostep");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByLabel("Imię i nazwisko").fill("Halina Prosta");
  await page.getByLabel("Adres e-mail").fill("halina@example");
  await page.getByLabel("Temat").selectOption({ label: "Aktywacja konta" });
  await page.getByLabel("Wiadomość").fill("Krótko");
  await page.getByRole("button", { name: "Wyślij prośbę" }).click();
  await expect(page.getByText("Wpisz poprawny adres e-mail.", { exact: true })).toBeVisible();
  await expect(page.getByText("Ten tekst jest za krótki.", { exact: true })).toBeVisible();
  const summary = page.getByRole("heading", { name: "Popraw błędy w formularzu" }).locator("..");
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: "Adres e-mail: Wpisz poprawny adres e-mail." }).click();
  await expect(page.getByLabel("Adres e-mail")).toBeFocused();
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Halina Prosta");
  await page.getByLabel("Adres e-mail").fill("halina@example.pl");
  await page.getByLabel("Wiadomość").fill("Nie dostałam linku aktywacyjnego po rejestracji.");
  await page.getByRole("button", { name: "Wyślij prośbę" }).click();
  await expect(page.getByRole("status")).toContainText("odpowiemy na adres halina@example.pl");

  await signInAs(page, "staff@przewodnik.pl");
  await page.goto("/portal/help-requests");
  const item = page.getByRole("row").filter({ hasText: "halina@example.pl" });
  await expect(item.getByRole("link")).toContainText("Aktywacja konta");
  await expect(item).toContainText("Nie dostałam linku aktywacyjnego po rejestracji.");
});

test("the list of help requests is for staff only", async ({ page }) => {
  await page.goto("/");
  await signInAs(page, "jan@demo.przewodnik.pl");
  const res = await page.goto("/portal/help-requests");
  expect(res?.status()).toBe(403);
});

/**
 * A help request can be answered and closed. Staff take it, a reply that is
 * empty is refused with the text kept, a reply is mailed to the requester (the outbox), the
 * request is closed, leaves the open list, and its history shows every step.
 */
test("staff take a help request, reply by mail, close it, and see its history", async ({ page }) => {
  const email = `pomoc-${Date.now()}${Math.floor(Math.random() * 1000)}@example.pl`;
  const created = await page.request.post("/api", {
    data: {
      query: "mutation($input: HelpRequestInput!) { createHelpRequest(input: $input) }",
      variables: {
        input: { name: "Tola Pytająca", email, topic: "password", message: "Link do zmiany hasła wygasł, co teraz?" },
      },
    },
  });
  expect((await created.json()).data.createHelpRequest).toBe(true);

  await signInAs(page, "staff@przewodnik.pl");
  await page.goto("/portal/help-requests");
  const item = page.getByRole("row").filter({ hasText: email });
  await expect(item).toContainText("nowa");
  await item.getByRole("link", { name: /^Hasło\s*: Tola Pytająca$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hasło");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  const status = page.locator("main h1 + [data-status]");
  await expect(status).toHaveText("nowa");

  await page.getByRole("button", { name: "Przejmij" }).click();
  await expect(status).toHaveText("w toku");
  await expect(page.getByRole("status")).toHaveText("Zapisano zmianę.");

  const reply = page.getByLabel("Treść odpowiedzi");
  await page.getByRole("button", { name: "Wyślij odpowiedź" }).click();
  await expect(reply).toHaveAttribute("aria-invalid", "true");
  // The error summary at the top of the form takes the focus; its link leads to the field.
  const summary = page.locator('[data-slot="error-summary"]');
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: "Treść odpowiedzi: To pole jest wymagane." }).click();
  await expect(reply).toBeFocused();
  await expect(page.getByText("To pole jest wymagane.", { exact: true })).toBeVisible();
  await reply.fill("Dzień dobry,\nproszę poprosić o nowy link na stronie „Nie pamiętam hasła”.");
  await page.getByRole("button", { name: "Wyślij odpowiedź" }).click();
  await expect(page.getByRole("status")).toHaveText(`Odpowiedź została wysłana na adres ${email}.`);
  await expect(status).toHaveText("z odpowiedzią");
  await expect(reply).toHaveValue("");
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(violations.map((v) => v.id)).toEqual([]);

  await page.getByRole("button", { name: "Zamknij", exact: true }).click();
  await expect(status).toHaveText("zamknięta");
  await expect(page.getByText("Aby odpowiedzieć na zamkniętą prośbę, najpierw otwórz ją ponownie.")).toBeVisible();
  const history = page.locator("#help-request-history + ol > li");
  await expect(history.nth(0)).toContainText("Przejęcie: nowa → w toku");
  await expect(history.nth(1)).toContainText("Odpowiedź: w toku → z odpowiedzią");
  await expect(history.nth(1)).toContainText("proszę poprosić o nowy link");
  await expect(history.nth(2)).toContainText("Zamknięcie: z odpowiedzią → zamknięta");

  // On a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: "Wróć do listy próśb" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await page.getByRole("link", { name: "Zamknięte" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("zamknięta");

  const mail = await outboxMail(page, "helpReply", email);
  await expect(mail).toContainText("Odpowiedź na Twoją prośbę o pomoc: Hasło");
  await expect(mail).toContainText("proszę poprosić o nowy link");
  await expect(mail).toContainText("Link do zmiany hasła wygasł, co teraz?");
});

test("a help request's page is for staff only", async ({ page }) => {
  await page.goto("/");
  await signInAs(page, "jan@demo.przewodnik.pl");
  const res = await page.goto("/portal/help-requests/00000000-0000-4000-8000-000000000000");
  expect(res?.status()).toBe(403);
});
