import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import {
  chatMessages,
  companyConfirmedByStaff,
  consentGiven,
  freshAccount,
  hasHorizontalOverflow,
  lastReply,
  say,
  signInAs,
} from "./support.ts";

// Replies stream at ADVISOR_STREAM_DELAY_MS per word (30 ms in playwright.config.ts), like a model's tokens.
test.describe.configure({ timeout: 120_000 });

test("a conversation with the built-in advisor: facts learned, questions answered with sources, a guide requested at the threshold", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Anna", "Rozmowna");
  await signInAs(page, account.email, account.password);
  await companyConfirmedByStaff(page, account); // the trial (guides allowed) starts with staff's confirmation
  await page.goto("/rozmowa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rozmowa z doradcą");
  await expect(lastReply(page)).toContainText("Czym będzie się zajmować Twoja firma?");
  await expect(page.getByText("Możesz zacząć od pytania:")).toBeVisible();
  const request = page.getByRole("button", { name: "Zamów przewodnik" });
  await expect(request).toBeDisabled();
  await expect(page.getByText("Odpowiedzi: 0 z 3 potrzebnych do zamówienia przewodnika.")).toBeVisible();

  // Three profile facts, each acknowledged, then the next question.
  await say(page, "Programowanie aplikacji mobilnych dla firm");
  await expect(lastReply(page)).toContainText("Zapisuję");
  await expect(lastReply(page)).toContainText("Jakiego przychodu spodziewasz się miesięcznie");
  await expect(page.getByText("Możesz zacząć od pytania:")).toHaveCount(0);
  await say(page, "około 15 tys. zł miesięcznie");
  await expect(lastReply(page)).toContainText(/przychód 15\s000\szł miesięcznie/);
  await expect(request).toBeDisabled();
  await say(page, "koszty to 2 tys. zł miesięcznie");
  await expect(lastReply(page)).toContainText(/koszty 2\s?000\szł miesięcznie/);
  // The calculators on the learned figures, with a link to the same numbers in the calculator.
  await expect(lastReply(page).getByRole("link", { name: /kalkulatorze/ })).toHaveAttribute(
    "href",
    /\/kalkulator\?revenue=180000&costs=24000/,
  );
  // The threshold (3 answers) is reached: the guide can be requested.
  await expect(request).toBeEnabled();
  await expect(page.getByText("Możesz już zamówić przewodnik na podstawie tej rozmowy.")).toBeVisible();

  // Two questions answered from the knowledge base, with their sources as links.
  await say(page, "Ile wynosi preferencyjny ZUS w 2026?");
  await expect(lastReply(page)).toContainText("456,18 zł");
  await expect(lastReply(page).getByRole("link", { name: /zus/i }).first()).toHaveAttribute("href", /zus\.pl/);
  await say(page, "Jak założyć JDG przez internet?");
  await expect(lastReply(page)).toContainText("CEIDG");
  await expect(lastReply(page).getByText("Źródła")).toBeVisible();
  await expect(lastReply(page).getByRole("link").first()).toHaveAttribute("href", /^https:\/\//);

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // Requesting the guide shows the facts it will be built from first, then ends the conversation
  // and shows the guide being made (or already made).
  await request.click();
  const dialog = page.getByRole("dialog", { name: "Sprawdź dane do przewodnika" });
  await expect(dialog).toContainText("Zamówienie kończy rozmowę");
  await dialog.getByRole("button", { name: "Potwierdź i zamów przewodnik" }).click();
  await expect(page.locator("[data-guide-status]")).toContainText("Działalność: programowanie — plan na 2026");
  await expect(page.getByText("Ta rozmowa jest zakończona.")).toBeVisible();
  await expect(page.getByLabel("Twoja wiadomość")).toHaveCount(0);
  // A reload keeps the guide in view and opens a fresh conversation.
  await page.reload();
  await expect(page.locator("[data-guide-status]")).toBeVisible();
  await expect(chatMessages(page).locator("li")).toHaveCount(1);
  await expect(page.getByText("Odpowiedzi: 0 z 3 potrzebnych do zamówienia przewodnika.")).toBeVisible();
  // The phone layout: nothing wider than the screen.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByLabel("Twoja wiadomość")).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
});

