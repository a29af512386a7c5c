import { expect, test } from "./fixtures.ts";
import { consentGiven, freshAccount, lastReply, say, signInAs } from "./support.ts";

// Replies stream at ADVISOR_STREAM_DELAY_MS per word (30 ms in playwright.config.ts).
test.describe.configure({ timeout: 120_000 });

test("each question answered in its own language, and none of them recorded as a fact", async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL!);
  const account = await freshAccount(page, "Kim", "Dwujęzyczna"); // a Polish account
  await signInAs(page, account.email, account.password);
  await page.goto("/rozmowa");
  const panel = page.getByRole("region", { name: "Co wiem o Twojej firmie" });

  // What the user states is recorded: a B2B programmer with no other job.
  await say(page, "Jestem programistą, pracuję tylko dla firm (B2B) i nie mam etatu");
  await expect(lastReply(page)).toContainText("Zapisuję");
  await expect(panel).toContainText("bez innego zatrudnienia");
  const before = await panel.getByRole("listitem").allTextContents();

  // Three questions: each answered in its own language, nothing recorded from them.
  await say(page, "Chcę zatrudnić pracownika na umowę o pracę — ile mnie to kosztuje?");
  await expect(lastReply(page)).toContainText(/5\s?790,28\szł/);
  await expect(lastReply(page)).not.toContainText("Zapisuję");

  await say(page, "Jak założyć spółkę z o.o.?");
  await expect(lastReply(page)).toContainText(/KRS|S24/);
  await expect(lastReply(page)).not.toContainText("Zapisuję");

  await say(page, "Do I need a cash register if I sell to consumers?");
  await expect(lastReply(page)).toContainText("20,000");
  await expect(lastReply(page)).toContainText("cash register");
  await expect(lastReply(page)).not.toContainText("Noted");

  // The profile is what the user stated, nothing more.
  await page.reload();
  await expect(panel.getByRole("listitem")).toHaveText(before);
  await expect(panel).not.toContainText("masz też etat");
  await expect(panel).not.toContainText("spółka z o.o.");
});
