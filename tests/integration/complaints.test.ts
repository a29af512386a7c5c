import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies, complaints, mailMessages, mediaFiles } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { COMPLAINT_ACTIONS, COMPLAINT_LIMITS, COMPLAINT_STATUSES } from "../../src/shared/contracts/complaints.ts";
import { nextComplaintStatus } from "../../src/domain/complaints/complaint-machine.ts";
import { agreedTransaction } from "../support/deals.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { tokenFor } from "../support/graphql.ts";
import { fileBytes, multipartParts } from "../support/media-upload.ts";
import { waitForMail } from "../support/outbox.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";
import { testDbKind } from "../support/test-database.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;

/**
 * Complaints between companies through /new-api and /media (issue 28; docs/decisions/033): filed
 * about a transaction of both or a reported message, one response, staff take and decide with a
 * reason mailed to both, every move the machine refuses answered invalidComplaintStatus, files read
 * by the two companies and staff only, accepted ones counted on the profile, re-verification.
 */
describe(`complaints on ${testDbKind}`, () => {
  const t = useTestApp({ DOCUMENT_UPLOADS_PER_USER: "1000", DOCUMENT_UPLOADS_PER_COMPANY: "1000" });
  const api = (token: string) => restAs(() => t.app, token);
  let shipper: Company;
  let carrier: Company;
  let staff: string;
  let transactionId: string;
  let conversationId: string;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    staff = await tokenFor(t.database.db, DEMO.staff.email);
  });
  beforeEach(async () => {
    shipper = await freshCompany(t.database.db);
    carrier = await freshCompany(t.database.db);
    ({ transactionId, conversationId } = await agreedTransaction(api, shipper, carrier));
  });

  const file = (token: string, json: Record<string, unknown>) => api(token).complaints.$post({ json: json as never });
  const filed = (text = "Towar dotarł uszkodzony, brak protokołu szkody.") =>
    expectStatus(file(shipper.tokens.member, { transactionId, text }), 201);
  const step = (token: string, complaintId: string, action: string, reason?: string) =>
    api(token).complaints[":complaintId"].status.$post({ param: { complaintId }, json: { action, reason } as never });
  const upload = (token: string | undefined, complaintId: string, bytes: Buffer, name = "szkoda.jpg") => {
    const { head, tail, contentType } = multipartParts(name);
    return t.app.request(`/media/complaints/${complaintId}/files`, {
      method: "POST",
      headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: Buffer.concat([head, bytes, tail]),
    });
  };
  const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

  it("files a complaint about a transaction: the other party is complained against, its admins are mailed", async () => {
    const c = await filed();
    expect(c).toMatchObject({
      status: "issued",
      side: "author",
      author: { id: shipper.company.id },
      against: { id: carrier.company.id },
      transaction: { id: transactionId },
      operations: ["withdraw", "addFile"],
    });
    expect(c.number).toMatch(/^R-\d{4}-\d{6}$/);
    expect(c.history.map((h) => h.event)).toEqual(["filed"]);
    const mail = await waitForMail(t.database.db, carrier.admin.email, "complaintFiled");
    expect(mail.subject).toContain(c.number);
    expect(mail.text).toContain(`/company/info/complaints/${c.id}`);
    // The other side sees it as the one complained against, and may respond and attach files.
    const seen = await expectStatus(
      api(carrier.tokens.member).complaints[":complaintId"].$get({ param: { complaintId: c.id } }),
      200,
    );
    expect(seen).toMatchObject({ side: "against", operations: ["respond", "addFile"] });
    // A second open complaint about the same transaction is refused; the text needs 3 characters.
    expect(await codeOf(await file(shipper.tokens.member, { transactionId, text: "Jeszcze raz" }))).toBe(
      "complaintOpen",
    );
    const short = await file(carrier.tokens.member, { transactionId, text: " ab " });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { fields: Record<string, string[]> } }).error.fields.text).toEqual([
      "tooShort",
    ]);
    expect(await codeOf(await file(carrier.tokens.member, { text: "Bez przedmiotu" }))).toBe("validation");
  });

  it("the company complained against responds once; the author cannot respond, the other side cannot withdraw", async () => {
    const c = await filed();
    const respond = (token: string, text: string) =>
      api(token).complaints[":complaintId"].response.$post({ param: { complaintId: c.id }, json: { text } });
    await expectRefusal(respond(shipper.tokens.member, "Sami sobie odpowiadamy"), 403);
    const answered = await expectStatus(respond(carrier.tokens.admin, "Szkoda powstała przy załadunku."), 200);
    expect(answered.response).toMatchObject({ text: "Szkoda powstała przy załadunku." });
    expect(answered.operations).not.toContain("respond");
    expect(await codeOf(await respond(carrier.tokens.member, "Druga odpowiedź"))).toBe("complaintAlreadyResponded");
    expect(await codeOf(await step(carrier.tokens.member, c.id, "withdraw"))).toBe("deniedUpdateOfComplaint");
    // Companies do not take or decide: that is staff's permission.
    await expectRefusal(step(shipper.tokens.admin, c.id, "take"), 403);
  });

  it("staff take it and accept it with a reason: both companies are mailed, the profile counts it", async () => {
    const c = await filed();
    const taken = await expectStatus(step(staff, c.id, "take"), 200);
    expect(taken).toMatchObject({ status: "processed", side: "staff", operations: ["accept", "reject", "reverify"] });
    const noReason = await step(staff, c.id, "accept");
    expect(noReason.status).toBe(400);
    const accepted = await expectStatus(step(staff, c.id, "accept", "Zdjęcia potwierdzają szkodę."), 200);
    expect(accepted).toMatchObject({ status: "accepted", decisionReason: "Zdjęcia potwierdzają szkodę." });
    expect(accepted.history.map((h) => h.event)).toEqual(["filed", "taken", "accepted"]);
    for (const to of [shipper.admin.email, shipper.member.email, carrier.admin.email]) {
      const mail = await waitForMail(t.database.db, to, "complaintDecided");
      expect(mail.text).toContain("Zdjęcia potwierdzają szkodę.");
    }
    // The companies read the decision without the staff member's name.
    const read = await expectStatus(
      api(shipper.tokens.member).complaints[":complaintId"].$get({ param: { complaintId: c.id } }),
      200,
    );
    expect(read.handler).toBeNull();
    expect(read.history.find((h) => h.event === "accepted")).toMatchObject({ side: "staff", by: null });
    const profile = (id: string) =>
      expectStatus(api(shipper.tokens.member).companies[":companyId"].$get({ param: { companyId: id } }), 200);
    expect((await profile(carrier.company.id)).complaints.count).toBe(1);
    expect((await profile(shipper.company.id)).complaints.count).toBe(0);
    // A year later it no longer counts.
    await t.database.db
      .update(complaints)
      .set({ decidedAt: new Date(Date.now() - (COMPLAINT_LIMITS.profileDays + 1) * 86_400_000) })
      .where(eq(complaints.id, c.id));
    expect((await profile(carrier.company.id)).complaints.count).toBe(0);
  });

  it("refuses every move the state machine does not allow with invalidComplaintStatus", async () => {
    // Walk each status, then try every action from it as the side whose step it is.
    const into = async (status: (typeof COMPLAINT_STATUSES)[number]) => {
      const fresh = await freshCompany(t.database.db);
      const deal = await agreedTransaction(api, fresh, carrier);
      const c = await expectStatus(
        file(fresh.tokens.member, { transactionId: deal.transactionId, text: "Opóźnienie" }),
        201,
      );
      if (status === "withdrawn") await expectStatus(step(fresh.tokens.member, c.id, "withdraw"), 200);
      if (status !== "issued" && status !== "withdrawn") await expectStatus(step(staff, c.id, "take"), 200);
      if (status === "accepted" || status === "rejected")
        await expectStatus(step(staff, c.id, status === "accepted" ? "accept" : "reject", "Decyzja"), 200);
      return { id: c.id, author: fresh.tokens.member };
    };
    let refused = 0;
    for (const status of COMPLAINT_STATUSES) {
      const c = await into(status);
      for (const action of COMPLAINT_ACTIONS) {
        const token = action === "withdraw" ? c.author : staff;
        const res = await step(token, c.id, action, "Powód decyzji");
        if (nextComplaintStatus(status, action)) {
          expect(res.status, `${status} × ${action}`).toBe(200);
          // Back where it was for the next action: a fresh one in this status.
          Object.assign(c, await into(status));
        } else {
          expect(res.status, `${status} × ${action}`).toBe(409);
          expect(await codeOf(res)).toBe("invalidComplaintStatus");
          refused++;
        }
      }
    }
    expect(refused).toBe(COMPLAINT_STATUSES.length * COMPLAINT_ACTIONS.length - 5);
    // Responding and attaching stop once it is decided.
    const done = await into("rejected");
    const late = await api(carrier.tokens.member).complaints[":complaintId"].response.$post({
      param: { complaintId: done.id },
      json: { text: "Za późno" },
    });
    expect(await codeOf(late)).toBe("invalidComplaintStatus");
    expect(await codeOf(await upload(done.author, done.id, fileBytes.jpeg()))).toBe("invalidComplaintStatus");
  });

  it("files are typed by their bytes, five per side, read by the two companies and staff only", async () => {
    const c = await filed();
    const photo = await upload(shipper.tokens.member, c.id, fileBytes.jpeg(), "zdjęcie szkody.jpg");
    expect(photo.status).toBe(201);
    const { id: fileId } = (await photo.json()) as { id: string };
    expect(await codeOf(await upload(shipper.tokens.member, c.id, fileBytes.exe(), "a.jpg"))).toBe(
      "fileTypeNotAllowed",
    );
    expect((await upload(carrier.tokens.member, c.id, fileBytes.pdf(), "protokol.pdf")).status).toBe(201);
    const read = (token: string, id = fileId, complaintId = c.id) =>
      t.app.request(`/media/complaints/${complaintId}/files/${id}`, { headers: { authorization: `Bearer ${token}` } });
    for (const token of [shipper.tokens.secondMember, carrier.tokens.member, staff]) {
      const res = await read(token);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      expect(Buffer.from(await res.arrayBuffer()).equals(fileBytes.jpeg())).toBe(true);
    }
    const stranger = await freshCompany(t.database.db);
    expect(await codeOf(await read(stranger.tokens.member))).toBe("complaintNotFound");
    expect(await codeOf(await upload(stranger.tokens.member, c.id, fileBytes.jpeg()))).toBe("complaintNotFound");
    // A file of another complaint, through this one: not found.
    const other = await expectStatus(file(carrier.tokens.member, { transactionId, text: "Płatność po terminie" }), 201);
    const otherFile = (await (await upload(carrier.tokens.member, other.id, fileBytes.png(), "a.png")).json()) as {
      id: string;
    };
    expect(await codeOf(await read(shipper.tokens.member, otherFile.id, c.id))).toBe("complaintAttachmentNotFound");
    const view = await expectStatus(api(staff).complaints[":complaintId"].$get({ param: { complaintId: c.id } }), 200);
    expect(view.files.map((f) => [f.name, f.side])).toEqual([
      ["zdjęcie szkody.jpg", "author"],
      ["protokol.pdf", "against"],
    ]);
    for (let i = 1; i < COMPLAINT_LIMITS.filesPerSide; i++)
      expect((await upload(shipper.tokens.member, c.id, fileBytes.png(), `${i}.png`)).status).toBe(201);
    expect(await codeOf(await upload(shipper.tokens.member, c.id, fileBytes.png()))).toBe("fileCountLimit");
    const rows = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.complaintId, c.id));
    expect(rows).toHaveLength(COMPLAINT_LIMITS.filesPerSide + 1);
  });

  it("reports a message of the other company in their conversation; not one's own", async () => {
    const sent = await expectStatus(
      api(carrier.tokens.member).conversations[":conversationId"].messages.$post({
        param: { conversationId },
        json: { text: "Zapłać gotówką poza portalem albo nie przyjedziemy." },
      }),
      201,
    );
    const own = await file(carrier.tokens.member, { messageId: sent.id, text: "Sami siebie" });
    expect(await codeOf(own)).toBe("complaintOwnMessage");
    const c = await expectStatus(file(shipper.tokens.member, { messageId: sent.id, text: "Próba wyłudzenia." }), 201);
    expect(c).toMatchObject({
      against: { id: carrier.company.id },
      transaction: null,
      message: { id: sent.id, conversationId, text: "Zapłać gotówką poza portalem albo nie przyjedziemy." },
    });
    const stranger = await freshCompany(t.database.db);
    expect(await codeOf(await file(stranger.tokens.member, { messageId: sent.id, text: "Cudza rozmowa" }))).toBe(
      "conversationMessageNotFound",
    );
  });

  it("staff's queue: oldest first, by status, age and company; members have no queue", async () => {
    const first = await filed("Pierwsza reklamacja");
    const second = await expectStatus(file(carrier.tokens.member, { transactionId, text: "Druga reklamacja" }), 201);
    await t.database.db
      .update(complaints)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(complaints.id, second.id));
    const queue = (query: Record<string, string>) => expectStatus(api(staff).portal.complaints.$get({ query }), 200);
    const mine = await queue({ company: shipper.key });
    expect(mine.items.map((c) => c.id)).toEqual([second.id, first.id]);
    expect((await queue({ company: shipper.company.tin })).total).toBe(2);
    expect((await queue({ company: shipper.key, olderThanDays: "7" })).items.map((c) => c.id)).toEqual([second.id]);
    await expectStatus(step(staff, first.id, "take"), 200);
    expect((await queue({ company: shipper.key, status: "processed" })).items.map((c) => c.id)).toEqual([first.id]);
    await expectRefusal(api(staff).portal.complaints.$get({ query: { company: "ab" } }), 400);
    await expectRefusal(api(shipper.tokens.admin).portal.complaints.$get({ query: {} }), 403);
    // The company's own list: filed and against, by side.
    const list = (query: Record<string, string>) =>
      expectStatus(api(shipper.tokens.member).complaints.$get({ query }), 200);
    expect((await list({})).total).toBe(2);
    const past = await list({ page: "3" });
    expect([past.items, past.total]).toEqual([[], 2]);
    expect((await queue({ company: shipper.key, page: "2" })).total).toBe(2);
    expect((await list({ side: "author" })).items.map((c) => c.id)).toEqual([first.id]);
    expect((await list({ side: "against" })).items.map((c) => c.id)).toEqual([second.id]);
  });

  it("from a complaint it took, staff send the company back to verification", async () => {
    const c = await filed();
    const reverify = () =>
      api(staff).complaints[":complaintId"].reverification.$post({
        param: { complaintId: c.id },
        json: { reason: "Zmiana właściciela do sprawdzenia." },
      });
    expect(await codeOf(await reverify())).toBe("invalidComplaintStatus");
    await expectStatus(step(staff, c.id, "take"), 200);
    const done = await expectStatus(reverify(), 200);
    expect(done.history.at(-1)).toMatchObject({
      event: "reverification",
      reason: "Zmiana właściciela do sprawdzenia.",
    });
    expect(done.operations).not.toContain("reverify");
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, carrier.company.id));
    expect(company!.status).toBe("not_verified");
    const mail = await waitForMail(t.database.db, carrier.admin.email, "companyStatusChanged");
    expect(mail.text).toContain(c.number);
    await expectRefusal(
      api(shipper.tokens.admin).complaints[":complaintId"].reverification.$post({
        param: { complaintId: c.id },
        json: { reason: "Nie nasza rola" },
      }),
      403,
    );
    const sent = await t.database.db.select().from(mailMessages).where(eq(mailMessages.to, shipper.admin.email));
    expect(sent.filter((m) => m.kind === "companyStatusChanged")).toHaveLength(0);
  });

  it("a withdrawal at the same moment as a re-verification: one happens first, never a re-verification on a withdrawn complaint", async () => {
    for (let round = 0; round < 3; round++) {
      const [author, against] =
        round === 0 ? [shipper, carrier] : [await freshCompany(t.database.db), await freshCompany(t.database.db)];
      const ids = round === 0 ? { transactionId } : await agreedTransaction(api, author, against);
      const c = await expectStatus(
        file(author.tokens.member, { transactionId: ids.transactionId, text: "Towar dotarł uszkodzony." }),
        201,
      );
      await expectStatus(step(staff, c.id, "take"), 200);
      const [withdrawn, reverified] = await Promise.all([
        step(author.tokens.member, c.id, "withdraw"),
        api(staff).complaints[":complaintId"].reverification.$post({
          param: { complaintId: c.id },
          json: { reason: "Do sprawdzenia." },
        }),
      ]);
      expect(withdrawn.status).toBe(200);
      const [row] = await t.database.db.select().from(companies).where(eq(companies.id, against.company.id));
      const history = (
        await expectStatus(api(staff).complaints[":complaintId"].$get({ param: { complaintId: c.id } }), 200)
      ).history.map((h) => h.event);
      if (reverified.status === 200) {
        expect(history).toEqual(["filed", "taken", "reverification", "withdrawn"]);
        expect(row!.status).toBe("not_verified");
      } else {
        expect(await codeOf(reverified)).toBe("invalidComplaintStatus");
        expect(history).toEqual(["filed", "taken", "withdrawn"]);
        expect(row!.status).toBe("verified");
      }
    }
  });
});
