import { isStorageFull } from "../../domain/ports/files.ts";

/** How long a write refused for lack of space keeps the store reported full (unless a write succeeds). */
export const STORAGE_FULL_MEMORY_MS = 60_000;
/** A directory store with less free space than this is reported full (a guide PDF is ~100–300 KB). */
export const MIN_FREE_BYTES = 1024 * 1024;

/** Remembers a write refused for lack of space (for `health()`), forgotten after a successful write. */
export function storageFullMemory(now: () => number = Date.now) {
  let fullAt: number | null = null;
  return {
    failed(error: unknown) {
      if (isStorageFull(error)) fullAt = now();
    },
    succeeded() {
      fullAt = null;
    },
    isFull: () => fullAt !== null && now() - fullAt < STORAGE_FULL_MEMORY_MS,
  };
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe file key: ${key}`);
  return key;
}
