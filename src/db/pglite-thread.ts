/**
 * The embedded database's own thread: owns one PGlite instance and runs what the main thread's
 * `PgliteOnThread` (pglite-on-thread.ts) asks of it. PGlite executes PostgreSQL as WebAssembly on
 * the thread that calls it; here that work runs beside the web thread instead of inside it.
 *
 * Requests are `{ id, op, ... }`; each gets one `{ id, ok, value | error }`. Notifications on a
 * listened channel arrive as `{ notification: channel, payload }`.
 */
import { type messages, parse, PGlite, protocol, type Results, type Transaction } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { parentPort, workerData } from "node:worker_threads";

export type ThreadRequest =
  | { op: "query"; text: string; params?: unknown[]; rowMode?: "array" | "object"; textTypes?: number[]; tx?: number }
  | { op: "exec"; text: string; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "unlisten"; channel: string }
  | { op: "dump"; compression: "auto" | "gzip" | "none" }
  | { op: "close" };

export interface ThreadOptions {
  dataDir?: string;
  /** A dumped data dir (gzip tarball) to start from, for an in-memory database. */
  load?: ArrayBuffer;
}

/** What of a database error crosses the thread boundary (structured clone keeps only the message). */
export interface ThreadError {
  message: string;
  name: string;
  fields: Record<string, unknown>;
}

/** Thrown inside a transaction's callback to end it with a rollback (PGlite rolls back on a throw). */
const ROLLBACK = Symbol("rollback");

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}

const port = parentPort!;
const options = workerData as ThreadOptions;
// The exchange's radius searches need earth points and, in the same GiST, plain columns
// (docs/decisions/028); PostgreSQL has all three in contrib.
const extensions = { cube, earthdistance, btree_gist };
const pglite = await PGlite.create(
  options.load
    ? { loadDataDir: new Blob([options.load], { type: "application/x-gzip" }), extensions }
    : { dataDir: options.dataDir, extensions },
);
const transactions = new Map<number, OpenTransaction>();
const listening = new Map<string, () => Promise<void>>();
let nextTransaction = 1;

/**
 * Named prepared statements, one per distinct SQL text, least recently used first. PGlite's
 * `query` parses, describes and plans its statement again on every call, in two trips into the
 * engine; a named statement is bound and executed in one. drizzle writes the same text for the
 * same query shape, so the hot paths are parsed once per process. Measured on the session
 * lookup's shape: 0.47 ms → 0.085 ms a query.
 */
interface Statement {
  name: string;
  paramTypes: number[];
  /** The statement's row description; absent for one that returns no rows. */
  description?: messages.BackendMessage;
}
const statements = new Map<string, Statement>();
const MAX_STATEMENTS = 256;
let nextStatement = 1;
const { serialize } = protocol;
/** PostgreSQL's "cached plan must not change result type": a table changed under a statement. */
const PLAN_CHANGED = "0A000";

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, (at += p.length) - p.length);
  return out;
};

/** Runs as PGlite's own `query` would: inside a transaction, or waiting for any to end. */
const exclusive = <T>(inTransaction: boolean, fn: () => Promise<T>): Promise<T> =>
  inTransaction ? pglite.runExclusive(fn) : pglite._runExclusiveTransaction(() => pglite.runExclusive(fn));

async function statementFor(text: string): Promise<Statement> {
  const known = statements.get(text);
  if (known) {
    statements.delete(text);
    statements.set(text, known);
    return known;
  }
  const name = `pz_${nextStatement++}`;
  const { messages: described } = await pglite.execProtocol(
    concat(serialize.parse({ name, text, types: [] }), serialize.describe({ type: "S", name }), serialize.sync()),
    { syncToFs: false },
  );
  const parameters = described.find((m) => m.name === "parameterDescription") as
    messages.ParameterDescriptionMessage | undefined;
  const statement: Statement = {
    name,
    paramTypes: parameters?.dataTypeIDs ?? [],
    description: described.find((m) => m.name === "rowDescription"),
  };
  statements.set(text, statement);
  if (statements.size > MAX_STATEMENTS) await forget(statements.keys().next().value!);
  return statement;
}

/** Drops the statement kept for `text`, in the engine too. */
async function forget(text: string): Promise<void> {
  const statement = statements.get(text);
  if (!statement) return;
  statements.delete(text);
  await pglite.execProtocol(concat(serialize.close({ type: "S", name: statement.name }), serialize.sync()), {
    syncToFs: false,
  });
}

