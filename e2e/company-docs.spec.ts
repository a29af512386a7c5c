import { expect, test } from "./fixtures.ts";
import { hydrated } from "./member-support.ts";
import { fileBytes } from "../tests/support/media-upload.ts";
import { E2E_STAFF } from "./staff-accounts.ts";
import {
  consentGiven,
  freshAccount,
  hasHorizontalOverflow,
  holdNextDocumentUpload,
  outboxMail,
  signInAs,
} from "./support.ts";

// Each journey reviews as staff of its own (made before the server starts), not the seeded staff account.
test.describe(() => {
  test.use({ staffAccount: E2E_STAFF.companyDocuments });

  test("a company uploads two documents with progress, deletes one; staff accept the other", async ({
    page,
    context,
    baseURL,
    staffPage: staff,
  }) => {
    test.setTimeout(90_000);
    await consentGiven(context, baseURL!);
    const account = await freshAccount(page, "Dora", "Dokumentowa");
    await signInAs(page, account.email, account.password);
    const companyId = (await (await page.request.post("/api", { data: { query: "{ me { company { id } } }" } })).json())
      .data.me.company.id as string;

    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/company/docs");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dokumenty firmy");
    await expect(page.getByTestId("upload-limits")).toContainText("Do 20 MB na plik, PDF, JPG lub PNG, 10 plików");

    // A tax document; its upload is held at the server's door until the progress bar has been seen.
    const tax = page.getByRole("region", { name: "Podatki" });
    await tax.getByRole("button", { name: "Dodaj dokument" }).click();
    await expect(tax.locator("li[data-document]")).toHaveCount(1);
    const release = await holdNextDocumentUpload(page);
    await tax.getByLabel("Dodaj pliki do tego dokumentu").setInputFiles({
      name: "deklaracja.pdf",
      mimeType: "application/pdf",
      buffer: fileBytes.pdf(2 * 1024 * 1024),
    });
    await expect(tax.getByRole("progressbar", { name: "deklaracja.pdf" })).toBeVisible();
    release();
    await expect(tax.getByRole("link", { name: "deklaracja.pdf" })).toBeVisible();

    // An insurance document with a scan.
    const insurance = page.getByRole("region", { name: "Ubezpieczenie", exact: true });
    await insurance.getByRole("button", { name: "Dodaj dokument" }).click();
    await expect(insurance.locator("li[data-document]")).toHaveCount(1);
    await insurance.getByLabel("Dodaj pliki do tego dokumentu").setInputFiles({
      name: "polisa.png",
      mimeType: "image/png",
      buffer: fileBytes.png(),
    });
    await expect(insurance.getByRole("progressbar", { name: "polisa.png" })).toBeVisible();
    await expect(insurance.getByRole("link", { name: "polisa.png" })).toBeVisible();
    await expect(insurance.getByText("PNG ·")).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    // The tax document is deleted after a confirmation.
    await tax.getByRole("button", { name: /^Usuń dokument/ }).click();
    const dialog = page.getByRole("dialog", { name: "Usunąć dokument?" });
    await dialog.getByRole("button", { name: "Usuń dokument" }).click();
    await expect(page.getByText("Dokument został usunięty.")).toBeVisible();
    await expect(tax.locator("li[data-document]")).toHaveCount(0);
    await expect(insurance.getByText("Czeka na weryfikację")).toBeVisible();

    // Staff accept the insurance document on the company's page; the company sees it accepted.
    await staff.goto(`/portal/companies/${companyId}`);
    await hydrated(staff);
    const documents = staff.getByRole("region", { name: "Dokumenty firmy" });
    await expect(documents.getByRole("link", { name: "polisa.png" })).toBeVisible();
    // Staff look at the scan in the page: the disclosure opens with the keyboard, at 320 px too.
    await staff.setViewportSize({ width: 320, height: 800 });
    const scanServed = staff.waitForResponse((res) => res.url().endsWith("/inline"));
    await documents.getByLabel("Podgląd pliku polisa.png").focus();
    await staff.keyboard.press("Enter");
    await expect(documents.getByRole("img", { name: "Zawartość pliku polisa.png" })).toBeVisible();
    const scan = await scanServed;
    expect(scan.status()).toBe(200);
    expect(await scan.headerValue("content-type")).toBe("image/png");
    await expect(documents.getByRole("link", { name: "Otwórz w nowej karcie" })).toBeVisible();
    expect(await hasHorizontalOverflow(staff)).toBe(false);
    await staff.setViewportSize({ width: 1280, height: 900 });
    await documents.getByLabel("Decyzja").selectOption("accepted");
    await documents.getByLabel("Ważny do").fill("2027-12-31");
    await documents.getByRole("button", { name: "Zapisz parametry" }).click();
    await expect(documents.getByText("Zaakceptowany")).toBeVisible();
    await expect(documents.getByText("Ważny od … do 2027-12-31")).toBeVisible();

    // The company's user, still signed in in their own browser, sees the decision.
    await page.goto("/company/docs");
    await expect(insurance.getByText("Zaakceptowany")).toBeVisible();
    await expect(insurance.getByRole("button", { name: /Usuń/ })).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ staffAccount: E2E_STAFF.orderedVerification });

  test("a company orders verification once its documents are there; staff confirm it from the awaiting list", async ({
    page,
    context,
    baseURL,
    staffPage: staff,
  }) => {
    test.setTimeout(90_000);
    await consentGiven(context, baseURL!);
    const account = await freshAccount(page, "Wera", "Weryfikowana");
    await signInAs(page, account.email, account.password);
    await page.goto("/company/docs");
    await hydrated(page);

    // The checklist: nothing there yet, so the order cannot be sent.
    const verification = page.getByRole("region", { name: "Weryfikacja firmy" });
    const order = verification.getByRole("button", { name: "Zamów weryfikację" });
    await expect(
      verification.getByText("Rejestracja firmy: dodaj dokument z co najmniej jednym plikiem"),
    ).toBeVisible();
    await expect(order).toBeDisabled();

    // A company registration and a tax document, each with a file.
    for (const [region, name] of [
      ["Rejestracja firmy", "krs.pdf"],
      ["Podatki", "vat.pdf"],
    ] as const) {
      const section = page.getByRole("region", { name: region, exact: true });
      await section.getByRole("button", { name: "Dodaj dokument" }).click();
      await expect(section.locator("li[data-document]")).toHaveCount(1);
      await section.getByLabel("Dodaj pliki do tego dokumentu").setInputFiles({
        name,
        mimeType: "application/pdf",
        buffer: fileBytes.pdf(4096),
      });
      await expect(section.getByRole("link", { name })).toBeVisible();
    }
    await expect(verification.getByText("Podatki: dodano plik")).toBeVisible();
    await expect(order).toBeEnabled();
    await order.click();
    await expect(verification.getByRole("status")).toHaveText(
      /^Weryfikację zamówiono \d{1,2} \p{L}+ \d{4} — wynik w ciągu 14 dni\.$/u,
    );
    await expect(order).toHaveCount(0);

    // Staff find it among the companies awaiting verification, 14 days left, and confirm it.
    await staff.goto("/portal/companies");
    await hydrated(staff);
    await staff.getByRole("link", { name: "Czekające na weryfikację" }).click();
    await expect(staff).toHaveURL(/awaiting=verification/);
    const row = staff.getByRole("row", { name: new RegExp(account.companyName) });
    await expect(row.getByText("14 dni")).toBeVisible();
    await row.getByRole("link", { name: account.companyName }).click();
    await expect(staff).toHaveURL(/\/portal\/companies\/[0-9a-f-]{36}$/);
    await expect(staff.getByText(/^zamówiono .*, termin .* \(pozostało 14 dni\)$/)).toBeVisible();
    await hydrated(staff);
    // The registration PDF, inline in a frame of the page, served sandboxed.
    const inline = staff.waitForResponse((res) => res.url().endsWith("/inline"));
    await staff.getByLabel("Podgląd pliku krs.pdf").click();
    await expect(staff.locator('iframe[title="Zawartość pliku krs.pdf"]')).toBeVisible();
    const served = await inline;
    expect(served.status()).toBe(200);
    expect(await served.headerValue("content-disposition")).toMatch(/^inline; /);
    // (headers() leaves security headers out.)
    expect(await served.headerValue("content-security-policy")).toMatch(/^sandbox; /);
    // No navigation is under way (the progress bar is gone), and the dialog is opened until it shows.
    const dialog = staff.getByRole("dialog", { name: "Potwierdź weryfikację" });
    await expect(staff.getByRole("progressbar", { name: "Wczytywanie strony" })).toHaveCount(0, { timeout: 30_000 });
    await expect(async () => {
      if (!(await dialog.isVisible())) await staff.getByRole("button", { name: "Potwierdź weryfikację" }).click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await dialog.getByRole("button", { name: "Potwierdź weryfikację" }).click();
    await expect(staff.getByText("Zamówiona weryfikacja")).toHaveCount(0);
    await staff.goto("/portal/companies?awaiting=verification");
    await expect(staff.getByRole("link", { name: account.companyName })).toHaveCount(0);

    // The admin hears the result by mail; the page shows the company verified.
    const mail = await outboxMail(page, "verificationResult", account.email);
    await expect(mail).toContainText(`Wynik weryfikacji firmy ${account.companyName}: zweryfikowana`);
    await page.goto("/company/docs");
    await expect(page.getByRole("region", { name: "Weryfikacja firmy" })).toContainText("Status firmy: zweryfikowana.");
  });
});
