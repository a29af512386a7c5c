import { spawn } from "node:child_process";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { users } from "../../src/db/schema/index.ts";
import { isDatabaseUnavailable } from "../../src/db/unavailable.ts";
import { openTestDatabase, testDbKind, withTestDatabase } from "../support/test-database.ts";

const user = (email: string) => ({ email, name: "Ala", surname: "Nowak", passwordHash: "x" });

/** The causes of an error, outermost first (drizzle wraps the driver's error). */
const causes = (error: unknown): Record<string, unknown>[] => {
  const chain: Record<string, unknown>[] = [];
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause)
    chain.push(e as Record<string, unknown>);
  return chain;
};

// The embedded database runs on a thread of its own (src/db/pglite-on-thread.ts): these check that
// what crosses the thread boundary behaves as an in-process PGlite did.
describe.skipIf(testDbKind !== "pglite")("PGlite on its own thread", () => {
  it("returns rows as drizzle maps them: timestamps as dates, json as objects, bytes as bytes", async () => {
    await withTestDatabase(async (database) => {
      const [row] = await database.db.insert(users).values(user("ala@example.pl")).returning();
      expect(row!.createdAt).toBeInstanceOf(Date);
      expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
      const result = (await database.db.execute(
        sql`select '{"a":[1,2]}'::jsonb as j, '\\x0102'::bytea as b, 12.50::numeric as n, 'Łódź'::text as t`,
      )) as unknown as { rows: unknown[] };
      const [values] = result.rows;
      expect(values).toEqual({ j: { a: [1, 2] }, b: new Uint8Array([1, 2]), n: "12.50", t: "Łódź" });
    });
  });

  it("rejects with the database's error code and constraint, which callers branch on", async () => {
    await withTestDatabase(async (database) => {
      await database.db.insert(users).values(user("ala@example.pl"));
      const error = await database.db
        .insert(users)
        .values(user("ala@example.pl"))
        .then(
          () => null,
          (e: unknown) => e,
        );
      const pgError = causes(error).find((e) => e.code !== undefined);
      expect(pgError).toMatchObject({ code: "23505", constraint: expect.stringContaining("email") });
      expect(isDatabaseUnavailable(error)).toBe(false);
      // The database goes on serving after the failed statement.
      expect(await database.db.$count(users)).toBe(1);
    });
  });

  it("holds the database for a transaction: a call from outside waits and then sees the commit", async () => {
    await withTestDatabase(async (database) => {
      const { db } = database;
      let outside: Promise<number> | undefined;
      let outsideSettled = false;
      await db.transaction(async (tx) => {
        await tx.insert(users).values(user("w-transakcji@example.pl"));
        outside = db.$count(users).finally(() => (outsideSettled = true));
        // The outside call went to the database thread first; the transaction's next statement
        // is answered while the outside one still waits.
        expect(await tx.$count(users)).toBe(1);
        expect(outsideSettled).toBe(false);
        await tx.insert(users).values(user("drugi@example.pl"));
      });
      expect(await outside).toBe(2);
    });
  });

  it("rolls a transaction back when its work throws, keeping nothing of it", async () => {
    await withTestDatabase(async (database) => {
      const { db } = database;
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(users).values(user("wycofany@example.pl"));
          throw new Error("stop");
        }),
      ).rejects.toThrow("stop");
      expect(await db.select().from(users).where(eq(users.email, "wycofany@example.pl"))).toEqual([]);
      // A nested transaction (a savepoint) rolls back alone.
      await db.transaction(async (tx) => {
        await tx.insert(users).values(user("zostaje@example.pl"));
        await tx
          .transaction(async (inner) => {
            await inner.insert(users).values(user("znika@example.pl"));
            inner.rollback();
          })
          .catch(() => {});
      });
      expect((await db.select({ email: users.email }).from(users)).map((u) => u.email)).toEqual(["zostaje@example.pl"]);
    });
  });

  it("keeps each statement prepared: values typed as PGlite types them, errors leave it serving, a changed table is described again", async () => {
    await withTestDatabase(async (database) => {
      const client = database.pglite!;
      await client.exec("create table probe (id int primary key, flag boolean, at timestamptz, doc jsonb, raw bytea)");
      const insert = "insert into probe (id, flag, at, doc, raw) values ($1, $2, $3, $4, $5) returning id";
      const at = new Date("2026-11-24T12:00:00Z");
      for (const id of [1, 2])
        expect((await client.query(insert, [id, id === 1, at, { zł: [id] }, new Uint8Array([id, 255])])).rows).toEqual([
          { id },
        ]);
      const select = "select * from probe where id = $1";
      expect((await client.query(select, [2])).rows).toEqual([
        { id: 2, flag: false, at, doc: { zł: [2] }, raw: new Uint8Array([2, 255]) },
      ]);
      expect((await client.query(select, [2], { rowMode: "array" })).rows).toEqual([
        [2, false, at, { zł: [2] }, new Uint8Array([2, 255])],
      ]);
      expect((await client.query(insert, [3, null, null, null, null])).affectedRows).toBe(1);

      // A statement that fails (a duplicate key, then one that cannot be parsed) leaves the next one working.
      await expect(client.query(insert, [1, true, at, {}, null])).rejects.toMatchObject({ code: "23505" });
      await expect(client.query("selec 1")).rejects.toMatchObject({ code: "42601" });
      expect((await client.query("select count(*)::int as n from probe")).rows).toEqual([{ n: 3 }]);

      // The table gains a column: the same text answers with it instead of failing on the old plan.
      await client.exec("alter table probe add column note text default 'nowa'");
      expect((await client.query<{ note: string }>(select, [1])).rows[0]!.note).toBe("nowa");
      // Inside a transaction the change aborts it, so its caller gets PostgreSQL's own error; the
      // statement is described again for the next call, in a transaction too.
      await client.exec("alter table probe add column tag text default 'druga'");
      await expect(client.transaction((tx) => tx.query(select, [1]))).rejects.toMatchObject({ code: "0A000" });
      const again = await client.transaction((tx) => tx.query<{ tag: string }>(select, [1]));
      expect(again.rows[0]!.tag).toBe("druga");

      // More distinct texts than are kept prepared: each still answers its own.
      for (let i = 0; i < 300; i++)
        expect((await client.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
      expect((await client.query(select, [3])).rows[0]).toMatchObject({ id: 3, flag: null, doc: null });
    });
  });

  it("delivers notifications from the thread (pg-boss listens for new jobs)", async () => {
    await withTestDatabase(async (database) => {
      const received: string[] = [];
      const stop = await database.pglite!.listen("kanal", (payload) => received.push(payload));
      await database.pglite!.query("select pg_notify('kanal', 'zażółć')");
      await expect.poll(() => received).toEqual(["zażółć"]);
      await stop();
      // Notifications arrive in order: once a later one on another channel is here, one sent
      // after the unlisten would have been too.
      const control: string[] = [];
      const stopControl = await database.pglite!.listen("kontrolny", (payload) => control.push(payload));
      await database.pglite!.query("select pg_notify('kanal', 'po')");
      await database.pglite!.query("select pg_notify('kontrolny', 'koniec')");
      await expect.poll(() => control).toEqual(["koniec"]);
      await stopControl();
      expect(received).toEqual(["zażółć"]);
    });
  });

  it("dumps its data dir, and a database loaded from the dump has the rows", async () => {
    const database = await openTestDatabase();
    await database.db.insert(users).values(user("zrzut@example.pl"));
    const dump = await database.pglite!.dumpDataDir("gzip");
    await database.close();
    const copy = await openDatabase({ memory: true, loadDataDir: dump });
    try {
      expect((await copy.db.select({ email: users.email }).from(users)).map((u) => u.email)).toEqual([
        "zrzut@example.pl",
      ]);
    } finally {
      await copy.close();
    }
  });

  it("answers calls after close as unavailable (503), not as a fault of the request", async () => {
    const database = await openTestDatabase();
    await database.close();
    const error = await database.db.$count(users).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  // The timers guard against a hang, not a speed: a CI preflight of 2026-11-28 saw the child, which
  // opens PGlite and runs every migration, take over 20 s on two cores shared with the whole suite.
  it(
    "starts under any process flags; does not keep an idle process alive (even after a call that could not be sent), and does while a query runs",
    { timeout: 150_000 },
    async () => {
      const script = `
      import { openDatabase } from ${JSON.stringify(new URL("../../src/db/client.ts", import.meta.url).href)};
      const database = await openDatabase({ memory: true });
      // A call whose values cannot be copied to the thread fails alone, and holds nothing open.
      await database.pglite.query("select $1::text", [() => "x"]).catch(() => {});
      // Not awaited: the process must stay for the answer, then exit without a close.
      database.pglite.query("select pg_sleep(0.2), 41 + 1 as n").then((r) => console.log(r.rows[0].n));
    `;
      // With flags the thread must not take over: a V8 option and `node -e`'s --input-type.
      const child = spawn(process.execPath, ["--max-old-space-size=512", "--input-type=module", "-e", script], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          resolve(-1);
        }, 120_000);
        child.on("exit", (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      expect({ code, out: out.trim() }).toEqual({ code: 0, out: "42" });
    },
  );
});
