import { z } from "zod";
import { text } from "../text-rules.ts";

/**
 * Company documents and their files (spec §3, §5; DESIGN §7): the records the services return
 * (dates as dates) and the inputs of every operation. The REST schemas, the page and the domain
 * read these; on the wire a date is ISO text.
 */

/** Spec §3: company registration, tax, census, insurance, insurance payment, other. */
export const DOCUMENT_TYPES = [
  "companyRegistration",
  "tax",
  "census",
  "insurance",
  "insurancePayment",
  "other",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Staff check a document: it waits (pending), then is accepted or rejected (with a reason). */
export const DOCUMENT_STATUSES = ["pending", "accepted", "rejected"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The types a file may be, as its bytes show them (never the name or the client's MIME type). */
export const FILE_KINDS = ["application/pdf", "image/jpeg", "image/png"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** What a stored file is for: a company document's today; the column leaves room for more. */
export const FILE_PURPOSES = ["companyDocument", "conversationAttachment", "complaintAttachment"] as const;

/** Spec §5: at most 20 MB per file. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** The characters of a file's name kept as metadata. */
export const FILE_NAME_MAX = 200;
/** A staff reason or note. */
export const DOCUMENT_NOTE_MAX = 1000;

const isoDay = z.iso.date();

export const mediaFileRecord = z.object({
  id: z.uuid(),
  documentId: z.uuid().nullable(),
  originalName: z.string(),
  contentType: z.enum(FILE_KINDS),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.date(),
});
export type MediaFileRecord = z.infer<typeof mediaFileRecord>;
/** A file as the APIs send it: the date as ISO text. */
export const wireFile = (f: MediaFileRecord) => ({ ...f, createdAt: f.createdAt.toISOString() });

export const companyDocumentRecord = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  validFrom: isoDay.nullable(),
  validTo: isoDay.nullable(),
  staffNote: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  files: z.array(mediaFileRecord),
});
export type CompanyDocumentRecord = z.infer<typeof companyDocumentRecord>;

/** The limits the page shows and the upload enforces. */
export const uploadLimitsRecord = z.object({
  maxFileBytes: z.number().int(),
  filesPerDocument: z.number().int(),
  filesPerCompany: z.number().int(),
  kinds: z.array(z.enum(FILE_KINDS)),
});
export type UploadLimits = z.infer<typeof uploadLimitsRecord>;

export const createDocumentInput = z.object({ type: z.enum(DOCUMENT_TYPES) });
export type CreateDocumentInput = z.infer<typeof createDocumentInput>;

/** Staff "document params": accept, or reject with a reason; validity; a note. */
export const documentParamsInput = z
  .object({
    status: z.enum(["accepted", "rejected"]).optional(),
    rejectionReason: text(DOCUMENT_NOTE_MAX, { multiLine: true, trim: true }).optional(),
    validFrom: isoDay.nullable().optional(),
    validTo: isoDay.nullable().optional(),
    staffNote: text(DOCUMENT_NOTE_MAX, { multiLine: true, trim: true }).nullable().optional(),
  })
  .refine((v) => v.status !== "rejected" || Boolean(v.rejectionReason), {
    error: "required",
    path: ["rejectionReason"],
  })
  .refine((v) => !v.validFrom || !v.validTo || v.validFrom <= v.validTo, {
    error: "validToBeforeFrom",
    path: ["validTo"],
  });
export type DocumentParamsInput = z.infer<typeof documentParamsInput>;
