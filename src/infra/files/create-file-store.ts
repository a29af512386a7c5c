import { randomBytes } from "node:crypto";
import type { FileStore } from "../../domain/ports/files.ts";
import { directoryStore } from "./directory-store.ts";
import { s3Store, type S3Options } from "./s3-store.ts";
import { createUrlSigner } from "./url-signer.ts";

/**
 * The file store the settings name: an S3-compatible bucket with `s3`, else files under
 * `directory`, whose signed links the server answers under `publicUrl` (signed with `secret`, or
 * with a key made at start when none is set: then links die with the process).
 */
export function createFileStore(settings: {
  s3?: S3Options;
  directory: string;
  publicUrl: () => string;
  secret?: string;
}): FileStore {
  if (settings.s3) return s3Store(settings.s3);
  const signer = createUrlSigner({ secret: settings.secret ?? randomBytes(32), baseUrl: settings.publicUrl });
  return directoryStore(settings.directory, { signer });
}
