import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { consentGiven, freshAccount, hasHorizontalOverflow, lastReply, say, signInAs } from "./support.ts";

// Replies stream at ADVISOR_STREAM_DELAY_MS per word (30 ms in playwright.config.ts).
test.describe.configure({ timeout: 120_000 });

test("recorded facts: shown on the reply, undone with one click, corrected in the profile panel", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Robin", "Faktowy");
  await signInAs(page, account.email, account.password);
  await page.goto("/rozmowa");
  const panel = page.getByRole("region", { name: "Co wiem o Twojej firmie" });
  await expect(panel).toContainText("Na razie nic.");

  // The reply says what it noted and shows it with an undo button; the panel refreshes once it has ended.
  await say(page, "Jestem programistą i mam etat");
  const reply = lastReply(page);
  await expect(reply).toContainText("Zapisane informacje o firmie:");
  await expect(reply.locator("[data-learned]")).toContainText("masz też etat");
  await expect(panel.getByRole("listitem").filter({ hasText: "masz też etat" })).toBeVisible();

  // Undo from the keyboard: the reply shows "Cofnięto", the live region says what was undone.
  const undo = reply.getByRole("button", { name: "Cofnij", exact: true });
  await undo.focus();
  await page.keyboard.press("Enter");
  await expect(reply.getByText("Cofnięto", { exact: true })).toBeFocused();
  await expect(reply.getByRole("button", { name: "Cofnij", exact: true })).toHaveCount(0);
  await expect(page.getByTestId("chat-notice")).toContainText("Cofnięto: ");
  await expect(page.getByTestId("chat-notice")).toContainText("masz też etat");
  await expect(panel).not.toContainText("masz też etat");
  // A reload shows the same: the undo is stored.
  await page.reload();
  await expect(lastReply(page).getByText("Cofnięto", { exact: true })).toBeVisible();
  await expect(panel).not.toContainText("masz też etat");

  // Correcting the activity: an invalid value keeps what was typed, with a translated message.
  await panel.getByRole("button", { name: "Popraw dane" }).click();
  const activity = panel.getByLabel("Czym zajmuje się firma");
  await expect(activity).toBeFocused();
  await activity.fill("X");
  await panel.getByLabel("Przychód miesięcznie (zł)").fill("dużo");
  await panel.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(panel.getByRole("alert")).toContainText("Popraw zaznaczone pola");
  await expect(activity).toHaveValue("X");
  await expect(activity).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByText("Opis musi mieć co najmniej 2 znaki.", { exact: true })).toBeVisible();
  await expect(panel.getByText("Wpisz liczbę, np. 12 000.", { exact: true })).toBeVisible();
  // The error summary takes focus and its link leads to the field.
  const summary = panel.locator('[data-slot="error-summary"]');
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: /^Czym zajmuje się firma: Opis musi mieć/ }).click();
  await expect(activity).toBeFocused();

  await activity.fill("Aplikacje mobilne dla firm");
  await panel.getByLabel("Przychód miesięcznie (zł)").fill("12 000");
  await panel.getByLabel("Równolegle etat (umowa o pracę)").selectOption({ label: "Nie" });
  // The start date in the browser's date field, kept as an ISO day.
  const start = panel.getByLabel("Data rozpoczęcia działalności");
  await expect(start).toHaveAttribute("type", "date");
  await start.fill("2027-03-01");
  await panel.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(
    panel.getByRole("listitem").filter({ hasText: "działalność: Aplikacje mobilne dla firm" }),
  ).toBeVisible();
  await expect(panel).toContainText(/przychód 12\s000\szł miesięcznie/);
  await expect(panel).toContainText("bez innego zatrudnienia");
  await expect(panel).toContainText("start firmy: 1 marca 2027");
  await expect(page.getByTestId("chat-notice")).toHaveText("Zapisano zmiany w danych firmy.");
  await expect(panel.getByRole("button", { name: "Popraw dane" })).toBeFocused();

  // One fact removed with its own button.
  await panel.getByRole("button", { name: "Usuń informację: bez innego zatrudnienia" }).click();
  await expect(panel).not.toContainText("bez innego zatrudnienia");
  await expect(page.getByTestId("chat-notice")).toHaveText("Usunięto: bez innego zatrudnienia.");

  // The advisor works from the corrected profile: it does not ask for the activity again.
  await page.reload();
  await expect(panel).toContainText("działalność: Aplikacje mobilne dla firm");

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // 320 px wide: the panel (in the side panel's drawer on a phone), its form and the recorded
  // facts fit without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 720 });
  await page.getByRole("button", { name: "Rozmowy", exact: true }).click();
  await panel.getByRole("button", { name: "Popraw dane" }).click();
  await expect(panel.getByLabel("Forma prawna")).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
});

test("the panel and the recorded facts in English", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL!);
  await context.addCookies([{ name: "locale", value: "en", url: baseURL! }]);
  const account = await freshAccount(page, "Kim", "Angielski");
  await signInAs(page, account.email, account.password);
  await page.goto("/guide/chat");
  const panel = page.getByRole("region", { name: "What I know about your business" });
  await expect(panel).toContainText("Nothing yet.");
  const box = page.getByLabel("Your message");
  await box.fill("Mobile apps for companies");
  await box.press("Enter");
  const reply = page.locator('li[data-role="assistant"]').last();
  await expect(reply).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
  await expect(reply).toContainText("Noted about your business:");
  await expect(panel).toContainText("activity: Mobile apps for companies");
  await reply.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(reply.getByText("Undone", { exact: true })).toBeVisible();
  await expect(panel).toContainText("Nothing yet.");

  // A start date stated about the business is noted; the same date asked about is not.
  const latest = () => page.locator('li[data-role="assistant"]').last();
  const send = async (text: string) => {
    await box.fill(text);
    await box.press("Enter");
    await expect(page.locator('li[data-role="user"]').last()).toContainText(text);
    await expect(latest()).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
  };
  await send("What if I start on 1 March 2027?");
  await expect(latest().locator("[data-learned]")).toHaveCount(0);
  await expect(panel).toContainText("Nothing yet.");
  await send("I'm starting my business on 1 July 2027");
  await expect(latest().locator("[data-learned]")).toContainText("start date: 1 July 2027");
  await expect(panel).toContainText("start date: 1 July 2027");
});
