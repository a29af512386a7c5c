import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import type { FileBody } from "../../domain/ports/files.ts";

/** Any file body as a Node stream (bytes in memory become a stream of one chunk). */
export function toReadable(body: FileBody): Readable {
  if (body instanceof Uint8Array) return Readable.from([body]);
  if (body instanceof Readable) return body;
  return Readable.fromWeb(body as NodeWebStream<Uint8Array>);
}

/**
 * Reads a stream in pieces of `size` bytes (the last one shorter), holding one piece at a time:
 * how a streamed upload becomes the parts of an S3 multipart upload.
 */
export async function* pieces(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    let data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (length + data.length >= size) {
      const take = size - length;
      held.push(data.subarray(0, take));
      yield Buffer.concat(held);
      held = [];
      length = 0;
      data = data.subarray(take);
    }
    if (data.length) {
      held.push(data);
      length += data.length;
    }
  }
  if (length) yield Buffer.concat(held);
}
