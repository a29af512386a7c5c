import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
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
  // Exported as Markdown, that link is absolute (the configured address), so it works outside the site.
  const exported = page.waitForEvent("download");
  await page.getByRole("button", { name: "Eksportuj do Markdown" }).click();
  const markdown = await readFile((await (await exported).path())!, "utf8");
  expect(markdown).toContain(`](${baseURL}/kalkulator?revenue=180000&costs=24000`);
  expect(markdown).not.toContain("](/kalkulator");
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

  // The company awaits verification: its questions are answered, and the chat says plainly that a
  // guide waits for the plan (the request would be refused), even with enough answers.
  await expect(page.getByText(/Przewodnik będzie można zamówić, gdy plan firmy go obejmie/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Zamów przewodnik" })).toBeDisabled();

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

  // The abandoned one is readable among past conversations, listed in the side panel.
  await page.reload();
  await expect(page.getByText(/Poprzednie rozmowy \(\d+\)/)).toBeVisible();
  await page
    .getByRole("link", { name: /Rozmowa z / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/guide\/chat\/history\?thread=/);
  await expect(page.getByText("Ile wynosi składka zdrowotna na ryczałcie?")).toBeVisible();
  await expect(page.getByText("To zapis zakończonej rozmowy")).toBeVisible();
});

/** axe with the WCAG 2.1 A and AA rules: no serious or critical violation. */
const axeClean = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
};

test("an app view: with a long conversation the message box is in view on load at every size and only the messages scroll; the side panel's drawer, the skip link, copy and regenerate", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const account = await freshAccount(page, "Ola", "Długorozmowna");
  await signInAs(page, account.email, account.password);
  await companyConfirmedByStaff(page, account);
  await page.goto("/rozmowa");
  // A long conversation, sent through the API (whole replies, without the streaming pace).
  const { thread } = await (await page.request.get("/new-api/thread/latest-thread")).json();
  for (const content of [
    "Jak założyć JDG przez internet?",
    "Ile wynosi preferencyjny ZUS w 2026?",
    "Jakie są terminy płatności składek ZUS?",
    "Kiedy muszę zarejestrować się jako podatnik VAT?",
    "Ryczałt czy podatek liniowy — co wybrać?",
    "Jakie są stawki VAT w Polsce?",
    "Co to jest KSeF?",
  ]) {
    const sent = await page.request.post("/new-api/thread/send-message", {
      data: { threadId: thread.threadId, content },
      headers: { accept: "application/json" },
    });
    expect(sent.status()).toBe(200);
  }
  const box = page.getByLabel("Twoja wiadomość");
  for (const [width, height] of [
    [320, 568],
    [390, 844],
    [768, 1024],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/rozmowa");
    await expect(chatMessages(page).locator('li[data-role="user"]')).toHaveCount(7);
    // The box is whole in view on load, and so is the newest reply (the list starts at the bottom).
    await expect(box, `${width}×${height}`).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Wyślij" })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Zamów przewodnik" })).toBeInViewport({ ratio: 1 });
    await expect(lastReply(page)).toBeInViewport();
    // The page itself does not scroll (no second scroll area around the list); the list does.
    const sizes = await page.evaluate(() => ({
      page: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
    }));
    expect(sizes.page, `${width}×${height}: the page's height`).toBeLessThanOrEqual(sizes.viewport);
    const list = await chatMessages(page).evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(list.scroll).toBeGreaterThan(list.client);
    expect(await hasHorizontalOverflow(page)).toBe(false);
  }

  // On a phone the side panel is a drawer: the current conversation marked, "new conversation"
  // first, what the advisor knows; Escape closes it and focus goes back to its button.
  await page.setViewportSize({ width: 390, height: 844 });
  const opener = page.getByRole("button", { name: "Rozmowy", exact: true });
  await opener.click();
  const drawer = page.getByRole("dialog", { name: "Rozmowy i dane firmy" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: /Bieżąca rozmowa/ })).toHaveAttribute("aria-current", "page");
  await expect(drawer.getByRole("button").nth(1)).toHaveText(/Nowa rozmowa/);
  await expect(drawer.getByRole("region", { name: "Co wiem o Twojej firmie" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: /Rozmowa z / })).toHaveCount(0);
  await axeClean(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  // On a wide screen the panel stands beside the conversation.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/rozmowa");
  await expect(opener).toBeHidden();
  const aside = page.getByRole("complementary", { name: "Rozmowy i dane firmy" });
  await expect(aside.getByRole("link", { name: /Bieżąca rozmowa/ })).toHaveAttribute("aria-current", "page");
  await expect(aside.getByRole("region", { name: "Co wiem o Twojej firmie" })).toBeVisible();
  await axeClean(page);

  // The second stop of the keyboard is a skip link straight into the box, past every source link.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Przejdź do pola wiadomości" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(box).toBeFocused();

  // Copy, from the keyboard: the reply's text in the clipboard, confirmed politely.
  const { messages } = await (
    await page.request.post("/new-api/thread/get-messages", { data: { threadId: thread.threadId } })
  ).json();
  const copy = lastReply(page).getByRole("button", { name: "Kopiuj odpowiedź doradcy" });
  await copy.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("chat-notice")).toHaveText("Skopiowano odpowiedź do schowka.");
  await expect(lastReply(page).getByRole("button", { name: /^Skopiowano/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(messages.at(-1).content);

  // Regenerate: offered on the newest reply only; the new reply takes the old one's place.
  const regenerate = chatMessages(page).getByRole("button", { name: "Wygeneruj ponownie ostatnią odpowiedź" });
  await expect(regenerate).toHaveCount(1);
  const replies = chatMessages(page).locator('li[data-role="assistant"]');
  const count = await replies.count();
  const old = await lastReply(page).getAttribute("data-message-id");
  await regenerate.click();
  await expect(lastReply(page)).not.toHaveAttribute("data-message-id", old!);
  await expect(lastReply(page)).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
  await expect(lastReply(page)).toContainText("KSeF");
  const fresh = await lastReply(page).getAttribute("data-message-id");
  await expect(replies).toHaveCount(count);
  await expect(chatMessages(page).getByText("Co to jest KSeF?", { exact: true })).toHaveCount(1);
  // A reload shows one reply to the question: the new one.
  await page.reload();
  await expect(replies).toHaveCount(count);
  await expect(lastReply(page)).toHaveAttribute("data-message-id", fresh!);
  await expect(chatMessages(page).getByText("Co to jest KSeF?", { exact: true })).toHaveCount(1);
  await expect(chatMessages(page).locator(`[data-message-id="${old}"]`)).toHaveCount(0);
});
