import { Readable } from "node:stream";
import type { Context } from "hono";
import { AppError } from "../domain/errors.ts";
import type { FileStore } from "../domain/ports/files.ts";
import type { AppEnv } from "./context.ts";
import { errorResponse } from "./errors.ts";

/**
 * `GET /files/{key}?expires=…&signature=…`: a signed download link of the directory store,
 * streamed without a session. A link that is tampered with or expired answers 403 (as S3 answers
 * its presigned links), a file that is gone 404.
 */
export function signedFiles(store: FileStore) {
  return async (c: Context<AppEnv>) => {
    if (!store.openSigned) return errorResponse(c, new AppError("notFound"));
    const link = await store.openSigned(new URL(c.req.url));
    if (!link.ok) return errorResponse(c, new AppError(link.reason === "missing" ? "notFound" : "forbidden"));
    const headers: Record<string, string> = {
      "Content-Type": link.contentType ?? "application/octet-stream",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    };
    if (link.file.size !== undefined) headers["Content-Length"] = String(link.file.size);
    if (link.fileName)
      headers["Content-Disposition"] = `attachment; filename="${link.fileName.replace(/["\\\r\n]/g, "")}"`;
    return new Response(Readable.toWeb(link.file.body) as ReadableStream<Uint8Array>, { status: 200, headers });
  };
}
