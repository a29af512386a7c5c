import { describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { storeMessage } from "../../src/domain/advisor/message-store.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

/**
 * A question and its reply can be stored within one millisecond (the built-in advisor answers at
 * once): the thread still reads them in the order they were stored, never by the random ids.
 */
describe("messages stored in the same millisecond", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });

  it("keep the order they were stored in", async () => {
    await seedDemo(t.database.db);
    const token = await tokenFor(t.database.db, DEMO.admin.email);
    const post = async (path: string, body: unknown) =>
      (await (
        await t.app.request(`/new-api${path}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(body),
        })
      ).json()) as { threadId: string; messages: { content: string }[] };
    const { threadId } = await post("/thread/create-thread", {});
    await post("/thread/start-thread", { threadId });
    const at = new Date();
    const said = Array.from({ length: 12 }, (_, i) => `wiadomość ${i + 1}`);
    for (const [i, content] of said.entries())
      await storeMessage(t.database.db, threadId, { role: i % 2 ? "assistant" : "user", content }, at);
    const { messages } = await post("/thread/get-messages", { threadId });
    expect(messages.slice(1).map((m) => m.content)).toEqual(said);
  });
});
