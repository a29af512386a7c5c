import { Readable } from "node:stream";
import { AppError } from "../../domain/errors.ts";

/** What a request body to /media may cost: its bytes, and the time it keeps the server waiting. */
export interface BodyGuard {
  /** Bytes the whole body may have (the file's limit and its envelope). */
  maxBytes: number;
  /** Milliseconds the server waits for the next bytes at most (MEDIA_IDLE_TIMEOUT_MS). */
  idleMs: number;
  /** Once the server has waited `idleMs` in all, the body must have come at this rate at least. */
  minBytesPerSecond: number;
}

/** The lowest rate a body may arrive at (averaged over the time spent waiting for it). */
export const MIN_BODY_BYTES_PER_SECOND = 1024;

/**
 * A request body as a Node stream that keeps to its guard, whether it declared a length or came
 * chunked: over `maxBytes` it errors with `payloadTooLarge`; waiting `idleMs` for the next bytes,
 * or a body slower than `minBytesPerSecond` once that long was spent waiting, errors with
 * `uploadTimedOut` (judged afresh for every `idleMs` of waiting). Only the time spent waiting for the client counts: while the upload is behind
 * (the store writing), nothing is asked and no clock runs. The request itself is left alone: the
 * answer is sent, and the server closes the connection when the rest does not come.
 */
export function guardedBody(body: ReadableStream<Uint8Array>, guard: BodyGuard): Readable {
  const reader = body.getReader();
  let total = 0;
  // The rate is judged window by window (each `idleMs` spent waiting), so bytes sent early buy no
  // slow drip later.
  let waited = 0;
  let windowBytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const stream = new Readable({
    read() {
      const asked = performance.now();
      timer = setTimeout(() => stream.destroy(new AppError("uploadTimedOut")), guard.idleMs);
      reader.read().then(
        ({ done, value }) => {
          clearTimeout(timer);
          if (stream.destroyed) return;
          waited += performance.now() - asked;
          if (done) return void stream.push(null);
          total += value.byteLength;
          windowBytes += value.byteLength;
          if (total > guard.maxBytes) return void stream.destroy(new AppError("payloadTooLarge"));
          if (waited > guard.idleMs) {
            if (windowBytes < (guard.minBytesPerSecond * waited) / 1000)
              return void stream.destroy(new AppError("uploadTimedOut"));
            waited = 0;
            windowBytes = 0;
          }
          stream.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
        },
        (error: unknown) => {
          clearTimeout(timer);
          stream.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
    destroy(error, done) {
      clearTimeout(timer);
      done(error);
    },
  });
  return stream;
}
