import type { Readable } from "node:stream";

/** A file's bytes as a stream: a Node stream, a web stream, or bytes already in memory. */
export type FileBody = Readable | ReadableStream<Uint8Array> | Uint8Array;

export interface StoredFile {
  /** The bytes, read as they are consumed (never the whole file in memory). */
  body: Readable;
  /** Bytes, when the store knows them before reading. */
  size?: number;
}

export interface SignedUrlOptions {
  /** How long the link works. */
  expiresInSeconds: number;
  /** Offered to the browser as an attachment under this name (ASCII). */
  fileName?: string;
  /** The Content-Type the download is served with. */
  contentType?: string;
}

/**
 * Where files live: `DATA_DIR/files` by default, an S3-compatible bucket with `S3_*`
 * (src/infra/files). Keys are relative paths of letters, digits, `/`, `_`, `.` and `-`.
 */
export interface FileStore {
  kind: "directory" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Writes a file as it arrives; a failed write leaves no file under the key. Returns its size. */
  write(key: string, body: FileBody, contentType: string): Promise<{ size: number }>;
  /** The file as a stream, or null when there is none under the key. */
  read(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** An absolute link that downloads the file without a session until it expires. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /**
   * `storageFull` while the store is known to be out of space (a write refused for lack of space
   * a short while ago with no successful write since, or a directory with almost no free space).
   * `ok` otherwise. Read by `/readyz`.
   */
  health?(): Promise<"ok" | "storageFull">;
  /**
   * A store whose signed links the server itself answers (the directory store; S3 answers its
   * own): the file a link grants, or why it grants none.
   */
  openSigned?(url: URL): Promise<SignedDownload>;
}

export type SignedDownload =
  | { ok: true; file: StoredFile; fileName?: string; contentType?: string }
  | { ok: false; reason: "invalid" | "expired" | "missing" };

/**
 * A write refused for lack of space: a full disk or quota (ENOSPC, EDQUOT), or an S3 store
 * answering 507 Insufficient Storage or a quota error. `code` is the errno the jobs recognise; the
 * REST edge answers it 503 `storageFull`.
 */
export class StorageFullError extends Error {
  readonly code = "ENOSPC";
  constructor(message = "storage full", options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageFullError";
  }
}

const SPACE_ERRNOS = new Set(["ENOSPC", "EDQUOT"]);

/** Whether the error (or one of its causes) is a write refused for lack of space. */
export function isStorageFull(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof StorageFullError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && SPACE_ERRNOS.has(code)) return true;
  }
  return false;
}
