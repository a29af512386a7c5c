import { expect, test } from "./fixtures.ts";
import { consentGiven, PROTECTED } from "./support.ts";

test("the guard sends a guest to /zaloguj with the full requested path", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL!);
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`/zaloguj?returnTo=${encodeURIComponent(path)}`);
  }
  await page.goto("/moje-przewodniki?page=2&sort=new");
  const url = new URL(page.url());
  expect(url.pathname).toBe("/zaloguj");
  expect(url.searchParams.get("returnTo")).toBe("/moje-przewodniki?page=2&sort=new");
});

test("the guard also holds for client-side navigation", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL!);
  await page.goto("/static/help");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.locator('a[href="/rozmowa"]').first().click();
  await expect(page).toHaveURL("/zaloguj?returnTo=%2Frozmowa");
});

test("an unknown path shows the translated 404 page with a link home", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL!);
  const pl = await page.goto("/nie/ma/takiej/strony");
  expect(pl?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono tej strony");
  await context.addCookies([{ name: "locale", value: "en", url: baseURL! }]);
  const en = await page.goto("/no/such/page");
  expect(en?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
});

test("a malformed route parameter answers 404", async ({ page }) => {
  expect((await page.goto("/potwierdz/kod/za-krotki"))?.status()).toBe(404);
  expect((await page.goto("/access/confirmaccount/%3Cscript%3E"))?.status()).toBe(404);
  expect((await page.goto(`/potwierdz/kod/${"a".repeat(43)}`))?.status()).toBe(200);
});

test("other errors show the generic page with the status code", async ({ request }) => {
  const res = await request.post("/faq", { form: { x: "1" } });
  expect(res.status()).toBe(405);
  const html = await res.text();
  expect(html).toContain("Coś poszło nie tak");
  expect(html).toContain("Kod błędu: 405.");
});

test("/empty-chat/dev does not exist in a production build", async ({ page }) => {
  expect((await page.goto("/empty-chat/dev"))?.status()).toBe(404);
});

test("returnTo cannot send the user to another site", async ({ request }) => {
  const res = await request.post("/locale", { form: { locale: "en", returnTo: "//evil.example/x" }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe("/");
});
