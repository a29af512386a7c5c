import type { BrowserContext, Page } from "@playwright/test";

export const PUBLIC_PAGES = [
  ["/", null],
  ["/zaloguj", "/access/signin"],
  ["/wyprobuj", "/access/request"],
  ["/potwierdz", "/access/request/resend"],
  ["/pomoc/haslo", "/access/password"],
  ["/pomoc/haslo/ustaw", "/access/password/new"],
  ["/pomoc/dostep", "/help/form"],
  ["/konto/haslo", "/account/password"],
  ["/faq", "/info/faq"],
  ["/start", "/info/instruction"],
  ["/static/contact", null],
  ["/static/faq", null],
  ["/static/help", null],
  ["/static/privacy-policy", null],
] as const;

export const PROTECTED = [
  "/rozmowa",
  "/guide/chat",
  "/moje-przewodniki",
  "/profile/myguides",
  "/interview",
  "/profile",
  "/pomoc/formularz",
  "/company/info",
  "/portal/companies",
  "/archive/offers",
  "/ongoing/offers",
];

export async function useLocale(context: BrowserContext, baseURL: string, locale: "pl" | "en") {
  await context.addCookies([{ name: "locale", value: locale, url: baseURL }]);
}

/** Accept necessary cookies up front, so the consent banner does not cover the page. */
export async function consentGiven(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    { name: "consent", value: "true", url: baseURL },
    { name: "consent_categories", value: "", url: baseURL },
  ]);
}

export async function signInAs(page: Page, email: string, password = "Przewodnik#2026") {
  const res = await page.request.post("/api", {
    data: { query: `mutation { signIn(email: "${email}", password: "${password}") { token } }` },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
}

export const hasHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
