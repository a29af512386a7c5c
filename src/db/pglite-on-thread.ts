import type { Results } from "@electric-sql/pglite";
import { Worker } from "node:worker_threads";
import type { ThreadError, ThreadOptions, ThreadRequest } from "./pglite-thread.ts";

/** What the portal asks of an embedded database: the part of PGlite's API drizzle and pg-boss use. */
export interface EmbeddedClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: "auto" | "gzip" | "none"): Promise<Blob>;
  close(): Promise<void>;
}

export interface EmbeddedTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface QueryOptions {
  rowMode?: "array" | "object";
  /**
   * Per-type parsers. Across the thread only "keep the text" can be asked for: every type given a
   * parser here is returned as its text, which is what drizzle's parsers (identity functions) do.
   */
  parsers?: Record<number, unknown>;
}

/** The message a call gets when the database thread is gone (matched by isDatabaseUnavailable). */
export const THREAD_STOPPED = "the embedded database thread has stopped";

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * PGlite on a worker thread of its own. Every query costs the web thread a message each way
 * instead of PostgreSQL's whole execution, so under load the database uses the second core
 * (docs/decisions/011). Transactions hold the database as PGlite's own do: other calls wait.
 */
export class PgliteOnThread implements EmbeddedClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the thread and waits until its database is open (or fails as PGlite would). */
  static async open(options: ThreadOptions): Promise<PgliteOnThread> {
    const worker = new Worker(new URL("./pglite-thread.ts", import.meta.url), {
      workerData: options,
      // None of the process's flags: the thread needs none, and some would stop it starting (V8
      // options such as --max-old-space-size given explicitly, or `node -e`'s --input-type).
      execArgv: [],
      transferList: options.load ? [options.load] : [],
    });
    const client = new PgliteOnThread(worker);
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      const exited = (code: number) => reject(new Error(`${THREAD_STOPPED} (exit ${code}) before it opened`));
      worker.once("error", failed);
      worker.once("exit", exited);
      worker.once("message", () => {
        worker.off("error", failed);
        worker.off("exit", exited);
        resolve();
      });
    });
    worker.on("message", (message) => client.#receive(message));
    worker.on("error", (error) => client.#stop(new Error(`${THREAD_STOPPED}: ${error.message}`, { cause: error })));
    worker.on("exit", (code) => client.#stop(new Error(`${THREAD_STOPPED} (exit ${code})`)));
    // Idle, the thread does not keep the process alive (an in-process PGlite would not either).
    worker.unref();
    return client;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: "query", text, params, ...queryOptions(options) }) as Promise<Results<T>>;
  }

  exec(text: string): Promise<Results[]> {
    return this.#call({ op: "exec", text }) as Promise<Results[]>;
  }

  async transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: "begin" })) as number;
    let closed = false;
    const end = async (commit: boolean) => {
      if (closed) throw new Error("Transaction is closed");
      closed = true;
      await this.#call({ op: "end", tx, commit });
    };
    const transaction: EmbeddedTransaction = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.#call({ op: "query", text, params, tx, ...queryOptions(options) }) as Promise<Results<R>>,
      exec: (text: string) => this.#call({ op: "exec", text, tx }) as Promise<Results[]>,
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(transaction);
    } catch (error) {
      if (!closed) await end(false).catch(() => {});
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      this.#listeners.set(channel, (callbacks = new Set()));
      await this.#call({ op: "listen", channel });
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size || this.#listeners.get(channel) !== callbacks) return;
      this.#listeners.delete(channel);
      await this.#call({ op: "unlisten", channel });
    };
  }

  async dumpDataDir(compression: "auto" | "gzip" | "none" = "auto"): Promise<Blob> {
    const bytes = (await this.#call({ op: "dump", compression })) as ArrayBuffer;
    return new Blob([bytes], { type: compression === "none" ? "application/x-tar" : "application/x-gzip" });
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#call({ op: "close" });
    this.#stop(new Error(`${THREAD_STOPPED} (closed)`));
    await this.#worker.terminate();
  }

  #call(request: ThreadRequest): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    // While an answer is awaited the thread keeps the process alive, as a pending socket would.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      try {
        this.#worker.postMessage({ ...request, id });
      } catch (error) {
        // A value that cannot be copied to the thread (a function, say): this call alone fails.
        this.#settle(id)?.reject(error as Error);
      }
    });
  }

  #receive(message: {
    id?: number;
    ok?: boolean;
    value?: unknown;
    error?: ThreadError;
    notification?: string;
    payload?: string;
  }) {
    if (message.notification !== undefined) {
      for (const callback of this.#listeners.get(message.notification) ?? []) callback(message.payload ?? "");
      return;
    }
    const pending = this.#settle(message.id!);
    if (message.ok) pending?.resolve(message.value);
    else pending?.reject(rebuild(message.error!));
  }

  /** Takes call `id` off the pending list (the thread lets the process go when none is left). */
  #settle(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    if (pending && this.#pending.size === 0) this.#worker.unref();
    return pending;
  }

  #stop(error: Error) {
    if (this.#stopped) return;
    this.#stopped = error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

function queryOptions(options: QueryOptions | undefined) {
  return {
    rowMode: options?.rowMode,
    textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

/** A database error as the caller would have seen it in process: message, name and its fields (code, …). */
function rebuild(described: ThreadError): Error {
  const error = new Error(described.message);
  error.name = described.name;
  Object.assign(error, described.fields);
  return error;
}
