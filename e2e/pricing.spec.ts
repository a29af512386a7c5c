import { pdfText } from "../tests/support/pdf.ts";
import { expect, test } from "./fixtures.ts";
import { hydrated } from "./member-support.ts";
import { consentGiven, freshAccount, hasHorizontalOverflow, signInAs } from "./support.ts";

/** The day a year from today as the page shows it (Europe/Berlin, YYYY-MM-DD). */
const aYearAhead = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(d);
};

test("staff price a plan with a 20 % code; an admin orders it yearly, gets the pro-forma; staff confirm; the plan runs a year", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await consentGiven(context, baseURL!);
  const key = `${Date.now()}`.slice(-7);
  const planCode = `e2e-${key}`;
  const planName = `Plan E2E ${key}`;
  const promo = `E2E${key}`;

  // Staff: a plan with features, monthly and yearly prices, and a 20 % code for it.
  await signInAs(page, "staff@przewodnik.pl");
  await page.goto("/portal/pricings");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cennik");
  const plans = page.getByRole("region", { name: "Plany" });
  await plans.getByLabel("Kod", { exact: true }).fill(planCode);
  await plans.getByLabel("Nazwa po polsku").last().fill(planName);
  await plans.getByLabel("Nazwa po angielsku").last().fill(`E2E plan ${key}`);
  const newPlan = plans.locator("form").last();
  await newPlan.getByRole("checkbox", { name: "Oferty na giełdzie" }).check();
  await newPlan.getByRole("checkbox", { name: "Pojazdy", exact: true }).check();
  await newPlan.getByLabel("Limit: Pojazdy").fill("5");
  await newPlan.getByRole("button", { name: "Dodaj plan" }).click();
  await expect(page.getByText("Zapisano.")).toBeVisible();
  const plan = page.locator(`details[data-plan="${planCode}"]`);
  await plan.locator("summary").click();
  for (const [interval, net] of [
    ["miesiąc", "100"],
    ["rok", "1000"],
  ] as const) {
    const priceForm = plan.locator("form", { has: page.getByRole("button", { name: "Ustaw cenę" }) });
    await priceForm.getByLabel("Okres").selectOption({ label: interval });
    await priceForm.getByLabel("Cena netto").fill(net);
    await priceForm.getByRole("button", { name: "Ustaw cenę" }).click();
    // The open details stay open (the form is sent without a reload); the price shows in the list.
    await expect(plan.getByText(`${interval}: ${net},00 zł + VAT 23%`)).toBeVisible();
  }
  const codes = page.getByRole("region", { name: "Kody promocyjne" });
  await codes.getByLabel("Kod", { exact: true }).fill(promo);
  await codes.getByLabel("Wartość").fill("20");
  await codes.getByRole("checkbox", { name: planName }).check();
  await codes.getByRole("button", { name: "Dodaj kod" }).click();
  await expect(codes.getByText(promo, { exact: true })).toBeVisible();

  // A company admin of a fresh company orders the plan yearly with the code, at 320 px.
  const account = await freshAccount(page, "Olga", "Zamawiająca");
  await signInAs(page, account.email, account.password);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/company/info/subscriptions");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subskrypcje");
  const order = page.getByRole("region", { name: "Zamów plan" });
  await order.getByLabel("Plan").selectOption({ label: planName });
  await order.getByLabel("Okres").selectOption({ label: "rok" });
  await expect(order.getByLabel("Waluta")).toHaveValue("1");
  // A wrong code is refused in words, and what was chosen stays.
  await order.getByLabel("Kod promocyjny (opcjonalnie)").fill("NIE-MA-TAKIEGO");
  await order.getByRole("button", { name: "Przelicz" }).click();
  await expect(order.getByText("Kod promocyjny jest nieprawidłowy").first()).toBeVisible();
  await expect(order.getByLabel("Okres")).toHaveValue("year");
  await order.getByLabel("Kod promocyjny (opcjonalnie)").fill(promo.toLowerCase());
  await order.getByRole("button", { name: "Przelicz" }).click();
  const summary = order.getByRole("region", { name: "Podsumowanie zamówienia" });
  await expect(summary).toContainText("800,00 zł");
  await expect(summary).toContainText("184,00 zł");
  await expect(summary).toContainText("984,00 zł");
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await summary.getByRole("button", { name: "Potwierdź zamówienie" }).click();
  const placed = page.getByText(/Złożono zamówienie PRZ\/\d{4}\/\d{6}/);
  await expect(placed).toBeVisible();
  const number = /PRZ\/\d{4}\/\d{6}/.exec((await placed.textContent())!)![0];

  // The pro-forma: its number and the gross total, in Polish.
  const orders = page.getByRole("region", { name: "Zamówienia" });
  const link = orders.locator(`li[data-order="${number}"]`).getByRole("link", { name: /Pobierz fakturę pro forma/ });
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  expect(text).toContain(number);
  expect(text).toContain("984,00 zł");
  expect(text).toContain("nie jest fakturą VAT");

  // Staff confirm the payment.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "staff@przewodnik.pl");
  await page.goto("/portal/pricings");
  await hydrated(page);
  const waiting = page.locator(`li[data-order="${number}"]`);
  await waiting.getByRole("button", { name: /Potwierdź płatność/ }).click();
  await expect(page.getByText(`Potwierdzono płatność za zamówienie ${number}.`)).toBeVisible();

  // The admin sees the plan's features on and the expiry a year ahead.
  await signInAs(page, account.email, account.password);
  await page.goto("/company/info/subscriptions");
  await hydrated(page);
  const current = page.getByRole("region", { name: "Obecna subskrypcja" });
  await expect(current).toContainText(planName);
  await expect(current).toContainText(aYearAhead());
  await expect(current.getByTestId("subscription-features")).toContainText("Oferty na giełdzie");
  await expect(current.getByTestId("subscription-features")).toContainText("Pojazdy: wykorzystano 0 z 5");
  await expect(page.locator(`li[data-order="${number}"]`)).toContainText("Opłacone");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin quotes and orders the demo plan in English with the demo code: EUR by default, figures first", async ({
    page,
    context,
    baseURL,
  }) => {
    await consentGiven(context, baseURL!);
    const account = await freshAccount(page, "Nora", "Bezskryptowa");
    await signInAs(page, account.email, account.password);
    await context.addCookies([{ name: "locale", value: "en", url: baseURL! }]);
    await page.goto("/company/info/subscriptions");
    const order = page.getByRole("region", { name: "Order a plan" });
    await expect(order.getByLabel("Currency")).toHaveValue("3");
    await order.getByLabel("Plan").selectOption({ label: "Start" });
    await order.getByLabel("Period").selectOption({ label: "month" });
    await order.getByLabel("Promo code (optional)").fill("demo20");
    await order.getByRole("button", { name: "Calculate" }).click();
    // €12.00 net − 20 % = €9.60; VAT 23 % = €2.21 (2.208 rounded); gross €11.81.
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary).toContainText("€9.60");
    await expect(summary).toContainText("€2.21");
    await expect(summary).toContainText("€11.81");
    await summary.getByRole("button", { name: "Confirm the order" }).click();
    await expect(page.getByText(/Order PRZ\/\d{4}\/\d{6} has been placed/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Orders", exact: true })).toContainText("Awaiting payment");
    // The code was once per company: a second use is refused in words.
    await page.getByRole("region", { name: "Order a plan" }).getByLabel("Promo code (optional)").fill("DEMO20");
    await page.getByRole("region", { name: "Order a plan" }).getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("The promo code is invalid, has expired or been used up").first()).toBeVisible();
  });
});
