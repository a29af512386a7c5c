import fs from "node:fs";
import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { companyConfirmedByStaff, consentGiven, freshAccount, lastReply, say, signInAs } from "./support.ts";

test.describe.configure({ timeout: 150_000 });

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => v.id);

test("interview → chat → guide requested → generating → ready → PDF downloaded and read → listed, viewed, calendar", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Bożena", "Źdźbło");
  await signInAs(page, account.email, account.password);
  await companyConfirmedByStaff(page, account);

  // The interview's answers (saved as the page saves them), then its summary and finish in the browser.
  const api = (path: string, data: unknown) =>
    page.request.post(`/new-api${path}`, { data, headers: { accept: "application/json" } });
  const { interviewId } = await (await api("/interview/start", {})).json();
  const saved = await api("/interview/save", {
    interviewId,
    answers: {
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
      fundingNeeds: true,
      fundingSources: ["labourOffice"],
    },
  });
  expect(saved.ok()).toBe(true);
  await page.goto("/interview");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Podsumowanie");
  await page.getByRole("button", { name: "Zakończ i przejdź do rozmowy" }).click();
  await expect(page).toHaveURL(/\/rozmowa$/);
  await expect(lastReply(page)).toContainText("Dziękuję za wypełnienie wywiadu!");

  // Three answers reach the threshold; one is a question the guide will repeat with its answer.
  await say(page, "Jak założyć jednoosobową działalność?");
  await say(page, "Czy muszę mieć kasę fiskalną?");
  await say(page, "Dziękuję, to wszystko.");
  // The page checks the status at once (its poll and the server's push), and a guide renders in
  // well under a second: both are held until the generating state has been seen (its title
  // arrives with the first answer, so the title is checked on the ready panel).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/new-api\/guide\/[0-9a-f-]{36}(\/events)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Zamów przewodnik" }).click();
  // The summary of the facts the guide is built from, confirmed as they are.
  const summary = page.getByRole("dialog", { name: "Sprawdź dane do przewodnika" });
  await expect(summary.locator('[data-fact="activity"]')).toContainText("Pracownia ceramiki artystycznej");
  await summary.getByRole("button", { name: "Potwierdź i zamów przewodnik" }).click();
  const panel = page.locator("[data-guide-status]");
  await expect(panel).toHaveAttribute("data-guide-status", "generating");
  await expect(panel).toContainText("Przygotowujemy przewodnik");
  release();

  // The server's push (the page also polls every 15 s): the panel turns ready and offers the PDF.
  await expect(panel).toHaveAttribute("data-guide-status", "ready", { timeout: 40_000 });
  // The title names the activity (its wording is the guide's own).
  await expect(panel).toContainText(/Przewodnik „[^”]*pracownia ceramiki artystycznej[^”]*”/i);
  await expect(panel).toContainText("jest gotowy");
  const downloading = page.waitForEvent("download");
  await panel.getByRole("link", { name: "Pobierz PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]*pracownia-ceramiki-artystycznej[a-z0-9-]*\.pdf$/);
  const file = testInfo.outputPath("guide.pdf");
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\u00a0/g, " ");
  expect(text).toContain("Bożena Źdźbło");
  expect(text).toContain("Pracownia ceramiki artystycznej");
  expect(text).toContain("przychód 9000 zł i koszty 2500 zł miesięcznie");
  expect(text).toContain("Jak założyć jednoosobową działalność?");
  expect(text).toContain("Od czego zacząć");

  // The list shows it ready, with the HTML view and the calendar.
  await page.goto("/moje-przewodniki");
  const entry = page.locator('[data-guide-state="ready"]');
  await expect(entry).toContainText(/pracownia ceramiki artystycznej/i);
  await expect(entry).toContainText("Gotowy");
  expect(await seriousViolations(page)).toEqual([]);
  const calendarDownload = page.waitForEvent("download");
  await entry.getByRole("link", { name: "Terminy do kalendarza (.ics)" }).click();
  const ics = await calendarDownload;
  expect(ics.suggestedFilename()).toMatch(/\.ics$/);
  const icsFile = testInfo.outputPath("guide.ics");
  await ics.saveAs(icsFile);
  expect(fs.readFileSync(icsFile, "utf8")).toContain("SUMMARY:Składki ZUS za poprzedni miesiąc");

  await entry.getByRole("link", { name: "Czytaj w przeglądarce" }).click();
  await expect(page).toHaveURL(/\/moje-przewodniki\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/pracownia ceramiki artystycznej/i);
  await expect(
    page.getByRole("heading", { name: "3. Forma opodatkowania: porównanie dla Twoich liczb" }),
  ).toBeVisible();
  await expect(page.getByRole("table").filter({ hasText: "Ryczałt" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Jak założyć jednoosobową działalność?" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Another user cannot open it.
  const url = page.url();
  await signInAs(page, "jan@demo.przewodnik.pl");
  const other = await page.goto(url);
  expect(other?.status()).toBe(404);
});
