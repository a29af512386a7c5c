import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { companyConfirmedByStaff, consentGiven, freshAccount, signInAs } from "./support.ts";

test("my guides: the empty state leads to the interview and the chat; a requested guide and the open conversation are listed", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Lena", "Listowa");
  await signInAs(page, account.email, account.password);
  // Staff confirm the company, which starts its trial (guides allowed).
  await companyConfirmedByStaff(page, account);

  await page.goto("/moje-przewodniki");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moje przewodniki");
  await expect(page.getByRole("heading", { name: "Nie masz jeszcze przewodników" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Wypełnij wywiad" })).toHaveAttribute("href", "/interview");
  await expect(page.getByRole("main").getByRole("link", { name: "Rozmowa z doradcą" })).toHaveAttribute(
    "href",
    "/rozmowa",
  );

  // A conversation over the threshold, and a guide requested from it (through the API, as the chat page does).
  const api = (path: string, data: unknown) =>
    page.request.post(`/new-api${path}`, { data, headers: { accept: "application/json" } });
  const { threadId } = await (await api("/thread/create-thread", {})).json();
  await api("/thread/start-thread", { threadId });
  for (const content of ["Sklep internetowy z ceramiką", "20 tys. zł miesięcznie", "3 tys. zł"])
    expect((await api("/thread/send-message", { threadId, content })).ok()).toBe(true);
  expect((await api("/thread/request-guide", { threadId })).status()).toBe(202);
  await api("/thread/create-thread", {});

  await page.reload();
  await expect(page.getByText("1 przewodnik", { exact: true })).toBeVisible();
  const inProgress = page.locator('[data-guide-state="inProgress"]');
  await expect(inProgress).toContainText("W toku");
  await expect(inProgress).toContainText("Masz 0 odpowiedzi z 3 potrzebnych");
  await expect(inProgress.getByRole("link", { name: "Kontynuuj rozmowę" })).toHaveAttribute("href", "/rozmowa");
  // The guide is being made (or already made); the page polls and shows it ready without a reload.
  const guide = page
    .locator("[data-guide-state]")
    .filter({ hasText: "Działalność: sklep internetowy z ceramiką — plan na 2026" });
  await expect(guide).toContainText(/Przygotowywany|Gotowy/);
  await expect(guide).toContainText(/Zamówiony \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(guide).toHaveAttribute("data-guide-state", "ready", { timeout: 25_000 });
  await expect(guide.getByRole("link", { name: "Pobierz PDF" })).toHaveAttribute("href", /^\/new-api\/pdf\/download\//);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // The English alias and a page number that is not one.
  await page.goto("/profile/myguides");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moje przewodniki");
  const bad = await page.goto("/moje-przewodniki?page=abc");
  expect(bad?.status()).toBe(404);
});
