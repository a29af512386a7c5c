import type { UploadLimits } from "../../../shared/contracts/documents.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { DocumentStatusBadge } from "./document-status.tsx";
import { DocumentUpload } from "./document-upload.tsx";
import { type DocumentView, type FileView, formatSize, kindLabel } from "./document-view.ts";
import { FilePreview } from "./file-preview.tsx";

/** What staff said about a document: the reason of a rejection, the validity, a note. */
export function DocumentRemarks({ document: d }: { document: DocumentView }) {
  const { t } = useT();
  return (
    <>
      {d.status === "rejected" && d.rejectionReason ? (
        <p className="mt-2 text-sm font-medium text-red-800">
          {t("companyDocs.rejectedBecause", { reason: d.rejectionReason })}
        </p>
      ) : null}
      {d.validFrom || d.validTo ? (
        <p className="mt-1 text-sm text-slate-700">
          {t("companyDocs.validity", { from: d.validFrom ?? "…", to: d.validTo ?? "…" })}
        </p>
      ) : null}
      {d.staffNote ? (
        <p className="mt-1 text-sm text-slate-700">{t("companyDocs.note", { note: d.staffNote })}</p>
      ) : null}
    </>
  );
}

/**
 * A document's files: name (a download link), size, kind, when; delete while it may change;
 * staff's inline preview with `preview`.
 */
export function FileList({
  document: d,
  canDelete,
  preview = false,
}: {
  document: DocumentView;
  canDelete: boolean;
  preview?: boolean;
}) {
  const { t, locale } = useT();
  if (!d.files.length) return <p className="mt-2 text-sm text-slate-700">{t("companyDocs.noFiles")}</p>;
  return (
    <ul aria-label={t("companyDocs.files")} className="mt-2 flex flex-col gap-2">
      {d.files.map((f: FileView) => (
        <li
          key={f.id}
          data-file={f.name}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
        >
          <div className="min-w-0">
            <a href={f.href} download className="font-medium break-all text-blue-800 underline underline-offset-2">
              {f.name}
            </a>
            <p className="text-slate-700">
              {kindLabel(f.kind)} · {formatSize(f.size, locale)} · {t("companyDocs.uploadedAt", { date: f.uploadedAt })}
            </p>
          </div>
          {canDelete ? (
            <ConfirmDelete
              label={t("companyDocs.deleteFile")}
              target={f.name}
              title={t("companyDocs.deleteFileTitle")}
              question={t("companyDocs.deleteFileQuestion", { name: f.name })}
              fields={{ intent: "deleteFile", documentId: d.id, fileId: f.id }}
            />
          ) : null}
          {preview ? <FilePreview file={f} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** One document of the company: status, files, upload and delete while staff have not accepted it. */
export function DocumentCard({
  document: d,
  limits,
  canUpload = true,
  onUploaded,
}: {
  document: DocumentView;
  limits: UploadLimits;
  /** False when the company's plan does not allow new files (the page says why). */
  canUpload?: boolean;
  onUploaded: () => void;
}) {
  const { t } = useT();
  const open = d.status !== "accepted";
  const title = t(`companyDocs.types.${d.type}`);
  return (
    <li data-document={d.id} data-status={d.status} className="rounded-xl border border-slate-200 bg-white p-3 md:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{t("companyDocs.addedAt", { date: d.createdAt })}</p>
        <DocumentStatusBadge status={d.status} />
      </div>
      <DocumentRemarks document={d} />
      <FileList document={d} canDelete={open} />
      {open && canUpload ? <DocumentUpload documentId={d.id} limits={limits} onUploaded={onUploaded} /> : null}
      {open ? (
        <div className="mt-3 flex justify-end">
          <ConfirmDelete
            label={t("companyDocs.deleteDocument")}
            target={title}
            title={t("companyDocs.deleteDocumentTitle")}
            question={t("companyDocs.deleteDocumentQuestion", { type: title, count: d.files.length })}
            fields={{ intent: "deleteDocument", documentId: d.id }}
          />
        </div>
      ) : null}
    </li>
  );
}
