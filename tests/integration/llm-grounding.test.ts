import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advisorMessages } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { startFakeLlm } from "../support/fake-llm.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

// A model that writes the calculators' figure and one of its own, split across chunks as real
// models split numbers.
const fake = await startFakeLlm([
  "An employee on PLN 8,000 gross costs you PLN 9,",
  "638.40 a month in 2026, ",
  "or about PLN 11",
  "5,000 a year.",
]);

describe("a model's reply is grounded on the same understanding as the built-in advisor", () => {
  const t = useTestApp({ LLM_BASE_URL: fake.url, LLM_MODEL: "fake-model", LLM_MAX_RETRIES: "0" });
  let token: string;
  let threadId: string;
  const send = (content: string, accept = "text/event-stream") =>
    t.app.request("/new-api/thread/send-message", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept },
      body: JSON.stringify({ threadId, content }),
    });

  beforeAll(async () => {
    await seedDemo(t.database.db);
    token = await tokenFor(t.database.db, DEMO.admin.email); // a Polish account
    const res = await t.app.request("/new-api/thread/create-thread", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    threadId = ((await res.json()) as { threadId: string }).threadId;
  });
  afterAll(() => fake.close());

  it("tells the model to answer in the question's language, gives it the calculators' figures, and replaces a figure it invented", async () => {
    const res = await send("How much does an employee on 8000 gross cost the employer a month?");
    const body = await res.text();
    const system = (fake.state.requests.at(-1) as { messages: { role: string; content: string }[] }).messages.find(
      (m) => m.role === "system",
    )!.content;
    expect(system).toMatch(/Answer in English/);
    expect(system).toMatch(/CALCULATION: .*9,638\.40/);

    const shown = body
      .split("\n")
      .filter((l) => l.startsWith("data: {"))
      .map((l) => JSON.parse(l.slice(6)) as { type: string; delta?: string })
      .filter((p) => p.type === "text-delta")
      .map((p) => p.delta)
      .join("");
    expect(shown).toContain("PLN 9,638.40 a month");
    expect(shown).not.toContain("115,000");
    expect(shown).toContain("(figure to verify: not in the sources)");
    const [reply] = await t.database.db
      .select()
      .from(advisorMessages)
      .where(and(eq(advisorMessages.threadId, threadId), eq(advisorMessages.role, "assistant")))
      .orderBy(desc(advisorMessages.createdAt))
      .limit(1);
    expect(reply!.content).toBe(shown);
  });

  it("does the same for a whole answer asked as JSON", async () => {
    const res = await send("How much does an employee on 8000 gross cost the employer a month?", "application/json");
    const { message } = (await res.json()) as { message: { content: string } };
    expect(message.content).toContain("PLN 9,638.40 a month");
    expect(message.content).not.toContain("115,000");
  });
});
