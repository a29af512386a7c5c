import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { StorageFullError } from "../../domain/ports/files.ts";
import { checkKey } from "./storage-space.ts";

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** Time to the answer's headers (a download may take longer to stream). */
  timeoutMs?: number;
  /** The clock signatures are dated by. */
  now?: () => Date;
}

export class FileStoreError extends Error {}

export const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** `20130524T000000Z`: the date form SigV4 signs. */
export const amzDate = (date: Date) => date.toISOString().replace(/[:-]|\.\d{3}/g, "");

/**
 * S3's answers for a bucket out of space: 507 Insufficient Storage (MinIO, Ceph), or an error code
 * naming storage or a quota (MinIO `XMinioStorageFull`, Ceph `QuotaExceeded`, R2/B2 storage caps).
 */
const FULL_CODE =
  /<Code>\s*(XMinioStorageFull|QuotaExceeded|StorageFull|InsufficientStorage|XMinioAdminBucketQuotaExceeded)\s*<\/Code>/i;

export type S3Method = "PUT" | "GET" | "DELETE" | "POST";

/**
 * Requests to one bucket of an S3-compatible store (path-style URLs, which AWS, MinIO, Ceph and
 * R2 all accept), signed with SigV4 by aws4fetch. A body in memory is signed with its hash; the
 * store checks it.
 */
export function s3Client(options: S3Options) {
  const base = options.endpoint.replace(/\/+$/, "");
  const aws = new AwsClient({
    accessKeyId: options.accessKey,
    secretAccessKey: options.secretKey,
    region: options.region,
    service: "s3",
    retries: 0,
  });
  const now = options.now ?? (() => new Date());
  const urlOf = (key: string, query: Record<string, string> = {}) => {
    const url = new URL(`${base}/${encodeURIComponent(options.bucket)}/${checkKey(key)}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  };
  return {
    urlOf,
    async request(
      method: S3Method,
      key: string,
      init: { query?: Record<string, string>; body?: Uint8Array; contentType?: string } = {},
    ): Promise<Response> {
      const headers: Record<string, string> = { "x-amz-content-sha256": sha256Hex(init.body ?? "") };
      if (init.contentType) headers["content-type"] = init.contentType;
      const signed = await aws.sign(urlOf(key, init.query).toString(), {
        method,
        headers,
        body: init.body ? Buffer.from(init.body) : undefined,
        aws: { datetime: amzDate(now()) },
      });
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(new Error("S3 did not answer in time")), options.timeoutMs ?? 30_000);
      try {
        return await fetch(signed, { signal: abort.signal });
      } finally {
        clearTimeout(timer);
      }
    },
    /** A presigned GET: the link works without credentials until it expires. */
    async presign(key: string, expiresInSeconds: number, query: Record<string, string>): Promise<string> {
      const url = urlOf(key, { ...query, "X-Amz-Expires": String(Math.max(1, Math.floor(expiresInSeconds))) });
      const signed = await aws.sign(url.toString(), {
        method: "GET",
        aws: { signQuery: true, datetime: amzDate(now()) },
      });
      return signed.url;
    },
    /** The error an unsuccessful answer means: StorageFullError for a write refused for lack of space. */
    async failure(what: string, res: Response, write: boolean): Promise<Error> {
      const text = (await res.text()).slice(0, 2000);
      const message = `S3 ${what} answered ${res.status}: ${text.slice(0, 200)}`;
      return write && (res.status === 507 || FULL_CODE.test(text))
        ? new StorageFullError(message)
        : new FileStoreError(message);
    },
  };
}

export type S3Client = ReturnType<typeof s3Client>;
