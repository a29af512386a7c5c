import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companyDocuments, mediaFiles, statusChanges } from "../../db/schema/index.ts";
import type { CompanyDocumentRecord } from "../../shared/contracts/documents.ts";
import { hasPermission } from "../../shared/permissions.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { AppError } from "../errors.ts";

export type DocumentRow = typeof companyDocuments.$inferSelect;
export type FileRow = typeof mediaFiles.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A member's company for document work: the permission `editOwnDocuments` and a company. */
export function memberCompany(actor: Actor | null): { actor: Actor; companyId: string } {
  requirePermission(actor, "editOwnDocuments");
  return { actor, companyId: actorCompanyId(actor) };
}

/** Who may read a company's files: staff with viewCompanies (any company), members of it with the permission. */
export function readerScope(actor: Actor | null): { companyId: string | null } {
  if (actor && hasPermission(actor.user.userRoles, "viewCompanies")) return { companyId: null };
  return { companyId: memberCompany(actor).companyId };
}

const notFound = () => new AppError("companyDocumentNotFound");

/** The document, when it is the company's (null scope: any company); companyDocumentNotFound otherwise. */
export async function documentOf(db: Db | Tx, id: string, companyId: string | null, lock = false) {
  if (!isUuid(id)) throw notFound();
  const where = companyId
    ? and(eq(companyDocuments.id, id), eq(companyDocuments.companyId, companyId))
    : eq(companyDocuments.id, id);
  const query = db.select().from(companyDocuments).where(where);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/** A file of a document, when it is the company's; companyDocumentNotFound otherwise. */
export async function fileOf(db: Db | Tx, id: string, companyId: string | null) {
  if (!isUuid(id)) throw notFound();
  // Only documents' files: a conversation's attachment is read through its conversation (both
  // companies' members, never staff by this route).
  const document = and(eq(mediaFiles.id, id), eq(mediaFiles.purpose, "companyDocument"));
  const where = companyId ? and(document, eq(mediaFiles.companyId, companyId)) : document;
  const [row] = await db.select().from(mediaFiles).where(where);
  if (!row) throw notFound();
  return row;
}

/** Accepted documents stay as staff accepted them: no file added, replaced or removed. */
export function requireChangeable(document: DocumentRow) {
  if (document.status === "accepted") throw new AppError("documentIsAccepted");
}

/** One entry of the company's audit log (status_changes, subject `document`). */
export async function audit(
  tx: Db | Tx,
  actor: Actor,
  document: DocumentRow,
  action: string,
  change: { to?: DocumentRow["status"]; reason?: string | null } = {},
) {
  await tx.insert(statusChanges).values({
    subject: "document",
    companyId: document.companyId,
    actorId: actor.user.id,
    action,
    fromStatus: document.status,
    toStatus: change.to ?? document.status,
    reason: change.reason ?? null,
  });
}

const fileRecord = (f: FileRow) => ({
  id: f.id,
  documentId: f.documentId,
  originalName: f.originalName,
  contentType: f.contentType,
  size: f.size,
  sha256: f.sha256,
  createdAt: f.createdAt,
});

/** The company's documents, newest first, each with its files (oldest first). */
export async function documentsWithFiles(db: Db | Tx, companyId: string): Promise<CompanyDocumentRecord[]> {
  const documents = await db
    .select()
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId))
    .orderBy(desc(companyDocuments.createdAt), desc(companyDocuments.id));
  return withFiles(db, documents);
}

export async function withFiles(db: Db | Tx, documents: DocumentRow[]): Promise<CompanyDocumentRecord[]> {
  const ids = documents.map((d) => d.id);
  const files = ids.length
    ? await db
        .select()
        .from(mediaFiles)
        .where(inArray(mediaFiles.documentId, ids))
        .orderBy(asc(mediaFiles.createdAt), asc(mediaFiles.id))
    : [];
  return documents.map((d) => ({
    id: d.id,
    companyId: d.companyId,
    type: d.type,
    status: d.status,
    validFrom: d.validFrom,
    validTo: d.validTo,
    staffNote: d.staffNote,
    rejectionReason: d.rejectionReason,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    files: files.filter((f) => f.documentId === d.id).map(fileRecord),
  }));
}
