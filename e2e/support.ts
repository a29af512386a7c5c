import { type BrowserContext, expect, type Page } from "@playwright/test";

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
  ["/kalkulator", null],
  ["/calculator", "/kalkulator"],
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

/**
 * Signs the page's user out, consent kept: the page leaves first, so nothing it still had in flight
 * (a revalidation after an action, the live stream) asks again without the session and logs a 401.
 */
export async function signedOut(page: Page, context: BrowserContext, baseURL: string) {
  await page.goto("about:blank");
  await context.clearCookies();
  await consentGiven(context, baseURL);
}

export async function signInAs(page: Page, email: string, password = "Przewodnik#2026") {
  const res = await page.request.post("/api", {
    data: { query: `mutation { signIn(email: "${email}", password: "${password}") { token } }` },
  });
  // GraphQL answers a refused sign-in with 200 and an error: a journey must not go on signed out.
  const refused = res.ok() ? ((await res.json()) as { errors?: { message: string }[] }).errors?.[0] : undefined;
  if (!res.ok() || refused) throw new Error(`sign-in of ${email} failed: ${res.status()} ${refused?.message ?? ""}`);
}

export const hasHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** A company and an address of a journey's own: an id, an e-mail and a NIP with a valid check digit, unique per run. */
export function uniqueCompany() {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const nine = String(100000000 + (Number(id) % 800000000)).slice(0, 9);
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  let tin = "";
  for (let bump = 0; !tin; bump++) {
    const digits = String(Number(nine) + bump).slice(0, 9);
    const check = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0) % 11;
    if (check !== 10) tin = digits + check;
  }
  return { id, email: `e2e-${id}@example.pl`, tin, companyName: `Firma ${id}` };
}

/** A fresh, confirmed trial account of its own (sign-up and confirmation through the API and the outbox). */
export async function freshAccount(page: Page, name = "Tester", surname = "Testowy") {
  const { email, tin, companyName } = uniqueCompany();
  const password = "Testowe#Haslo2026";
  const input = {
    company: { name: companyName, tin, street: "ul. Testowa 1", postalCode: "00-001", city: "Warszawa" },
    user: { name, surname, email },
    password,
    passwordConfirmation: password,
    consents: { terms: true, privacy: true, marketing: false },
  };
  const res = await page.request.post("/api", {
    data: { query: "mutation($input: RegisterInput!) { register(input: $input) }", variables: { input } },
  });
  const body = await res.json();
  if (!body.data?.register) throw new Error(`register failed: ${JSON.stringify(body)}`);
  // The confirmation is mailed after the answer: the outbox is read until it is there.
  let token: string | undefined;
  await expect(async () => {
    const outbox = await (await page.request.get("/dev/outbox")).text();
    token = new RegExp(`${email}[\\s\\S]*?potwierdz/kod/([\\w-]{43})`).exec(outbox)?.[1];
    expect(token, "a confirmation link in the outbox").toBeTruthy();
  }).toPass({ timeout: 10_000 });
  await page.request.post("/api", { data: { query: `mutation { confirmAccount(token: "${token}") }` } });
  return { email, password, companyName: input.company.name, tin };
}

/**
 * The newest mail of a kind to an address, on the outbox page. Some mails are sent after the
 * answer (so that it takes as long for an unknown address), so the page is loaded until it shows.
 */
export async function outboxMail(page: Page, kind: string, to: string) {
  const mail = page.locator(`li[data-kind="${kind}"]`, { has: page.locator("[data-to]", { hasText: to }) }).first();
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(mail).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  return mail;
}

/** Staff confirm the signed-in user's company, which starts its trial (guides allowed); signs the user in again. */
export async function companyConfirmedByStaff(page: Page, account: { email: string; password: string }) {
  const gql = async (query: string, token?: string) =>
    (
      await (
        await page.request.post("/api", {
          data: { query },
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
      ).json()
    ).data;
  const companyId = (await gql("{ me { company { id } } }")).me.company.id;
  const staff = (await gql('mutation { signIn(email: "staff@przewodnik.pl", password: "Przewodnik#2026") { token } }'))
    .signIn.token;
  await gql(`mutation { changeCompanyStatus(companyId: "${companyId}", action: CONFIRM) { id } }`, staff);
  await signInAs(page, account.email, account.password);
}

/** The chat page's message list and its newest advisor reply. */
export const chatMessages = (page: Page) => page.getByRole("region", { name: "Wiadomości rozmowy" });
export const lastReply = (page: Page) => chatMessages(page).locator('li[data-role="assistant"]').last();

/** Types into the composer and sends with Enter; waits for the advisor's reply to finish. */
export async function say(page: Page, text: string) {
  const box = page.getByLabel("Twoja wiadomość");
  await box.fill(text);
  await box.press("Enter");
  await expect(chatMessages(page).locator('li[data-role="user"]').last()).toContainText(text);
  await expect(lastReply(page)).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
}

/**
 * Holds the page's next upload to a company document at the server's door, so that its progress
 * bar can be seen; the returned function lets it through.
 */
export async function holdNextDocumentUpload(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    "**/media/documents/*/files",
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/** Tomorrow as a day of the Polish calendar ("2026-11-28"): the exchange's dates are judged by it. */
export const tomorrowInPoland = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(new Date(Date.now() + 86_400_000));

/**
 * A company of the journey's own, verified by staff, its new account signed in on `page` (cookies
 * consented in `context` first): one side of a journey between companies.
 */
export async function verifiedCompanyOn(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  name: string,
  surname: string,
) {
  await consentGiven(context, baseURL);
  const account = await freshAccount(page, name, surname);
  await signInAs(page, account.email, account.password);
  await companyConfirmedByStaff(page, account);
  return account;
}

/** A load Wrocław → Lyon loading tomorrow, posted through the API with the page's session. */
export async function loadPostedBy(page: Page, baseURL: string) {
  const posted = await page.request.post("/new-api/offers", {
    headers: { origin: new URL(baseURL).origin },
    data: {
      kind: "load",
      loading: [{ country: "PL", postalCode: "50-001", city: "Wrocław" }],
      unloading: [{ country: "FR", postalCode: "69001", city: "Lyon" }],
      loadFrom: tomorrowInPoland(),
      goods: "Palety z ceramiką",
      weightKg: 12000,
      bodyTypes: ["curtain"],
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return (await posted.json()) as { id: string };
}
