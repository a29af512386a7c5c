import { useMemo } from "react";
import type { UploadLimits } from "../../../shared/contracts/documents.ts";
import { FileDrop, xhrUploader } from "../../components/ui/file-drop.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** What the file input offers; the server decides the type from the bytes all the same. */
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/**
 * Files dropped on the box or chosen with its input, each sent to the document on its own with
 * its progress and a cancel button (the shared {@link FileDrop}); the page reloads its list when
 * one arrives. Files too large are refused before sending; a refusal shows the server's reason.
 */
export function DocumentUpload({
  documentId,
  limits,
  onUploaded,
}: {
  documentId: string;
  limits: UploadLimits;
  onUploaded: () => void;
}) {
  const { t } = useT();
  const upload = useMemo(() => xhrUploader(`/media/documents/${encodeURIComponent(documentId)}/files`), [documentId]);
  return (
    <div data-slot="document-upload" className="mt-3">
      <FileDrop
        label={t("companyDocs.upload.label")}
        upload={upload}
        accept={DOCUMENT_ACCEPT}
        maxBytes={limits.maxFileBytes}
        hint={t("companyDocs.limits", {
          mb: Math.round(limits.maxFileBytes / 1024 / 1024),
          count: limits.filesPerDocument,
        })}
        onUploaded={() => onUploaded()}
      />
    </div>
  );
}
