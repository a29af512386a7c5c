import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { consentGiven, freshAccount, outboxMail } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

/** The newest link of a kind mailed to an address, read from the outbox page. */
async function mailedLink(page: Page, to: string, kind: string): Promise<string> {
  const text = await (await outboxMail(page, kind, to)).locator("pre").textContent();
  const link = /https?:\/\/\S+/.exec(text ?? "")?.[0];
  if (!link) throw new Error(`no ${kind} link for ${to}`);
  return new URL(link).pathname + new URL(link).search;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/zaloguj");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

test("password help: a mailed one-hour link sets a new password, once", async ({ page }) => {
  const { email } = await freshAccount(page, "Aleksandra", "Wójcik");
  await page.goto("/pomoc/haslo");
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByRole("status")).toContainText("Jeśli podany adres należy do konta");

  const link = await mailedLink(page, email, "resetPassword");
  await page.goto(link);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByLabel("Nowe hasło", { exact: true }).fill("nowe haslo");
  await expect(page.locator("li[data-ok=false]")).toHaveText([
    /bez spacji/,
    /wielka litera/,
    /cyfra/,
    /znak specjalny/,
  ]);
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Nowe#Haslo2026");
  await expect(page.locator("li[data-ok=false]")).toHaveCount(0);
  await page.getByLabel("Powtórz nowe hasło").fill("Nowe#Haslo2027");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(page.getByText("Hasła nie są takie same.", { exact: true })).toBeVisible();
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Nowe#Haslo2026");
  await page.getByLabel("Powtórz nowe hasło").fill("Nowe#Haslo2026");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(page.getByRole("status")).toContainText("Hasło zostało zmienione");

  // The link works once.
  await page.goto(link);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Inne#Haslo2026");
  await page.getByLabel("Powtórz nowe hasło").fill("Inne#Haslo2026");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(page.getByRole("alert")).toHaveText("Link do zmiany hasła jest nieprawidłowy lub wygasł.");

  await signIn(page, email, "Nowe#Haslo2026");
  await expect(page.getByRole("button", { name: /Aleksandra Wójcik/ })).toBeVisible();
});

test("password help answers the same for an address without an account", async ({ page }) => {
  await page.goto("/pomoc/haslo");
  await page.getByLabel("Adres e-mail").fill("nie-ma-takiego@example.pl");
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByRole("status")).toContainText("Jeśli podany adres należy do konta");
});

test("change password: the old one is checked, then only the new one works", async ({ page }) => {
  const { email, password } = await freshAccount(page, "Piotr", "Zieliński");
  await page.goto("/konto/haslo");
  await expect(page.getByRole("link", { name: "Nie pamiętam hasła" })).toBeVisible();
  await signIn(page, email, password);
  await expect(page.getByRole("button", { name: /Piotr Zieliński/ })).toBeVisible();
  await page.goto("/konto/haslo");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByLabel("Obecne hasło").fill("Zle#Haslo2026");
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Piotra#Haslo2026");
  await page.getByLabel("Powtórz nowe hasło").fill("Piotra#Haslo2026");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByText("Nieprawidłowy login lub hasło.", { exact: true })).toBeVisible();
  await page.getByLabel("Obecne hasło").fill(password);
  await page.getByLabel("Nowe hasło", { exact: true }).fill("Piotra#Haslo2026");
  await page.getByLabel("Powtórz nowe hasło").fill("Piotra#Haslo2026");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByRole("status")).toContainText("Hasło zostało zmienione");
  // Still signed in here; a fresh sign-in needs the new password.
  await page.getByRole("button", { name: /Piotr Zieliński/ }).click();
  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL("/zaloguj");
  await signIn(page, email, password);
  await expect(page.getByRole("alert")).toHaveText("Nieprawidłowy login lub hasło.");
  await signIn(page, email, "Piotra#Haslo2026");
  await expect(page.getByRole("button", { name: /Piotr Zieliński/ })).toBeVisible();
});
