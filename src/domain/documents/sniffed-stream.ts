import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import { FILE_KINDS, type FileKind } from "../../shared/contracts/documents.ts";
import { AppError } from "../errors.ts";

/** Bytes file-type reads to decide a type (its own sample size). */
const SNIFF_BYTES = 4100;

export interface SniffResult {
  kind: FileKind;
  size: number;
  sha256: string;
}

const allowed = new Set<string>(FILE_KINDS);

/**
 * The bytes of an upload on their way to the store: counted (over `maxBytes`: `fileTooLarge`
 * before the next chunk is passed on), hashed, and typed by their first bytes (file-type's magic
 * numbers; anything but PDF, JPEG or PNG: `fileTypeNotAllowed` before a byte is passed on). The
 * client's name and MIME type are never asked. `result()` answers once the stream has ended; an
 * empty upload is `fileEmpty`.
 */
export function sniffedStream(maxBytes: number) {
  const hash = createHash("sha256");
  let size = 0;
  let head: Buffer[] = [];
  let headBytes = 0;
  let kind: FileKind | undefined;

  const decide = async (): Promise<Buffer> => {
    const sample = Buffer.concat(head);
    head = [];
    const type = await fileTypeFromBuffer(sample);
    if (!type || !allowed.has(type.mime)) {
      throw new AppError("fileTypeNotAllowed", { details: { detected: type?.mime ?? null } });
    }
    kind = type.mime as FileKind;
    return sample;
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      size += chunk.length;
      if (size > maxBytes) return done(new AppError("fileTooLarge", { details: { maxBytes } }));
      hash.update(chunk);
      if (kind) return done(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < SNIFF_BYTES) return done();
      decide().then((sample) => done(null, sample), done);
    },
    flush(done: TransformCallback) {
      if (size === 0) return done(new AppError("fileEmpty"));
      if (kind) return done();
      decide().then((sample) => done(null, sample), done);
    },
  });

  return {
    stream,
    result: (): SniffResult => {
      if (!kind) throw new AppError("fileEmpty");
      return { kind, size, sha256: hash.digest("hex") };
    },
  };
}
