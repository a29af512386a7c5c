import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import { Button } from "./button.tsx";

/**
 * Sends one file; reports the share sent (0–1) as it goes; rejects when the upload fails (with an
 * {@link UploadError} to say why) and stops when `signal` aborts (Cancel).
 */
export type Uploader = (file: File, onProgress: (share: number) => void, signal?: AbortSignal) => Promise<void>;

/** A refused or failed upload: `code` is the server's catalogued error code (errors namespace). */
export class UploadError extends Error {
  readonly code: string;
  constructor(code: string, message = code) {
    super(message);
    this.name = "UploadError";
    this.code = code;
  }
}

/** The code of a JSON error answer (`{ error: { code } }`), else one told by the status. */
function answerCode(status: number, body: string) {
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } } | null)?.error?.code;
    if (typeof code === "string" && code) return code;
  } catch {
    // not JSON: a proxy's page
  }
  if (status === 413) return "fileTooLarge";
  // Too many uploads in a short time (the server's upload budget, or a proxy's).
  if (status === 429) return "tooManyResourceCalls";
  return status >= 500 && status !== 501 ? "unavailable" : "internal";
}

/**
 * An uploader over XMLHttpRequest (fetch reports no upload progress): the file as the form field
 * `field` of a multipart POST to `url`. A status outside 2xx rejects with the answer's error code,
 * a network error with `unavailable`, an abort (the signal) with `cancelled`.
 */
export function xhrUploader(url: string, field = "file"): Uploader {
  return (file, onProgress, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new UploadError("cancelled", "upload aborted"));
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(1);
          resolve();
        } else
          reject(
            new UploadError(answerCode(xhr.status, String(xhr.responseText ?? "")), `upload answered ${xhr.status}`),
          );
      };
      xhr.onerror = () => reject(new UploadError("unavailable", "upload failed"));
      xhr.onabort = () => reject(new UploadError("cancelled", "upload aborted"));
      signal?.addEventListener("abort", () => xhr.abort(), { once: true });
      const body = new FormData();
      body.append(field, file);
      xhr.send(body);
    });
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

export interface FileEntry {
  key: string;
  name: string;
  state: "waiting" | "uploading" | "done" | "failed" | "cancelled" | "tooLarge" | "wrongType";
  percent: number;
  /** Why a failed upload failed: the server's catalogued error code, when it gave one. */
  code?: string;
}

let counter = 0;

/**
 * The files and their states, the function that takes new ones and sends each on its own, and the
 * one that cancels an upload (its request is aborted; whatever it answers later is ignored).
 */
function useUploads(
  upload: Uploader,
  accept: string | undefined,
  maxBytes: number | undefined,
  onUploaded: ((file: File) => void) | undefined,
) {
  const [files, setFiles] = useState<FileEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  // Uploads still running when the box leaves the page are stopped with it.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
      running.clear();
    };
  }, []);
  /** Changes a file while it is being sent: never one already sent, failed or cancelled. */
  const whileSending = (key: string, change: Partial<FileEntry>) =>
    setFiles((all) => all.map((f) => (f.key === key && f.state === "uploading" ? { ...f, ...change } : f)));
  const add = (list: Iterable<File>) => {
    const added = [...list].map((file) => {
      const state: FileEntry["state"] = !accepts(accept, file)
        ? "wrongType"
        : maxBytes !== undefined && file.size > maxBytes
          ? "tooLarge"
          : "uploading";
      return { file, entry: { key: `file-${++counter}`, name: file.name, state, percent: 0 } };
    });
    setFiles((all) => [...all, ...added.map((a) => a.entry)]);
    for (const { file, entry } of added) {
      if (entry.state !== "uploading") continue;
      const controller = new AbortController();
      controllers.current.set(entry.key, controller);
      const progress = (share: number) =>
        whileSending(entry.key, { percent: Math.round(Math.min(1, Math.max(0, share)) * 100) });
      const settle = () => controllers.current.delete(entry.key);
      let sending: Promise<void>;
      try {
        sending = upload(file, progress, controller.signal);
      } catch (error) {
        sending = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      sending.then(
        () => {
          settle();
          if (controller.signal.aborted) return;
          whileSending(entry.key, { state: "done", percent: 100 });
          uploaded.current?.(file);
        },
        (error: unknown) => {
          settle();
          if (controller.signal.aborted) return;
          const code = error instanceof UploadError && error.code !== "cancelled" ? error.code : undefined;
          whileSending(entry.key, { state: "failed", code });
        },
      );
    }
  };
  const cancel = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setFiles((all) => all.map((f) => (f.key === key && f.state === "uploading" ? { ...f, state: "cancelled" } : f)));
  };
  return { files, add, cancel };
}

