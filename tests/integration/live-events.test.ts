import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/db/seed.ts";
import { createApp } from "../../src/server/app.ts";
import { parseConfig } from "../../src/server/config.ts";
import { createLogger } from "../../src/server/logger.ts";
import { createServices } from "../../src/server/services.ts";
import { sql } from "drizzle-orm";
import { audienceOf, EVENT_RETENTION_DAYS, MAX_STREAMS_PER_USER } from "../../src/domain/events/compose.ts";
import { eventsAfter, sweepEvents } from "../../src/domain/events/event-log.ts";
import { followEvents } from "../../src/domain/events/live-stream.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { sseReader } from "../support/sse.ts";
import { useTestApp } from "../support/test-app.ts";
import { testDbKind } from "../support/test-database.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
interface LiveMessage {
  conversationId: string;
  message: { id: string; sequence: number; companyId: string; text: string; authorName: string };
}
type Frame = LiveMessage & { count: number; sequence: number; archived: boolean };

/**
 * The live stream `/new-api/events` (issue 27; docs/decisions/031): messages reach every
 * employee of both companies and nobody else, the header's count follows, read markers reach the
 * reader's other tabs, a reconnect with Last-Event-ID after a restart gets exactly what it
 * missed, and the number of streams per user is bounded.
 */
