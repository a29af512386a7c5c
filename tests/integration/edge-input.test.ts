import path from "node:path";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { helpRequests, advisorMessages, registrationDrafts, signInLockouts } from "../../src/db/schema/index.ts";
import { startDraft } from "../../src/domain/accounts/registration-drafts.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { createApp } from "../../src/server/app.ts";
import { parseConfig } from "../../src/server/config.ts";
import { createLogger } from "../../src/server/logger.ts";
import { createServices } from "../../src/server/services.ts";
import { createWebHandler } from "../../src/server/web.ts";
import { tokenFor } from "../support/graphql.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { openTestDatabase } from "../support/test-database.ts";

/** 300 KB: the e-mail that overflowed the lockout index and was written into the log three times. */
const HUGE = `${"a".repeat(300 * 1024)}@example.pl`;
const NUL = "\u0000";

/**
 * For REST and the page forms: a NUL byte, another control character or a
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

  const api = (accept = "application/json") => restAs(() => app, token, { accept });
  const form = (url: string, fields: Record<string, string>) =>
    app.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const refusedWith = async (
    response: Promise<{ status: number; json(): Promise<unknown>; text(): Promise<string> }>,
    field: string,
    code: string,
  ) => {
    const { error } = await expectRefusal(response, 400);
    expect(error.code).toBe("validation");
    expect(error.fields?.[field]).toContain(code);
  };

  describe("REST", () => {
    let threadId: string;
    let interviewId: string;
    beforeAll(async () => {
      threadId = (await expectStatus(api().thread["create-thread"].$post({ json: {} }), 200)).threadId;
      interviewId = (await expectStatus(api().interview.start.$post(), 200)).interviewId;
    });

    it("a chat message with NUL, another control character or 300 KB: refused, nothing stored", async () => {
      for (const accept of ["application/json", "text/event-stream"]) {
        const send = (content: string) => api(accept).thread["send-message"].$post({ json: { threadId, content } });
        await refusedWith(send(`Dzień${NUL}dobry`), "content", "invalidCharacters");
        await refusedWith(send("ZUS\u001b[31m"), "content", "invalidCharacters");
        await refusedWith(send(HUGE), "content", "tooLong");
      }
      // Line breaks and tabs are text.
      const text = "Dzień\tdobry\r\nZUS?";
      expect((await api().thread["send-message"].$post({ json: { threadId, content: text } })).status).toBe(200);
      const stored = await database.db
        .select()
        .from(advisorMessages)
        .where(sql`${advisorMessages.threadId} = ${threadId}`);
      expect(stored.filter((m) => m.role === "user").map((m) => m.content)).toEqual(["Dzień\tdobry\r\nZUS?"]);
    });

    it("an interview text answer, or a question id, with NUL, a lone surrogate or 300 KB: refused whole", async () => {
      const save = (answers: Record<string, unknown>) => api().interview.save.$post({ json: { interviewId, answers } });
      await refusedWith(save({ activity: `Sklep${NUL}` }), "answers.activity", "invalidCharacters");
      await refusedWith(save({ activity: "Sklep \ud800" }), "answers.activity", "invalidCharacters");
      await refusedWith(save({ activity: HUGE }), "answers.activity", "tooLong");
      const key = await expectStatus(save({ [`a${NUL}`]: "x" }), 400);
      expect(JSON.stringify(key.error.fields)).toContain("invalidCharacters");
      const saved = await expectStatus(api().interview["get-responses"].$post({ json: { interviewId } }), 200);
      expect(saved.answers.activity).toBeUndefined();
    });

    it("a profile correction with NUL in the activity: invalidCharacters", async () => {
      await refusedWith(
        api().thread.profile.$post({ json: { threadId, set: { activity: `Sklep z${NUL}rowerami` } } }),
        "set.activity",
        "invalidCharacters",
      );
    });

    it("ids in bodies, paths and queries: a length limit and no control characters", async () => {
      const thread = api().thread;
      await refusedWith(thread["get-messages"].$post({ json: { threadId: NUL } }), "threadId", "invalidCharacters");
      await refusedWith(api().interview.finish.$post({ json: { interviewId: HUGE } }), "interviewId", "tooLong");
      await refusedWith(thread.profile.$get({ query: { threadId: NUL } }), "threadId", "invalidCharacters");
      await refusedWith(api().guide[":id"].$get({ param: { id: "1".repeat(500) } }), "id", "tooLong");
      // A path parameter goes into the address as it is: the control character is written escaped.
      const bell = encodeURIComponent("\u0007");
      await refusedWith(thread[":id"].archive.$post({ param: { id: bell } }), "id", "invalidCharacters");
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
      for (const [field, value, code, step] of [
        ["promoCode", `START${NUL}`, "invalidCharacters", 4],
        ["user.email", `k${NUL}@example.pl`, "invalidCharacters", 2],
        ["company.name", `Firma${NUL}`, "invalidCharacters", 1],
        ["user.email", HUGE, "tooLong", 2],
      ] as const) {
        // The wizard checks a field on its own step: a draft at that step, held by its cookie.
        const draft = await startDraft(database.db, "pl");
        await database.db.update(registrationDrafts).set({ step }).where(eq(registrationDrafts.id, draft.id));
        const res = await app.request("/wyprobuj.data", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: `signup_draft=${draft.token}` },
          body: new URLSearchParams({ [field]: value, step: String(step), intent: "next" }).toString(),
        });
        const text = await res.text();
        expect(res.status, field).toBe(400);
        expect(text).toContain(code);
        expect(text).toContain(field);
        expect(text).not.toContain("a".repeat(1000));
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
