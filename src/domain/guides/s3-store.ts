import { checkKey, type FileStore, StorageFullError, storageFullMemory } from "./file-store.ts";
import { sha256Hex, signV4 } from "./s3-signature.ts";

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  timeoutMs?: number;
}

export class FileStoreError extends Error {}

/**
 * S3's answers for a bucket out of space: 507 Insufficient Storage (MinIO, Ceph), or an error code
 * naming storage or a quota (MinIO `XMinioStorageFull`, Ceph `QuotaExceeded`, R2/B2 storage caps).
 */
const FULL_CODE =
  /<Code>\s*(XMinioStorageFull|QuotaExceeded|StorageFull|InsufficientStorage|XMinioAdminBucketQuotaExceeded)\s*<\/Code>/i;
const isFullAnswer = (status: number, body: string) => status === 507 || FULL_CODE.test(body);

/**
 * Files in an S3-compatible bucket (path-style URLs, which AWS, MinIO, Ceph and R2 all accept),
 * signed with SigV4 over plain fetch.
 */
export function s3Store(options: S3Options): FileStore {
  const base = options.endpoint.replace(/\/+$/, "");
  const request = async (method: "PUT" | "GET" | "DELETE", key: string, body?: Uint8Array, type?: string) => {
    const url = new URL(`${base}/${encodeURIComponent(options.bucket)}/${checkKey(key)}`);
    const headers = signV4({
      method,
      url,
      headers: type ? { "content-type": type } : {},
      payloadHash: sha256Hex(body ?? ""),
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
      now: new Date(),
    });
    return fetch(url, {
      method,
      headers,
      body: body ? Buffer.from(body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  };
  const memory = storageFullMemory();
  const failed = async (what: string, res: Response) => {
    const text = (await res.text()).slice(0, 2000);
    const message = `S3 ${what} answered ${res.status}: ${text.slice(0, 200)}`;
    return what === "PUT" && isFullAnswer(res.status, text)
      ? new StorageFullError(message)
      : new FileStoreError(message);
  };
  return {
    kind: "s3",
    async put(key, body, contentType) {
      const res = await request("PUT", key, body, contentType);
      if (!res.ok) {
        const error = await failed("PUT", res);
        memory.failed(error);
        throw error;
      }
      memory.succeeded();
    },
    async health() {
      return memory.isFull() ? "storageFull" : "ok";
    },
    async get(key) {
      const res = await request("GET", key);
      if (res.status === 404) return null;
      if (!res.ok) throw await failed("GET", res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await request("DELETE", key);
      if (!res.ok && res.status !== 404) throw await failed("DELETE", res);
    },
  };
}
