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
export function singleFile(request: Request, guard: BodyGuard): Promise<IncomingFile> {
  const boundary = boundaryOf(request.headers.get("content-type") ?? "");
  const body = request.body;
  if (!boundary || !body) {
    return Promise.reject(new AppError("validation", { fields: { file: ["required"] } }));
  }
  return new Promise((resolve, reject) => {
    let found = false;
    const reader = new MultipartReader(boundary, (part) => {
      const wanted = !found && part.name === "file" && part.fileName !== undefined;
      found ||= wanted;
      return wanted;
    });
    reader.on("file", (info: PartInfo, stream: Readable) => {
      // A broken request errors the stream before the upload may be reading it: the upload finds
      // it `errored` (or hears of it from the pipe), never as an uncaught exception.
      stream.on("error", () => {});
      resolve({ fileName: info.fileName, body: stream });
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
