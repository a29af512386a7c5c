import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import enQueue from "../../locales/en/complaint-queue.json";
import errors from "../../locales/pl/errors.json";
import pl from "../../locales/pl/common.json";
import texts from "../../locales/pl/complaint-queue.json";
import { companies, complaints } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { agreedTransaction } from "../support/deals.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { tokenFor } from "../support/graphql.ts";
import { fileBytes, multipartParts } from "../support/media-upload.ts";
import { waitForMail } from "../support/outbox.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

const DAY = 86_400_000;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const STAFF_NAME = `${DEMO.staff.name} ${DEMO.staff.surname}`;
const fill = (text: string, vars: Record<string, string>) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, v), text);

/**
 * Staff's complaint pages without JavaScript (issue 28; docs/decisions/033): the queue oldest
 * first with its filters and their errors; one complaint with everything of it; taking, accepting
 * and rejecting with a reason through the forms (a refused reason kept, a change another staff
 * member made meanwhile told with the fresh state); sending the company back to verification
 * after a question; company members kept out, an unknown complaint not found.
 */
describe("the staff's complaint pages", () => {
  const t = useWebTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let staff: string;

  /** A complaint the shipper files against the carrier about their transaction. */
  async function complaintOf(text = "Towar dotarł uszkodzony, brak protokołu szkody.") {
    const shipper = await freshCompany(t.database.db);
    const carrier = await freshCompany(t.database.db);
    const { transactionId, conversationId } = await agreedTransaction(api, shipper, carrier);
    const c = await expectStatus(
      api(shipper.tokens.member).complaints.$post({ json: { transactionId, text } as never }),
      201,
    );
    return { shipper, carrier, c, transactionId, conversationId };
  }

  beforeAll(async () => {
    await seedDemo(t.database.db);
    staff = await tokenFor(t.database.db, DEMO.staff.email);
  });

  const cookie = (token: string, locale = "pl") => `session=${token}; locale=${locale}`;
  const get = async (path: string, token = staff, locale = "pl") => {
    const res = await t.app.request(path, { headers: { cookie: cookie(token, locale) } });
    return { status: res.status, html: shownText(await res.text()) };
  };
  const post = async (id: string, form: Record<string, string>, token = staff) => {
    const res = await t.app.request(`/portal/complaints/${id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie(token) },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, location: res.headers.get("location"), html: shownText(await res.text()) };
  };
  const take = (id: string) =>
    expectStatus(
      api(staff).complaints[":complaintId"].status.$post({ param: { complaintId: id }, json: { action: "take" } }),
      200,
    );
  /** The queue's rows in order (a row shows as a table row and as a card: counted once). */
  const ids = (html: string) => [...new Set([...html.matchAll(/<tr[^>]*data-complaint="([^"]+)"/g)].map((m) => m[1]))];
  const rowOf = (html: string, id: string) =>
    html.match(new RegExp(`<tr[^>]*data-complaint="${id}"[\\s\\S]*?</tr>`))?.[0] ?? "";
  const field = (html: string, id: string) => html.match(new RegExp(`<[^>]*id="${id}"[^>]*>`))?.[0] ?? "";
  const badge = (status: string) =>
    new RegExp(`data-status="${status}"[^>]*>${pl.statuses.complaint[status as "issued"]}<`);
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(complaints).where(eq(complaints.id, id)))[0]!.status;

  it("lists the queue oldest first, filtered by status, age and company; a short phrase is told beside its field", async () => {
    const { shipper, carrier, c: newest, conversationId } = await complaintOf("Najnowsza reklamacja");
    const sent = await expectStatus(
      api(carrier.tokens.member).conversations[":conversationId"].messages.$post({
        param: { conversationId },
        json: { text: "Zapłać gotówką poza portalem." },
      }),
      201,
    );
    const reported = await expectStatus(
      api(shipper.tokens.member).complaints.$post({ json: { messageId: sent.id, text: "Próba wyłudzenia." } }),
      201,
    );
    const { c: other } = await complaintOf("Reklamacja innej pary firm");
    await t.database.db
      .update(complaints)
      .set({ createdAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(complaints.id, reported.id));
    const queue = `/portal/complaints?company=${shipper.key}`;
    const page = await get(queue);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1 class="text-2xl font-bold">${pl.pages.portalComplaints}</h1>`);
    expect(ids(page.html)).toEqual([reported.id, newest.id]);
    expect(page.html).toContain(fill(texts.count_few, { count: "2" }));
    const row = rowOf(page.html, reported.id);
    expect(row).toContain(`href="/portal/complaints/${reported.id}"`);
    expect(row).toContain(reported.number);
    expect(row).toMatch(badge("issued"));
    expect(row).toContain(fill(texts.age_many, { count: "10" }));
    expect(row).toContain(`${shipper.company.name} → ${carrier.company.name}`);
    expect(row).toContain(texts.subjectMessage);
    expect(row).toContain(`>${texts.no}<`);
    expect(row).toContain(`>${texts.nobody}<`);
    expect(rowOf(page.html, newest.id)).toContain(
      fill(texts.subjectTransaction, { number: newest.transaction!.number }),
    );
    expect(rowOf(page.html, newest.id)).toContain(texts.today);
    // By NIP, by status (once taken, with the handler's name), by age.
    expect(ids((await get(`/portal/complaints?company=${carrier.company.tin}`)).html)).toEqual([
      reported.id,
      newest.id,
    ]);
    await take(newest.id);
    const processed = await get(`${queue}&status=processed`);
    expect(ids(processed.html)).toEqual([newest.id]);
    expect(rowOf(processed.html, newest.id)).toContain(STAFF_NAME);
    expect(ids((await get(`${queue}&olderThanDays=7`)).html)).toEqual([reported.id]);
    const none = await get(`${queue}&olderThanDays=30`);
    expect(ids(none.html)).toEqual([]);
    expect(none.html).toContain(texts.nothingFound);
    // Too short a phrase: told beside the field, kept as typed, the queue read without it.
    const short = await get("/portal/complaints?company=ab&status=issued");
    expect(short.status).toBe(200);
    expect(short.html).toContain(errors.phraseMustBeAtLeast3);
    expect(field(short.html, "complaints-company")).toContain('value="ab"');
    expect(field(short.html, "complaints-company")).toContain('aria-invalid="true"');
    expect(field(short.html, "complaints-company")).toContain("complaints-company-error");
    expect(ids(short.html)).toEqual(expect.arrayContaining([reported.id, other.id]));
    expect(ids(short.html)).not.toContain(newest.id);
    const bad = await get(`${queue}&status=lost&olderThanDays=5`);
    expect(bad.html).toContain(pl.fieldErrors.invalidOption);
    expect(ids(bad.html)).toEqual([reported.id, newest.id]);
    expect((await get("/portal/complaints?page=x")).status).toBe(404);
    // In English.
    const english = await get(queue, staff, "en");
    expect(english.html).toContain(enQueue.columns.responded);
    expect(rowOf(english.html, reported.id)).toContain(enQueue.subjectMessage);
  });

  it("shows a complaint whole: both companies, who filed it, the text, the response, each side's files, the history", async () => {
    const { shipper, carrier, c } = await complaintOf("Paleta zgnieciona przy rozładunku.");
    await expectStatus(
      api(carrier.tokens.member).complaints[":complaintId"].response.$post({
        param: { complaintId: c.id },
        json: { text: "Szkoda powstała przy załadunku." },
      }),
      200,
    );
    const { head, tail, contentType } = multipartParts("szkoda.png");
    const upload = await t.app.request(`/media/complaints/${c.id}/files`, {
      method: "POST",
      headers: { "content-type": contentType, authorization: `Bearer ${shipper.tokens.member}` },
      body: Buffer.concat([head, fileBytes.png(), tail]),
    });
    expect(upload.status).toBe(201);
    const fileId = ((await upload.json()) as { id: string }).id;
    const page = await get(`/portal/complaints/${c.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(fill(texts.view.title, { number: c.number }));
    expect(page.html).toContain(`href="/portal/companies/${shipper.company.id}"`);
    expect(page.html).toContain(`href="/portal/companies/${carrier.company.id}"`);
    expect(page.html).toContain(c.filedBy);
    expect(page.html).toContain("Paleta zgnieciona przy rozładunku.");
    expect(page.html).toContain(fill(texts.view.transaction, { number: c.transaction!.number }));
    expect(page.html).toContain("Szkoda powstała przy załadunku.");
    const link = `href="/media/complaints/${c.id}/files/${fileId}"`;
    expect(page.html.match(/<div[^>]*data-files="author"[\s\S]*?<\/div>/)?.[0]).toContain(link);
    expect(page.html.match(/<div[^>]*data-files="against"[\s\S]*?<\/div>/)?.[0]).toContain(texts.view.noFiles);
    const download = await t.app.request(`/media/complaints/${c.id}/files/${fileId}`, {
      headers: { cookie: cookie(staff) },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    for (const event of ["filed", "responded", "fileAdded"]) expect(page.html).toContain(`data-event="${event}"`);
    // Issued: staff may take it, not decide it yet.
    expect(page.html).toContain('data-action-form="take"');
    expect(page.html).not.toContain('data-action-form="decide"');
    expect(page.html).toContain(texts.view.undecided);
  });

  it("takes a complaint and accepts it with a reason; a missing or short reason is told beside the field and kept", async () => {
    const { shipper, carrier, c } = await complaintOf();
    const taken = await post(c.id, { intent: "take" });
    expect(taken.status).toBe(302);
    expect(taken.location).toBe(`/portal/complaints/${c.id}?done=take`);
    const page = await get(taken.location!);
    expect(page.html).toContain(texts.done.take);
    expect(page.html).toMatch(badge("processed"));
    expect(page.html).toMatch(new RegExp(`data-event="taken"[\\s\\S]*?${STAFF_NAME}`));
    expect(page.html).toContain('data-action-form="decide"');
    expect(page.html).toContain(
      fill(texts.actions.reasonHint, { author: shipper.company.name, against: carrier.company.name }),
    );
    // No reason: the field's error, nothing decided.
    const empty = await post(c.id, { intent: "decide", decision: "accept", reason: "  " });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain(pl.errorSummary.title);
    expect(empty.html).toContain(pl.fieldErrors.required);
    expect(field(empty.html, "complaint-decision-reason")).toContain('aria-invalid="true"');
    expect(await statusOf(c.id)).toBe("processed");
    // Too short: the same, with what was typed kept.
    const short = await post(c.id, { intent: "decide", decision: "accept", reason: "ok" });
    expect(short.status).toBe(400);
    expect(short.html).toContain(pl.fieldErrors.tooShort);
    expect(short.html).toMatch(/<textarea[^>]*id="complaint-decision-reason"[^>]*>ok<\/textarea>/);
    expect(await statusOf(c.id)).toBe("processed");
    const accepted = await post(c.id, { intent: "decide", decision: "accept", reason: "Zdjęcia potwierdzają szkodę." });
    expect(accepted.status).toBe(302);
    expect(accepted.location).toBe(`/portal/complaints/${c.id}?done=accept`);
    const done = await get(accepted.location!);
    expect(done.html).toContain(texts.done.accept);
    expect(done.html).toMatch(badge("accepted"));
    expect(done.html).toMatch(/data-decision-reason[^>]*>Zdjęcia potwierdzają szkodę\.</);
    expect(done.html).toContain('data-event="accepted"');
    expect(done.html).not.toContain('data-action-form="decide"');
    expect(await statusOf(c.id)).toBe("accepted");
    for (const to of [shipper.admin.email, carrier.admin.email]) {
      expect((await waitForMail(t.database.db, to, "complaintDecided")).text).toContain("Zdjęcia potwierdzają szkodę.");
    }
  });

  it("rejects a complaint; a decision another staff member made meanwhile is told, the reason kept, the page fresh", async () => {
    const { c } = await complaintOf();
    await take(c.id);
    const rejected = await post(c.id, { intent: "decide", decision: "reject", reason: "Brak dowodów szkody." });
    expect(rejected.location).toBe(`/portal/complaints/${c.id}?done=reject`);
    expect((await get(rejected.location!)).html).toContain(texts.done.reject);
    expect(await statusOf(c.id)).toBe("rejected");
    // A second decision from a page read before the first: refused with the complaint as it is now.
    const late = await post(c.id, { intent: "decide", decision: "accept", reason: "Jednak <b>uznajemy</b>" });
    expect(late.status).toBe(400);
    expect(late.html).toContain(errors.invalidComplaintStatus);
    expect(late.html).toContain(texts.stale);
    expect(late.html).toContain("Jednak &lt;b&gt;uznajemy&lt;/b&gt;</textarea>");
    expect(late.html).toMatch(badge("rejected"));
    expect(await statusOf(c.id)).toBe("rejected");
    // Taking it again: refused on top of the page.
    const again = await post(c.id, { intent: "take" });
    expect(again.status).toBe(400);
    expect(again.html).toContain(texts.stale);
  });

  it("sends the company complained against back to verification after asking, with the reason its admins read", async () => {
    const { carrier, c } = await complaintOf();
    expect((await get(`/portal/complaints/${c.id}`)).html).not.toContain('data-action-form="reverify"');
    await take(c.id);
    const page = await get(`/portal/complaints/${c.id}`);
    expect(page.html).toContain('data-action-form="reverify"');
    expect(page.html).toContain(fill(texts.actions.reverifyIntro, { name: carrier.company.name }));
    const verified = async () =>
      (await t.database.db.select().from(companies).where(eq(companies.id, carrier.company.id)))[0]!.status;
    const empty = await post(c.id, { intent: "reverify", reason: "" });
    expect(empty.status).toBe(400);
    expect(field(empty.html, "complaint-reverify-reason")).toContain('aria-invalid="true"');
    // The first send asks, keeping the reason; nothing changes yet.
    const asked = await post(c.id, { intent: "reverify", reason: "Zmiana właściciela do sprawdzenia." });
    expect(asked.status).toBe(200);
    expect(asked.html).toContain("data-reverify-question");
    expect(asked.html).toContain(fill(texts.actions.reverifyQuestion, { name: carrier.company.name }));
    expect(asked.html).toMatch(/id="complaint-reverify-reason"[^>]*>Zmiana właściciela do sprawdzenia\.<\/textarea>/);
    expect(await verified()).toBe("verified");
    const sent = await post(c.id, {
      intent: "reverify",
      reason: "Zmiana właściciela do sprawdzenia.",
      confirmed: "yes",
    });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/portal/complaints/${c.id}?done=reverify`);
    expect(await verified()).toBe("not_verified");
    const done = await get(sent.location!);
    expect(done.html).toContain(texts.done.reverify);
    expect(done.html).toMatch(/data-event="reverification"[\s\S]*?Zmiana właściciela do sprawdzenia\./);
    expect(done.html).not.toContain('data-action-form="reverify"');
    expect((await waitForMail(t.database.db, carrier.admin.email, "companyStatusChanged")).text).toContain(c.number);
  });

  it("keeps company members out (the area's forbidden page) and answers an unknown complaint not found", async () => {
    const { shipper, c } = await complaintOf();
    for (const path of ["/portal/complaints", `/portal/complaints/${c.id}`]) {
      const page = await get(path, shipper.tokens.admin);
      expect(page.status, path).toBe(403);
      expect(page.html).toContain(pl.errorPage.forbiddenTitle);
    }
    const refused = await post(c.id, { intent: "take" }, shipper.tokens.admin);
    expect(refused.status).toBe(403);
    expect(await statusOf(c.id)).toBe("issued");
    for (const id of [UNKNOWN_ID, "no-such-complaint"]) {
      const page = await get(`/portal/complaints/${id}`);
      expect(page.status, id).toBe(404);
      expect(page.html).toContain(pl.errorPage.notFoundTitle);
      expect((await post(id, { intent: "take" })).status).toBe(404);
    }
  });
});
