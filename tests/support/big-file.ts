import { createHash } from "node:crypto";
import { Readable } from "node:stream";

/**
 * A file of `bytes` made as it is read (1 MiB chunks of varying content), never whole in memory,
 * and its SHA-256 to compare a copy read back with.
 */
export function bigFile(bytes: number) {
  const chunk = (i: number, size: number) => Buffer.alloc(size, createHash("sha256").update(String(i)).digest());
  const CHUNK = 1024 * 1024;
  function* chunks() {
    for (let i = 0, left = bytes; left > 0; i++, left -= CHUNK) yield chunk(i, Math.min(CHUNK, left));
  }
  const stream = () => Readable.from(chunks());
  const hash = createHash("sha256");
  for (const piece of chunks()) hash.update(piece);
  return { stream, sha256: hash.digest("hex") };
}

/** The SHA-256 and length of a stream, read to its end. */
export async function digest(stream: AsyncIterable<Uint8Array>) {
  const hash = createHash("sha256");
  let size = 0;
  for await (const piece of stream) {
    hash.update(piece);
    size += piece.length;
  }
  return { sha256: hash.digest("hex"), size };
}
