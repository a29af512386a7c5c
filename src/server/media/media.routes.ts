import { Readable } from "node:stream";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { AppError, isAppError } from "../../domain/errors.ts";
import { MAX_FILE_BYTES, wireFile } from "../../shared/contracts/documents.ts";
import { awaitActor } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { errorResponse } from "../errors.ts";
import { MIN_BODY_BYTES_PER_SECOND } from "./body-guard.ts";
import { contentDisposition } from "./content-disposition.ts";
import { fieldsThenFile, type IncomingFile, singleFile } from "./multipart.ts";

/** The multipart envelope around a file of the maximum size: boundaries and part headers. */
const ENVELOPE_BYTES = 64 * 1024;
export const MEDIA_BODY_LIMIT = MAX_FILE_BYTES + ENVELOPE_BYTES;

/**
 * A body that declares a length over the limit is refused before a byte is read (413
 * `payloadTooLarge`). A chunked one is not buffered to be counted (Hono's bodyLimit would hold it
 * whole): the body guard counts it as it streams (413 `payloadTooLarge` past the limit), and the
 * upload's own counter refuses the file at 20 MB + 1 byte.
 */
const declaredLengthLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const length = c.req.header("content-length");
  if (length !== undefined && !(Number(length) <= MEDIA_BODY_LIMIT)) {
    return errorResponse(c, new AppError("payloadTooLarge"));
  }
  return next();
};

/** What the body may do: the envelope's bytes, and no long wait for the next ones. */
const guardOf = (c: Context<AppEnv>) => ({
  maxBytes: MEDIA_BODY_LIMIT,
  idleMs: c.var.services.config.MEDIA_IDLE_TIMEOUT_MS,
  minBytesPerSecond: MIN_BODY_BYTES_PER_SECOND,
});

/**
 * Runs an upload whose service reads the body (through `receive`) only once every refusal that
 * needs none of it is past. A refused file's rest is read and dropped; the guard's refusal (too
 * large, too slow) is the answer whatever failed of it; a body that broke off is the client's.
 */
async function receiving<T, F extends IncomingFile>(
  work: (receive: (read: () => Promise<F>) => Promise<F>) => Promise<T>,
): Promise<T> {
  let incoming: F | undefined;
  try {
    return await work(async (read) => (incoming = await read()));
  } catch (error) {
    incoming?.body.resume();
    const broken = incoming?.body.errored;
    if (isAppError(broken)) throw broken;
    if (!isAppError(error) && broken) {
      throw new AppError("validation", { fields: { file: ["incomplete"] }, cause: error });
    }
    throw error;
  }
}

/** One file of a company document (a new one, or replacing `replaceFileId`). */
async function upload(c: Context<AppEnv>, replaceFileId?: string) {
  const actor = await awaitActor(c);
  const file = await receiving((receive) =>
    c.var.services.documents.uploadDocumentFile(actor, {
      documentId: c.req.param("documentId") ?? "",
      replaceFileId,
      receive: () => receive(() => singleFile(c.req.raw, guardOf(c))),
    }),
  );
  return wireFile(file);
}

/** A message with a file in a conversation: the field `text` (optional, first), then `file`. */
async function sendFile(c: Context<AppEnv>) {
  const actor = await awaitActor(c);
  return receiving((receive) =>
    c.var.services.conversations.sendWithFile(actor, c.req.param("conversationId") ?? "", {
      receive: () =>
        receive(async () => {
          const incoming = await fieldsThenFile(c.req.raw, guardOf(c), ["text"]);
          return { ...incoming, text: incoming.fields.text };
        }),
    }),
  );
}

/** A file sent in a conversation, for either company's members: always saved, never shown inline. */
async function conversationFile(c: Context<AppEnv>) {
  const actor = await awaitActor(c);
  const file = await c.var.services.conversations.openAttachment(
    actor,
    c.req.param("conversationId") ?? "",
    c.req.param("fileId") ?? "",
  );
  return savedFile(c, file);
}

/** A file's bytes to save (an attachment), with the type its bytes showed. */
function savedFile(
  c: Context<AppEnv>,
  file: { body: Readable; size: number; contentType: string; originalName: string },
) {
  return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200, {
    "content-type": file.contentType,
    "content-length": String(file.size),
    "content-disposition": contentDisposition("attachment", file.originalName),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  });
}

