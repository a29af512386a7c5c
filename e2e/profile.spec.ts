import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { consentGiven, freshAccount, hasHorizontalOverflow, signInAs } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

test("the profile shows the account, downloads the user's data, records a deletion request and signs out everywhere", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/");
  const { email, password } = await freshAccount(page, "Renata", "Profilowa");
  await signInAs(page, email, password);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renata Profilowa");
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("Administrator firmy")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Pobierz moje dane (JSON)" }).click(),
  ]);
  const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(data.account.email).toBe(email);
  expect(data.account.passwordHash).toBeUndefined();
  expect(data.consents.map((c: { kind: string }) => c.kind).sort()).toEqual(["privacy", "terms"]);
  expect(data.mail.map((m: { kind: string }) => m.kind)).toContain("confirmAccount");

  await page.getByRole("button", { name: "Poproś o usunięcie konta" }).click();
  await expect(page.getByRole("status")).toContainText("Prośba o usunięcie konta została przyjęta");

  // A second device, then "sign out of all devices" ends both.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInAs(otherPage, email, password);
  await otherPage.goto("/profile");
  await expect(otherPage).toHaveURL("/profile");
  await page.getByRole("button", { name: "Wyloguj ze wszystkich urządzeń" }).click();
  await expect(page).toHaveURL("/zaloguj");
  // The second device's open page may itself be sent to the sign-in first (its data is asked for
  // again): either way it must end there.
  await otherPage.goto("/profile").catch((error: Error) => {
    if (!/interrupted by another navigation/.test(error.message)) throw error;
  });
  await expect(otherPage).toHaveURL("/zaloguj?returnTo=%2Fprofile");
  await other.close();
});

test("the data export is behind the sign-in guard", async ({ request }) => {
  const res = await request.get("/profile/export", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe("/zaloguj?returnTo=%2Fprofile%2Fexport");
});

test("at 320 px a user corrects their name: a refusal keeps what was typed, the header shows the saved name", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto("/");
  const { email, password } = await freshAccount(page, "Renata", "Imienna");
  await signInAs(page, email, password);
  await page.goto("/profile");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  const name = page.getByLabel("Imię", { exact: true });
  const surname = page.getByLabel("Nazwisko", { exact: true });
  const save = page.getByRole("button", { name: "Zapisz imię i nazwisko" });
  await expect(name).toHaveValue("Renata");
  await expect(surname).toHaveValue("Imienna");

  // An empty first name: refused next to the field, the new surname stays typed.
  await name.fill(" ");
  await surname.fill("Nowak-Imienna");
  await save.click();
  await expect(name).toHaveAccessibleDescription("To pole jest wymagane.");
  await expect(surname).toHaveValue("Nowak-Imienna");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renata Imienna");

  await name.fill("Renata Maria");
  await save.click();
  await expect(page.getByRole("status")).toHaveText("Zapisano imię i nazwisko.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renata Maria Nowak-Imienna");
  await expect(name).toHaveValue("Renata Maria");
  expect(await hasHorizontalOverflow(page)).toBe(false);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // The phone menu in the header names the user with the new name and initials.
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("link", { name: /Renata Maria Nowak-Imienna/ })).toBeVisible();
  await expect(menu.getByText("RN", { exact: true })).toBeVisible();
});
