import { expect, test } from "./fixtures.ts";
import { freshMember, hydrated } from "./member-support.ts";
import { consentGiven, useLocale } from "./support.ts";

test("a member sees why the employees page is closed to them, and is not offered a link to it", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await consentGiven(context, baseURL!);
  const member = await freshMember(page, "Olga", "Pracownicza");

  // The company page shows the member no way to pages their permissions do not open.
  await page.goto("/company/info");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(member.companyName);
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Pracownicy" })).toHaveCount(0);
  await expect(page.locator('a[href="/company/employees"]')).toHaveCount(0);

  // Opened by its address, the page says the permission is missing; it does not ask to try again.
  const pl = await page.goto("/company/employees");
  expect(pl?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brak uprawnień do tej strony");
  await expect(page.getByRole("main")).toContainText("Twoje konto nie ma uprawnień");
  await expect(page.getByRole("main")).toContainText("Kod błędu: 403.");
  await expect(page.getByRole("main")).not.toContainText("Spróbuj ponownie");

  await useLocale(context, baseURL!, "en");
  const en = await page.goto("/company/employees");
  expect(en?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You do not have permission to see this page");
  await expect(page.getByRole("main")).not.toContainText("try again");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
});
