import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { consentGiven, freshAccount, signInAs } from "./support.ts";

test("my guides: the empty state leads to the interview and the chat; a requested guide and the open conversation are listed", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Lena", "Listowa");
  await signInAs(page, account.email, account.password);
  // Staff confirm the company, which starts its trial (guides allowed).
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
  const guide = page.locator('[data-guide-state="generating"]');
  await expect(guide).toContainText("Przewodnik biznesowy: Sklep internetowy z ceramiką");
  await expect(guide).toContainText("Przygotowywany");
  await expect(guide).toContainText(/Zamówiony \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // The English alias and a page number that is not one.
  await page.goto("/profile/myguides");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moje przewodniki");
  const bad = await page.goto("/moje-przewodniki?page=abc");
  expect(bad?.status()).toBe(404);
});
