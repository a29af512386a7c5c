import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaFiles } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { fileBytes, filesUnder, uploadTo } from "../support/media-upload.ts";
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
});
