import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fileBytes } from "../tests/support/media-upload.ts";
import { hydrated } from "./member-support.ts";
import { E2E_STAFF } from "./staff-accounts.ts";
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

/** The signed-in company rates the other side of the open transaction's page, one score per category. */
async function rated(page: Page, scores: Record<string, string>) {
  await page.reload();
  await hydrated(page);
  for (const [category, score] of Object.entries(scores))
    await page.getByRole("group", { name: category }).getByLabel(score, { exact: true }).check();
  await page.getByRole("button", { name: "Wystaw ocenę" }).click();
  await expect(page.getByText("Zapisano ocenę.")).toBeVisible();
}

test.use({ staffAccount: E2E_STAFF.complaints });

/**
 * Issue 28 whole, each company its own and staff their own: A posts a load; B proposes 3 000 EUR on
 * the offer's page; A counters 2 800 in their conversation; B accepts: one transaction, which both
 * open and whose transport order both download; the days pass (the test clock); both mark it done
 * and it is completed; B rates A (payment on time 5) and A rates B; A files a complaint with a
 * photo; staff take it and accept it; A's and B's profiles show the ratings and the complaint.
 */
test("a load negotiated to a transaction, carried out, rated and complained about", async ({
  page,
  context,
  browser,
  baseURL,
  staffPage,
}) => {
  test.setTimeout(300_000);
  const shipper = await verifiedCompanyOn(page, context, baseURL!, "Teresa", "Zleceniowa");
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
    // Accepting concludes a binding deal: the first click says what it does, the second accepts.
    await b.getByText("Przyjmij i zawrzyj transakcję").click();
    await expect(b.getByText(/Transakcja zostanie zawarta od razu/)).toBeVisible();
    await b.getByRole("button", { name: "Potwierdzam: zawrzyj transakcję" }).click();
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

    // Each rates the other: B the shipper's payment on time 5, A the carrier.
    await rated(b, { "Płatność w terminie": "5", Uczciwość: "5", Komunikacja: "4" });
    await rated(page, {
      Komunikacja: "5",
      "Punktualność załadunku i rozładunku": "4",
      "Dbałość o towar i dokumenty": "3",
    });

    // A files a complaint about the transaction, with a photo of the damage.
    await page.getByRole("link", { name: "Złóż reklamację" }).click();
    await page
      .getByLabel("Treść reklamacji")
      .fill("Dwie palety dotarły z rozbitą ceramiką; kierowca nie spisał protokołu.");
    await page.getByRole("button", { name: "Złóż reklamację" }).click();
    await expect(page.getByText("Reklamacja złożona.", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/Reklamacja R-\d{4}-\d{6}/);
    const number = /R-\d{4}-\d{6}/.exec((await page.getByRole("heading", { level: 1 }).textContent())!)![0];
    await hydrated(page);
    await page.getByLabel("Dodaj zdjęcia lub dokumenty").setInputFiles({
      name: "rozbita-paleta.jpg",
      mimeType: "image/jpeg",
      buffer: fileBytes.jpeg(),
    });
    await expect(page.getByRole("link", { name: "rozbita-paleta.jpg" })).toBeVisible();

    // Staff find it in the queue by A's name, take it and accept it with a reason.
    await staffPage.goto(`/portal/complaints?company=${encodeURIComponent(shipper.companyName)}`);
    await staffPage.getByRole("link", { name: new RegExp(number) }).click();
    await expect(staffPage.getByRole("link", { name: "rozbita-paleta.jpg" })).toBeVisible();
    await staffPage.getByRole("button", { name: "Przejmij reklamację" }).click();
    await expect(staffPage.getByText("Przejęto reklamację do rozpatrzenia.")).toBeVisible();
    await staffPage.getByLabel("Uzasadnienie decyzji").fill("Zdjęcie potwierdza szkodę w transporcie.");
    await staffPage.getByRole("button", { name: "Uznaj reklamację" }).click();
    await expect(staffPage.getByText("Uznano reklamację.", { exact: false })).toBeVisible();

    // B's profile, as A reads it: A's rating of B and the accepted complaint.
    await page.reload();
    await expect(page.getByText("Uznanie reklamacji").first()).toBeVisible();
    await page.getByRole("link", { name: carrier.companyName, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(carrier.companyName);
    await expect(page.getByText("Uznane reklamacje wobec firmy w ostatnich 12 miesiącach: 1.")).toBeVisible();
    await expect(page.getByText(/Jako przewoźnik: 1 ocena/)).toBeVisible();
    // A's profile, as B reads it: paying on time from B's rating, no complaint against A.
    await b.goto("/archive/transactions");
    await b.getByRole("link", { name: /Szczegóły transakcji T-/ }).click();
    await b.getByRole("link", { name: shipper.companyName, exact: true }).first().click();
    await expect(b.getByRole("heading", { level: 1 })).toContainText(shipper.companyName);
    await expect(b.getByText(/Płaci w terminie: 100\s?%/)).toBeVisible();
    await expect(b.getByText("Brak uznanych reklamacji wobec firmy w ostatnich 12 miesiącach.")).toBeVisible();
  } finally {
    await daysPass(page, baseURL!, 0);
    await other.close();
  }
});
