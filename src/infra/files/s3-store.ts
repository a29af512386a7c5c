import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import type { FileStore } from "../../domain/ports/files.ts";
import { s3Client, type S3Options } from "./s3-client.ts";
import { uploadInParts } from "./s3-multipart.ts";
import { storageFullMemory } from "./storage-space.ts";
import { pieces, toReadable } from "./streams.ts";

export { FileStoreError, type S3Options } from "./s3-client.ts";

/** S3's smallest part of a multipart upload (all but the last). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket. A streamed write of up to one part is one PUT; a longer one
 * is a multipart upload holding one part in memory at a time. Signed links are presigned GETs.
 */
export function s3Store(options: S3Options & { partBytes?: number }): FileStore {
  const s3 = s3Client(options);
  const partBytes = Math.max(MIN_PART_BYTES, options.partBytes ?? 8 * 1024 * 1024);
  const memory = storageFullMemory();
  /** A write's outcome, remembered for `health()`. */
  const remember = async <T>(write: Promise<T>) => {
    try {
      const result = await write;
      memory.succeeded();
      return result;
    } catch (error) {
      memory.failed(error);
      throw error;
    }
  };
  const putOne = async (key: string, body: Uint8Array, contentType: string) => {
    const res = await s3.request("PUT", key, { body, contentType });
    if (!res.ok) throw await s3.failure("PUT", res, true);
  };
  return {
    kind: "s3",
    put: (key, body, contentType) => remember(putOne(key, body, contentType)),
    write(key, body, contentType) {
      return remember(
        (async () => {
          const parts = pieces(toReadable(body), partBytes);
          const first = await parts.next();
          const second = first.done ? first : await parts.next();
          if (second.done) {
            const only = first.done ? Buffer.alloc(0) : first.value;
            await putOne(key, only, contentType);
            return { size: only.length };
          }
          return uploadInParts(s3, key, contentType, [first.value, second.value], parts);
        })(),
      );
    },
    async health() {
      return memory.isFull() ? "storageFull" : "ok";
    },
    async get(key) {
      const res = await s3.request("GET", key);
      if (res.status === 404) return null;
      if (!res.ok) throw await s3.failure("GET", res, false);
      return Buffer.from(await res.arrayBuffer());
    },
    async read(key) {
      const res = await s3.request("GET", key);
      if (res.status === 404) return null;
      if (!res.ok || !res.body) throw await s3.failure("GET", res, false);
      const length = res.headers.get("content-length");
      return {
        body: Readable.fromWeb(res.body as NodeWebStream<Uint8Array>),
        size: length ? Number(length) : undefined,
      };
    },
    async delete(key) {
      const res = await s3.request("DELETE", key);
      if (!res.ok && res.status !== 404) throw await s3.failure("DELETE", res, false);
    },
    signedUrl(key, { expiresInSeconds, fileName, contentType }) {
      const query: Record<string, string> = {};
      if (fileName) query["response-content-disposition"] = `attachment; filename="${fileName.replace(/["\\]/g, "")}"`;
      if (contentType) query["response-content-type"] = contentType;
      return s3.presign(key, expiresInSeconds, query);
    },
  };
}
