import { useId, useState } from "react";
import { useT } from "../../lib/i18n-react.tsx";

/** Sends one file; reports the share sent (0–1) as it goes; rejects when the upload fails. */
export type Uploader = (file: File, onProgress: (share: number) => void) => Promise<void>;

/**
 * An uploader over XMLHttpRequest (fetch reports no upload progress): the file as the form field
 * `field` of a multipart POST to `url`. A status outside 2xx, a network error or an abort rejects.
 */
export function xhrUploader(url: string, field = "file"): Uploader {
  return (file, onProgress) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(1);
          resolve();
        } else reject(new Error(`upload answered ${xhr.status}`));
      };
      xhr.onerror = () => reject(new Error("upload failed"));
      xhr.onabort = () => reject(new Error("upload aborted"));
      const body = new FormData();
      body.append(field, file);
      xhr.send(body);
    });
}

export interface FileEntry {
  key: string;
  name: string;
  state: "waiting" | "uploading" | "done" | "failed" | "tooLarge" | "wrongType";
  percent: number;
}

/** Whether a file is of an accepted kind: `accept` as the file input has it (".pdf,image/*"). */
export function accepts(accept: string | undefined, file: { name: string; type: string }) {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  return accept
    .split(",")
    .map((a) => a.trim().toLowerCase())
    .some((a) =>
      a.startsWith(".") ? name.endsWith(a) : a.endsWith("/*") ? file.type.startsWith(a.slice(0, -1)) : file.type === a,
    );
}

let counter = 0;

/** The files and their states, and the function that takes new ones and sends each on its own. */
function useUploads(upload: Uploader, accept: string | undefined, maxBytes: number | undefined) {
  const [files, setFiles] = useState<FileEntry[]>([]);
  const update = (key: string, change: Partial<FileEntry>) =>
    setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));
  const add = (list: Iterable<File>) => {
    const added = [...list].map((file) => {
      const state: FileEntry["state"] = !accepts(accept, file)
        ? "wrongType"
        : maxBytes !== undefined && file.size > maxBytes
          ? "tooLarge"
          : "waiting";
      return { file, entry: { key: `file-${++counter}`, name: file.name, state, percent: 0 } };
    });
    setFiles((all) => [...all, ...added.map((a) => a.entry)]);
    for (const { file, entry } of added) {
      if (entry.state !== "waiting") continue;
      update(entry.key, { state: "uploading" });
      upload(file, (share) => update(entry.key, { percent: Math.round(Math.min(1, Math.max(0, share)) * 100) })).then(
        () => update(entry.key, { state: "done", percent: 100 }),
        () => update(entry.key, { state: "failed" }),
      );
    }
  };
  return { files, add };
}

type Translate = ReturnType<typeof useT>["t"];

const stateText = (t: Translate, entry: FileEntry, maxMb: number | undefined) =>
  entry.state === "uploading"
    ? t("fileDrop.uploading", { percent: entry.percent })
    : entry.state === "tooLarge"
      ? t("fileDrop.tooLarge", { max: maxMb ?? 0 })
      : t(`fileDrop.${entry.state}`);

function FileRow({ entry, maxMb }: { entry: FileEntry; maxMb: number | undefined }) {
  const { t } = useT();
  const error = entry.state === "failed" || entry.state === "tooLarge" || entry.state === "wrongType";
  const text = stateText(t, entry, maxMb);
  return (
    <li data-file-state={entry.state} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
      <p className="font-medium break-all text-slate-900">{entry.name}</p>
      {error ? null : (
        <progress max={100} value={entry.percent} aria-label={entry.name} className="mt-1 h-2 w-full accent-blue-700" />
      )}
      <p className={error ? "mt-1 font-medium text-red-800" : "mt-1 text-slate-700"}>{text}</p>
    </li>
  );
}

/**
 * Files dropped on the box or chosen with its file input (a real one, reached by Tab and opened
 * with Enter or Space), each sent on its own with its progress, and its error under its name.
 */
export function FileDrop({
  label,
  upload,
  accept,
  maxBytes,
  multiple = true,
}: {
  label: string;
  upload: Uploader;
  accept?: string;
  maxBytes?: number;
  multiple?: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const [over, setOver] = useState(false);
  const { files, add } = useUploads(upload, accept, maxBytes);
  const maxMb = maxBytes === undefined ? undefined : Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  const settled = files.filter((f) => f.state !== "waiting" && f.state !== "uploading");
  return (
    <div data-slot="file-drop">
      <div
        data-over={over || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          add(e.dataTransfer.files);
        }}
        className="rounded-xl border-2 border-dashed border-slate-400 bg-slate-50 p-4 data-[over]:border-blue-700 data-[over]:bg-blue-50"
      >
        <label htmlFor={id} className="block font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {t("fileDrop.hint")}
        </p>
        <input
          id={id}
          type="file"
          multiple={multiple}
          accept={accept}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            if (e.target.files) add(e.target.files);
            e.target.value = "";
          }}
          className="mt-3 block w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-700 file:px-4 file:py-2 file:font-semibold file:text-white focus-visible:outline-2 focus-visible:outline-blue-700"
        />
      </div>
      {files.length ? (
        <ul aria-label={t("fileDrop.list")} className="mt-3 flex flex-col gap-2">
          {files.map((f) => (
            <FileRow key={f.key} entry={f} maxMb={maxMb} />
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {settled.map((f) => `${f.name}: ${stateText(t, f, maxMb)}`).join(" ")}
      </p>
    </div>
  );
}
