import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { freshMember, hydrated } from "./member-support.ts";
import { consentGiven, freshAccount, signInAs } from "./support.ts";

test("a signed-in user sees the user panel, the coffee banner and the footer on desktop", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await freshAccount(page, "Dorota", "Pulpitowa");
  await signInAs(page, admin.email, admin.password);
  await page.goto("/faq");
  await hydrated(page);
  const coffee = page.getByRole("link", { name: /Postaw nam kawę/ });
  await expect(coffee).toHaveAttribute("target", "_blank");
  await expect(coffee).toHaveAttribute("rel", /noopener/);
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Przewodnik`);
  await page.getByRole("button", { name: /Dorota Pulpitowa/ }).click();
  const menu = page.getByRole("navigation", { name: "Menu użytkownika" });
  await expect(menu.getByRole("link")).toHaveText([
    "Rozmowa z doradcą",
    "Moje przewodniki",
    "Zmień hasło",
    "Moja firma",
    "Rozmowy z firmami",
    "Transakcje",
    "Pracownicy",
    "Centrum pomocy",
    "Moje prośby o pomoc",
  ]);
  await expect(menu.getByRole("button", { name: "Wyloguj się" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  // The entry of the current page is disabled.
  await page.goto("/konto/haslo");
  await hydrated(page);
  await page.getByRole("button", { name: /Dorota Pulpitowa/ }).click();
  await expect(menu.getByText("Zmień hasło")).toHaveAttribute("aria-disabled", "true");
  await expect(menu.getByRole("link", { name: "Zmień hasło" })).toHaveCount(0);

  // Protected pages open; sign out lands on /zaloguj and the guard is back.
  await page.goto("/rozmowa");
  await expect(page).toHaveURL("/rozmowa");
  await hydrated(page);
  await page.getByRole("button", { name: /Dorota Pulpitowa/ }).click();
  await menu.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page).toHaveURL("/zaloguj");
  await page.goto("/rozmowa");
  await expect(page).toHaveURL("/zaloguj?returnTo=%2Frozmowa");
});

/** The element the menu button controls: the overlay (found the same way whatever its markup). */
async function overlayOf(page: Page) {
  const id = await page.getByRole("button", { name: "Menu" }).getAttribute("aria-controls");
  expect(id, "the menu button names the overlay it opens").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

const focusInside = (page: Page, id: string) =>
  page.evaluate((id) => {
    const overlay = document.getElementById(id);
    const active = document.activeElement;
    return Boolean(overlay && active && active !== overlay && overlay.contains(active));
  }, id);

for (const width of [320, 390]) {
  test(`on a ${width} px phone the signed-in menu covers the screen, keeps focus and every entry works`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await consentGiven(context, baseURL!);
    await page.setViewportSize({ width, height: 700 });
    await freshMember(page);
    await page.goto("/start");
    await hydrated(page);
    await expect(page.getByRole("contentinfo")).toBeHidden();
    const button = page.getByRole("button", { name: "Menu" });
    const overlay = await overlayOf(page);
    const menu = overlay.getByRole("navigation", { name: "Menu użytkownika" });
    await button.click();
    await expect(menu).toBeVisible();

    // The overlay's box is the viewport's (the header's backdrop filter must not shrink it).
    expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width, height: 700 });

    // Three groups and the member's company group: "My company" only (employees are the admin's).
    await expect(menu.getByRole("list")).toHaveCount(4);
    await expect(menu.getByRole("link", { name: "Pracownicy" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Moja firma" })).toBeVisible();
    await expect(menu.getByText("Jak zacząć")).toHaveAttribute("aria-disabled", "true");
    const signOut = menu.getByRole("button", { name: "Wyloguj się" });
    await expect(signOut).toBeInViewport({ ratio: 1 });

    // Focus is inside the open menu, and Tab and Shift+Tab keep it there.
    const id = (await overlay.getAttribute("id"))!;
    expect(await focusInside(page, id)).toBe(true);
    const stops = await overlay.locator("a[href], button").count();
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(page, id), `after Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside(page, id), `after Shift+Tab ${i + 1}`).toBe(true);
    }

    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Navigation closes it: a menu entry, and the browser's back button.
    await button.click();
    await menu.getByRole("link", { name: "Najczęstsze pytania" }).click();
    await expect(page).toHaveURL("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Najczęściej zadawane pytania");
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/start");
    await expect(menu).toBeHidden();

    // The last entry is reachable with a real tap: it signs out, and the guard is back.
    await button.click();
    await signOut.click();
    await expect(page).toHaveURL("/zaloguj");
    await page.goto("/rozmowa");
    await expect(page).toHaveURL("/zaloguj?returnTo=%2Frozmowa");
  });
}

test("a signed-in user opening the trial sign-up page lands on the signed-in home", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Iga", "Zalogowana");
  await signInAs(page, account.email, account.password);
  for (const path of ["/wyprobuj", "/access/request", "/zaloguj"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL("/");
    await expect(page.getByRole("button", { name: "Załóż konto próbne" })).toHaveCount(0);
  }
});
