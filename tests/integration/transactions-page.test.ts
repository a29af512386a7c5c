import { beforeAll, describe, expect, it } from "vitest";
import enCommon from "../../locales/en/common.json";
import en from "../../locales/en/transactions.json";
import errors from "../../locales/pl/errors.json";
import pl from "../../locales/pl/common.json";
import texts from "../../locales/pl/transactions.json";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { tokenFor } from "../support/graphql.ts";
import { inDays, loadOffer } from "../support/offers.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
const DAY = 86_400_000;
const fill = (text: string, vars: Record<string, string>) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text);

/**
 * The transaction pages without JavaScript (issue 28; docs/decisions/032): the company's list with
 * its filters and their errors, one transaction with its parties, terms, notices and history, its
 * steps through the forms (the deals' clock moved by the test), and other companies kept out.
 */
describe("the transaction pages", () => {
  const t = useWebTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let shipper: Company;
  let carrier: Company;
  let other: Company;
  let stranger: Company;
  let transactionId: string;
  let conversationId: string;
  let second: string;

  /** A transaction: `from` posts a load, `to` proposes a price, `from`'s member accepts. */
  async function concluded(from: Company, to: Company, json: Record<string, unknown>) {
    const offer = await expectStatus(
      api(from.tokens.member).offers.$post({ json: loadOffer(inDays(1)) as never }),
      201,
    );
    const made = await expectStatus(
      api(to.tokens.member).offers[":offerId"].proposals.$post({ param: { offerId: offer.id }, json: json as never }),
      201,
    );
    const accepted = await expectStatus(
      api(from.tokens.member).proposals[":proposalId"].accept.$post({ param: { proposalId: made.id } }),
      200,
    );
    return { transactionId: accepted.transactionId!, conversationId: made.conversationId };
  }

  beforeAll(async () => {
    await seedDemo(t.database.db);
    t.services.deals.clock.offsetMs = 0;
    shipper = await freshCompany(t.database.db);
    carrier = await freshCompany(t.database.db);
    other = await freshCompany(t.database.db);
    stranger = await freshCompany(t.database.db);
    ({ transactionId, conversationId } = await concluded(shipper, carrier, {
      price: 3000,
      currency: "EUR",
      paymentDays: 45,
      terms: "Postój płatny po 2 godzinach",
    }));
    second = (await concluded(other, carrier, { price: 900, currency: "PLN" })).transactionId;
    await expectStatus(
      api(other.tokens.member).transactions[":transactionId"].steps.$post({
        param: { transactionId: second },
        json: { step: "cancel", reason: "Towar niegotowy" },
      }),
      200,
    );
  });

  const cookie = (token: string, locale = "pl") => `session=${token}; locale=${locale}`;
  const get = async (path: string, token = carrier.tokens.member, locale = "pl") => {
    const res = await t.app.request(path, { headers: { cookie: cookie(token, locale) } });
    return { status: res.status, html: shownText(await res.text()) };
  };
  const post = async (form: Record<string, string>, token = carrier.tokens.member, id = transactionId) => {
    const res = await t.app.request(`/archive/transactions/${id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie(token) },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, location: res.headers.get("location"), html: shownText(await res.text()) };
  };
  const rowOf = (html: string, id: string) =>
    html.match(new RegExp(`<li[^>]*data-transaction="${id}"[\\s\\S]*?</li>`))?.[0] ?? "";
  const badge = (status: string, text: string) => new RegExp(`data-status="${status}"[^>]*>${text}<`);
  const ids = (html: string) => [...html.matchAll(/data-transaction="([^"]+)"/g)].map((m) => m[1]);
  const field = (html: string, id: string) => html.match(new RegExp(`<[^>]*id="${id}"[^>]*>`))?.[0] ?? "";

  it("lists the company's transactions, the ongoing first, each with its number, status, role, route and price", async () => {
    const page = await get("/archive/transactions");
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1 class="text-2xl font-bold">${pl.pages.archiveTransactions}</h1>`);
    expect(ids(page.html)).toEqual([transactionId, second]);
    const row = rowOf(page.html, transactionId);
    expect(row).toContain(`href="/archive/transactions/${transactionId}"`);
    expect(row).toMatch(/T-\d{4}-\d{6}/);
    expect(row).toMatch(badge("agreed", texts.statuses.agreed));
    expect(row).toContain(texts.roles.carrier);
    expect(row).toContain(shipper.company.name);
    expect(row).toContain("Wrocław (PL) → Lyon (FR)");
    expect(row).toContain(inDays(1));
    expect(row).toContain("3000 EUR");
    expect(rowOf(page.html, second)).toMatch(badge("cancelled", texts.statuses.cancelled));
    expect(page.html).toContain(fill(texts.count_few, { count: "2" }));
    // In English.
    const english = await get("/archive/transactions", carrier.tokens.member, "en");
    expect(english.html).toContain(enCommon.pages.archiveTransactions);
    expect(rowOf(english.html, transactionId)).toContain(en.statuses.agreed);
    expect(rowOf(english.html, transactionId)).toContain("3,000 EUR");
  });

  it("filters the list, and tells a filter's error beside its field keeping what was typed", async () => {
    expect(ids((await get("/archive/transactions?status=cancelled")).html)).toEqual([second]);
    expect(ids((await get(`/archive/transactions?counterparty=${other.key}`)).html)).toEqual([second]);
    expect(ids((await get(`/archive/transactions?from=${inDays(1)}&to=${inDays(1)}`)).html)).toHaveLength(2);
    const none = await get("/archive/transactions?role=shipper");
    expect(ids(none.html)).toEqual([]);
    expect(none.html).toContain(texts.nothingFound);
    // The shipper's own view: its role.
    expect(ids((await get("/archive/transactions?role=shipper", shipper.tokens.member)).html)).toEqual([transactionId]);
    // Refused filters: each told beside its field, the list read without it.
    const short = await get("/archive/transactions?counterparty=ab&status=agreed");
    expect(short.status).toBe(200);
    expect(short.html).toContain(errors.phraseMustBeAtLeast3);
    expect(field(short.html, "transactions-counterparty")).toContain('value="ab"');
    expect(field(short.html, "transactions-counterparty")).toContain('aria-invalid="true"');
    expect(ids(short.html)).toEqual([transactionId]);
    const bad = await get("/archive/transactions?status=lost&from=2026-02-31");
    expect(bad.status).toBe(200);
    expect(bad.html).toContain(pl.fieldErrors.invalidOption);
    expect(bad.html).toContain(pl.fieldErrors.date);
    expect(ids(bad.html)).toEqual([transactionId, second]);
    const backwards = await get("/archive/transactions?from=2026-12-10&to=2026-12-01");
    expect(backwards.html).toContain(pl.fieldErrors.dateBeforeFrom);
    expect(field(backwards.html, "transactions-from")).toContain('value="2026-12-10"');
    expect((await get("/archive/transactions?page=x")).status).toBe(404);
  });

  it("shows a transaction: parties, route, price and terms, who agreed it, the order and the conversation", async () => {
    const page = await get(`/archive/transactions/${transactionId}`);
    expect(page.status).toBe(200);
    const number = page.html.match(/T-\d{4}-\d{6}/)![0];
    expect(page.html).toContain(fill(texts.view.title, { number }));
    expect(page.html).toContain(`href="/companies/${shipper.company.id}"`);
    expect(page.html).toContain(`href="/companies/${carrier.company.id}"`);
    expect(page.html).toContain(`${carrier.company.name}</a> (${texts.view.ownCompany})`);
    expect(page.html).toContain("PL 50-001 Wrocław");
    expect(page.html).toContain("FR 69001 Lyon");
    expect(page.html).toContain(`${texts.view.loadWindow}: ${inDays(1)}`);
    expect(page.html).toContain("Palety z ceramiką");
    expect(page.html).toMatch(/12\s000 kg/);
    expect(page.html).toContain("3000 EUR");
    expect(page.html).toContain(fill(texts.view.days_many, { count: "45" }));
    expect(page.html).toContain("Postój płatny po 2 godzinach");
    expect(page.html).toContain(`Maria ${carrier.key}`);
    expect(page.html).toContain(`Maria ${shipper.key}`);
    expect(page.html).toContain(`href="/new-api/transactions/${transactionId}/order"`);
    expect(page.html).toContain(`href="/ongoing/conversations/${conversationId}"`);
    expect(page.html).toContain(`data-step="concluded"`);
    // Agreed: the company may ask to cancel or cancel, not mark it done yet.
    expect(page.html).toContain('data-step-form="requestCancel"');
    expect(page.html).toContain('data-step-form="cancel"');
    expect(page.html).not.toContain('data-step-form="markDone"');
    expect(page.html).toContain(fill(texts.actions.cancelReason, { name: shipper.company.name }));
  });

  it("keeps the page with the field's error when cancelling without a reason, and the reason on a refusal", async () => {
    const empty = await post({ step: "cancel", reason: "  " });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain(pl.fieldErrors.required);
    expect(empty.html).toContain(pl.errorSummary.title);
    expect(empty.html).toContain(fill(texts.view.title, { number: "" }).trim());
    // An objection while no one marked it done: refused, the typed reason kept in its form.
    const refused = await post({ step: "object", reason: "Brak podpisanego <b>CMR</b>" });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(errors.invalidStatusChange);
    expect(refused.html).toContain("Brak podpisanego &lt;b&gt;CMR&lt;/b&gt;</textarea>");
    expect((await get(`/archive/transactions/${transactionId}`)).html).toContain(`data-status="agreed"`);
  });

  it("is marked done through the form once the days pass, objected to, then confirmed by both", async () => {
    t.services.deals.clock.offsetMs = 3 * DAY;
    const marked = await post({ step: "markDone" });
    expect(marked.status).toBe(302);
    expect(marked.location).toBe(`/archive/transactions/${transactionId}?done=markDone`);
    const mine = await get(marked.location!);
    expect(mine.html).toContain(texts.done.markDone);
    expect(mine.html).toMatch(badge("inProgress", texts.statuses.inProgress));
    expect(mine.html).toContain(texts.notices.doneByUs.split("{{date}}")[0]);
    expect(mine.html).not.toContain('data-step-form="markDone"');
    // The other side: the notice with the day it completes, confirm or object.
    const theirs = await get(`/archive/transactions/${transactionId}`, shipper.tokens.member);
    expect(theirs.html).toContain(
      fill(texts.notices.doneByOther.split("{{date}}")[0]!, { name: carrier.company.name }),
    );
    expect(theirs.html).toMatch(/zakończy się \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./);
    expect(theirs.html).toContain(texts.actions.confirmDone);
    expect(theirs.html).toContain('data-step-form="object"');
    const objected = await post({ step: "object", reason: "Brak podpisanego CMR" }, shipper.tokens.member);
    expect(objected.location).toBe(`/archive/transactions/${transactionId}?done=object`);
    const after = await get(objected.location!, shipper.tokens.member);
    expect(after.html).toContain(texts.done.object);
    expect(after.html).toMatch(/data-step="object"[\s\S]*?Brak podpisanego CMR/);
    await post({ step: "markDone" }, shipper.tokens.member);
    const completed = await post({ step: "markDone" });
    const done = await get(completed.location!);
    expect(done.html).toContain(texts.done.completed);
    expect(done.html).toContain(`data-status="completed"`);
    expect(done.html).toContain(texts.actions.none);
    expect(done.html).toContain(`data-step="completed"`);
    expect(done.html).toContain(texts.history.automatic);
  });

  it("answers another company's transaction, or an unknown one, as not found, and refuses those who may not deal", async () => {
    expect((await get(`/archive/transactions/${transactionId}`, stranger.tokens.member)).status).toBe(404);
    expect((await get("/archive/transactions/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    // The layout suite opens the route table's path as it is.
    expect((await get("/archive/transactions/:transactionId")).status).toBe(404);
    expect((await post({ step: "cancel", reason: "Nie nasza" }, stranger.tokens.member)).status).toBe(404);
    expect(ids((await get("/archive/transactions", stranger.tokens.member)).html)).toEqual([]);
    expect((await get("/archive/transactions", stranger.tokens.member)).html).toContain(texts.empty);
    // An account that may not make deals (staff, without a company): the area's 403.
    const staff = await tokenFor(t.database.db, DEMO.staff.email);
    expect((await get("/archive/transactions", staff)).status).toBe(403);
    expect((await get(`/archive/transactions/${transactionId}`, staff)).status).toBe(403);
  });
});
