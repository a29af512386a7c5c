import { beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

describe("work that overlaps the session lookup (readsDuringSessionLookup)", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  let token: string;
  let threadId: string;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    token = await tokenFor(t.database.db, DEMO.member.email);
    const res = await t.app.request("/new-api/thread/create-thread", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    threadId = ((await res.json()) as { threadId: string }).threadId;
  });

  it("starts reading the thread of a message sent before the session is known, and answers it once it is", async () => {
    // The session answers only once the message is being prepared: a middleware that waited for
    // the session before the route would never get there.
    let prepared!: () => void;
    const preparing = new Promise<void>((resolve) => (prepared = resolve));
    const order: string[] = [];
    const lookup = t.services.accounts.actorFromToken;
    const prepare = t.services.advisor.prepareReply;
    const lookups = vi.spyOn(t.services.accounts, "actorFromToken").mockImplementation(async (given) => {
      order.push("session asked");
      await preparing;
      order.push("session known");
      return lookup(given);
    });
    const prepares = vi.spyOn(t.services.advisor, "prepareReply").mockImplementation((actor, input) => {
      order.push("message prepared");
      prepared();
      return prepare(actor, input);
    });
    try {
      const res = await t.app.request("/new-api/thread/send-message", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ threadId, content: "Ile wynosi preferencyjny ZUS?" }),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { message: { content: string } }).message.content).toContain("zł");
    } finally {
      lookups.mockRestore();
      prepares.mockRestore();
    }
    expect(order).toEqual(["session asked", "message prepared", "session known"]);
  });

  it("gives every other route the user before it runs", async () => {
    const order: string[] = [];
    const lookup = t.services.accounts.actorFromToken;
    const lookups = vi.spyOn(t.services.accounts, "actorFromToken").mockImplementation(async (given) => {
      const actor = await lookup(given);
      order.push("session known");
      return actor;
    });
    const latest = t.services.advisor.latestThread;
    const reads = vi.spyOn(t.services.advisor, "latestThread").mockImplementation((actor) => {
      order.push("thread read");
      return latest(actor);
    });
    try {
      const res = await t.app.request("/new-api/thread/latest-thread", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    } finally {
      lookups.mockRestore();
      reads.mockRestore();
    }
    expect(order).toEqual(["session known", "thread read"]);
  });
});