async function runPrepared(
  text: string,
  params: unknown[],
  options: { rowMode: "array" | "object"; parsers: Parsers },
  inTransaction: boolean,
): Promise<Results> {
  return exclusive(inTransaction, async () => {
    for (let attempt = 0; ; attempt++) {
      const statement = await statementFor(text);
      // Values as PGlite's `query` serialises them: by the parameter's type, else as text.
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[statement.paramTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      try {
        const { messages: answered } = await pglite.execProtocol(
          concat(
            serialize.bind({ statement: statement.name, values: values as string[] }),
            serialize.execute({}),
            serialize.sync(),
          ),
          { syncToFs: false },
        );
        if (!inTransaction) await pglite.syncToFs();
        const all = statement.description ? [statement.description, ...answered] : answered;
        return parse.parseResults(all, options.parsers, { rowMode: options.rowMode })[0]!;
      } catch (error) {
        if ((error as { code?: string }).code !== PLAN_CHANGED || attempt > 0) throw error;
        // The table changed since the statement was described: describe it again, and retry once,
        // except inside a transaction, which the error has already aborted: its caller must see it.
        await forget(text);
        if (inTransaction) throw error;
      }
    }
  });
}

type Parsers = typeof pglite.parsers;
const parserTables = new Map<string, Parsers>();

/**
 * PGlite's parsers with the given types kept as the text they came as (what drizzle asks for
 * dates, timestamps and intervals), one table per set of types. Given the kept types as options,
 * PGlite's parseResults would copy its 300-odd parsers into a new object on every call: about
 * 0.6 MB of garbage a chat message on this thread, a scavenge every 17 messages. (PGlite fills
 * its parsers when it opens, before any query; only `refreshArrayTypes`, never called here, adds
 * to them later.)
 */
function parsersFor(types: number[] | undefined): Parsers {
  if (!types?.length) return pglite.parsers;
  const key = types.join(",");
  let table = parserTables.get(key);
  if (!table) {
    table = { ...pglite.parsers, ...Object.fromEntries(types.map((oid) => [oid, (value: string) => value])) };
    parserTables.set(key, table);
  }
  return table;
}

function client(tx: number | undefined): Pick<Transaction, "query" | "exec"> {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error("Transaction is closed");
  return open.tx;
}

async function begin(): Promise<number> {
  const id = nextTransaction++;
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  const entry = {} as OpenTransaction;
  entry.done = pglite
    .transaction(async (tx) => {
      entry.tx = tx;
      const commit = new Promise<boolean>((resolve) => (entry.finish = resolve));
      transactions.set(id, entry);
      opened();
      if (!(await commit)) throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    })
    .finally(() => transactions.delete(id));
  // A transaction that cannot begin (a closed database) rejects `done` before it ever opens.
  await Promise.race([ready, entry.done]);
  return id;
}

async function end(tx: number, commit: boolean): Promise<void> {
  const open = transactions.get(tx);
  if (!open) throw new Error("Transaction is closed");
  open.finish(commit);
  await open.done;
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query": {
      if (request.tx !== undefined) client(request.tx); // throws for a transaction that has ended
      const result = await runPrepared(
        request.text,
        request.params ?? [],
        { rowMode: request.rowMode ?? "object", parsers: parsersFor(request.textTypes) },
        request.tx !== undefined,
      );
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "exec":
      return (await client(request.tx).exec(request.text)).map((r) => ({
        rows: r.rows,
        fields: r.fields,
        affectedRows: r.affectedRows,
      }));
    case "begin":
      return begin();
    case "end":
      return end(request.tx, request.commit);
    case "listen":
      if (!listening.has(request.channel))
        listening.set(
          request.channel,
          await pglite.listen(request.channel, (payload) =>
            port.postMessage({ notification: request.channel, payload }),
          ),
        );
      return undefined;
    case "unlisten": {
      const stop = listening.get(request.channel);
      listening.delete(request.channel);
      await stop?.();
      return undefined;
    }
    case "dump": {
      const dump = await pglite.dumpDataDir(request.compression);
      return dump.arrayBuffer();
    }
    case "close":
      await pglite.close();
      return undefined;
  }
}

function describe(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: "Error", fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (value === undefined || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  return { message: error.message, name: error.name, fields };
}

port.on("message", (message: ThreadRequest & { id: number }) => {
  handle(message).then(
    (value) => {
      if (value instanceof ArrayBuffer) port.postMessage({ id: message.id, ok: true, value }, [value]);
      else port.postMessage({ id: message.id, ok: true, value });
      if (message.op === "close") port.close();
    },
    (error: unknown) => port.postMessage({ id: message.id, ok: false, error: describe(error) }),
  );
});
port.postMessage({ ready: true });
