import type {
  CompanyDocumentRecord,
  DocumentStatus,
  DocumentType,
  FileKind,
} from "../../../shared/contracts/documents.ts";
import { formatDateTime } from "../../../shared/format.ts";

/** A document as the pages show it: dates written out, files with their download links. */
export interface DocumentView {
  id: string;
  type: DocumentType;
  status: DocumentStatus;
  validFrom: string | null;
  validTo: string | null;
  staffNote: string | null;
  rejectionReason: string | null;
  createdAt: string;
  files: FileView[];
}

export interface FileView {
  id: string;
  name: string;
  size: number;
  kind: FileKind;
  uploadedAt: string;
  /** The download (an attachment). */
  href: string;
  /** Staff's inline view (members who open it get the attachment). */
  previewHref: string;
}

export const documentView = (d: CompanyDocumentRecord): DocumentView => ({
  id: d.id,
  type: d.type,
  status: d.status,
  validFrom: d.validFrom,
  validTo: d.validTo,
  staffNote: d.staffNote,
  rejectionReason: d.rejectionReason,
  createdAt: formatDateTime(d.createdAt),
  files: d.files.map((f) => ({
    id: f.id,
    name: f.originalName,
    size: f.size,
    kind: f.contentType,
    uploadedAt: formatDateTime(f.createdAt),
    href: `/media/files/${f.id}`,
    previewHref: `/media/files/${f.id}/inline`,
  })),
});

export { fileKindLabel as kindLabel, formatSize } from "../../../shared/format.ts";