test("stop, retry after a failure, Shift+Enter, a new conversation, past conversations and the Markdown export", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Jan", "Przerwany");
  await signInAs(page, account.email, account.password);
  await page.goto("/rozmowa");
  await expect(lastReply(page)).toContainText("Czym będzie się zajmować Twoja firma?");
  const box = page.getByLabel("Twoja wiadomość");

  // Shift+Enter is a new line; Enter sends.
  await box.fill("Jakie są terminy płatności składek ZUS");
  await box.press("Shift+Enter");
  await box.pressSequentially("i podatków?");
  await expect(box).toHaveValue("Jakie są terminy płatności składek ZUS\ni podatków?");
  await box.press("Enter");
  await expect(box).toHaveValue("");
  // Stop while the reply streams: what was written stays, marked as stopped.
  const stop = page.getByRole("button", { name: "Zatrzymaj" });
  await expect(stop).toBeVisible();
  const streaming = chatMessages(page).locator('li[data-status="streaming"]');
  await expect(streaming).not.toContainText("Doradca pisze");
  await stop.click();
  await expect(lastReply(page)).toHaveAttribute("data-status", "partial");
  await expect(lastReply(page)).toContainText("Odpowiedź przerwana");
  await expect(page.getByRole("button", { name: "Wyślij" })).toBeVisible();

  // The model fails once (the same error part the server streams when an upstream model fails).
  await page.route(
    "**/new-api/thread/send-message",
    (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/event-stream" },
        body: 'data: {"type":"start"}\n\ndata: {"type":"error","errorText":"assistantUnavailable"}\n\ndata: [DONE]\n\n',
      }),
    { times: 1 },
  );
  await box.fill("Ile wynosi składka zdrowotna na ryczałcie?");
  await box.press("Enter");
  const failed = chatMessages(page).locator('li[data-status="failed"]');
  await expect(failed).toContainText("Ile wynosi składka zdrowotna na ryczałcie?");
  await expect(failed.getByRole("alert")).toContainText("Doradca nie odpowiedział na czas");
  await failed.getByRole("button", { name: "Wyślij ponownie" }).click();
  await expect(lastReply(page)).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
  await expect(lastReply(page)).toContainText("zł");
  await expect(chatMessages(page).locator('li[data-status="failed"]')).toHaveCount(0);
  // Sent once: the page after a reload shows the question a single time.
  await page.reload();
  await expect(chatMessages(page).getByText("Ile wynosi składka zdrowotna na ryczałcie?")).toHaveCount(1);

  // A reload in the middle of a reply shows it as saved so far (marked), and the question once.
  await box.fill("Jakie są stawki VAT w Polsce?");
  await box.press("Enter");
  await expect(chatMessages(page).locator('li[data-status="streaming"]')).not.toContainText("Doradca pisze");
  await page.reload();
  // The reply to that question (not an earlier one) is the last message, once the server has it.
  const last = chatMessages(page).locator("li[data-role]").last();
  await expect(last).toHaveAttribute("data-role", "assistant", { timeout: 40_000 });
  await expect(last).toHaveAttribute("data-status", /partial|complete/);
  await expect(chatMessages(page).getByText("Jakie są stawki VAT w Polsce?")).toHaveCount(1);

  // Export of the conversation as Markdown.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Eksportuj do Markdown" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rozmowa-\d{4}-\d{2}-\d{2}\.md$/);

  // A new conversation asks first; cancelling keeps everything.
  await page.getByRole("button", { name: "Nowa rozmowa" }).click();
  const dialog = page.getByRole("dialog", { name: "Rozpocząć nową rozmowę?" });
  await dialog.getByRole("button", { name: "Anuluj" }).click();
  await expect(chatMessages(page).locator('li[data-role="user"]')).toHaveCount(3);
  await page.getByRole("button", { name: "Nowa rozmowa" }).click();
  await dialog.getByRole("button", { name: "Zacznij nową rozmowę" }).click();
  await expect(chatMessages(page).locator("li")).toHaveCount(1);
  await expect(page.getByLabel("Twoja wiadomość")).toBeFocused();

  // The abandoned one is readable among past conversations.
  await page.reload();
  await page.getByText(/Poprzednie rozmowy \(\d+\)/).click();
  await page
    .getByRole("link", { name: /Rozmowa z / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/archive\/conversations\?thread=/);
  await expect(page.getByText("Ile wynosi składka zdrowotna na ryczałcie?")).toBeVisible();
  await expect(page.getByText("To zapis zakończonej rozmowy")).toBeVisible();
});