/** A file attached to a complaint (multipart, one field `file`). */
async function complaintUpload(c: Context<AppEnv>) {
  const actor = await awaitActor(c);
  const file = await receiving((receive) =>
    c.var.services.complaints.addComplaintFile(actor, c.req.param("complaintId") ?? "", {
      receive: () => receive(() => singleFile(c.req.raw, guardOf(c))),
    }),
  );
  return wireFile(file);
}

/** A complaint's file, for its two companies and staff: always saved, never shown inline. */
async function complaintFile(c: Context<AppEnv>) {
  const actor = await awaitActor(c);
  const file = await c.var.services.complaints.openComplaintFile(
    actor,
    c.req.param("complaintId") ?? "",
    c.req.param("fileId") ?? "",
  );
  return savedFile(c, file);
}

/**
 * The policy of a file staff view inline: sandboxed (an opaque origin, as if from another site),
 * nothing of it runs or loads but its own images, and only the portal's own pages may frame it.
 * Chromium's PDF viewer shows a PDF under it (checked with Chromium 156, ADR 024); `nosniff` and
 * the sniffed type keep a PDF/HTML polyglot from being read as HTML all the same.
 */
export const INLINE_POLICY =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** A file's bytes: saved as an attachment, or (staff) shown inline under the inline policy. */
async function download(c: Context<AppEnv>, wantInline: boolean) {
  const actor = await awaitActor(c);
  const file = await c.var.services.documents.openDocumentFile(actor, c.req.param("fileId") ?? "");
  // Members always save the file; only staff, who review it, view it in the page.
  const inline = wantInline && file.byStaff;
  const headers: Record<string, string> = {
    "content-type": file.contentType,
    "content-length": String(file.size),
    "content-disposition": contentDisposition(inline ? "inline" : "attachment", file.originalName),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  };
  if (inline) {
    headers["content-security-policy"] = INLINE_POLICY;
    headers["x-frame-options"] = "SAMEORIGIN";
    headers["cross-origin-resource-policy"] = "same-origin";
  }
  return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200, headers);
}

/**
 * `/media`: the bytes of company documents' files, streamed both ways (session cookie or bearer,
 * the Origin check of every write, a body limit of its own just above 20 MB).
 * - `POST /media/documents/:documentId/files`: multipart, one field `file`; 201 with the file.
 * - `PUT /media/documents/:documentId/files/:fileId`: the same, replacing that file.
 * - `GET /media/files/:fileId`: the file as an attachment, with the type its bytes showed.
 * - `GET /media/files/:fileId/inline`: staff: the file shown in the browser (the staff company
 *   page's preview), under a policy of its own; anyone else gets the attachment.
 * - `POST /media/conversations/:conversationId/messages`: multipart, `text` (optional) then
 *   `file`; 201 with the message (issue 27).
 * - `GET /media/conversations/:conversationId/files/:fileId`: a file sent in the conversation.
 * - `POST /media/complaints/:complaintId/files`: multipart, one field `file`; 201 with the file
 *   (issue 28: either company of an open complaint, five each).
 * - `GET /media/complaints/:complaintId/files/:fileId`: a complaint's file, for both companies and staff.
 */
export function mediaRoutes() {
  const media = new Hono<AppEnv>();
  media.use("*", declaredLengthLimit);
  media.post("/documents/:documentId/files", async (c) => c.json(await upload(c), 201));
  media.put("/documents/:documentId/files/:fileId", async (c) => c.json(await upload(c, c.req.param("fileId")), 200));
  media.get("/files/:fileId", (c) => download(c, false));
  media.get("/files/:fileId/inline", (c) => download(c, true));
  media.post("/conversations/:conversationId/messages", async (c) => c.json(await sendFile(c), 201));
  media.get("/conversations/:conversationId/files/:fileId", conversationFile);
  media.post("/complaints/:complaintId/files", async (c) => c.json(await complaintUpload(c), 201));
  media.get("/complaints/:complaintId/files/:fileId", complaintFile);
  media.all("*", (c) => errorResponse(c, new AppError("notFound")));
  media.onError((error, c) => errorResponse(c, error));
  return media;
}
