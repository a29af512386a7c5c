import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { helpRequests, advisorMessages, signInLockouts } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { createApp } from "../../src/server/app.ts";
import { parseConfig } from "../../src/server/config.ts";
import { createLogger } from "../../src/server/logger.ts";
import { createServices } from "../../src/server/services.ts";
import { createWebHandler } from "../../src/server/web.ts";
import { tokenFor } from "../support/graphql.ts";
import { openTestDatabase } from "../support/test-database.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** 300 KB: the e-mail that overflowed the lockout index and was written into the log three times. */
const HUGE = `${"a".repeat(300 * 1024)}@example.pl`;
const NUL = "\u0000";

/**
 * Issue 21, finding 7, for REST and the page forms: a NUL byte, another control character or a
 * 300 KB string in any text input is refused with `validation` and a field code
 * (`invalidCharacters`, `tooLong`) before any database call, never `internal`; and no log line
 * copies the payload. The whole app (pages through Vite, as useWebTestApp) logs into a buffer.
 */
describe("hostile text at the REST edge and in the page forms", () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let vite: ViteDevServer;
  let token: string;
  let log = "";

  beforeAll(async () => {
    database = await openTestDatabase();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "info", RATE_LIMIT_SCALE: "1000" });
    const services = createServices({ config, database, logger: createLogger("info", sink) });
    const { createServer } = await import("vite");
    vite = await createServer({
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "silent",
    });
    const buildDir = path.resolve("build");
    app = createApp({ services, buildDir, web: await createWebHandler({ vite, buildDir, mode: "development" }) });
    await seedDemo(database.db);
    token = await tokenFor(database.db, DEMO.member.email);
  }, 120_000);
  afterAll(async () => {
    await vite?.close();
    await database?.close();
  });

  const rest = async (method: string, url: string, body?: unknown, accept = "application/json") => {
    const res = await app.request(`/new-api${url}`, {
      method,
      headers: {
        accept,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const form = (url: string, fields: Record<string, string>) =>
    app.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const refusedWith = (res: { status: number; body: Json }, field: string, code: string) => {
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body.error.code).toBe("validation");
    expect(res.body.error.fields?.[field]).toContain(code);
  };

  describe("REST", () => {
    let threadId: string;
    let interviewId: string;
    beforeAll(async () => {
      threadId = (await rest("POST", "/thread/create-thread", {})).body.threadId;
      interviewId = (await rest("POST", "/interview/start", {})).body.interviewId;
    });

    it("a chat message with NUL, another control character or 300 KB: refused, nothing stored", async () => {
      for (const accept of ["application/json", "text/event-stream"]) {
        refusedWith(
          await rest("POST", "/thread/send-message", { threadId, content: `Dzień${NUL}dobry` }, accept),
          "content",
          "invalidCharacters",
        );
        refusedWith(
          await rest("POST", "/thread/send-message", { threadId, content: "ZUS\u001b[31m" }, accept),
          "content",
          "invalidCharacters",
        );
        refusedWith(
          await rest("POST", "/thread/send-message", { threadId, content: HUGE }, accept),
          "content",
          "tooLong",
        );
      }
      // Line breaks and tabs are text.
      expect((await rest("POST", "/thread/send-message", { threadId, content: "Dzień\tdobry\r\nZUS?" })).status).toBe(
        200,
      );
      const stored = await database.db
        .select()
        .from(advisorMessages)
        .where(sql`${advisorMessages.threadId} = ${threadId}`);
      expect(stored.filter((m) => m.role === "user").map((m) => m.content)).toEqual(["Dzień\tdobry\r\nZUS?"]);
    });

    it("an interview text answer, or a question id, with NUL, a lone surrogate or 300 KB: refused whole", async () => {
      refusedWith(
        await rest("POST", "/interview/save", { interviewId, answers: { activity: `Sklep${NUL}` } }),
        "answers.activity",
        "invalidCharacters",
      );
      refusedWith(
        await rest("POST", "/interview/save", { interviewId, answers: { activity: "Sklep \ud800" } }),
        "answers.activity",
        "invalidCharacters",
      );
      refusedWith(
        await rest("POST", "/interview/save", { interviewId, answers: { activity: HUGE } }),
        "answers.activity",
        "tooLong",
      );
      const key = await rest("POST", "/interview/save", { interviewId, answers: { [`a${NUL}`]: "x" } });
      expect(key.status).toBe(400);
      expect(JSON.stringify(key.body.error.fields)).toContain("invalidCharacters");
      const saved = await rest("POST", "/interview/get-responses", { interviewId });
      expect(saved.body.answers.activity).toBeUndefined();
    });

    it("a profile correction with NUL in the activity: invalidCharacters", async () => {
      refusedWith(
        await rest("POST", "/thread/profile", { threadId, set: { activity: `Sklep z${NUL}rowerami` } }),
        "set.activity",
        "invalidCharacters",
      );
    });

    it("ids in bodies, paths and queries: a length limit and no control characters", async () => {
      refusedWith(await rest("POST", "/thread/get-messages", { threadId: NUL }), "threadId", "invalidCharacters");
      refusedWith(await rest("POST", "/interview/finish", { interviewId: HUGE }), "interviewId", "tooLong");
      refusedWith(
        await rest("GET", `/thread/profile?threadId=${encodeURIComponent(NUL)}`),
        "threadId",
        "invalidCharacters",
      );
      refusedWith(await rest("GET", `/guide/${"1".repeat(500)}`), "id", "tooLong");
      refusedWith(await rest("POST", `/thread/${encodeURIComponent("\u0007")}/archive`), "id", "invalidCharacters");
    });
  });

  describe("page forms", () => {
    /** The action's answer as React Router's single-fetch data (the codes appear in it as strings). */
    const action = async (page: string, fields: Record<string, string>) => {
      const res = await form(`${page}.data`, fields);
      return { status: res.status, text: await res.text() };
    };

    it("sign-in: a 300 KB e-mail is refused before the lockout, and never reaches the log", async () => {
      log = "";
      const res = await action("/zaloguj", { email: HUGE, password: "Whatever#2026" });
      expect(res.status).toBe(400);
      expect(res.text).toContain("validation");
      expect(res.text).toContain("tooLong");
      expect(res.text).not.toContain("a".repeat(1000));
      const rows = await database.db
        .select()
        .from(signInLockouts)
        .where(sql`length(${signInLockouts.emailKey}) > 320`);
      expect(rows).toEqual([]);
      expect(log).toContain('"status":400');
      expect(log).not.toContain("a".repeat(1000));
    });

    it("sign-in: NUL in the e-mail is invalidCharacters, not internal", async () => {
      const res = await action("/zaloguj", { email: `anna${NUL}@demo.przewodnik.pl`, password: "x" });
      expect(res.status).toBe(400);
      expect(res.text).toContain("invalidCharacters");
    });

    it("sign-up: NUL in the promo code, the e-mail or a name is invalidCharacters; 300 KB is tooLong", async () => {
      for (const [field, value, code] of [
        ["promoCode", `START${NUL}`, "invalidCharacters"],
        ["user.email", `k${NUL}@example.pl`, "invalidCharacters"],
        ["company.name", `Firma${NUL}`, "invalidCharacters"],
        ["user.email", HUGE, "tooLong"],
      ] as const) {
        const res = await action("/wyprobuj", { [field]: value, password: "x" });
        expect(res.status, field).toBe(400);
        expect(res.text).toContain(code);
        expect(res.text).toContain(field);
      }
    });

    it("the help form: NUL in the message, 300 KB e-mail: refused, nothing stored", async () => {
      const before = (await database.db.select().from(helpRequests)).length;
      const fields = { name: "Karol", email: "karol@example.pl", topic: "other", message: "Nie mogę się zalogować." };
      for (const [field, value, code] of [
        ["message", `Nie mogę${NUL} się zalogować.`, "invalidCharacters"],
        ["email", HUGE, "tooLong"],
        ["name", "Karol\u0008", "invalidCharacters"],
      ] as const) {
        const res = await action("/pomoc/dostep", { ...fields, [field]: value });
        expect(res.status, field).toBe(400);
        expect(res.text).toContain(code);
      }
      expect((await database.db.select().from(helpRequests)).length).toBe(before);
    });

    it("the profile page's action (signed in): a control character in its field is refused", async () => {
      const res = await app.request("/profile.data", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: `session=${token}` },
        body: new URLSearchParams({ intent: `requestDeletion${NUL}` }).toString(),
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("invalidCharacters");
    });

    it("password help and resend: NUL in the e-mail is invalidCharacters", async () => {
      for (const page of ["/pomoc/haslo", "/potwierdz"]) {
        const res = await action(page, { email: `anna${NUL}@demo.przewodnik.pl` });
        expect(res.status, page).toBe(400);
        expect(res.text).toContain("invalidCharacters");
      }
    });
  });

  describe("the log", () => {
    it("never copies a payload: GraphQL sign-in with a 300 KB e-mail, a failed statement's parameters", async () => {
      log = "";
      await app.request("/api", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: 'mutation($e: String!) { signIn(email: $e, password: "x") { token } }',
          variables: { e: HUGE },
        }),
      });
      // A statement that fails with the value in its parameters and in PostgreSQL's message.
      const failed = await database.db.execute(sql`select ${HUGE}::int`).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(Error);
      const logger = createLogger("info", new Writable({ write: (c, _e, done) => ((log += String(c)), done()) }));
      logger.error({ err: failed, email: HUGE }, "request failed");
      logger.error(HUGE);
      expect(log.length).toBeGreaterThan(0);
      expect(log).not.toContain("a".repeat(1000));
      expect(log.length).toBeLessThan(100_000);
    });
  });
});
