import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { consentGiven, freshAccount } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

async function fillSignIn(page: Page, email: string, password: string) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

test("the guard's returnTo brings the user back after signing in", async ({ page }) => {
  await page.goto("/moje-przewodniki?page=2");
  await expect(page).toHaveURL("/zaloguj?returnTo=%2Fmoje-przewodniki%3Fpage%3D2");
  const { email, password } = await freshAccount(page, "Wiktor", "Powrotny");
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL("/moje-przewodniki?page=2");
  await expect(page.getByRole("button", { name: /Wiktor Powrotny/ })).toBeVisible();
});

test("a first sign-in leads to onboarding", async ({ page }) => {
  await page.goto("/zaloguj");
  // An account of its own: whether a demo account has signed in before depends on other tests.
  const { email, password } = await freshAccount(page, "Nowa", "Osoba");
  await page.goto("/zaloguj");
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL("/start");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jak zacząć");
});

test("a wrong password is refused with a translated message, keeping the e-mail", async ({ page }) => {
  // An account of its own: failures count toward a lockout of the address.
  const { email } = await freshAccount(page, "Jerzy", "Pomylony");
  await page.goto("/access/signin");
  await fillSignIn(page, email, "Zle#haslo1");
  await expect(page.getByRole("alert")).toHaveText("Nieprawidłowy login lub hasło.");
  await expect(page.getByLabel("Adres e-mail")).toHaveValue(email);
});

test("repeated failures lock the address, and the message says for how long", async ({ page }) => {
  // An address of this run's own: a lock from an earlier run would still be counting down.
  const email = `zablokowany-${Date.now()}@example.pl`;
  await page.goto("/zaloguj");
  for (let i = 0; i < 5; i++) {
    await fillSignIn(page, email, `Zle#haslo${i}`);
    await expect(page.getByRole("alert")).toHaveText("Nieprawidłowy login lub hasło.");
  }
  await fillSignIn(page, email, "Zle#haslo9");
  await expect(page.getByRole("alert")).toHaveText(
    "Zbyt wiele nieudanych prób logowania. Logowanie na to konto jest wstrzymane jeszcze przez 15 minut.",
  );
});
