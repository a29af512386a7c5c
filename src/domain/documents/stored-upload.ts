import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { storedFileRemovals } from "../../db/schema/index.ts";
import { type FileKind, MAX_FILE_BYTES } from "../../shared/contracts/documents.ts";
import type { FileStore } from "../ports/files.ts";
import { sanitizeFileName } from "./file-name.ts";
import { sniffedStream } from "./sniffed-stream.ts";

/** The file's part of a request body, as it begins to arrive. */
export interface IncomingUpload {
  /** The name the client gave (metadata only, sanitised). */
  fileName: string | undefined;
  /** The bytes as they arrive. */
  body: Readable;
}

/** Bytes in the store, not yet recorded: the recording transaction unqueues `key` (`kept`). */
export interface StoredUpload {
  key: string;
  originalName: string;
  kind: FileKind;
  size: number;
  sha256: string;
}

/**
 * Streams an upload to the store under a generated key of the company (ADR 022): queued for
 * removal before a byte is written, counted (20 MB), hashed and typed by its first bytes (PDF,
 * JPEG, PNG) on the way. On any failure the bytes and the queue entry go at once and the rest of
 * the body is read and dropped. The caller records the file in a transaction that calls `kept`,
 * or calls `discard` when recording fails.
 */
export async function storeUpload(
  deps: { db: Db; store: FileStore },
  companyId: string,
  incoming: IncomingUpload,
): Promise<StoredUpload> {
  const originalName = sanitizeFileName(incoming.fileName);
  const key = `media/${companyId}/${randomUUID()}`;
  await deps.db.insert(storedFileRemovals).values({ storageKey: key });
  try {
    if (incoming.body.errored || incoming.body.destroyed)
      throw incoming.body.errored ?? new Error("upload body closed");
    const sniff = sniffedStream(MAX_FILE_BYTES);
    sniff.stream.on("error", () => {}); // reported by the store's write, which reads it
    const written = deps.store.write(key, incoming.body.pipe(sniff.stream), "application/octet-stream");
    incoming.body.once("error", (error) => sniff.stream.destroy(error));
    await written;
    return { key, originalName, ...sniff.result() };
  } catch (error) {
    incoming.body.resume(); // the rest of a refused body is read and dropped
    await discardUpload(deps, key);
    throw error;
  }
}

/** Unqueues a recorded upload's key (inside the recording transaction). */
export async function keptUpload(tx: Pick<Db, "delete">, key: string): Promise<void> {
  await tx.delete(storedFileRemovals).where(eq(storedFileRemovals.storageKey, key));
}

/** Removes stored bytes that were not recorded, and their queue entry (the sweep is the fallback). */
export async function discardUpload(deps: { db: Db; store: FileStore }, key: string): Promise<void> {
  await deps.store.delete(key).catch(() => {});
  await deps.db
    .delete(storedFileRemovals)
    .where(eq(storedFileRemovals.storageKey, key))
    .catch(() => {});
}
