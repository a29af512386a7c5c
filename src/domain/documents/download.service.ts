import type { Db } from "../../db/client.ts";
import type { Actor } from "../access/actor.ts";
import { AppError } from "../errors.ts";
import type { FileStore } from "../ports/files.ts";
import { fileOf, readerScope } from "./document-access.ts";

/**
 * A file's bytes for download: members of the owning company with the permission, or staff with
 * viewCompanies. Another company's file is companyDocumentNotFound, as a missing one is.
 * `byStaff` tells the edge the reader is staff, who alone may view a file inline (ADR 024).
 */
export async function openDocumentFile(deps: { db: Db; store: FileStore }, actor: Actor | null, fileId: string) {
  const { companyId } = readerScope(actor);
  const file = await fileOf(deps.db, fileId, companyId);
  const stored = await deps.store.read(file.storageKey);
  // A row whose bytes are gone: not the client's doing, and not a document it may not see.
  if (!stored) throw new AppError("notFound", { message: "stored bytes missing" });
  return {
    body: stored.body,
    size: file.size,
    contentType: file.contentType,
    originalName: file.originalName,
    byStaff: companyId === null,
  };
}
