import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, claimReload, isChunkLoadError } from "./chunk-reload.ts";

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe("chunk reload guard", () => {
  it("allows one reload per 60 seconds", () => {
    const storage = memory();
    const t0 = 1_800_000_000_000;
    expect(claimReload(storage, t0)).toBe(true);
    expect(claimReload(storage, t0 + 1_000)).toBe(false);
    expect(claimReload(storage, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(storage, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it("recognises chunk failures of Chromium, Firefox and Safari only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Network request failed"))).toBe(false);
  });
});
