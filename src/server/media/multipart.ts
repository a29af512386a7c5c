import type { Readable } from "node:stream";
import { AppError, isAppError } from "../../domain/errors.ts";
import { type BodyGuard, guardedBody } from "./body-guard.ts";
import { boundaryOf, MultipartReader, type PartInfo } from "./multipart-reader.ts";

export interface IncomingFile {
  /** The name the client gave (never trusted: the domain keeps a sanitised copy as metadata). */
  fileName: string | undefined;
  /** The file's bytes as they arrive; errors when the request breaks off. */
  body: Readable;
}

/**
 * The one file of a `multipart/form-data` body in the field `file`, as a stream: resolved as soon
 * as its part begins, never buffered. Other fields and files are skipped. A body that is not
 * multipart (or has no valid boundary), or without the field, is `validation`; a request that
 * breaks off mid-file errors the file's stream ("Unexpected end of form"), which fails the upload.
 * The body keeps to `guard` (body-guard.ts): too many bytes or too slow, the file's stream (or,
 * before the file's part, the promise) fails with the guard's refusal.
 */
export async function singleFile(request: Request, guard: BodyGuard): Promise<IncomingFile> {
  const { fileName, body } = await fieldsThenFile(request, guard, []);
  return { fileName, body };
}

/** What a text field before the file may hold at most (bytes of UTF-8); more is `validation`. */
const FIELD_MAX_BYTES = 64 * 1024;

/**
 * The text fields named in `fields` that come before the file, then the file in the field `file`
 * (as `singleFile`): a form with a message and its attachment. A field after the file is not read
 * (a browser sends them in the form's order: put the fields first).
 */
export function fieldsThenFile(
  request: Request,
  guard: BodyGuard,
  fields: readonly string[],
): Promise<IncomingFile & { fields: Record<string, string> }> {
  const boundary = boundaryOf(request.headers.get("content-type") ?? "");
  const body = request.body;
  if (!boundary || !body) return Promise.reject(new AppError("validation", { fields: { file: ["required"] } }));
  const values: Record<string, string> = {};
  const read: Promise<void>[] = [];
  return new Promise((resolve, reject) => {
    let found = false;
    const reader = new MultipartReader(boundary, (part) => {
      if (found) return false;
      if (part.fileName === undefined) return part.name !== undefined && fields.includes(part.name);
      found = part.name === "file";
      return found;
    });
    reader.on("file", (info: PartInfo, stream: Readable) => {
      // A broken request errors the stream before the upload may be reading it: the upload finds
      // it `errored` (or hears of it from the pipe), never as an uncaught exception.
      stream.on("error", () => {});
      if (info.fileName !== undefined) {
        // The fields' ends may be told after the file's part began: the answer waits for them.
        void Promise.all(read).then(() => resolve({ fileName: info.fileName, body: stream, fields: values }), reject);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > FIELD_MAX_BYTES)
          stream.destroy(new AppError("validation", { fields: { [info.name!]: ["tooLong"] } }));
        else chunks.push(chunk);
      });
      const field = new Promise<void>((done, failed) => {
        stream.on("end", () => done(void (values[info.name!] = Buffer.concat(chunks).toString("utf8"))));
        stream.on("error", failed);
      });
      // Handled here as well: a field that fails before any file part (too long, a slow or broken
      // body) would otherwise be a rejection nobody awaits, which ends the process.
      field.catch(() => {});
      read.push(field);
      stream.on("error", (error) => reader.destroy(error));
    });
    reader.on("error", (error) => {
      if (found) return;
      reject(isAppError(error) ? error : new AppError("validation", { fields: { file: ["required"] }, cause: error }));
    });
    reader.on("finish", () => {
      if (!found) reject(new AppError("validation", { fields: { file: ["required"] } }));
    });
    const source = guardedBody(body, guard);
    source.on("error", (error) => reader.destroy(error));
    source.pipe(reader);
  });
}
