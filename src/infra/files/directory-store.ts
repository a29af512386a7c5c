import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type FileStore, isStorageFull, StorageFullError } from "../../domain/ports/files.ts";
import { checkKey, MIN_FREE_BYTES, storageFullMemory } from "./storage-space.ts";
import { toReadable } from "./streams.ts";
import type { UrlSigner } from "./url-signer.ts";

/** What a streamed write holds for the disk at most (per file being written). */
const WRITE_BUFFER_BYTES = 1024 * 1024;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Writes to a temporary file with `fill`, then renames it into place; a write refused for lack of
 * space removes the half file and becomes a StorageFullError.
 */
const atomicWrites =
  (full: (key: string) => string, memory: ReturnType<typeof storageFullMemory>) =>
  async (key: string, fill: (temporary: string) => Promise<void>) => {
    const target = full(key);
    const temporary = `${target}.${randomBytes(4).toString("hex")}.tmp`;
    try {
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fill(temporary);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true }).catch(() => {}); // half a file takes space too
      if (!isStorageFull(error)) throw error;
      memory.failed(error);
      throw new StorageFullError("no space left for the file", { cause: error });
    }
    memory.succeeded();
  };

/**
 * Files in a directory. A file is written to a temporary name and renamed into place, so a
 * crash mid-write never leaves half a file under the real name. Its signed links point to the
 * server's own route (`SIGNED_FILES_PATH`), which `openSigned` answers.
 */
export function directoryStore(
  root: string,
  options: {
    signer: UrlSigner;
    /** The file-system calls it makes; a test passes a `writeFile` that fails as a full disk does. */
    io?: { writeFile?: typeof fs.writeFile; statfs?: typeof fs.statfs };
  },
): FileStore {
  const full = (key: string) => path.join(root, checkKey(key));
  const writeFile = options.io?.writeFile ?? fs.writeFile;
  const statfs = options.io?.statfs ?? fs.statfs;
  const memory = storageFullMemory();
  const writeInPlace = atomicWrites(full, memory);
  const store: FileStore = {
    kind: "directory",
    async put(key, body) {
      await writeInPlace(key, (temporary) => writeFile(temporary, body));
    },
    async write(key, body) {
      let size = 0;
      // Up to 1 MB waits for the disk (writev joins what queued), so the producer (an upload's
      // parsing and hashing) goes on while a write is in flight instead of after each 64 KB one.
      await writeInPlace(key, async (temporary) => {
        const file = createWriteStream(temporary, { highWaterMark: WRITE_BUFFER_BYTES });
        await pipeline(toReadable(body), file);
        size = file.bytesWritten;
      });
      return { size };
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
        if (missing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      const file = full(key);
      try {
        const handle = await fs.open(file);
        const { size } = await handle.stat();
        return { body: createReadStream("", { fd: handle }), size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
    async signedUrl(key, signed) {
      return options.signer.sign(key, signed);
    },
    async openSigned(url) {
      const link = options.signer.verify(url);
      if (!link.ok) return link;
      const file = await store.read(link.key);
      if (!file) return { ok: false, reason: "missing" };
      return { ok: true, file, fileName: link.fileName, contentType: link.contentType };
    },
  };
  return store;
}
