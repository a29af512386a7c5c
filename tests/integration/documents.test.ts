import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  advisorThreads,
  companies,
  guides,
  mediaFiles,
  rolePermissions,
  roles,
  statusChanges,
  storedFileRemovals,
  subscriptions,
  userRoles,
  users,
} from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { ROLES } from "../../src/shared/permissions.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { codeOf, gql, tokenFor } from "../support/graphql.ts";
import { fileBytes, filesUnder, uploadTo } from "../support/media-upload.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "pz-docs-"));
const stored = () => filesUnder(path.join(root, "files", "media"));

/** Company documents: the member's operations, staff params, isolation, the audit log and the sweep. */
describe("company documents", () => {
  const t = useTestApp({ DATA_DIR: root });
  const app = () => t.app;
  let home: Awaited<ReturnType<typeof freshCompany>>;
  let other: Awaited<ReturnType<typeof freshCompany>>;
  let staff = "";

  beforeAll(async () => {
    await seedDemo(t.database.db);
    staff = await tokenFor(t.database.db, DEMO.staff.email);
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));
  beforeEach(async () => {
    home = await freshCompany(t.database.db);
    other = await freshCompany(t.database.db);
  });

  const newDocument = async (token: string, type: "tax" | "insurance" = "tax") =>
    expectStatus(restAs(app, token).company.documents.$post({ json: { type } }), 201);
  const upload = async (token: string, documentId: string) => {
    const res = await uploadTo(t.app, token, documentId, fileBytes.pdf(), { fileName: "umowa.pdf" });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string };
  };
  const download = (token: string, fileId: string) =>
    t.app.request(`/media/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } });

  it("lists the company's documents with their files and the limits; deletes a file and a document", async () => {
    const api = restAs(app, home.tokens.member);
    const doc = await newDocument(home.tokens.member);
    expect(doc).toMatchObject({ type: "tax", status: "pending", files: [] });
    const file = await upload(home.tokens.member, doc.id);
    const list = await expectStatus(api.company.documents.$get(), 200);
    expect(list.limits).toEqual({
      maxFileBytes: 20 * 1024 * 1024,
      filesPerDocument: 10,
      filesPerCompany: 100,
      kinds: ["application/pdf", "image/jpeg", "image/png"],
    });
    expect(list.documents).toEqual([
      expect.objectContaining({
        id: doc.id,
        files: [expect.objectContaining({ id: file.id, originalName: "umowa.pdf" })],
      }),
    ]);
    await expectStatus(
      api.company.documents[":documentId"].files[":fileId"].$delete({ param: { documentId: doc.id, fileId: file.id } }),
      200,
    );
    expect(await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, file.id))).toEqual([]);
    await upload(home.tokens.member, doc.id);
    await expectStatus(api.company.documents[":documentId"].$delete({ param: { documentId: doc.id } }), 200);
    expect((await expectStatus(api.company.documents.$get(), 200)).documents).toEqual([]);
    expect((await stored()).filter((k) => k.startsWith(home.company.id))).toEqual([]);
    const log = await t.database.db
      .select({ action: statusChanges.action })
      .from(statusChanges)
      .where(and(eq(statusChanges.companyId, home.company.id), eq(statusChanges.subject, "document")));
    expect(log.map((l) => l.action).sort()).toEqual(
      ["DOCUMENT_CREATE", "DOCUMENT_DELETE", "FILE_DELETE", "FILE_UPLOAD", "FILE_UPLOAD"].sort(),
    );
  });

  it("another company's document and file are companyDocumentNotFound on every route", async () => {
    const doc = await newDocument(home.tokens.member);
    const file = await upload(home.tokens.member, doc.id);
    const api = restAs(app, other.tokens.admin);
    const ids = { documentId: doc.id, fileId: file.id };
    for (const res of [
      await api.company.documents[":documentId"].$delete({ param: { documentId: doc.id } }),
      await api.company.documents[":documentId"].files[":fileId"].$delete({ param: ids }),
      await uploadTo(t.app, other.tokens.admin, doc.id, fileBytes.pdf()),
      await uploadTo(t.app, other.tokens.admin, doc.id, fileBytes.pdf(), { replace: file.id }),
      await download(other.tokens.member, file.id),
    ]) {
      expect((await expectRefusal(res, 404)).error.code).toBe("companyDocumentNotFound");
    }
    // Their own document, with the home company's file named in it: still not found.
    const theirs = await newDocument(other.tokens.member);
    const mixed = { documentId: theirs.id, fileId: file.id };
    const refusal = await expectRefusal(
      api.company.documents[":documentId"].files[":fileId"].$delete({ param: mixed }),
      404,
    );
    expect(refusal.error.code).toBe("companyDocumentNotFound");
    expect(await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, file.id))).toHaveLength(1);
    expect((await download(home.tokens.secondMember, file.id)).status).toBe(200);
  });

  it("a member without editOwnDocuments is refused everything", async () => {
    const doc = await newDocument(home.tokens.member);
    const file = await upload(home.tokens.member, doc.id);
    await t.database.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, home.secondMember.id), eq(userRoles.roleId, ROLES.companyMember.id)));
    const token = home.tokens.secondMember;
    const api = restAs(app, token);
    for (const res of [
      await api.company.documents.$get(),
      await api.company.documents.$post({ json: { type: "other" } }),
      await api.company.documents[":documentId"].$delete({ param: { documentId: doc.id } }),
      await uploadTo(t.app, token, doc.id, fileBytes.pdf()),
      await download(token, file.id),
    ]) {
      expect((await expectRefusal(res, 403)).error.code).toBe("forbidden");
    }
  });

  it("staff read a company's documents and download its files; accept, reject with a reason and set validity", async () => {
    const doc = await newDocument(home.tokens.member);
    const file = await upload(home.tokens.member, doc.id);
    const api = restAs(app, staff);
    const list = await expectStatus(
      api.portal.companies[":companyId"].documents.$get({ param: { companyId: home.company.id } }),
      200,
    );
    expect(list.documents.map((d) => d.id)).toEqual([doc.id]);
    expect((await download(staff, file.id)).status).toBe(200);
    const patch = (json: Record<string, unknown>) =>
      api.portal.documents[":documentId"].$patch({ param: { documentId: doc.id }, json });
    expect((await expectRefusal(patch({ status: "rejected" }), 400)).error.fields).toHaveProperty("rejectionReason");
    const rejected = await expectStatus(patch({ status: "rejected", rejectionReason: "Nieczytelny skan" }), 200);
    expect(rejected).toMatchObject({ status: "rejected", rejectionReason: "Nieczytelny skan" });
    const accepted = await expectStatus(
      patch({ status: "accepted", validFrom: "2026-01-01", validTo: "2026-12-31", staffNote: "W porządku" }),
      200,
    );
    expect(accepted).toMatchObject({
      status: "accepted",
      rejectionReason: null,
      validFrom: "2026-01-01",
      validTo: "2026-12-31",
      staffNote: "W porządku",
    });
    // Accepted: the company can no longer change it.
    const member = restAs(app, home.tokens.member);
    expect(
      (await expectRefusal(member.company.documents[":documentId"].$delete({ param: { documentId: doc.id } }), 409))
        .error.code,
    ).toBe("documentIsAccepted");
    expect((await uploadTo(t.app, home.tokens.member, doc.id, fileBytes.pdf())).status).toBe(409);
    const history = await t.database.db
      .select({ action: statusChanges.action, to: statusChanges.toStatus, reason: statusChanges.reason })
      .from(statusChanges)
      .where(and(eq(statusChanges.companyId, home.company.id), eq(statusChanges.subject, "document")));
    expect(history).toEqual(
      expect.arrayContaining([
        { action: "DOCUMENT_REJECT", to: "rejected", reason: "Nieczytelny skan" },
        { action: "DOCUMENT_ACCEPT", to: "accepted", reason: null },
      ]),
    );
  });

  it("staff view a file inline under a sandboxing policy; members save it; another company gets 404", async () => {
    const doc = await newDocument(home.tokens.member);
    const res0 = await uploadTo(t.app, home.tokens.member, doc.id, fileBytes.png(), { fileName: "skan ż.png" });
    const file = (await res0.json()) as { id: string };
    const inline = (token: string) =>
      t.app.request(`/media/files/${file.id}/inline`, { headers: { authorization: `Bearer ${token}` } });
    const res = await inline(staff);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `inline; filename="skan _.png"; filename*=UTF-8''skan%20%C5%BC.png`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy":
        "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      "x-frame-options": "SAMEORIGIN",
    });
    expect(Buffer.from(await res.arrayBuffer()).equals(fileBytes.png())).toBe(true);
    // A member of the company: the attachment, under the portal's own policy, as from /media/files/:id.
    for (const token of [home.tokens.member, home.tokens.secondMember]) {
      const own = await inline(token);
      expect(own.status).toBe(200);
      expect(own.headers.get("content-disposition")).toMatch(/^attachment; /);
      expect(own.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(own.headers.get("x-frame-options")).toBe("DENY");
      await own.arrayBuffer();
    }
    // The plain download stays an attachment for staff too.
    const saved = await download(staff, file.id);
    expect(saved.headers.get("content-disposition")).toMatch(/^attachment; /);
    await saved.arrayBuffer();
    for (const token of [other.tokens.admin, other.tokens.member]) {
      expect((await expectRefusal(inline(token), 404)).error.code).toBe("companyDocumentNotFound");
    }
  });

  it("GraphQL: staff read a company's documents with their files' addresses; no one else does", async () => {
    const doc = await newDocument(home.tokens.member);
    const file = await upload(home.tokens.member, doc.id);
    await restAs(app, staff).portal.documents[":documentId"].$patch({
      param: { documentId: doc.id },
      json: { status: "rejected", rejectionReason: "Brak podpisu", validTo: "2027-06-30" },
    });
    const query = `query($id: ID!) { company(id: $id) { documents { id type status validFrom validTo rejectionReason
      files { id name size contentType downloadUrl inlineUrl } } } }`;
    const body = await gql(t.app, query, { id: home.company.id }, staff);
    const origin = t.services.baseUrl("http://localhost");
    expect(body.errors).toBeUndefined();
    expect(body.data!.company).toEqual({
      documents: [
        {
          id: doc.id,
          type: "tax",
          status: "rejected",
          validFrom: null,
          validTo: "2027-06-30",
          rejectionReason: "Brak podpisu",
          files: [
            {
              id: file.id,
              name: "umowa.pdf",
              size: fileBytes.pdf().length,
              contentType: "application/pdf",
              downloadUrl: `${origin}/media/files/${file.id}`,
              inlineUrl: `${origin}/media/files/${file.id}/inline`,
            },
          ],
        },
      ],
    });
    // Another company's documents are not in its view.
    expect(await gql(t.app, query, { id: other.company.id }, staff)).toMatchObject({
      data: { company: { documents: [] } },
    });
    for (const token of [home.tokens.admin, home.tokens.member, other.tokens.admin]) {
      expect(codeOf(await gql(t.app, query, { id: home.company.id }, token))).toBe("forbidden");
    }
  });

  it("document params need changeDocumentParams; members and a viewer are refused", async () => {
    const doc = await newDocument(home.tokens.member);
    await t.database.db.insert(roles).values({ id: 90, name: "viewer" }).onConflictDoNothing();
    await t.database.db
      .insert(rolePermissions)
      .values({ roleId: 90, permission: "viewCompanies" })
      .onConflictDoNothing();
    await t.database.db.insert(userRoles).values({ userId: other.member.id, roleId: 90 });
    await t.database.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, other.member.id), eq(userRoles.roleId, ROLES.companyMember.id)));
    for (const token of [home.tokens.admin, home.tokens.member, other.tokens.member]) {
      const res = await restAs(app, token).portal.documents[":documentId"].$patch({
        param: { documentId: doc.id },
        json: { status: "accepted" },
      });
      expect((await expectRefusal(res, 403)).error.code).toBe("missingPermissionToChangeDocumentParams");
    }
    const [row] = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.documentId, doc.id));
    expect(row).toBeUndefined();
  });

  it("deleting an account queues its guides' PDFs too, which the sweep removes", async () => {
    const db = t.database.db;
    const [thread] = await db.insert(advisorThreads).values({ userId: home.member.id }).returning();
    const fileKey = `guides/${thread!.id}.pdf`;
    await t.services.store.put(fileKey, new Uint8Array(fileBytes.pdf()), "application/pdf");
    await db.insert(guides).values({ userId: home.member.id, threadId: thread!.id, title: "Przewodnik", fileKey });
    await db.delete(users).where(eq(users.id, home.member.id));
    expect(await db.select().from(storedFileRemovals).where(eq(storedFileRemovals.storageKey, fileKey))).toHaveLength(
      1,
    );
    await t.services.documents.sweepOrphanFiles(new Date(Date.now() + 2 * 3600_000));
    expect(await t.services.store.read(fileKey)).toBeNull();
  });

  it("deleting a company queues its files; the sweep removes bytes no row names after an hour", async () => {
    const doc = await newDocument(home.tokens.member);
    await upload(home.tokens.member, doc.id);
    const mine = () => stored().then((all) => all.filter((k) => k.startsWith(home.company.id)));
    expect(await mine()).toHaveLength(1);
    // A stray key of a crashed upload, queued two hours ago, with bytes but no row.
    const strayKey = `media/${home.company.id}/00000000-0000-4000-8000-000000000000`;
    await t.services.store.put(strayKey, new Uint8Array(fileBytes.pdf()), "application/pdf");
    await t.database.db
      .insert(storedFileRemovals)
      .values({ storageKey: strayKey, createdAt: new Date(Date.now() - 2 * 3600_000) });
    const db = t.database.db;
    await db.delete(subscriptions).where(eq(subscriptions.companyId, home.company.id));
    await db.delete(statusChanges).where(eq(statusChanges.companyId, home.company.id));
    await db.delete(users).where(eq(users.companyId, home.company.id));
    await db.delete(companies).where(eq(companies.id, home.company.id));
    expect(await db.select().from(storedFileRemovals)).toHaveLength(2);
    expect(await t.services.documents.sweepOrphanFiles()).toBe(1); // the stray only: the other is too new
    expect(await mine()).toHaveLength(1);
    expect(await t.services.documents.sweepOrphanFiles(new Date(Date.now() + 2 * 3600_000))).toBe(1);
    expect(await mine()).toEqual([]);
    expect(await db.select().from(storedFileRemovals)).toEqual([]);
  });
});
