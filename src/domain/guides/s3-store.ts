import { checkKey, type FileStore } from "./file-store.ts";
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
  const failed = async (what: string, res: Response) =>
    new FileStoreError(`S3 ${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return {
    kind: "s3",
    async put(key, body, contentType) {
      const res = await request("PUT", key, body, contentType);
      if (!res.ok) throw await failed("PUT", res);
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
