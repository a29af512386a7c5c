import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StorageFullError } from "../../src/domain/ports/files.ts";
import { directoryStore as storeIn } from "../../src/infra/files/directory-store.ts";
import { createUrlSigner } from "../../src/infra/files/url-signer.ts";
import type { AppEnv } from "../../src/server/context.ts";
import { errorResponse } from "../../src/server/errors.ts";
import { useTestApp } from "../support/test-app.ts";

const signer = createUrlSigner({ secret: "test-secret", baseUrl: () => "http://localhost" });
const directoryStore = (root: string, io?: Parameters<typeof storeIn>[1]["io"]) => storeIn(root, { signer, io });

/** A write that fails as a full disk does (or a quota), after writing part of the file. */
const failingWrite = (code: "ENOSPC" | "EDQUOT") =>
  (async (file: Parameters<typeof fs.writeFile>[0]) => {
    await fs.writeFile(file, "half a file");
    throw Object.assign(new Error(`${code}: no space left on device, write`), { code, errno: -28, syscall: "write" });
  }) as unknown as typeof fs.writeFile;

/**
 * A full disk when a file is stored is `storageFull` (503 on REST, the guide's
 * failure reason in the jobs), never `internal`, and `/readyz` reports it.
 */
describe("a full disk", () => {
  const t = useTestApp();
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "pz-full-"));
  });
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it.each(["ENOSPC", "EDQUOT"] as const)("%s: StorageFullError, no half file left behind", async (code) => {
    const store = directoryStore(root, { writeFile: failingWrite(code) });
    const failed = await store.put("guides/a.pdf", new Uint8Array([1, 2]), "application/pdf").catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(StorageFullError);
    expect((failed as StorageFullError).code).toBe("ENOSPC"); // what the guide jobs' failureCode reads
    const left = await fs.readdir(path.join(root, "guides"));
    expect(left).toEqual([]);
    expect(await store.health!()).toBe("storageFull");
  });

  it("another write failure is not storage full", async () => {
    const store = directoryStore(root, {
      writeFile: (async () => {
        throw Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
      }) as unknown as typeof fs.writeFile,
    });
    const failed = await store.put("guides/b.pdf", new Uint8Array([1]), "application/pdf").catch((e: unknown) => e);
    expect(failed).not.toBeInstanceOf(StorageFullError);
    expect(await store.health!()).toBe("ok");
  });

  it("a file system with almost no free space is reported full before a write fails", async () => {
    const stats = await fs.statfs(root);
    const store = directoryStore(root, {
      statfs: (async () => ({ ...stats, bavail: 0 })) as unknown as typeof fs.statfs,
    });
    expect(await store.health!()).toBe("storageFull");
    expect(await directoryStore(root).health!()).toBe("ok");
  });

  it("a REST call whose file cannot be stored answers 503 storageFull with Retry-After, not 500 internal", async () => {
    const store = directoryStore(root, { writeFile: failingWrite("ENOSPC") });
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("services", t.services);
      await next();
    });
    app.post("/upload", async (c) => {
      await store.put("uploads/x.bin", new Uint8Array([1]), "application/octet-stream");
      return c.json({ ok: true });
    });
    app.onError((error, c) => errorResponse(c, error));
    const res = await app.request("/upload", { method: "POST" });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await res.json()).toEqual({ error: { code: "storageFull", message: "storageFull" } });
  });

  it("/readyz reports the store full (degraded, still 200: chat and downloads work), and ready again after a write", async () => {
    const store = t.services.store;
    const original = { ...store };
    const dir = path.join(root, "app");
    let full = true;
    const writeFile = (async (...args: Parameters<typeof fs.writeFile>) => {
      if (full) return failingWrite("ENOSPC")(...args);
      return fs.writeFile(...args);
    }) as typeof fs.writeFile;
    Object.assign(store, directoryStore(dir, { writeFile }));
    try {
      expect(await (await t.app.request("/readyz")).json()).toEqual({ status: "ready" });
      await expect(store.put("guides/c.pdf", new Uint8Array([1]), "application/pdf")).rejects.toThrow(StorageFullError);
      const res = await t.app.request("/readyz");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "degraded", storage: "storageFull" });
      full = false;
      await store.put("guides/c.pdf", new Uint8Array([1]), "application/pdf");
      expect(await (await t.app.request("/readyz")).json()).toEqual({ status: "ready" });
    } finally {
      Object.assign(store, original);
    }
  });
});
