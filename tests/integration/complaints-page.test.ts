import { beforeAll, describe, expect, it } from "vitest";
import enCommon from "../../locales/en/common.json";
import en from "../../locales/en/complaints.json";
import errors from "../../locales/pl/errors.json";
import pl from "../../locales/pl/common.json";
import texts from "../../locales/pl/complaints.json";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { agreedTransaction } from "../support/deals.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { tokenFor } from "../support/graphql.ts";
import { fileBytes, multipartParts } from "../support/media-upload.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
const fill = (text: string, vars: Record<string, string | number>) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);
const LIST = "/company/info/complaints";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/**
 * The company's complaint pages without JavaScript (issue 28; docs/decisions/033): the list of the
 * complaints filed by the company and against it with its filters, filing one from a transaction
 * or a reported message (refusals keep the text), the complaint's page for its author (withdraw,
 * after a confirmation) and for the company complained against (one response), other companies
 * kept out, and the "Report" link on the other company's messages only.
 */
describe("the company's complaint pages", () => {
  const t = useWebTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let shipper: Company;
  let carrier: Company;
  let stranger: Company;
  let transactionId: string;
  let conversationId: string;
  /** The shipper's complaint against the carrier, and the carrier's against the shipper. */
  let ours: string;
  let theirs: string;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    shipper = await freshCompany(t.database.db);
    carrier = await freshCompany(t.database.db);
    stranger = await freshCompany(t.database.db);
    ({ transactionId, conversationId } = await agreedTransaction(api, shipper, carrier));
  });

  const cookie = (token: string, locale = "pl") => `session=${token}; locale=${locale}`;
  const get = async (path: string, token = shipper.tokens.member, locale = "pl") => {
    const res = await t.app.request(path, { headers: { cookie: cookie(token, locale) } });
    return { status: res.status, html: shownText(await res.text()) };
  };
  const post = async (path: string, form: Record<string, string>, token = shipper.tokens.member) => {
    const res = await t.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie(token) },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, location: res.headers.get("location"), html: shownText(await res.text()) };
  };
  const ids = (html: string) => [...html.matchAll(/data-complaint="([^"]+)"/g)].map((m) => m[1]);
  const rowOf = (html: string, id: string) =>
    html.match(new RegExp(`<li[^>]*data-complaint="${id}"[\\s\\S]*?</li>`))?.[0] ?? "";
  const field = (html: string, id: string) => html.match(new RegExp(`<[^>]*id="${id}"[^>]*>`))?.[0] ?? "";
  const idOf = (location: string | null) =>
    /\/company\/info\/complaints\/([0-9a-f-]{36})\?done=filed$/.exec(location ?? "")?.[1];
  const badge = (status: string, text: string) => new RegExp(`data-status="${status}"[^>]*>${text}<`);

  it("explains how a complaint is filed while the company has none", async () => {
    const page = await get(LIST);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1 class="mt-2 text-2xl font-bold">${pl.pages.companyComplaints}</h1>`);
    expect(page.html).toContain(texts.empty.title);
    expect(page.html).toContain(texts.empty.fromTransaction);
    expect(page.html).toContain('href="/archive/transactions"');
    expect(page.html).toContain('href="/ongoing/conversations"');
    expect(ids(page.html)).toEqual([]);
    // The company's page leads here.
    expect((await get("/company/info")).html).toContain(`href="${LIST}"`);
  });

  it("files a complaint from the transaction's page; a text too short comes back with what was typed", async () => {
    const tx = await get(`/archive/transactions/${transactionId}`);
    const href = `${LIST}/new?transaction=${transactionId}`;
    expect(tx.html).toContain(`href="${href}"`);
    const form = await get(href);
    expect(form.status).toBe(200);
    expect(form.html).toContain(fill(texts.form.aboutTransaction, { name: carrier.company.name }));
    expect(form.html).toMatch(/transakcji T-\d{4}-\d{6}/);
    expect(form.html).toContain(`name="transactionId" value="${transactionId}"`);
    expect(form.html).toContain(fill(texts.form.textHint, { min: 3, max: 4000 }));
    const short = await post(href, { transactionId, text: " a< " });
    expect(short.status).toBe(400);
    expect(short.html).toContain(pl.fieldErrors.tooShort);
    expect(short.html).toContain(pl.errorSummary.title);
    expect(short.html).toContain(" a&lt; </textarea>");
    expect(field(short.html, "complaint-new-text")).toContain('aria-invalid="true"');
    const filed = await post(href, { transactionId, text: "Towar dotarł uszkodzony, brak protokołu." });
    expect(filed.status).toBe(302);
    ours = idOf(filed.location)!;
    expect(ours).toBeTruthy();
    // A second open complaint about it: told as the form's error, the text kept.
    const again = await post(href, { transactionId, text: "Jeszcze raz to samo" });
    expect(again.status).toBe(400);
    expect(again.html).toContain(errors.complaintOpen);
    expect(again.html).toContain("Jeszcze raz to samo</textarea>");
    // Another company's transaction, or none: the page's 404.
    expect((await get(href, stranger.tokens.member)).status).toBe(404);
    expect((await get(`${LIST}/new?transaction=${UNKNOWN}`)).status).toBe(404);
    // Without a subject: where to start.
    const bare = await get(`${LIST}/new`);
    expect(bare.status).toBe(200);
    expect(bare.html).toContain(texts.empty.fromMessage);
    expect(bare.html).not.toContain('name="text"');
  });

  it("shows the author its complaint with the notice to add files, the parties, the text and the history", async () => {
    const page = await get(`${LIST}/${ours}?done=filed`);
    expect(page.status).toBe(200);
    const number = page.html.match(/R-\d{4}-\d{6}/)![0];
    expect(page.html).toContain(fill(texts.view.title, { number }));
    expect(page.html).toContain(texts.done.filed);
    expect(page.html).toMatch(badge("issued", pl.statuses.complaint.issued));
    expect(page.html).toContain(`href="/companies/${shipper.company.id}"`);
    expect(page.html).toContain(`href="/companies/${carrier.company.id}"`);
    expect(page.html).toContain(`${shipper.company.name}</a> (${texts.view.ownCompany})`);
    expect(page.html).toContain(`Maria ${shipper.key}`);
    expect(page.html).toContain(`href="/archive/transactions/${transactionId}"`);
    expect(page.html).toContain("Towar dotarł uszkodzony, brak protokołu.");
    expect(page.html).toContain('data-event="filed"');
    expect(page.html).toContain(texts.files.add);
    expect(page.html).toContain(texts.withdraw.start);
    expect(page.html).toContain(texts.response.waiting);
    // The author does not respond.
    expect(page.html).not.toContain('data-form="respond"');
    // A file sent through /media shows under the author's files, and in the history.
    const { head, tail, contentType } = multipartParts("zdjęcie szkody.jpg");
    const sent = await t.app.request(`/media/complaints/${ours}/files`, {
      method: "POST",
      headers: { "content-type": contentType, authorization: `Bearer ${shipper.tokens.member}` },
      body: Buffer.concat([head, fileBytes.jpeg(), tail]),
    });
    expect(sent.status).toBe(201);
    const { id: fileId } = (await sent.json()) as { id: string };
    const withFile = await get(`${LIST}/${ours}`);
    const files = withFile.html.match(/data-files="author"[\s\S]*?<\/ul>/)?.[0] ?? "";
    expect(files).toContain(`href="/media/complaints/${ours}/files/${fileId}"`);
    expect(files).toContain("zdjęcie szkody.jpg");
    expect(files).toMatch(/JPG, 4 KB/);
    expect(withFile.html).toContain(fill(texts.history.events.fileAdded, { name: "zdjęcie szkody.jpg" }));
    // In English.
    const english = await get(`${LIST}/${ours}`, shipper.tokens.member, "en");
    expect(english.html).toContain(fill(en.view.title, { number }));
    expect(english.html).toContain(en.files.add);
  });

  it("lets the company complained against respond once; the form is gone after", async () => {
    const page = await get(`${LIST}/${ours}`, carrier.tokens.member);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-form="respond"');
    expect(page.html).toContain(`${carrier.company.name}</a> (${texts.view.ownCompany})`);
    expect(page.html).not.toContain(texts.withdraw.start);
    const short = await post(`${LIST}/${ours}`, { intent: "respond", text: "ok" }, carrier.tokens.member);
    expect(short.status).toBe(400);
    expect(short.html).toContain(pl.fieldErrors.tooShort);
    expect(short.html).toContain("ok</textarea>");
    const answered = await post(
      `${LIST}/${ours}`,
      { intent: "respond", text: "Szkoda powstała przy załadunku." },
      carrier.tokens.member,
    );
    expect(answered.status).toBe(302);
    expect(answered.location).toBe(`${LIST}/${ours}?done=responded`);
    const after = await get(answered.location!, carrier.tokens.member);
    expect(after.html).toContain(texts.done.responded);
    expect(after.html).toContain("Szkoda powstała przy załadunku.");
    expect(after.html).not.toContain('data-form="respond"');
    expect(after.html).toContain('data-event="responded"');
    // A second response is refused, told on top of the page.
    const twice = await post(`${LIST}/${ours}`, { intent: "respond", text: "Druga odpowiedź" }, carrier.tokens.member);
    expect(twice.status).toBe(400);
    expect(twice.html).toContain(errors.complaintAlreadyResponded);
    // The other side does not withdraw it.
    const denied = await post(`${LIST}/${ours}`, { intent: "withdraw", action: "withdraw" }, carrier.tokens.member);
    expect(denied.status).toBe(400);
    expect(denied.html).toContain(errors.deniedUpdateOfComplaint);
    // The author reads the response.
    expect((await get(`${LIST}/${ours}`)).html).toContain("Szkoda powstała przy załadunku.");
  });

  it("lists the complaints filed by the company and against it, by side and status", async () => {
    const filed = await post(
      `${LIST}/new?transaction=${transactionId}`,
      { transactionId, text: "Płatność po terminie" },
      carrier.tokens.member,
    );
    theirs = idOf(filed.location)!;
    const page = await get(LIST);
    expect(ids(page.html)).toEqual([theirs, ours]);
    expect(page.html).toContain(fill(texts.count_few, { count: 2 }));
    const mine = rowOf(page.html, ours);
    expect(mine).toContain(`href="${LIST}/${ours}"`);
    expect(mine).toMatch(/R-\d{4}-\d{6}/);
    expect(mine).toMatch(badge("issued", pl.statuses.complaint.issued));
    expect(mine).toContain(texts.list.sides.author);
    expect(mine).toContain(carrier.company.name);
    expect(mine).toContain(`href="/archive/transactions/${transactionId}"`);
    expect(mine).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(mine).toContain(texts.list.responded);
    const other = rowOf(page.html, theirs);
    expect(other).toContain(texts.list.sides.against);
    expect(other).not.toContain(texts.list.responded);
    expect(ids((await get(`${LIST}?side=author`)).html)).toEqual([ours]);
    expect(ids((await get(`${LIST}?side=against`)).html)).toEqual([theirs]);
    const none = await get(`${LIST}?status=accepted`);
    expect(ids(none.html)).toEqual([]);
    expect(none.html).toContain(texts.nothingFound);
    // A value not among the choices: told beside its field, the list read without it.
    const bad = await get(`${LIST}?side=nobody&status=issued`);
    expect(bad.status).toBe(200);
    expect(bad.html).toContain(pl.fieldErrors.invalidOption);
    expect(field(bad.html, "complaints-side")).toContain('aria-invalid="true"');
    expect(ids(bad.html)).toEqual([theirs, ours]);
    expect((await get(`${LIST}?page=x`)).status).toBe(404);
    const english = await get(LIST, shipper.tokens.member, "en");
    expect(english.html).toContain(enCommon.pages.companyComplaints);
    expect(rowOf(english.html, ours)).toContain(en.list.sides.author);
  });

  it("lets the author withdraw it after a confirmation, with an optional reason", async () => {
    const page = await get(`${LIST}/${theirs}`, carrier.tokens.member);
    expect(page.html).toContain(`href="${LIST}/${theirs}?withdraw=confirm#complaint-withdraw"`);
    const confirm = await get(`${LIST}/${theirs}?withdraw=confirm`, carrier.tokens.member);
    expect(confirm.html).toContain(texts.withdraw.confirmTitle);
    expect(confirm.html).toContain(fill(texts.withdraw.confirmText, { name: shipper.company.name }));
    const short = await post(
      `${LIST}/${theirs}?withdraw=confirm`,
      { intent: "withdraw", action: "withdraw", reason: "ab" },
      carrier.tokens.member,
    );
    expect(short.status).toBe(400);
    expect(short.html).toContain(pl.fieldErrors.tooShort);
    expect(short.html).toContain("ab</textarea>");
    const done = await post(
      `${LIST}/${theirs}`,
      { intent: "withdraw", action: "withdraw", reason: "Dogadaliśmy się" },
      carrier.tokens.member,
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe(`${LIST}/${theirs}?done=withdrawn`);
    const after = await get(done.location!, carrier.tokens.member);
    expect(after.html).toContain(texts.done.withdrawn);
    expect(after.html).toMatch(badge("withdrawn", pl.statuses.complaint.withdrawn));
    expect(after.html).toMatch(/data-event="withdrawn"[\s\S]*?Dogadaliśmy się/);
    expect(after.html).not.toContain(texts.withdraw.start);
    expect(after.html).not.toContain(texts.files.add);
    expect(after.html).toContain(texts.response.none);
    expect(ids((await get(`${LIST}?status=withdrawn`)).html)).toEqual([theirs]);
  });

  it("answers another company's complaint, or an unknown one, as not found; staff have the back-office", async () => {
    expect((await get(`${LIST}/${ours}`, stranger.tokens.member)).status).toBe(404);
    expect(
      (await post(`${LIST}/${ours}`, { intent: "withdraw", action: "withdraw" }, stranger.tokens.member)).status,
    ).toBe(404);
    expect((await get(`${LIST}/${UNKNOWN}`)).status).toBe(404);
    // The layout suite opens the route table's path as it is.
    expect((await get(`${LIST}/:complaintId`)).status).toBe(404);
    expect(ids((await get(LIST, stranger.tokens.member)).html)).toEqual([]);
    const staff = await tokenFor(t.database.db, DEMO.staff.email);
    for (const path of [LIST, `${LIST}/new`, `${LIST}/${ours}`]) expect((await get(path, staff)).status).toBe(403);
  });

  it("offers to report the other company's text messages only, and files a complaint about one", async () => {
    const send = (token: string, text: string) =>
      expectStatus(
        api(token).conversations[":conversationId"].messages.$post({ param: { conversationId }, json: { text } }),
        201,
      );
    const rude = await send(carrier.tokens.member, "Zapłać gotówką poza portalem.");
    const own = await send(shipper.tokens.member, "Nie płacimy poza portalem.");
    const conversation = await get(`/ongoing/conversations/${conversationId}`);
    const reports = [...conversation.html.matchAll(/data-report="([^"]+)"/g)].map((m) => m[1]);
    // The deal's cards in this conversation and the company's own message have none.
    expect(reports).toEqual([rude.id]);
    const anchor = conversation.html.match(/<a[^>]*data-report="[^"]*"[^>]*>/)?.[0] ?? "";
    const href = anchor.match(/href="([^"]*)"/)?.[1] ?? "";
    expect(href).toContain(`${LIST}/new?message=${rude.id}`);
    expect((await get(`/ongoing/conversations/${conversationId}`, carrier.tokens.member)).html).not.toContain(
      `data-report="${rude.id}"`,
    );
    expect(own.id).toBeTruthy();
    const form = await get(href);
    expect(form.status).toBe(200);
    expect(form.html).toContain("Zapłać gotówką poza portalem.");
    expect(form.html).toContain(carrier.company.name);
    expect(form.html).toContain(`name="messageId" value="${rude.id}"`);
    // Reporting one's own message is refused beside the form, the text kept.
    const ownReport = await post(`${LIST}/new?message=${own.id}`, { messageId: own.id, text: "Sami siebie" });
    expect(ownReport.status).toBe(400);
    expect(ownReport.html).toContain(errors.complaintOwnMessage);
    expect(ownReport.html).toContain("Sami siebie</textarea>");
    const filed = await post(href, { messageId: rude.id, text: "Próba obejścia portalu." });
    expect(filed.status).toBe(302);
    const page = await get(`${LIST}/${idOf(filed.location)}`);
    expect(page.html).toContain(texts.view.message);
    expect(page.html).toContain("Zapłać gotówką poza portalem.");
    expect(page.html).toContain(`href="/ongoing/conversations/${conversationId}"`);
  });
});
