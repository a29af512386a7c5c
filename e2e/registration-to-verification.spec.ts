import { expect, test } from "./fixtures.ts";
import { hydrated } from "./member-support.ts";
import { fileBytes } from "../tests/support/media-upload.ts";
import { E2E_STAFF } from "./staff-accounts.ts";
import { consentGiven, holdNextDocumentUpload, outboxMail, uniqueCompany } from "./support.ts";

test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));
// Staff of this journey's own (made before the server starts), not the seeded staff account.
test.use({ staffAccount: E2E_STAFF.registrationToVerification });

/**
 * Issue 24's journey in one piece: a new company signs up through every step of the wizard,
 * finishes later and resumes from the mailed link on another device, confirms its account and
 * signs in; it uploads its registration and tax documents (each with a progress bar) and orders
 * verification; staff find it among the companies awaiting verification, look at a file inline,
 * accept both documents and verify the company; the company sees the result and gets it by mail.
 */
test("a new company signs up in steps, resumes from the mail, uploads its documents and orders verification; staff accept them and verify it; the company sees the result", async ({
  page,
  browser,
  baseURL,
  staffPage: staff,
}) => {
  test.setTimeout(180_000);
  const { tin, email, companyName } = uniqueCompany();
  const password = "Weryfikacja#Firmy2026";
  const next = () => page.getByRole("button", { name: "Dalej" }).click();

  // 1. The company: this NIP is not in the register, so the import says so and the data is typed.
  await page.goto("/wyprobuj");
  await hydrated(page);
  await expect(page.locator('li[aria-current="step"]')).toContainText("Firma");
  await page.getByLabel("NIP").fill(tin);
  await page.getByRole("button", { name: "Pobierz dane z rejestru" }).click();
  await expect(page.getByText("W rejestrze nie ma firmy o tym NIP. Uzupełnij dane ręcznie.")).toBeVisible();
  await expect(page.getByLabel("NIP")).toHaveValue(tin);
  await page.getByLabel("Nazwa firmy").fill(companyName);
  await page.getByLabel("Ulica i numer").fill("ul. Spedycyjna 7");
  await page.getByLabel("Kod pocztowy").fill("90-001");
  await page.getByLabel("Miejscowość").fill("Łódź");
  await next();

  // 2. The person signing up; 3. the documents verification will need; then "finish later".
  await expect(page.getByText("Krok 2 z 6: Twoje dane")).toBeVisible();
  await page.getByLabel("Imię").fill("Roma");
  await page.getByLabel("Nazwisko").fill("Rejestrowa");
  await page.getByLabel("Adres e-mail").fill(email);
  await next();
  await expect(page.getByText("Krok 3 z 6: Dokumenty")).toBeVisible();
  const needed = page.getByRole("region", { name: "Dokumenty" });
  await expect(needed.getByText("Rejestracja firmy", { exact: true })).toBeVisible();
  await expect(needed.getByText("Podatki", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Dokończ później" }).click();
  await expect(page.getByRole("status")).toContainText(`Wysłaliśmy link na adres ${email}`);

  // The resume link from the mail, opened on another device (a browser context without this one's cookies).
  const resumeMail = await outboxMail(page, "registrationResume", email);
  await expect(resumeMail.locator("h2")).toHaveText("Dokończ rejestrację w Przewodniku");
  const resumeLink = new URL(/https?:\/\/\S+wznow=\S+/.exec((await resumeMail.locator("pre").textContent()) ?? "")![0]);
  const other = await browser.newContext({ baseURL });
  await consentGiven(other, baseURL!);
  const device = await other.newPage();
  await device.goto(`${resumeLink.pathname}${resumeLink.search}`);
  await hydrated(device);
  await device.getByRole("button", { name: "Kontynuuj rejestrację" }).click();
  await expect(device.getByText("Krok 3 z 6: Dokumenty")).toBeVisible();
  // 4. The plan (no promo code); 5. the password; 6. the summary with the consents.
  await device.getByRole("button", { name: "Dalej" }).click();
  await expect(device.getByText("Krok 4 z 6: Plan")).toBeVisible();
  await device.getByRole("button", { name: "Dalej" }).click();
  await expect(device.getByText("Krok 5 z 6: Hasło")).toBeVisible();
  await device.getByLabel("Nowe hasło", { exact: true }).fill(password);
  await device.getByLabel("Powtórz nowe hasło").fill(password);
  await device.getByRole("button", { name: "Dalej" }).click();
  await expect(device.getByText("Krok 6 z 6: Podsumowanie")).toBeVisible();
  // What was typed on the first device came along with the draft.
  await expect(device.getByText(companyName)).toBeVisible();
  await expect(device.getByText(tin)).toBeVisible();
  await expect(device.getByText(email)).toBeVisible();
  await device.getByLabel("Akceptuję regulamin serwisu (wymagane)").check();
  await device.getByLabel(/zapoznanie się z polityką prywatności/).check();
  await device.getByRole("button", { name: "Załóż konto próbne" }).click();
  await expect(device.getByRole("status")).toContainText("wysłaliśmy link aktywacyjny");
  await other.close();

  // The account is confirmed from the mail; the first sign-in, with the form.
  const confirmMail = await outboxMail(page, "confirmAccount", email);
  await expect(confirmMail.locator("h2")).toHaveText("Potwierdź konto w Przewodniku");
  const confirmLink = new URL(/https?:\/\/\S+/.exec((await confirmMail.locator("pre").textContent()) ?? "")![0]);
  await page.goto(confirmLink.pathname);
  await page.getByRole("button", { name: "Aktywuj konto" }).click();
  await expect(page.getByRole("status")).toHaveText("Konto jest aktywne. Możesz się zalogować.");
  await page.getByRole("link", { name: "Zaloguj się" }).last().click();
  await hydrated(page);
  await page.getByLabel("Adres e-mail").fill(email);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL("/start");

  // The documents page: nothing there yet, so verification cannot be ordered.
  await page.goto("/company/docs");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dokumenty firmy");
  const verification = page.getByRole("region", { name: "Weryfikacja firmy" });
  const order = verification.getByRole("button", { name: "Zamów weryfikację" });
  await expect(verification.getByText("Rejestracja firmy: dodaj dokument z co najmniej jednym plikiem")).toBeVisible();
  await expect(order).toBeDisabled();

  // A registration document (PDF) and a tax document (a PNG scan): each upload is held at the
  // server's door until its progress bar has been seen, then completes.
  for (const [type, file] of [
    ["Rejestracja firmy", { name: "krs.pdf", mimeType: "application/pdf", buffer: fileBytes.pdf(512 * 1024) }],
    ["Podatki", { name: "nip-vat.png", mimeType: "image/png", buffer: fileBytes.png() }],
  ] as const) {
    const section = page.getByRole("region", { name: type, exact: true });
    await section.getByRole("button", { name: "Dodaj dokument" }).click();
    await expect(section.locator("li[data-document]")).toHaveCount(1);
    const release = await holdNextDocumentUpload(page);
    await section.getByLabel("Dodaj pliki do tego dokumentu").setInputFiles(file);
    const bar = section.getByRole("progressbar", { name: file.name });
    await expect(bar).toBeVisible();
    await expect(section.getByText(/^Wysyłanie: \d+%$/)).toBeVisible();
    release();
    await expect(bar).toHaveJSProperty("value", 100);
    await expect(section.getByText("Wysłano", { exact: true })).toBeVisible();
    await expect(section.getByRole("link", { name: file.name })).toBeVisible();
    await expect(section.getByText("Czeka na weryfikację")).toBeVisible();
  }

  // Both required documents are there: verification is ordered, with its 14 days.
  await expect(verification.getByText("Rejestracja firmy: dodano plik")).toBeVisible();
  await expect(verification.getByText("Podatki: dodano plik")).toBeVisible();
  await expect(order).toBeEnabled();
  await order.click();
  await expect(verification.getByRole("status")).toHaveText(
    /^Weryfikację zamówiono \d{1,2} \p{L}+ \d{4} — wynik w ciągu 14 dni\.$/u,
  );
  await expect(order).toHaveCount(0);

  // Staff, in a session of their own: the company is among those awaiting verification.
  await staff.goto("/portal/companies");
  await hydrated(staff);
  await staff.getByRole("link", { name: "Czekające na weryfikację" }).click();
  await expect(staff).toHaveURL(/awaiting=verification/);
  const row = staff.getByRole("row", { name: new RegExp(companyName) });
  await expect(row.getByText("14 dni")).toBeVisible();
  await expect(row.getByText("2 – zgłoszona do weryfikacji")).toBeVisible();
  await row.getByRole("link", { name: companyName }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(companyName);
  await hydrated(staff);
  await expect(staff.getByText("Status rejestracji: 2 – zgłoszona do weryfikacji")).toBeVisible();
  await expect(staff.getByText(/^zamówiono .*, termin .* \(pozostało 14 dni\)$/)).toBeVisible();

  // The registration PDF, looked at inline in the page.
  const documents = staff.getByRole("region", { name: "Dokumenty firmy" });
  const inline = staff.waitForResponse((res) => res.url().endsWith("/inline"));
  await documents.getByLabel("Podgląd pliku krs.pdf").click();
  await expect(documents.locator('iframe[title="Zawartość pliku krs.pdf"]')).toBeVisible();
  const served = await inline;
  expect(served.status()).toBe(200);
  expect(await served.headerValue("content-type")).toBe("application/pdf");

  // Both documents accepted, one after the other.
  for (const type of ["Rejestracja firmy", "Podatki"]) {
    const document = documents.getByRole("listitem").filter({ has: staff.getByRole("heading", { name: type }) });
    const params = document.getByRole("form", { name: "Parametry dokumentu" });
    await params.getByLabel("Decyzja").selectOption("accepted");
    await params.getByRole("button", { name: "Zapisz parametry" }).click();
    await expect(document.getByText("Zaakceptowany")).toBeVisible();
  }
  await expect(documents.locator('li[data-document][data-status="accepted"]')).toHaveCount(2);

  // The company verified through the status machine, after a confirmation.
  await staff
    .getByRole("group", { name: "Zmiana statusu firmy" })
    .getByRole("button", { name: "Potwierdź weryfikację" })
    .click();
  const dialog = staff.getByRole("dialog", { name: "Potwierdź weryfikację" });
  await dialog.getByRole("button", { name: "Potwierdź weryfikację" }).click();
  await expect(staff.getByText("Status został zmieniony, a zainteresowani dostali wiadomość e-mail.")).toBeVisible();
  await expect(staff.getByText("Status rejestracji: 3 – zweryfikowana")).toBeVisible();
  await expect(staff.getByText(/^zamówiono .*, termin/)).toHaveCount(0);
  await staff.goto("/portal/companies?awaiting=verification");
  await expect(staff.getByRole("link", { name: companyName })).toHaveCount(0);

  // The company's admin: the result by mail, and the company area shows it verified.
  const resultMail = await outboxMail(page, "verificationResult", email);
  await expect(resultMail).toContainText(`Wynik weryfikacji firmy ${companyName}: zweryfikowana`);
  await page.goto("/company/docs");
  await hydrated(page);
  await expect(verification).toContainText("Status firmy: zweryfikowana.");
  for (const type of ["Rejestracja firmy", "Podatki"]) {
    const section = page.getByRole("region", { name: type, exact: true });
    await expect(section.getByText("Zaakceptowany")).toBeVisible();
    await expect(section.getByRole("button", { name: /^Usuń dokument/ })).toHaveCount(0);
  }
  await page.goto("/company/info");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(companyName);
  await expect(page.getByText("zweryfikowana", { exact: true })).toBeVisible();
  await expect(page.getByText("Twoja firma czeka na weryfikację")).toHaveCount(0);
});
