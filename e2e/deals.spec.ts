import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { hydrated } from "./member-support.ts";
import { loadPostedBy, verifiedCompanyOn } from "./support.ts";

/** Moves the deals' clock of the run's server (test-only /dev/clock): the loading and unloading days pass. */
async function daysPass(page: Page, baseURL: string, days: number) {
  const res = await page.request.post("/dev/clock", {
    headers: { origin: new URL(baseURL).origin },
    form: { days: String(days) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The transport order downloaded from a transaction's page: a PDF named after the transaction. */
async function orderDownloaded(page: Page) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Pobierz zlecenie transportowe (PDF)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^T-\d{4}-\d{6}\.pdf$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");
}

/**
 * Issue 28's negotiation, each company its own: A posts a load; B proposes 3 000 EUR on the offer's
 * page; A counters 2 800 in their conversation; B accepts: one transaction, which both open and
 * whose transport order both download; the days pass (the test clock); both mark it done and it
 * is completed.
 */
test("a load negotiated to a transaction, carried out and completed by both", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await verifiedCompanyOn(page, context, baseURL!, "Teresa", "Zleceniowa");
  // A's load, through the API with A's session (the exchange's forms have a journey of their own).
  const offer = await loadPostedBy(page, baseURL!);

  const other = await browser.newContext({ baseURL });
  const b = await other.newPage();
  const carrier = await verifiedCompanyOn(b, other, baseURL!, "Kamil", "Przewozowy");

  try {
    // B proposes 3 000 EUR on the offer's page and lands in the conversation with its card.
    await b.goto(`/ongoing/offers/${offer.id}`);
    await hydrated(b);
    await b.getByLabel("Cena netto").fill("3 000");
    await b.getByLabel("Waluta").selectOption("EUR");
    await b.getByLabel("Termin płatności (dni)").fill("30");
    await b.getByRole("button", { name: "Wyślij propozycję" }).click();
    await expect(b.getByText("Propozycja wysłana.", { exact: false })).toBeVisible();
    await expect(b.getByText(/Twoja propozycja 3\s?000(,00)? EUR czeka na odpowiedź/)).toBeVisible();

    // A opens the conversation from the list and counters 2 800 EUR.
    await page.goto("/ongoing/conversations");
    await page.getByRole("link", { name: /Wrocław \(PL\) → Lyon \(FR\)/ }).click();
    await expect(page.getByText(/proponuje 3\s?000(,00)? EUR/)).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Cena netto").fill("2800");
    await page.getByRole("button", { name: "Złóż kontrpropozycję" }).click();
    await expect(page.getByText("Kontrpropozycja wysłana.")).toBeVisible();

    // B sees the counter arrive on the open page and accepts it: the transaction is concluded.
    await expect(b.getByText(/proponuje 2\s?800(,00)? EUR/)).toBeVisible();
    await b.getByRole("button", { name: "Przyjmij i zawrzyj transakcję" }).click();
    await expect(b.getByText("Propozycja przyjęta: transakcja zawarta.")).toBeVisible();
    await b.getByRole("link", { name: "Przejdź do transakcji" }).first().click();
    await expect(b.getByRole("heading", { level: 1 })).toContainText(/Transakcja T-\d{4}-\d{6}/);
    await expect(b.getByText("Uzgodniona").first()).toBeVisible();
    await orderDownloaded(b);

    // A finds it among its transactions and downloads the same order.
    await page.goto("/archive/transactions");
    await page.getByRole("link", { name: /Szczegóły transakcji T-/ }).click();
    await expect(page.getByText(carrier.companyName).first()).toBeVisible();
    await orderDownloaded(page);

    // The days pass: with no unloading day named, unloading is due on the loading day (tomorrow).
    await daysPass(page, baseURL!, 1);
    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: "Oznacz jako wykonaną" }).click();
    await expect(page.getByText("Oznaczono transakcję jako wykonaną.")).toBeVisible();
    await b.reload();
    await hydrated(b);
    await b.getByRole("button", { name: "Potwierdź wykonanie" }).click();
    await expect(b.getByText("Obie firmy potwierdziły wykonanie: transakcja jest zakończona.")).toBeVisible();
    await expect(b.getByText("Zakończona").first()).toBeVisible();
  } finally {
    await daysPass(page, baseURL!, 0);
    await other.close();
  }
});
