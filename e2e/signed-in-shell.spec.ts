import { expect, test } from "./fixtures.ts";
import { consentGiven, signInAs } from "./support.ts";

test("a signed-in user sees the user panel, the coffee banner and the footer on desktop", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await signInAs(page, "anna@demo.przewodnik.pl");
  await page.goto("/faq");
  const coffee = page.getByRole("link", { name: /Postaw nam kawę/ });
  await expect(coffee).toHaveAttribute("target", "_blank");
  await expect(coffee).toHaveAttribute("rel", /noopener/);
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Przewodnik`);
  await page.getByRole("button", { name: /Anna Nowak/ }).click();
  const menu = page.getByRole("navigation", { name: "Menu użytkownika" });
  await expect(menu.getByRole("link")).toHaveText([
    "Rozmowa z doradcą",
    "Moje przewodniki",
    "Zmień hasło",
    "Moja firma",
    "Pracownicy",
    "Centrum pomocy",
  ]);
  await expect(menu.getByRole("button", { name: "Wyloguj się" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  // The entry of the current page is disabled.
  await page.goto("/konto/haslo");
  await page.getByRole("button", { name: /Anna Nowak/ }).click();
  await expect(menu.getByText("Zmień hasło")).toHaveAttribute("aria-disabled", "true");
  await expect(menu.getByRole("link", { name: "Zmień hasło" })).toHaveCount(0);

  // Protected pages open; sign out lands on /zaloguj and the guard is back.
  await page.goto("/rozmowa");
  await expect(page).toHaveURL("/rozmowa");
  await page.getByRole("button", { name: /Anna Nowak/ }).click();
  await menu.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL("/zaloguj");
  await page.goto("/rozmowa");
  await expect(page).toHaveURL("/zaloguj?returnTo=%2Frozmowa");
});

test("on a phone the signed-in menu is an overlay with three groups and no footer", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/");
  await signInAs(page, "jan@demo.przewodnik.pl");
  await page.goto("/start");
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Menu użytkownika" });
  // A member's company group holds "My company" only (employees are the admin's).
  await expect(menu.getByRole("list")).toHaveCount(4);
  await expect(menu.getByRole("link", { name: "Pracownicy" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Moja firma" })).toBeVisible();
  await expect(menu.getByText("Jak zacząć")).toHaveAttribute("aria-disabled", "true");
  await menu.getByRole("link", { name: "Najczęstsze pytania" }).click();
  await expect(page).toHaveURL("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Najczęściej zadawane pytania");
  await expect(menu).toBeHidden();
});
