import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "../../domain/errors.ts";
import { MAX_FILE_BYTES } from "../../shared/contracts/documents.ts";

export interface IncomingFile {
  /** The name the client gave (never trusted: the domain keeps a sanitised copy as metadata). */
  fileName: string | undefined;
  /** The file's bytes as they arrive; errors when the request breaks off. */
  body: Readable;
}

/**
 * The one file of a `multipart/form-data` body in the field `file`, as a stream: resolved as soon
 * as its part begins, never buffered. Other fields and files are read and dropped. A body that is
 * not multipart, or without the field, is `validation`; a request that breaks off mid-file errors
 * the file's stream (busboy's "Unexpected end of form"), which fails the upload.
 */
export function singleFile(request: Request): Promise<IncomingFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    return Promise.reject(new AppError("validation", { fields: { file: ["required"] } }));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // One byte over the limit lets the upload's own counter refuse it as fileTooLarge.
      parser = busboy({
        headers: { "content-type": contentType },
        // Browsers send the file name as raw UTF-8 (busboy reads latin1 by default).
        defParamCharset: "utf8",
        limits: { files: 1, fields: 10, fileSize: MAX_FILE_BYTES + 1, fieldSize: 1024 },
      });
    } catch (error) {
      reject(new AppError("validation", { fields: { file: ["required"] }, cause: error }));
      return;
    }
    let found = false;
    parser.on("file", (field, stream, info) => {
      if (field !== "file" || found) {
        stream.resume();
        return;
      }
      found = true;
      // A broken request errors the stream before the upload may be reading it: the upload finds
      // it `errored` (or hears of it from the pipe), never as an uncaught exception.
      stream.on("error", () => {});
      resolve({ fileName: info.filename, body: stream });
    });
    parser.on("error", (error) => {
      if (!found) reject(new AppError("validation", { fields: { file: ["required"] }, cause: error }));
    });
    parser.on("close", () => {
      if (!found) reject(new AppError("validation", { fields: { file: ["required"] } }));
    });
    const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
    source.on("error", (error) => parser.destroy(error));
    source.pipe(parser);
  });
}
