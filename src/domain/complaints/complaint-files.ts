import { and, count, eq } from "drizzle-orm";
import { mediaFiles } from "../../db/schema/index.ts";
import { COMPLAINT_LIMITS } from "../../shared/contracts/complaints.ts";
import type { MediaFileRecord } from "../../shared/contracts/documents.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import type { RateLimiter } from "../access/rate-limiter.ts";
import { discardUpload, type IncomingUpload, keptUpload, storeUpload } from "../documents/stored-upload.ts";
import { AppError } from "../errors.ts";
import type { FileStore } from "../ports/files.ts";
import { isOpen } from "./complaint-machine.ts";
import { logEvent, memberOf, readableComplaint, readerOf } from "./complaint-records.ts";
import type { ComplaintDeps } from "./complaints.service.ts";

export type ComplaintFileDeps = ComplaintDeps & { store: FileStore; rateLimits: RateLimiter };

/**
 * A file (a photo, a scan: PDF, JPEG or PNG, 20 MB at most, typed by its bytes) attached through
 * `/media` by either company to an open complaint: the author's to the complaint, the other's to
 * its response; five per side (fileCountLimit). Every refusal that needs no byte of the body comes
 * first, then the upload budgets, then the bytes; the file is recorded, counted and logged in one
 * transaction that locks the complaint (two uploads at once cannot pass the count).
 */
export async function addComplaintFile(
  deps: ComplaintFileDeps,
  actor: Actor | null,
  id: string,
  input: { receive: () => Promise<IncomingUpload> },
): Promise<MediaFileRecord> {
  const member = memberOf(actor);
  const complaint = await readableComplaint(deps.db, member, id);
  if (!isOpen(complaint.status)) throw new AppError("invalidComplaintStatus", { details: { from: complaint.status } });
  await deps.rateLimits.consume("documentUploadByUser", member.userId);
  await deps.rateLimits.consume("documentUploadByCompany", member.companyId);
  const stored = await storeUpload(deps, member.companyId, await input.receive());
  try {
    const now = deps.now();
    return await deps.db.transaction(async (tx) => {
      const locked = await readableComplaint(tx, member, id, true);
      if (!isOpen(locked.status)) throw new AppError("invalidComplaintStatus", { details: { from: locked.status } });
      const [had] = await tx
        .select({ n: count() })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.complaintId, locked.id), eq(mediaFiles.companyId, member.companyId)));
      if ((had?.n ?? 0) >= COMPLAINT_LIMITS.filesPerSide)
        throw new AppError("fileCountLimit", { details: { max: COMPLAINT_LIMITS.filesPerSide } });
      const [file] = await tx
        .insert(mediaFiles)
        .values({
          companyId: member.companyId,
          uploadedBy: member.userId,
          complaintId: locked.id,
          purpose: "complaintAttachment",
          storageKey: stored.key,
          originalName: stored.originalName,
          contentType: stored.kind,
          size: stored.size,
          sha256: stored.sha256,
          createdAt: now,
        })
        .returning();
      await keptUpload(tx, stored.key);
      const side = locked.authorCompanyId === member.companyId ? "author" : "against";
      await logEvent(tx, locked.id, { event: "fileAdded", side, reader: member, reason: stored.originalName, at: now });
      const { id: fileId, originalName, contentType, size, sha256, createdAt } = file!;
      return { id: fileId, documentId: null, originalName, contentType, size, sha256, createdAt };
    });
  } catch (error) {
    await discardUpload(deps, stored.key);
    throw error;
  }
}

/**
 * A complaint's file, for both companies' members and staff; another company's complaint is
 * complaintNotFound, a file of another complaint (or none) complaintAttachmentNotFound.
 */
export async function openComplaintFile(
  deps: Pick<ComplaintFileDeps, "db" | "store">,
  actor: Actor | null,
  id: string,
  fileId: string,
) {
  const reader = readerOf(actor);
  const complaint = await readableComplaint(deps.db, reader, id);
  if (!isUuid(fileId)) throw new AppError("complaintAttachmentNotFound");
  const [file] = await deps.db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, fileId), eq(mediaFiles.complaintId, complaint.id)));
  if (!file) throw new AppError("complaintAttachmentNotFound");
  const stored = await deps.store.read(file.storageKey);
  if (!stored) throw new AppError("notFound", { message: "stored bytes missing" });
  return { body: stored.body, size: file.size, contentType: file.contentType, originalName: file.originalName };
}
