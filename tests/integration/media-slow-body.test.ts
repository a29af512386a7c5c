import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mediaFiles, storedFileRemovals } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { MEDIA_BODY_LIMIT } from "../../src/server/media/media.routes.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { fileBytes, filesUnder, MB, multipartParts } from "../support/media-upload.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "pz-media-slow-"));
const stored = () => filesUnder(path.join(root, "files", "media"));

/**
 * A body to /media without a length (chunked) is bounded as it streams: no more bytes than the
 * envelope limit (413 payloadTooLarge), no long wait for its next bytes and no slow drip (408
 * uploadTimedOut, MEDIA_IDLE_TIMEOUT_MS, here a short one); either way nothing is kept.
 */
describe("a slow or endless body to /media", () => {
  const t = useTestApp({ DATA_DIR: root, MEDIA_IDLE_TIMEOUT_MS: "300" });
  let token = "";
  let documentId = "";

  beforeAll(() => seedDemo(t.database.db));
  afterAll(() => fs.rm(root, { recursive: true, force: true }));
  beforeEach(async () => {
    const company = await freshCompany(t.database.db);
    token = company.tokens.member;
    const doc = await expectStatus(restAs(() => t.app, token).company.documents.$post({ json: { type: "tax" } }), 201);
    documentId = doc.id;
  });

  /** POSTs a body made of what `next` gives, one chunk a pull, with no Content-Length. */
  const send = (next: (n: number) => Promise<Uint8Array | null> | Uint8Array | null) => {
    let n = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const chunk = await next(n++);
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    return t.app.request(`http://localhost/media/documents/${documentId}/files`, {
      method: "POST",
      headers: { "content-type": multipartParts("x.pdf").contentType, authorization: `Bearer ${token}` },
      body,
      duplex: "half",
    } as RequestInit);
  };
  const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
  const expectNothingKept = async (before: string[]) => {
    expect(await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.documentId, documentId))).toEqual([]);
    expect(await stored()).toEqual(before);
    expect(await t.database.db.select().from(storedFileRemovals)).toEqual([]);
  };

  it("a body that stops sending mid-file is refused (408 uploadTimedOut), its partial file removed", async () => {
    const before = await stored();
    const parts = multipartParts("zawieszony.pdf");
    const res = await send((n) => {
      if (n === 0) return parts.head;
      if (n < 3) return fileBytes.pdf(MB);
      return new Promise<never>(() => {}); // the client sends nothing more
    });
    expect(res.status).toBe(408);
    expect(await codeOf(res)).toBe("uploadTimedOut");
    await expectNothingKept(before);
  });

  it("a body that drips a byte at a time is refused (408 uploadTimedOut)", async () => {
    const before = await stored();
    const parts = multipartParts("kroplami.pdf");
    const pdf = fileBytes.pdf(400);
    // A byte every 30 ms: never a long wait, but far below the lowest rate.
    const res = await send(async (n) => {
      if (n === 0) return parts.head;
      if (n > pdf.length) return n === pdf.length + 1 ? parts.tail : null;
      await sleep(30);
      return pdf.subarray(n - 1, n);
    });
    expect(res.status).toBe(408);
    expect(await codeOf(res)).toBe("uploadTimedOut");
    await expectNothingKept(before);
  });

  it("a burst first buys no slow drip after it (408 uploadTimedOut): the rate is judged window by window", async () => {
    const before = await stored();
    const parts = multipartParts("zryw.pdf");
    const pdf = fileBytes.pdf(10_040);
    // 10 000 bytes at once, then a byte every 30 ms: on average fast, but each later window crawls.
    const res = await send(async (n) => {
      if (n === 0) return parts.head;
      if (n === 1) return pdf.subarray(0, 10_000);
      const at = 10_000 + n - 2;
      if (at >= pdf.length) return at === pdf.length ? parts.tail : null;
      await sleep(30);
      return pdf.subarray(at, at + 1);
    });
    expect(res.status).toBe(408);
    expect(await codeOf(res)).toBe("uploadTimedOut");
    await expectNothingKept(before);
  });

  it("a chunked body past the envelope limit is refused (413 payloadTooLarge) though its file is small", async () => {
    const before = await stored();
    const parts = multipartParts("mały.pdf");
    const boundary = /boundary=(.*)$/.exec(parts.contentType)![1]!;
    const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`);
    const filler = Buffer.alloc(MB, 0x61);
    const fillers = Math.ceil(MEDIA_BODY_LIMIT / MB);
    // A field the reader skips, larger than the whole limit, then a small file.
    const res = await send((n) => {
      if (n === 0) return field;
      if (n <= fillers) return filler;
      if (n === fillers + 1) return Buffer.concat([Buffer.from("\r\n"), parts.head, fileBytes.pdf(), parts.tail]);
      return null;
    });
    expect(res.status).toBe(413);
    expect(await codeOf(res)).toBe("payloadTooLarge");
    await expectNothingKept(before);
  });
});
