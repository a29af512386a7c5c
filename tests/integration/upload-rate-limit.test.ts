import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDocuments, mediaFiles, subscriptions } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { fileBytes, filesUnder, multipartParts, uploadTo } from "../support/media-upload.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "pz-upload-rl-"));

/**
 * Uploads to company documents are charged per user (DOCUMENT_UPLOADS_PER_USER in 10 minutes) and
 * per company (DOCUMENT_UPLOADS_PER_COMPANY): over either, 429 tooManyResourceCalls with
 * Retry-After, and nothing stored.
 */
describe("upload rate limit", () => {
  const t = useTestApp({
    DATA_DIR: root,
    RATE_LIMIT_SCALE: "1",
    DOCUMENT_UPLOADS_PER_USER: "2",
    DOCUMENT_UPLOADS_PER_COMPANY: "3",
  });
  beforeAll(() => seedDemo(t.database.db));
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it("refuses a user's third upload and a company's fourth with 429 and Retry-After; stores nothing for them", async () => {
    const home = await freshCompany(t.database.db);
    const other = await freshCompany(t.database.db);
    const doc = await expectStatus(
      restAs(() => t.app, home.tokens.member).company.documents.$post({ json: { type: "tax" } }),
      201,
    );
    const send = (token: string) => uploadTo(t.app, token, doc.id, fileBytes.pdf());
    expect((await send(home.tokens.member)).status).toBe(201);
    expect((await send(home.tokens.member)).status).toBe(201);
    const refused = await send(home.tokens.member);
    expect((await expectRefusal(refused, 429)).error.code).toBe("tooManyResourceCalls");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another member of the company has a budget of their own, but the company's third is its last.
    expect((await send(home.tokens.secondMember)).status).toBe(201);
    const companyRefused = await send(home.tokens.secondMember);
    expect((await expectRefusal(companyRefused, 429)).error.code).toBe("tooManyResourceCalls");
    expect(Number(companyRefused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.documentId, doc.id))).toHaveLength(3);
    expect(await filesUnder(path.join(root, "files", "media", home.company.id))).toHaveLength(3);
    // Another company is not charged for them.
    const theirs = await expectStatus(
      restAs(() => t.app, other.tokens.member).company.documents.$post({ json: { type: "tax" } }),
      201,
    );
    expect((await uploadTo(t.app, other.tokens.member, theirs.id, fileBytes.pdf())).status).toBe(201);
  });

  it("charges no budget for an upload refused before its body is read (no plan, no document, accepted)", async () => {
    const home = await freshCompany(t.database.db);
    const other = await freshCompany(t.database.db);
    const api = (token: string) => restAs(() => t.app, token).company.documents;
    const doc = await expectStatus(api(home.tokens.member).$post({ json: { type: "tax" } }), 201);
    const accepted = await expectStatus(api(home.tokens.member).$post({ json: { type: "insurance" } }), 201);
    await t.database.db
      .update(companyDocuments)
      .set({ status: "accepted" })
      .where(eq(companyDocuments.id, accepted.id));
    const theirs = await expectStatus(api(other.tokens.member).$post({ json: { type: "tax" } }), 201);
    const send = (token: string, documentId: string) => uploadTo(t.app, token, documentId, fileBytes.pdf());
    const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
    // Each refusal several times over: more than the user's budget (2) and the company's (3).
    for (let i = 0; i < 3; i++) {
      expect(await codeOf(await send(home.tokens.member, randomUUID()))).toBe("companyDocumentNotFound");
      expect(await codeOf(await send(home.tokens.member, theirs.id))).toBe("companyDocumentNotFound");
      expect(await codeOf(await send(home.tokens.member, accepted.id))).toBe("documentIsAccepted");
    }
    const expiry = (expiresAt: Date) =>
      t.database.db.update(subscriptions).set({ expiresAt }).where(eq(subscriptions.companyId, home.company.id));
    await expiry(new Date(Date.now() - 24 * 3600 * 1000));
    for (let i = 0; i < 3; i++)
      expect(await codeOf(await send(home.tokens.member, doc.id))).toBe("operationIsRestricted");
    // Nor is the body of such an upload read: not a byte of it is asked for.
    let pulls = 0;
    const parts = multipartParts("plan.pdf");
    const unread = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls++;
          controller.enqueue(Buffer.concat([parts.head, fileBytes.pdf(), parts.tail]));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const refused = await t.app.request(`http://localhost/media/documents/${doc.id}/files`, {
      method: "POST",
      headers: { "content-type": parts.contentType, authorization: `Bearer ${home.tokens.member}` },
      body: unread,
      duplex: "half",
    } as RequestInit);
    expect(await codeOf(refused)).toBe("operationIsRestricted");
    expect(pulls).toBe(0);
    await expiry(new Date(Date.now() + 30 * 24 * 3600 * 1000));
    // The budgets are whole: the user's two uploads and the company's third are taken.
    expect((await send(home.tokens.member, doc.id)).status).toBe(201);
    expect((await send(home.tokens.member, doc.id)).status).toBe(201);
    expect((await send(home.tokens.secondMember, doc.id)).status).toBe(201);
    expect((await send(home.tokens.secondMember, doc.id)).status).toBe(429);
  });
});
