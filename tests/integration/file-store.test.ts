import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directoryStore } from "../../src/infra/files/directory-store.ts";
import { createUrlSigner, SIGNED_FILES_PATH } from "../../src/infra/files/url-signer.ts";
import type { AppEnv } from "../../src/server/context.ts";
import { signedFiles } from "../../src/server/signed-files.ts";
import { bigFile, digest } from "../support/big-file.ts";
import { useTestApp } from "../support/test-app.ts";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "pz-files-"));

describe("the directory file store", () => {
  const t = useTestApp({ DATA_DIR: root, PUBLIC_URL: "https://przewodnik.example.pl" });
  let now = Date.parse("2026-11-26T10:00:00Z");
  const store = directoryStore(path.join(root, "clocked"), {
    signer: createUrlSigner({ secret: "k".repeat(32), baseUrl: () => "https://przewodnik.example.pl", now: () => now }),
  });
  const app = new Hono<AppEnv>().get(`${SIGNED_FILES_PATH}*`, signedFiles(store));
  beforeAll(async () => {
    await store.put("documents/umowa.pdf", new Uint8Array(Buffer.from("%PDF umowa")), "application/pdf");
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it("streams a 12 MB file in and out byte for byte, leaving no temporary file", async () => {
    const file = bigFile(12 * 1024 * 1024 + 7);
    expect(await store.write("uploads/big.bin", file.stream(), "application/octet-stream")).toEqual({
      size: 12 * 1024 * 1024 + 7,
    });
    expect(await fs.readdir(path.join(root, "clocked", "uploads"))).toEqual(["big.bin"]);
    const read = await store.read("uploads/big.bin");
    expect(read?.size).toBe(12 * 1024 * 1024 + 7);
    expect(await digest(read!.body)).toEqual({ sha256: file.sha256, size: 12 * 1024 * 1024 + 7 });
    expect(await store.read("uploads/none.bin")).toBeNull();
  });

  it("a signed link downloads the file under its name until it expires", async () => {
    const link = await store.signedUrl("documents/umowa.pdf", {
      expiresInSeconds: 60,
      fileName: "umowa.pdf",
      contentType: "application/pdf",
    });
    expect(link.startsWith("https://przewodnik.example.pl/files/documents/umowa.pdf?")).toBe(true);
    const res = await app.request(link);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="umowa.pdf"');
    expect(await res.text()).toBe("%PDF umowa");

    now += 60_000;
    expect((await app.request(link)).status).toBe(403);
  });

  it("a link changed in any part is refused; a link to a deleted file is 404", async () => {
    const link = new URL(await store.signedUrl("documents/umowa.pdf", { expiresInSeconds: 60 }));
    const longer = new URL(link);
    longer.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 86_400));
    expect((await app.request(longer.toString())).status).toBe(403);
    const typed = new URL(link);
    typed.searchParams.set("type", "text/html");
    expect((await app.request(typed.toString())).status).toBe(403);

    await store.put("documents/gone.pdf", new Uint8Array([1]), "application/pdf");
    const gone = await store.signedUrl("documents/gone.pdf", { expiresInSeconds: 60 });
    await store.delete("documents/gone.pdf");
    expect((await app.request(gone)).status).toBe(404);
  });

  it("the server answers the links of its own store at PUBLIC_URL/files/…", async () => {
    await t.services.store.put("guides/served.pdf", new Uint8Array(Buffer.from("%PDF served")), "application/pdf");
    const link = await t.services.store.signedUrl("guides/served.pdf", { expiresInSeconds: 60, fileName: "g.pdf" });
    expect(new URL(link).origin).toBe("https://przewodnik.example.pl");
    const res = await t.app.request(link);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("%PDF served");
    expect((await t.app.request(link.replace("served.pdf", "other.pdf"))).status).toBe(403);
  });
});
