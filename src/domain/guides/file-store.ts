import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Where generated files live: `DATA_DIR/files` by default, an S3-compatible bucket with `S3_*`. */
export interface FileStore {
  kind: "directory" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * `storageFull` while the store is known to be out of space: a write failed for lack of space
   * within the last `STORAGE_FULL_MEMORY_MS` with no successful write since, or (a directory) the
   * file system has less than `MIN_FREE_BYTES` free. `ok` otherwise. Read by `/readyz`.
   */
  health?(): Promise<"ok" | "storageFull">;
}

/** How long a write refused for lack of space keeps the store reported full (unless a write succeeds). */
export const STORAGE_FULL_MEMORY_MS = 60_000;
/** A directory store with less free space than this is reported full (a guide PDF is ~100–300 KB). */
export const MIN_FREE_BYTES = 1024 * 1024;

/**
 * A write refused for lack of space: a full disk or quota (ENOSPC, EDQUOT), or an S3 store
 * answering 507 Insufficient Storage (MinIO: `XMinioStorageFull`), or a quota error. `code` is the
 * errno the guide jobs already recognise; the REST edge answers it 503 `storageFull`.
 */
export class StorageFullError extends Error {
  readonly code = "ENOSPC";
  constructor(message = "storage full", options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageFullError";
  }
}

const SPACE_ERRNOS = new Set(["ENOSPC", "EDQUOT"]);

/** Whether the error (or one of its causes) is a write refused for lack of space. */
export function isStorageFull(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof StorageFullError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && SPACE_ERRNOS.has(code)) return true;
  }
  return false;
}

/** Remembers a write refused for lack of space (for `health()`), forgotten after a successful write. */
export function storageFullMemory(now: () => number = Date.now) {
  let fullAt: number | null = null;
  return {
    failed(error: unknown) {
      if (isStorageFull(error)) fullAt = now();
    },
    succeeded() {
      fullAt = null;
    },
    isFull: () => fullAt !== null && now() - fullAt < STORAGE_FULL_MEMORY_MS,
  };
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe file key: ${key}`);
  return key;
}

/**
 * Files in a directory. A file is written to a temporary name and renamed into place, so a
 * crash mid-write never leaves half a file under the real name.
 */
export function directoryStore(
  root: string,
  /** The file-system calls it makes; a test passes a `writeFile` that fails as a full disk does. */
  io: { writeFile?: typeof fs.writeFile; statfs?: typeof fs.statfs } = {},
): FileStore {
  const full = (key: string) => path.join(root, checkKey(key));
  const writeFile = io.writeFile ?? fs.writeFile;
  const statfs = io.statfs ?? fs.statfs;
  const memory = storageFullMemory();
  return {
    kind: "directory",
    async put(key, body) {
      const target = full(key);
      const temporary = `${target}.${randomBytes(4).toString("hex")}.tmp`;
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await writeFile(temporary, body);
        await fs.rename(temporary, target);
      } catch (error) {
        if (!isStorageFull(error)) throw error;
        memory.failed(error);
        await fs.rm(temporary, { force: true }).catch(() => {}); // half a file takes space too
        throw new StorageFullError("no space left for the file", { cause: error });
      }
      memory.succeeded();
    },
    async health() {
      if (memory.isFull()) return "storageFull";
      try {
        const stats = await statfs(root);
        return stats.bavail * stats.bsize < MIN_FREE_BYTES ? "storageFull" : "ok";
      } catch {
        return "ok"; // no directory yet (nothing stored) or no statfs: the writes tell
      }
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}
