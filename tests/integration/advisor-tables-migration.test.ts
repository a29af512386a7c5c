import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { migrate, migrationsFolder } from "../../src/db/migrate.ts";
import { advisorMessages, advisorThreads } from "../../src/db/schema/index.ts";
import type { Actor } from "../../src/domain/access/actor.ts";
import { threadProfile } from "../../src/domain/advisor/reply.service.ts";
import { latestThread, listMessages, pastThreads } from "../../src/domain/advisor/thread.service.ts";
import { listGuides } from "../../src/domain/guides/guide-request.service.ts";
import { withDatabase } from "../support/global-setup.ts";
import { testDbKind } from "../support/test-database.ts";

const BEFORE = "0016_help_request_handling";

/** The repository's migrations up to and including `last`, in a folder of their own. */
function migrationsUpTo(last: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-migrations-"));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === last);
  expect(end).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, end + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** An empty database of the engine under test. */
async function emptyDatabase(): Promise<Database> {
  if (testDbKind === "pglite") return openDatabase({ memory: true });
  const url = process.env.TEST_DATABASE_URL!;
  const name = `pz_m_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ url: withDatabase(url, name), max: 2 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) => {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
};

describe(`the advisor's tables renamed (after ${BEFORE})`, () => {
  let database: Database;
  let folder: string;
  const userId = randomUUID();
  const ended = randomUUID();
  const open = randomUUID();
  const question = randomUUID();
  const answer = randomUUID();
  const cutOff = randomUUID();
  const guideId = randomUUID();
  const actor = {
    user: { id: userId, email: "stara@example.pl", name: "Ola", surname: "Stara", locale: "pl" },
    sessionId: randomUUID(),
  } as Actor;

  beforeAll(async () => {
    database = await emptyDatabase();
    folder = migrationsUpTo(BEFORE);
    await migrate(database, folder);
    // Stored the old way, before the rename.
    const db = database.db;
    await db.execute(sql`insert into users (id, email, name, surname, password_hash, is_active)
      values (${userId}, 'stara@example.pl', 'Ola', 'Stara', 'x', true)`);
    await db.execute(sql`insert into threads (id, user_id, status, profile, expecting, context, lang, created_at, ended_at)
      values (${ended}, ${userId}, 'ended', '{"activity":"Usługi programistyczne","monthlyRevenue":12000}'::jsonb,
        'legalForm', '{"topic":"zus"}'::jsonb, 'pl', '2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z')`);
    await db.execute(
      sql`insert into threads (id, user_id, created_at) values (${open}, ${userId}, '2026-04-01T10:00:00Z')`,
    );
    await db.execute(sql`insert into messages (id, thread_id, role, content, created_at)
      values (${question}, ${ended}, 'user', 'Zarabiam 12000 zł miesięcznie', '2026-03-01T10:00:01Z')`);
    await db.execute(sql`insert into messages (id, thread_id, role, content, sources, learned, created_at)
      values (${answer}, ${ended}, 'assistant', 'Zapisuję: 12 000 zł przychodu miesięcznie.',
        '[{"title":"ZUS","url":"https://www.zus.pl/","articleId":"zus-preferencyjny"}]'::jsonb,
        '{"facts":{"monthlyRevenue":12000},"previous":{}}'::jsonb, '2026-03-01T10:00:02Z')`);
    await db.execute(sql`insert into messages (id, thread_id, role, content, status, created_at)
      values (${cutOff}, ${ended}, 'assistant', 'Przerwana odpo', 'partial', '2026-03-01T10:00:03Z')`);
    await db.execute(sql`insert into guides (id, user_id, thread_id, status, title, lang, created_at)
      values (${guideId}, ${userId}, ${ended}, 'ready', 'Mój przewodnik', 'pl', '2026-03-02T10:00:00Z')`);
    await migrate(database);
  });

  afterAll(async () => {
    await database?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps every thread, message and guide, found through the new tables", async () => {
    const threads = await database.db.select().from(advisorThreads).where(eq(advisorThreads.userId, userId));
    expect(threads.map((t) => [t.id, t.status]).toSorted()).toEqual(
      [
        [ended, "ended"],
        [open, "open"],
      ].toSorted(),
    );
    const kept = threads.find((t) => t.id === ended)!;
    expect(kept).toMatchObject({ expecting: "legalForm", context: { topic: "zus" }, lang: "pl" });
    expect(kept.endedAt?.toISOString()).toBe("2026-03-02T10:00:00.000Z");
    const messages = await database.db.select().from(advisorMessages).where(eq(advisorMessages.threadId, ended));
    expect(messages).toHaveLength(3);
    expect(messages.find((m) => m.id === answer)!.sources).toEqual([
      { title: "ZUS", url: "https://www.zus.pl/", articleId: "zus-preferencyjny" },
    ]);
  });

  it("answers the user's conversations and guides through the domain as before", async () => {
    expect(await latestThread(database.db, actor)).toMatchObject({ threadId: open, status: "open" });
    expect((await pastThreads(database.db, actor)).map((t) => t.threadId)).toEqual([ended]);
    const listed = await listMessages(database.db, actor, ended);
    expect(listed.map((m) => [m.id, m.role, m.status])).toEqual([
      [question, "user", "complete"],
      [answer, "assistant", "complete"],
      [cutOff, "assistant", "partial"],
    ]);
    expect(listed[1]!.learned).toMatchObject({ facts: [{ fact: "monthlyRevenue", value: 12000 }], undone: false });
    expect(await threadProfile(database.db, actor, ended)).toEqual({
      activity: "Usługi programistyczne",
      monthlyRevenue: 12000,
    });
    const guides = await listGuides(database.db, actor);
    expect(guides.items.map((g) => [g.id, g.status, g.title])).toEqual([[guideId, "ready", "Mój przewodnik"]]);
  });

  it("leaves no object under the old names, and the constraints still hold", async () => {
    const old = await rows<{ name: string | null }>(
      database,
      sql`select to_regclass('public.threads')::text as name union all select to_regclass('public.messages')::text`,
    );
    expect(old.map((r) => r.name)).toEqual([null, null]);
    const names = await rows<{ name: string }>(
      database,
      sql`select conname as name from pg_constraint
          where conrelid in ('advisor_threads'::regclass, 'advisor_messages'::regclass, 'guides'::regclass)
          union all select indexname from pg_indexes where tablename in ('advisor_threads', 'advisor_messages')`,
    );
    const all = names.map((r) => r.name);
    expect(all.filter((n) => /(^|_)(threads|messages)_/.test(n) && !/advisor_(threads|messages)/.test(n))).toEqual([]);
    expect(all).toEqual(
      expect.arrayContaining([
        "advisor_threads_pkey",
        "advisor_messages_pkey",
        "advisor_messages_thread_id_advisor_threads_id_fk",
        "guides_thread_id_advisor_threads_id_fk",
        "advisor_threads_one_open_per_user",
      ]),
    );
    // One open thread per user, and a guide or message needs its thread.
    await expect(database.db.insert(advisorThreads).values({ userId })).rejects.toThrow();
    await expect(
      database.db.insert(advisorMessages).values({ threadId: randomUUID(), role: "user", content: "?" }),
    ).rejects.toThrow();
  });
});
