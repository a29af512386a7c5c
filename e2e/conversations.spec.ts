import { expect, test } from "./fixtures.ts";
import { hydrated } from "./member-support.ts";
import { loadPostedBy, verifiedCompanyOn } from "./support.ts";

/**
 * Issue 27's journey, each company its own: B writes to A about A's load; A's header counts it
 * without a reload; A answers and B sees the answer appear on the open page; B sends a PDF and A
 * downloads it; A archives the conversation, and B's next message brings it back to A's current
 * list, live.
 */
test("two companies talk about a load, live on both sides", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(180_000);
  const shipper = await verifiedCompanyOn(page, context, baseURL!, "Sabina", "Nadawcza");
  // A's load, through the API with A's session (the exchange's forms have a journey of their own).
  const offer = await loadPostedBy(page, baseURL!);

  const other = await browser.newContext({ baseURL });
  const b = await other.newPage();
  const carrier = await verifiedCompanyOn(b, other, baseURL!, "Bogdan", "Przewoźny");

  // A waits on its offers page, the header without a count.
  await page.goto("/ongoing/offers?tab=mine");
  await hydrated(page);
  await expect(page.getByTestId("unread-conversations")).toHaveCount(0);

  // B opens A's load and writes.
  await b.goto(`/ongoing/offers/${offer.id}`);
  await hydrated(b);
  await b.getByRole("button", { name: "Napisz do firmy" }).click();
  await expect(b.getByRole("heading", { level: 1 })).toContainText(shipper.companyName);
  await b.getByLabel("Treść wiadomości").fill("Dzień dobry, mamy wolną firankę na jutro.");
  await b.getByRole("button", { name: "Wyślij wiadomość" }).click();
  await expect(b.getByText("Wiadomość została wysłana.")).toBeVisible();
  const conversationUrl = b.url();

  // A's header counts it without a reload; A opens the conversation from the list and answers.
  await expect(page.getByTestId("unread-conversations").first()).toContainText("1");
  await page.goto("/ongoing/conversations");
  const aboutTheLoad = page.getByRole("link", { name: /Wrocław \(PL\) → Lyon \(FR\)/ });
  await aboutTheLoad.click();
  await expect(page.getByText("Dzień dobry, mamy wolną firankę na jutro.")).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Treść wiadomości").fill("Świetnie, proszę o cenę.");
  await page.getByRole("button", { name: "Wyślij wiadomość" }).click();
  await expect(page.getByText("Wiadomość została wysłana.")).toBeVisible();

  // B, still on the conversation's page, sees A's answer appear.
  expect(b.url()).toBe(conversationUrl);
  await expect(b.getByText("Świetnie, proszę o cenę.")).toBeVisible();

  // B sends a PDF with the order; A, on the open page and typing, sees it arrive (what A typed
  // stays) and downloads it.
  await page.getByLabel("Treść wiadomości").fill("Dziękuję, sprawdzę");
  await b.getByLabel("Treść wiadomości").fill("Zlecenie w załączniku.");
  await b.getByLabel("Załącz plik (opcjonalnie)").setInputFiles({
    name: "zlecenie-transportowe.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
  });
  await b.getByRole("button", { name: "Wyślij wiadomość" }).click();
  await expect(b.getByText("Wiadomość została wysłana.")).toBeVisible();
  const fileLink = page.getByRole("link", { name: "zlecenie-transportowe.pdf" });
  await expect(fileLink).toBeVisible();
  await expect(page.getByLabel("Treść wiadomości")).toHaveValue("Dziękuję, sprawdzę");
  await expect(
    page.getByRole("status").filter({ hasText: `Nowa wiadomość od firmy ${carrier.companyName}` }),
  ).toHaveCount(1);
  const download = page.waitForEvent("download");
  await fileLink.click();
  expect((await download).suggestedFilename()).toBe("zlecenie-transportowe.pdf");

  // A archives it; B's next message brings it back to A's current list, which A is looking at.
  await page.getByRole("button", { name: "Przenieś do archiwum" }).click();
  await expect(page.getByText("Rozmowa jest teraz w archiwum Twojej firmy.")).toBeVisible();
  await page.goto("/ongoing/conversations");
  await hydrated(page);
  await expect(aboutTheLoad).toHaveCount(0);
  await b.getByLabel("Treść wiadomości").fill("2 800 EUR, załadunek o 8:00.");
  await b.getByRole("button", { name: "Wyślij wiadomość" }).click();
  await expect(b.getByText("Wiadomość została wysłana.")).toBeVisible();
  await expect(aboutTheLoad).toBeVisible();
  await expect(page.getByTestId("unread-conversations").first()).toContainText("1");
  await other.close();
});
