import type { Db } from "../../db/client.ts";
import type { Actor } from "../access/actor.ts";
import type { FileStore } from "../ports/files.ts";
import type { RateLimiter } from "../access/rate-limiter.ts";
import type { JobRegistry } from "../ports/jobs.ts";
import {
  changeDocumentParams,
  companyDocumentsOf,
  createDocument,
  deleteDocument,
  deleteFile,
  type DocumentLimits,
  myDocuments,
  uploadLimits,
} from "./documents.service.ts";
import { openDocumentFile } from "./download.service.ts";
import { orphanSweepJob, sweepOrphanFiles } from "./orphan-sweep.ts";
import { type UploadInput, uploadDocumentFile } from "./upload.service.ts";
import { requestVerification, verificationState } from "./verification.ts";

export interface DocumentServiceDeps {
  db: Db;
  store: FileStore;
  jobs: JobRegistry;
  /** Uploads per user and per company (documentUploadByUser, documentUploadByCompany). */
  rateLimits: RateLimiter;
  /** DOCUMENT_FILES_PER_DOCUMENT and DOCUMENT_FILES_PER_COMPANY. */
  limits: DocumentLimits;
}

/**
 * Company documents and their files (spec §3, §5; DESIGN §7), by the domain's own names. Members
 * work on their own company's documents (editOwnDocuments); staff read any company's
 * (viewCompanies) and set a document's params (changeDocumentParams).
 */
export function createDocumentServices({ db, store, jobs, rateLimits, limits }: DocumentServiceDeps) {
  const deps = { db, store, limits };
  jobs.register(orphanSweepJob({ db, store }));
  return {
    uploadLimits: () => uploadLimits(limits),
    myDocuments: (actor: Actor | null) => myDocuments(db, actor),
    companyDocumentsOf: (actor: Actor | null, companyId: string) => companyDocumentsOf(db, actor, companyId),
    createDocument: (actor: Actor | null, input: unknown) => createDocument(db, actor, input),
    deleteDocument: (actor: Actor | null, documentId: string) => deleteDocument(deps, actor, documentId),
    deleteFile: (actor: Actor | null, documentId: string, fileId: string) =>
      deleteFile(deps, actor, documentId, fileId),
    uploadDocumentFile: (actor: Actor | null, input: UploadInput) =>
      uploadDocumentFile({ ...deps, rateLimits }, actor, input),
    openDocumentFile: (actor: Actor | null, fileId: string) => openDocumentFile(deps, actor, fileId),
    changeDocumentParams: (actor: Actor | null, documentId: string, input: unknown) =>
      changeDocumentParams(db, actor, documentId, input),
    /** Ordering verification (spec §2, §9): the checklist and the open order; the order itself. */
    verificationState: (actor: Actor | null) => verificationState(db, actor),
    requestVerification: (actor: Actor | null) => requestVerification(db, actor),
    sweepOrphanFiles: (now?: Date) => sweepOrphanFiles({ db, store }, now),
  };
}

export type DocumentServices = ReturnType<typeof createDocumentServices>;
