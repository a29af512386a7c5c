import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyDocuments, mediaFiles, storedFileRemovals } from "../../db/schema/index.ts";
import {
  createDocumentInput,
  type CompanyDocumentRecord,
  documentParamsInput,
  type UploadLimits,
  FILE_KINDS,
  MAX_FILE_BYTES,
} from "../../shared/contracts/documents.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { requirePermission } from "../access/require-permission.ts";
import { requireOperation } from "../access/restrictions.service.ts";
import { AppError } from "../errors.ts";
import type { FileStore } from "../ports/files.ts";
import {
  audit,
  documentOf,
  documentsWithFiles,
  fileOf,
  memberCompany,
  requireChangeable,
  withFiles,
} from "./document-access.ts";

export interface DocumentLimits {
  filesPerDocument: number;
  filesPerCompany: number;
}

export interface DocumentDeps {
  db: Db;
  store: FileStore;
  limits: DocumentLimits;
}

const parsed = <T>(result: { success: true; data: T } | { success: false; error: { issues: unknown[] } }): T => {
  if (result.success) return result.data;
  throw new AppError("validation", { details: { issues: result.error.issues } });
};

/** The limits a page shows ("up to 20 MB, PDF, JPG or PNG, 10 files per document"). */
export const uploadLimits = (limits: DocumentLimits): UploadLimits => ({
  maxFileBytes: MAX_FILE_BYTES,
  filesPerDocument: limits.filesPerDocument,
  filesPerCompany: limits.filesPerCompany,
  kinds: [...FILE_KINDS],
});

/**
 * Removes stored bytes after the rows that named them are gone (the trigger queued each key in
 * `stored_file_removals`); a key whose removal fails stays queued for the orphan sweep.
 */
export async function removeStored(deps: Pick<DocumentDeps, "db" | "store">, keys: string[]) {
  for (const key of keys) {
    try {
      await deps.store.delete(key);
      await deps.db.delete(storedFileRemovals).where(eq(storedFileRemovals.storageKey, key));
    } catch {
      // left for the sweep
    }
  }
}

/** The actor's company's documents with their files. */
export async function myDocuments(db: Db, actor: Actor | null): Promise<CompanyDocumentRecord[]> {
  return documentsWithFiles(db, memberCompany(actor).companyId);
}

/** Staff: a company's documents with their files (viewCompanies). */
export async function companyDocumentsOf(db: Db, actor: Actor | null, companyId: string) {
  requirePermission(actor, "viewCompanies");
  if (!isUuid(companyId)) throw new AppError("companyNotFound");
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError("companyNotFound");
  return documentsWithFiles(db, companyId);
}

/** A new document of a type, waiting for files and for staff. */
export async function createDocument(db: Db, actor: Actor | null, input: unknown): Promise<CompanyDocumentRecord> {
  const { companyId } = memberCompany(actor);
  const { type } = parsed(createDocumentInput.safeParse(input));
  await requireOperation(db, actor!, "createDocument");
  const row = await db.transaction(async (tx) => {
    const [row] = await tx.insert(companyDocuments).values({ companyId, type, createdBy: actor!.user.id }).returning();
    await audit(tx, actor!, row!, "DOCUMENT_CREATE");
    return row!;
  });
  return (await withFiles(db, [row]))[0]!;
}

/** Deletes a document and its files while staff have not accepted it. */
export async function deleteDocument(deps: DocumentDeps, actor: Actor | null, documentId: string) {
  const { companyId } = memberCompany(actor);
  const keys = await deps.db.transaction(async (tx) => {
    const document = await documentOf(tx, documentId, companyId, true);
    requireChangeable(document);
    const files = await tx
      .select({ key: mediaFiles.storageKey })
      .from(mediaFiles)
      .where(eq(mediaFiles.documentId, document.id));
    await audit(tx, actor!, document, "DOCUMENT_DELETE");
    await tx.delete(companyDocuments).where(eq(companyDocuments.id, document.id));
    return files.map((f) => f.key);
  });
  await removeStored(deps, keys);
  return { id: documentId };
}

/** Deletes one file of a document staff have not accepted. */
export async function deleteFile(deps: DocumentDeps, actor: Actor | null, documentId: string, fileId: string) {
  const { companyId } = memberCompany(actor);
  const key = await deps.db.transaction(async (tx) => {
    const document = await documentOf(tx, documentId, companyId, true);
    const file = await fileOf(tx, fileId, companyId);
    if (file.documentId !== document.id) throw new AppError("companyDocumentNotFound");
    requireChangeable(document);
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, file.id));
    await audit(tx, actor!, document, "FILE_DELETE", { reason: file.originalName });
    return file.storageKey;
  });
  await removeStored(deps, [key]);
  return { id: fileId };
}

/**
 * Staff "document params" (changeDocumentParams): accept, or reject with a reason; valid from/to;
 * a note. Each change is written to the company's audit log.
 */
export async function changeDocumentParams(db: Db, actor: Actor | null, documentId: string, input: unknown) {
  requirePermission(actor, "changeDocumentParams");
  const params = parsed(documentParamsInput.safeParse(input));
  const row = await db.transaction(async (tx) => {
    const document = await documentOf(tx, documentId, null, true);
    const status = params.status ?? document.status;
    const [updated] = await tx
      .update(companyDocuments)
      .set({
        status,
        rejectionReason: status === "rejected" ? (params.rejectionReason ?? document.rejectionReason) : null,
        validFrom: params.validFrom === undefined ? document.validFrom : params.validFrom,
        validTo: params.validTo === undefined ? document.validTo : params.validTo,
        staffNote: params.staffNote === undefined ? document.staffNote : params.staffNote || null,
        updatedAt: new Date(),
      })
      .where(eq(companyDocuments.id, document.id))
      .returning();
    const action =
      params.status === "accepted" ? "DOCUMENT_ACCEPT" : params.status ? "DOCUMENT_REJECT" : "DOCUMENT_PARAMS";
    await audit(tx, actor, document, action, { to: status, reason: params.rejectionReason ?? null });
    return updated!;
  });
  return (await withFiles(db, [row]))[0]!;
}
