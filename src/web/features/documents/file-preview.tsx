import { useState } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import type { FileView } from "./document-view.ts";

/**
 * Staff's preview of a document's file on the company page (a disclosure: Enter or Space opens
 * it): an image as an image, a PDF in a frame of its own, both from the file's inline address,
 * which serves it sandboxed. The file is fetched only once the disclosure is opened; without
 * JavaScript the link opens it in a new tab.
 */
export function FilePreview({ file }: { file: FileView }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const contents = t("companyDocs.staff.contentsOf", { name: file.name });
  return (
    <details
      data-slot="file-preview"
      className="w-full basis-full"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        aria-label={t("companyDocs.staff.previewOf", { name: file.name })}
        className="w-fit cursor-pointer rounded font-medium text-blue-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        {t("companyDocs.staff.preview")}
      </summary>
      <div className="mt-2 flex flex-col gap-2">
        {open ? (
          file.kind === "application/pdf" ? (
            <iframe
              src={file.previewHref}
              title={contents}
              className="h-[70vh] min-h-80 w-full rounded-lg border border-slate-300"
            />
          ) : (
            <img
              src={file.previewHref}
              alt={contents}
              className="h-auto max-h-[70vh] max-w-full rounded-lg border border-slate-300 object-contain"
            />
          )
        ) : null}
        <a
          href={file.previewHref}
          target="_blank"
          rel="noopener noreferrer"
          className="w-fit text-blue-800 underline underline-offset-2"
        >
          {t("companyDocs.staff.openInTab")}
        </a>
      </div>
    </details>
  );
}