describe.each(["postgres-notify", "redis"] as const)(
  `GET /new-api/events on ${testDbKind}, carried by %s`,
  (carrier) => {
    const env: Record<string, string> = carrier === "redis" ? { REDIS_URL: "redis://127.0.0.1:6379" } : {};
    const t = useTestApp(env);
    const api = (token?: string) => restAs(() => t.app, token);
    const open: { cancel: () => Promise<void> }[] = [];
    let home: Company;
    let other: Company;

    /** A stream of `token` on `app` (the test's app unless a restarted one is given). */
    const stream = async (
      token: string | undefined,
      options: { after?: number; lastEventId?: number } = {},
      app = t.app,
    ) => {
      const res = await app.request(`/new-api/events${options.after === undefined ? "" : `?after=${options.after}`}`, {
        headers: {
          accept: "text/event-stream",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(options.lastEventId === undefined ? {} : { "last-event-id": String(options.lastEventId) }),
        },
      });
      return res;
    };
    const follow = async (token: string, options: { after?: number; lastEventId?: number } = {}, app = t.app) => {
      const res = await stream(token, options, app);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const reader = sseReader<Frame>(res);
      open.push(reader);
      // What comes before `ready`: the replay, then the counts.
      const { skipped: opening } = await reader.until("ready");
      return Object.assign(reader, { opening });
    };
    const talk = async (a: Company, b: Company) =>
      (await expectStatus(api(a.tokens.member).conversations.$post({ json: { companyId: b.company.id } }), 201))
        .conversation.id;
    const send = (token: string, conversationId: string, text: string) =>
      expectStatus(
        api(token).conversations[":conversationId"].messages.$post({ param: { conversationId }, json: { text } }),
        201,
      );

    let second: { services: ReturnType<typeof createServices>; app: ReturnType<typeof createApp> };

    beforeAll(async () => {
      await seedDemo(t.database.db);
      const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "100", ...env });
      const services = createServices({ config, database: t.database, logger: createLogger("silent") });
      second = { services, app: createApp({ services, buildDir: path.resolve("build") }) };
    });
    beforeEach(async () => {
      home = await freshCompany(t.database.db);
      other = await freshCompany(t.database.db);
    });
    afterAll(async () => {
      for (const reader of open) await reader.cancel().catch(() => {});
      await t.services.events.hub.close();
    });

    it("brings a message to every employee of both companies with the header's count, and to no one else", async () => {
      const third = await freshCompany(t.database.db);
      const id = await talk(home, other);
      const thirdsOwn = await talk(third, home);
      const reader = await follow(home.tokens.member);
      const colleague = await follow(home.tokens.admin);
      const writer = await follow(other.tokens.member);
      const outsider = await follow(third.tokens.member);
      for (const r of [reader, colleague, writer, outsider])
        expect(r.opening).toEqual([{ event: "unread", data: { count: 0 } }]);

      const sent = await send(other.tokens.member, id, "Czy ładunek jest aktualny?");
      for (const r of [reader, colleague]) {
        const message = await r.next();
        expect(message).toMatchObject({
          event: "message",
          data: {
            conversationId: id,
            message: { id: sent.id, companyId: other.company.id, text: "Czy ładunek jest aktualny?" },
          },
        });
        expect(message!.id).toBeGreaterThan(0);
        expect(await r.next()).toEqual({ event: "unread", data: { count: 1 } });
      }
      // The writer's company hears its own message too, and its count does not move.
      expect(await writer.next()).toMatchObject({ event: "message", data: { message: { id: sent.id } } });
      // The third company's first event is its own conversation's message, not the pair's.
      const own = await send(home.tokens.admin, thirdsOwn, "Dzień dobry");
      expect(await outsider.next()).toMatchObject({
        event: "message",
        data: { conversationId: thirdsOwn, message: { id: own.id } },
      });
      expect(await outsider.next()).toEqual({ event: "unread", data: { count: 1 } });
    });

    it("tells the reader's other tabs that a conversation was read, and their count drops; a colleague's stays", async () => {
      const id = await talk(home, other);
      await send(other.tokens.member, id, "Pierwsza");
      await send(other.tokens.member, id, "Druga");
      const tab = await follow(home.tokens.member);
      const colleague = await follow(home.tokens.admin);
      expect(tab.opening).toEqual([{ event: "unread", data: { count: 2 } }]);
      expect(colleague.opening).toEqual([{ event: "unread", data: { count: 2 } }]);
      await expectStatus(
        api(home.tokens.member).conversations[":conversationId"].read.$post({
          param: { conversationId: id },
          json: {},
        }),
        200,
      );
      expect(await tab.next()).toMatchObject({ event: "read", data: { conversationId: id } });
      expect(await tab.next()).toEqual({ event: "unread", data: { count: 0 } });
      // The colleague's next event is the archive, not a read or a count: markers are each user's own.
      await expectStatus(
        api(home.tokens.admin).conversations[":conversationId"].archive.$post({
          param: { conversationId: id },
          query: {},
        }),
        200,
      );
      expect(await colleague.next()).toMatchObject({ event: "archive", data: { conversationId: id, archived: true } });
    });

    it("after a restart, a reconnect with Last-Event-ID gets exactly what it missed, once, then goes on live", async () => {
      const id = await talk(home, other);
      const before = await follow(home.tokens.member);
      await send(other.tokens.member, id, "Jeden");
      const seen = await before.until("message");
      await before.cancel();
      const missed = [await send(other.tokens.member, id, "Dwa"), await send(other.tokens.member, id, "Trzy")];

      // A second process on the same database (made before: a hub of its own that has heard nothing).
      const { services, app: restarted } = second;
      try {
        // The browser's reconnect sends the header, and the page's `after` stays in the address: the header wins.
        const again = await follow(home.tokens.member, { lastEventId: seen.id, after: 1 }, restarted);
        const replayed = again.opening.filter((e) => e.event === "message");
        expect(replayed.map((e) => e.data.message.id)).toEqual(missed.map((m) => m.id));
        expect(again.opening.at(-1)).toEqual({ event: "unread", data: { count: 3 } });
        expect(replayed[0]!.id!).toBeGreaterThan(seen.id!);
        const live = await send(other.tokens.member, id, "Cztery");
        const next = await again.until("message");
        expect(next.data.message.id).toBe(live.id);
        expect(next.skipped.filter((e) => e.event === "message")).toEqual([]); // nothing doubled
        expect(await again.next()).toEqual({ event: "unread", data: { count: 4 } });
      } finally {
        await services.events.hub.close();
      }
    });

    it("sends an event once when the process's reader hands over one the replay already sent", async () => {
      const id = await talk(home, other);
      const seen = await send(other.tokens.member, id, "Zanim");
      const missed = [await send(other.tokens.member, id, "A"), await send(other.tokens.member, id, "B")];
      const rows = await eventsAfter(t.database.db, 0, 100_000);
      const mine = rows.filter((e) => e.companyId === home.company.id);
      const [first, second, third] = mine.slice(-3);
      expect((first!.payload as unknown as LiveMessage).message.id).toBe(seen.id);
      // A reader that lags: it hands over, live, the two events the replay reads from the table.
      let push: (event: (typeof rows)[number]) => void = () => {};
      const laggingHub = {
        subscribe: async (_: unknown, onEvent: typeof push) => ((push = onEvent), () => {}),
        announce: async () => {},
        close: async () => {},
      };
      const frames: { id?: number; event: string }[] = [];
      const followed = followEvents({
        hub: laggingHub,
        db: t.database.db,
        audience: audienceOf((await t.services.accounts.actorFromToken(home.tokens.member))!),
        after: first!.id,
        counters: [],
        send: (frame) => frames.push(frame),
      });
      push(second!); // while replaying: buffered, then passed over
      await followed.ready;
      push(third!); // live, after the replay sent it: passed over too
      expect(frames.map((f) => f.id ?? f.event)).toEqual([second!.id, third!.id, "ready"]);
      expect(missed).toHaveLength(2);
      followed.stop();
    });

    it("starts from the page's `after`, and tells a client that missed more than it keeps to reload", async () => {
      const id = await talk(home, other);
      const first = await follow(home.tokens.member);
      await send(other.tokens.member, id, "Widziana na stronie");
      const shown = await first.until("message");
      await send(other.tokens.member, id, "Po stronie");
      const fromPage = await follow(home.tokens.member, { after: shown.id });
      expect(fromPage.opening.map((e) => e.data.message?.text ?? e.event)).toEqual(["Po stronie", "unread"]);
      // An id this database never gave (another database, or long gone): reload.
      const lost = await follow(home.tokens.member, { lastEventId: shown.id! + 1_000_000 });
      expect(lost.opening.map((e) => e.event)).toEqual(["reset", "unread"]);
    });

    it("sweeps events past the retention; a resume from before them is told to reload", async () => {
      const id = await talk(home, other);
      await send(other.tokens.member, id, "Stara");
      const [old] = (await eventsAfter(t.database.db, 0, 100_000)).filter((e) => e.companyId === home.company.id);
      await t.database.db.execute(sql`UPDATE events SET created_at = now() - interval '8 days' WHERE id <= ${old!.id}`);
      await send(other.tokens.member, id, "Nowa");
      expect(await sweepEvents(t.database.db, EVENT_RETENTION_DAYS)).toBeGreaterThan(0);
      const left = await eventsAfter(t.database.db, 0, 100_000);
      expect(left.every((e) => e.id > old!.id)).toBe(true);
      expect(left.some((e) => (e.payload as unknown as LiveMessage).message?.text === "Nowa")).toBe(true);
      const resumed = await follow(home.tokens.member, { lastEventId: old!.id - 1 });
      expect(resumed.opening[0]).toMatchObject({ event: "reset" });
    });

    it("refuses a guest and a malformed position, and bounds the streams of one user", async () => {
      expect((await stream(undefined)).status).toBe(401);
      expect((await stream(home.tokens.member, { lastEventId: -1 })).status).toBe(400);
      const readers = [];
      for (let i = 0; i < MAX_STREAMS_PER_USER; i++) readers.push(await follow(other.tokens.admin));
      const refused = await stream(other.tokens.admin);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("tooManyResourceCalls");
      // Another user is not held back by it; a closed stream makes room.
      await follow(other.tokens.member);
      await readers[0]!.cancel();
      await follow(other.tokens.admin);
    });
  },
);
