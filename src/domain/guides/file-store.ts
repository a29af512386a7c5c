import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Where generated files live: `DATA_DIR/files` by default, an S3-compatible bucket with `S3_*`. */
export interface FileStore {
  kind: "directory" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe file key: ${key}`);
  return key;
}

/**
 * Files in a directory. A file is written to a temporary name and renamed into place, so a
 * crash mid-write never leaves half a file under the real name.
 */
export function directoryStore(root: string): FileStore {
  const full = (key: string) => path.join(root, checkKey(key));
  return {
    kind: "directory",
    async put(key, body) {
      const target = full(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(4).toString("hex")}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}
