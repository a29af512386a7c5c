import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mediaFiles, storedFileRemovals } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { fileBytes, filesUnder, MB, multipartParts, uploadTo } from "../support/media-upload.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "pz-media-"));
const stored = () => filesUnder(path.join(root, "files", "media"));

/** Streamed uploads through /media: the limits while bytes arrive, the type by magic bytes, clean failures. */
describe("uploads to /media", () => {
  const t = useTestApp({ DATA_DIR: root, DOCUMENT_FILES_PER_DOCUMENT: "3" });
  const app = () => t.app;
  let token = "";
  let documentId = "";

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  beforeEach(async () => {
    const company = await freshCompany(t.database.db);
    token = company.tokens.member;
    const doc = await expectStatus(restAs(app, token).company.documents.$post({ json: { type: "tax" } }), 201);
    documentId = doc.id;
  });

  const rowsOf = (id: string) => t.database.db.select().from(mediaFiles).where(eq(mediaFiles.documentId, id));
  const expectNothingKept = async (id: string, before: string[]) => {
    expect(await rowsOf(id)).toEqual([]);
    expect(await stored()).toEqual(before);
    expect(await t.database.db.select().from(storedFileRemovals)).toEqual([]);
  };
  const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

  it("refuses an empty file, keeping nothing", async () => {
    const before = await stored();
    const res = await uploadTo(t.app, token, documentId, Buffer.alloc(0));
    expect(res.status).toBe(400);
    expect(await codeOf(res)).toBe("fileEmpty");
    await expectNothingKept(documentId, before);
  });

  it("takes a file of exactly 20 MB and refuses one byte more (413, nothing stored)", async () => {
    const exact = await uploadTo(t.app, token, documentId, fileBytes.pdf(20 * MB));
    expect(exact.status, await exact.clone().text()).toBe(201);
    expect(await exact.json()).toMatchObject({ size: 20 * MB, contentType: "application/pdf" });
    const before = await stored();
    const over = await uploadTo(t.app, token, documentId, fileBytes.pdf(20 * MB + 1));
    expect(over.status).toBe(413);
    expect(await codeOf(over)).toBe("fileTooLarge");
    expect(await rowsOf(documentId)).toHaveLength(1);
    expect(await stored()).toEqual(before);
    expect(await t.database.db.select().from(storedFileRemovals)).toEqual([]);
  });

  it("decides the type by the bytes: an executable named .pdf is refused, PNG and JPEG are taken", async () => {
    const before = await stored();
    const exe = await uploadTo(t.app, token, documentId, fileBytes.exe(), {
      fileName: "faktura.pdf",
      mime: "application/pdf",
    });
    expect(exe.status).toBe(415);
    expect(await codeOf(exe)).toBe("fileTypeNotAllowed");
    await expectNothingKept(documentId, before);
    const png = await uploadTo(t.app, token, documentId, fileBytes.png(), {
      fileName: "skan.pdf",
      mime: "application/pdf",
    });
    expect(await png.json()).toMatchObject({ contentType: "image/png", originalName: "skan.pdf" });
    const jpeg = await uploadTo(t.app, token, documentId, fileBytes.jpeg(), {
      fileName: "zdjęcie.png",
      mime: "image/png",
    });
    expect(await jpeg.json()).toMatchObject({ contentType: "image/jpeg" });
  });

  it("stores a PDF/HTML polyglot as a PDF and serves it as an attachment that is not sniffed", async () => {
    const polyglot = fileBytes.pdf(4096, "<html><body><script>alert(document.cookie)</script></body></html>\n");
    const up = await uploadTo(t.app, token, documentId, polyglot, { fileName: "strona.html", mime: "text/html" });
    const file = (await up.json()) as { id: string; contentType: string };
    expect(file.contentType).toBe("application/pdf");
    const down = await t.app.request(`/media/files/${file.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(down.status).toBe(200);
    expect(down.headers.get("content-type")).toBe("application/pdf");
    expect(down.headers.get("x-content-type-options")).toBe("nosniff");
    expect(down.headers.get("content-disposition")).toBe(
      `attachment; filename="strona.html"; filename*=UTF-8''strona.html`,
    );
    expect(down.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await down.arrayBuffer()).equals(polyglot)).toBe(true);
  });

  it("keeps the user's name as metadata only: no path parts, cut to 200 characters, encoded on download", async () => {
    const named = async (fileName: string) =>
      (
        (await (await uploadTo(t.app, token, documentId, fileBytes.pdf(), { fileName })).json()) as {
          originalName: string;
        }
      ).originalName;
    expect(await named("../../etc/passwd.pdf")).toBe("passwd.pdf");
    expect(await named("..\\..\\boot.ini.pdf")).toBe("boot.ini.pdf");
    const long = `${"ż".repeat(300)}.pdf`;
    const b = (await (await uploadTo(t.app, token, documentId, fileBytes.pdf(), { fileName: long })).json()) as {
      id: string;
      originalName: string;
    };
    expect([...b.originalName]).toHaveLength(200);
    expect(b.originalName.endsWith("ż.pdf")).toBe(true);
    const keys = (await rowsOf(documentId)).map((r) => r.storageKey);
    for (const key of keys) expect(key).toMatch(/^media\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    const down = await t.app.request(`/media/files/${b.id}`, { headers: { authorization: `Bearer ${token}` } });
    const disposition = down.headers.get("content-disposition")!;
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(b.originalName)}`);
    expect(disposition).toMatch(/^attachment; filename="_+\.pdf"; /);
  });

  it("refuses a file over the per-document limit, keeping nothing of it", async () => {
    for (let i = 0; i < 3; i++) expect((await uploadTo(t.app, token, documentId, fileBytes.pdf())).status).toBe(201);
    const before = await stored();
    const fourth = await uploadTo(t.app, token, documentId, fileBytes.pdf());
    expect(fourth.status).toBe(409);
    expect(await codeOf(fourth)).toBe("fileCountLimit");
    expect(await rowsOf(documentId)).toHaveLength(3);
    expect(await stored()).toEqual(before);
    expect(await t.database.db.select().from(storedFileRemovals)).toEqual([]);
  });

  it("an upload whose body breaks off mid-way leaves no file and no row", async () => {
    const before = await stored();
    const parts = multipartParts("przerwany.pdf");
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(parts.head);
        else if (sent < 4) controller.enqueue(fileBytes.pdf(MB));
        else controller.error(new Error("client went away"));
        sent++;
      },
    });
    const res = await t.app.request(`http://localhost/media/documents/${documentId}/files`, {
      method: "POST",
      headers: { "content-type": parts.contentType, authorization: `Bearer ${token}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBeGreaterThanOrEqual(400);
    await expectNothingKept(documentId, before);
  });

  it("replaces a file: the new bytes recorded, the old ones removed", async () => {
    const first = (await (await uploadTo(t.app, token, documentId, fileBytes.pdf())).json()) as { id: string };
    const before = await stored();
    const res = await uploadTo(t.app, token, documentId, fileBytes.png(), { replace: first.id, fileName: "nowy.png" });
    expect(res.status).toBe(200);
    const rows = await rowsOf(documentId);
    expect(rows.map((r) => r.originalName)).toEqual(["nowy.png"]);
    expect((await stored()).length).toBe(before.length);
  });

  it("refuses a body without the field `file`, and a write from another site", async () => {
    const wrongField = await uploadTo(t.app, token, documentId, fileBytes.pdf(), { field: "document" });
    expect(wrongField.status).toBe(400);
    const crossSite = await uploadTo(t.app, token, documentId, fileBytes.pdf(), {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await rowsOf(documentId)).toEqual([]);
  });
});
