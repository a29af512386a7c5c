import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { BrowserContext, Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { companyConfirmedByStaff, consentGiven, freshAccount, signInAs, useLocale } from "./support.ts";

test.describe.configure({ timeout: 150_000 });

const labels = {
  pl: {
    messages: "Wiadomości rozmowy",
    input: "Twoja wiadomość",
    request: "Zamów przewodnik",
    summary: "Sprawdź dane do przewodnika",
    confirm: "Potwierdź i zamów przewodnik",
    download: "Pobierz PDF",
    view: "Czytaj w przeglądarce",
    situation: "Twoja sytuacja w skrócie",
  },
  en: {
    messages: "Conversation messages",
    input: "Your message",
    request: "Request guide",
    summary: "Check the facts for your guide",
    confirm: "Confirm and request the guide",
    download: "Download PDF",
    view: "Read in the browser",
    situation: "Your situation in brief",
  },
} as const;

/** A fresh user and company of the journey's own, its interview answered and finished (a thread seeded with the profile). */
async function interviewDone(page: Page, context: BrowserContext, baseURL: string, answers: Record<string, unknown>) {
  await consentGiven(context, baseURL);
  const account = await freshAccount(page, "Zofia", "Gęślarz");
  await signInAs(page, account.email, account.password);
  await companyConfirmedByStaff(page, account);
  const api = (path: string, data: unknown) =>
    page.request.post(`/new-api${path}`, { data, headers: { accept: "application/json" } });
  const { interviewId } = await (await api("/interview/start", {})).json();
  expect((await api("/interview/save", { interviewId, answers })).ok()).toBe(true);
  expect((await api("/interview/finish", { interviewId })).ok()).toBe(true);
}

async function say(page: Page, lang: "pl" | "en", text: string) {
  const list = page.getByRole("region", { name: labels[lang].messages });
  const box = page.getByLabel(labels[lang].input);
  await box.fill(text);
  await box.press("Enter");
  await expect(list.locator('li[data-role="user"]').last()).toContainText(text);
  await expect(list.locator('li[data-role="assistant"]').last()).toHaveAttribute("data-status", "complete", {
    timeout: 30_000,
  });
}

/**
 * Holds the page's status polls (GET /new-api/guide/{id}) until released, so that only the
 * server's push can tell the page the guide is ready.
 */
async function pollsHeld(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/new-api\/guide\/[0-9a-f-]{36}$/, async (route: Route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The PDF downloads and is written in the interface's language, and so is the guide's HTML view. */
async function pdfWorks(page: Page, panel: ReturnType<Page["locator"]>, lang: "pl" | "en", path: string) {
  const { download: name, view, situation } = labels[lang];
  const downloading = page.waitForEvent("download");
  await panel.getByRole("link", { name }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await download.saveAs(path);
  expect(fs.readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });
  expect(text).toContain(situation);
  await panel.getByRole("link", { name: view }).click();
  await expect(page.getByRole("heading", { name: new RegExp(situation) })).toBeVisible();
}

test("interview → chat → request → the summary's facts, one corrected (a refusal keeps the text) → confirm → ready by push → PDF", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await interviewDone(page, context, baseURL!, {
    stage: "starting",
    activity: "Pracownia ceramiki artystycznej",
    customers: "both",
    offer: ["goods"],
    monthlyRevenue: { value: 9, unit: "kPLN", period: "month" },
    monthlyCosts: { value: 2500, unit: "PLN", period: "month" },
    founders: 1,
    soloForm: "jdg",
    employees: 0,
    formerEmployerClient: false,
    businessInLast60Months: false,
    otherEmployment: false,
    vatStatus: "exempt",
    fundingNeeds: false,
    startDate: "2027-03-01",
  });
  // A phone: the dialog's confirm button must stay in view.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/rozmowa");
  await say(page, "pl", "Jak założyć jednoosobową działalność?");
  await say(page, "pl", "Czy muszę mieć kasę fiskalną?");
  await say(page, "pl", "Dziękuję, to wszystko.");

  const opener = page.getByRole("button", { name: labels.pl.request });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: labels.pl.summary });
  await expect(dialog).toBeVisible();
  // Focus has moved into the dialog.
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const row = (fact: string) => dialog.locator(`[data-fact="${fact}"]`);
  await expect(row("activity")).toContainText("Pracownia ceramiki artystycznej");
  await expect(row("legalForm")).toContainText("Jednoosobowa działalność gospodarcza");
  await expect(row("customers")).toContainText("Firmy i osoby prywatne");
  await expect(row("monthlyRevenue")).toContainText(/9\s?000 zł miesięcznie/);
  await expect(row("monthlyCosts")).toContainText(/2\s?500 zł miesięcznie/);
  await expect(row("otherEmployment")).toContainText("Nie");
  await expect(row("vatStatus")).toContainText("Zwolnienie z VAT");
  await expect(row("startDate")).toContainText("1 marca 2027");
  const confirm = dialog.getByRole("button", { name: labels.pl.confirm });
  await expect(confirm).toBeInViewport();

  // A correction the contract refuses keeps what was typed and says why; then a good one is saved.
  await row("monthlyRevenue").getByRole("button", { name: "Popraw: Przychód miesięcznie (zł)" }).click();
  const field = dialog.getByLabel("Przychód miesięcznie (zł)");
  await expect(field).toBeFocused();
  await field.fill("200 000 000");
  await field.press("Enter");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(row("monthlyRevenue")).toContainText("Wartość nie może być większa niż 100 000 000.");
  await expect(field).toHaveValue("200 000 000");
  await expect(confirm).toBeDisabled(); // a correction is open
  await field.fill("12 000");
  await dialog.getByRole("button", { name: "Zapisz", exact: true }).click();
  await expect(row("monthlyRevenue")).toContainText(/12\s000 zł miesięcznie/);
  await expect(row("monthlyRevenue").getByRole("button", { name: "Popraw: Przychód miesięcznie (zł)" })).toBeFocused();
  // The profile panel on the page shows the same correction.
  await expect(page.getByTestId("profile-panel")).toContainText(/12\s000/);

  // The start date in a date field: one past the contract's range is refused, a good one saved.
  const startLabel = "Data rozpoczęcia działalności";
  await row("startDate")
    .getByRole("button", { name: `Popraw: ${startLabel}` })
    .click();
  const date = dialog.getByLabel(startLabel);
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute("type", "date");
  await expect(date).toHaveValue("2027-03-01");
  await date.fill("2100-01-01");
  await dialog.getByRole("button", { name: "Zapisz", exact: true }).click();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(row("startDate")).toContainText("Data nie może być późniejsza niż 31 grudnia 2099.");
  await expect(date).toHaveValue("2100-01-01");
  await date.fill("2027-04-15");
  await dialog.getByRole("button", { name: "Zapisz", exact: true }).click();
  await expect(row("startDate")).toContainText("15 kwietnia 2027");
  await expect(row("startDate").getByRole("button", { name: `Popraw: ${startLabel}` })).toBeFocused();
  await expect(page.getByTestId("profile-panel")).toContainText("start firmy: 15 kwietnia 2027");

  const release = await pollsHeld(page);
  await expect(confirm).toBeInViewport();
  await confirm.click();
  await expect(dialog).toBeHidden();
  const panel = page.locator("[data-guide-status]");
  await expect(panel).toBeFocused();
  // The polls are held: the push alone turns the panel ready, well before the 15 s poll would.
  await expect(panel).toHaveAttribute("data-guide-status", "ready", { timeout: 12_000 });
  await expect(panel).toContainText("jest gotowy");
  release();
  await pdfWorks(page, panel, "pl", testInfo.outputPath("guide-pl.pdf"));

  // The thread's profile (which the guide was built from) holds the correction.
  const latest = await (await page.request.get("/new-api/thread/latest-thread")).json();
  const profile = await (await page.request.get(`/new-api/thread/profile?threadId=${latest.thread.threadId}`)).json();
  expect(profile.profile.monthlyRevenue).toBe(12000);
  expect(profile.profile.startDate).toBe("2027-04-15");
});

