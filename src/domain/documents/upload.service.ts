import { and, count, eq, ne, sql } from "drizzle-orm";
import { companies, mediaFiles } from "../../db/schema/index.ts";
import { type FileKind, type MediaFileRecord } from "../../shared/contracts/documents.ts";
import type { Actor } from "../access/actor.ts";
import type { RateLimiter } from "../access/rate-limiter.ts";
import { requireOperation } from "../access/restrictions.service.ts";
import { AppError } from "../errors.ts";
import { audit, documentOf, type FileRow, fileOf, memberCompany, requireChangeable } from "./document-access.ts";
import { type DocumentDeps, removeStored } from "./documents.service.ts";
import { discardUpload, type IncomingUpload, keptUpload, storeUpload } from "./stored-upload.ts";

export type { IncomingUpload } from "./stored-upload.ts";

export interface UploadInput {
  documentId: string;
  /** Replaces this file of the document (its bytes are removed once the new ones are recorded). */
  replaceFileId?: string;
  /**
   * Starts reading the body, up to the file's part. Called only once every check that needs no
   * byte of it has passed and the attempt has been charged; a refusal before it reads nothing.
   */
  receive: () => Promise<IncomingUpload>;
}

interface Recorded {
  companyId: string;
  documentId: string;
  replaced: FileRow | null;
  key: string;
  originalName: string;
  kind: FileKind;
  size: number;
  sha256: string;
}

/**
 * The transaction that records stored bytes as a file of the document: the company row locked,
 * the document still changeable, the counts under their limits (the replaced file not counted),
 * the replaced row deleted (its key queued by the trigger), the upload's key unqueued, audited.
 */
async function recordFile(deps: DocumentDeps, actor: Actor, r: Recorded) {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, r.companyId)).for("update");
    const current = await documentOf(tx, r.documentId, r.companyId, true);
    requireChangeable(current);
    // Both counts in one statement (the document's files are the company's): one round trip less
    // while the company row is locked and other uploads of the company wait for it.
    const [counts] = await tx
      .select({
        inDocument: sql<number>`count(*) filter (where ${mediaFiles.documentId} = ${r.documentId})`.mapWith(Number),
        inCompany: count(),
      })
      .from(mediaFiles)
      .where(
        and(
          eq(mediaFiles.companyId, r.companyId),
          eq(mediaFiles.purpose, "companyDocument"), // files sent in conversations are not the documents' count
          r.replaced ? ne(mediaFiles.id, r.replaced.id) : undefined,
        ),
      );
    if (
      (counts?.inDocument ?? 0) >= deps.limits.filesPerDocument ||
      (counts?.inCompany ?? 0) >= deps.limits.filesPerCompany
    ) {
      throw new AppError("fileCountLimit", { details: { ...deps.limits } });
    }
    if (r.replaced) {
      const gone = await tx.delete(mediaFiles).where(eq(mediaFiles.id, r.replaced.id)).returning({ id: mediaFiles.id });
      if (gone.length === 0) throw new AppError("companyDocumentNotFound");
    }
    const [file] = await tx
      .insert(mediaFiles)
      .values({
        companyId: r.companyId,
        uploadedBy: actor.user.id,
        documentId: r.documentId,
        purpose: "companyDocument",
        storageKey: r.key,
        originalName: r.originalName,
        contentType: r.kind,
        size: r.size,
        sha256: r.sha256,
      })
      .returning();
    await keptUpload(tx, r.key);
    await audit(tx, actor, current, r.replaced ? "FILE_REPLACE" : "FILE_UPLOAD", { reason: r.originalName });
    return file!;
  });
}

/**
 * Uploads a file to a document of the actor's company. The refusals known before the body is read
 * (permission, document, accepted, replaced file, plan) come first and cost nothing; then the
 * attempt is charged to the user's and the company's upload budgets (429 tooManyResourceCalls
 * over either) and only then is the body read (`receive`): the bytes stream to the store under a
 * generated key while they are counted (20 MB), hashed and typed by their first bytes; then one
 * transaction checks the per-document and per-company counts (the company row locked, so two
 * uploads cannot both take the last place) and records the file. The key is queued for removal
 * before a byte is written and unqueued by that transaction, so a crash in between leaves it to
 * the orphan sweep; any refusal or failure removes the bytes and the queue entry at once.
 */
export async function uploadDocumentFile(
  deps: DocumentDeps & { rateLimits: RateLimiter },
  actor: Actor | null,
  input: UploadInput,
): Promise<MediaFileRecord> {
  // Everything that refuses without a byte of the body comes first, and costs no budget: the
  // permission, the document (the company's, not accepted), the replaced file, the plan.
  const { companyId } = memberCompany(actor);
  const document = await documentOf(deps.db, input.documentId, companyId);
  requireChangeable(document);
  const replaced = input.replaceFileId ? await fileOf(deps.db, input.replaceFileId, companyId) : null;
  if (replaced && replaced.documentId !== document.id) throw new AppError("companyDocumentNotFound");
  await requireOperation(deps.db, actor!, "uploadDocumentFile");
  // Then the attempt costs a point of the user's and of the company's budget, before it is read.
  await deps.rateLimits.consume("documentUploadByUser", actor!.user.id);
  await deps.rateLimits.consume("documentUploadByCompany", companyId);
  const stored = await storeUpload(deps, companyId, await input.receive());
  try {
    const row = await recordFile(deps, actor!, { companyId, documentId: document.id, replaced, ...stored });
    if (replaced) await removeStored(deps, [replaced.storageKey]);
    return {
      id: row.id,
      documentId: row.documentId,
      originalName: row.originalName,
      contentType: row.contentType,
      size: row.size,
      sha256: row.sha256,
      createdAt: row.createdAt,
    };
  } catch (error) {
    await discardUpload(deps, stored.key);
    throw error;
  }
}
