/**
 * The embedded database's own thread: owns one PGlite instance and runs what the main thread's
 * `PgliteOnThread` (pglite-on-thread.ts) asks of it. PGlite executes PostgreSQL as WebAssembly on
 * the thread that calls it; here that work runs beside the web thread instead of inside it.
 *
 * Requests are `{ id, op, ... }`; each gets one `{ id, ok, value | error }`. Notifications on a
 * listened channel arrive as `{ notification: channel, payload }`.
 */
import { PGlite, type Results, type Transaction } from "@electric-sql/pglite";
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
const pglite = await PGlite.create(
  options.load
    ? { loadDataDir: new Blob([options.load], { type: "application/x-gzip" }) }
    : { dataDir: options.dataDir },
);
const transactions = new Map<number, OpenTransaction>();
const listening = new Map<string, () => Promise<void>>();
let nextTransaction = 1;

/** Parsers that keep a type's text as it came (what drizzle asks for dates, timestamps and intervals). */
const keepText = (types: number[] | undefined) =>
  types?.length ? Object.fromEntries(types.map((oid) => [oid, (value: string) => value])) : undefined;

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
      const parsers = keepText(request.textTypes);
      const result: Results = await client(request.tx).query(request.text, request.params, {
        rowMode: request.rowMode ?? "object",
        ...(parsers ? { parsers } : {}),
      });
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