type Translator = ReturnType<typeof useT>;

const stateText = ({ t, has }: Translator, entry: FileEntry, maxMb: number | undefined) =>
  entry.state === "uploading"
    ? t("fileDrop.uploading", { percent: entry.percent })
    : entry.state === "tooLarge"
      ? t("fileDrop.tooLarge", { max: maxMb ?? 0 })
      : entry.state === "failed" && entry.code && has(`errors:${entry.code}`)
        ? t(`errors:${entry.code}`)
        : t(`fileDrop.${entry.state}`);

const isError = (state: FileEntry["state"]) => state === "failed" || state === "tooLarge" || state === "wrongType";

function FileRow({ entry, maxMb, onCancel }: { entry: FileEntry; maxMb: number | undefined; onCancel: () => void }) {
  const translator = useT();
  const { t } = translator;
  const error = isError(entry.state);
  const text = stateText(translator, entry, maxMb);
  return (
    <li
      data-file-state={entry.state}
      data-error-code={entry.code}
      className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
    >
      <p className="font-medium break-all text-slate-900">{entry.name}</p>
      {error || entry.state === "cancelled" ? null : (
        <progress max={100} value={entry.percent} aria-label={entry.name} className="mt-1 h-2 w-full accent-blue-700" />
      )}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p className={error ? "font-medium text-red-800" : "text-slate-700"}>{text}</p>
        {entry.state === "uploading" ? (
          <Button size="sm" variant="secondary" onClick={onCancel}>
            {t("fileDrop.cancel")}
            <span className="sr-only">: {entry.name}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Files dropped on the box or chosen with its file input (a real one, reached by Tab and opened
 * with Enter or Space), each sent on its own with its progress and a Cancel button, and its error
 * (the server's, translated, when it names one) under its name. `onUploaded` hears of each file
 * sent (a page reloads its data); `hint` adds to the box's hint (limits, accepted kinds).
 */
export function FileDrop({
  label,
  upload,
  accept,
  maxBytes,
  multiple = true,
  hint,
  onUploaded,
}: {
  label: string;
  upload: Uploader;
  accept?: string;
  maxBytes?: number;
  multiple?: boolean;
  hint?: ReactNode;
  onUploaded?: (file: File) => void;
}) {
  const translator = useT();
  const { t } = translator;
  const id = useId();
  const [over, setOver] = useState(false);
  const { files, add, cancel } = useUploads(upload, accept, maxBytes, onUploaded);
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
          {hint ? <> {hint}</> : null}
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
          className="mt-3 block w-full max-w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-700 file:px-4 file:py-2 file:font-semibold file:text-white focus-visible:outline-2 focus-visible:outline-blue-700"
        />
      </div>
      {files.length ? (
        <ul aria-label={t("fileDrop.list")} className="mt-3 flex flex-col gap-2">
          {files.map((f) => (
            <FileRow key={f.key} entry={f} maxMb={maxMb} onCancel={() => cancel(f.key)} />
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {settled.map((f) => `${f.name}: ${stateText(translator, f, maxMb)}`).join(" ")}
      </p>
    </div>
  );
}