test("in English: the summary marks unknown facts, one is added, and the guide arrives by push", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await useLocale(context, baseURL!, "en");
  await interviewDone(page, context, baseURL!, {
    stage: "idea",
    activity: "Mobile bicycle repair",
    customers: "b2c",
    offer: ["services"],
    monthlyRevenue: { value: 6000, unit: "PLN", period: "month" },
    monthlyCosts: { value: 1000, unit: "PLN", period: "month" },
    founders: 1,
    soloForm: "jdg",
    employees: 0,
    formerEmployerClient: false,
    businessInLast60Months: false,
    otherEmployment: true,
    employmentPay: true,
    vatStatus: "exempt",
    fundingNeeds: false,
    startDate: "2027-05-01",
  });
  await page.goto("/rozmowa");
  await say(page, "en", "How do I register a sole proprietorship?");
  await say(page, "en", "Do I need a cash register?");
  await say(page, "en", "Thanks, that is all.");

  // A fact removed in the chat's profile panel is unknown in the summary.
  const latest = await (await page.request.get("/new-api/thread/latest-thread")).json();
  const removed = await page.request.post("/new-api/thread/profile", {
    data: { threadId: latest.thread.threadId, remove: ["vatStatus"] },
    headers: { accept: "application/json" },
  });
  expect(removed.ok()).toBe(true);

  await page.getByRole("button", { name: labels.en.request }).click();
  const dialog = page.getByRole("dialog", { name: labels.en.summary });
  const row = (fact: string) => dialog.locator(`[data-fact="${fact}"]`);
  await expect(row("activity")).toContainText("Mobile bicycle repair");
  await expect(row("monthlyRevenue")).toContainText("PLN 6,000 a month");
  await expect(row("otherEmployment")).toContainText("Yes");
  await expect(row("startDate")).toContainText("1 May 2027");
  await expect(row("vatStatus")).toContainText("Not known — the guide will make an assumption and say so");
  await expect(dialog).toContainText("One fact is missing.");

  await row("vatStatus").getByRole("button", { name: "Add: VAT" }).click();
  await dialog.getByLabel("VAT").selectOption("exempt");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(row("vatStatus")).toContainText("VAT exemption");
  await expect(dialog).not.toContainText("One fact is missing.");

  const release = await pollsHeld(page);
  await dialog.getByRole("button", { name: labels.en.confirm }).click();
  const panel = page.locator("[data-guide-status]");
  await expect(panel).toHaveAttribute("data-guide-status", "ready", { timeout: 12_000 });
  await expect(panel).toContainText("is ready");
  release();
  await pdfWorks(page, panel, "en", testInfo.outputPath("guide-en.pdf"));
});
