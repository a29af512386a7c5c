import { beforeAll, describe, expect, it } from "vitest";
import enCommon from "../../locales/en/common.json";
import enConversations from "../../locales/en/conversations.json";
import pl from "../../locales/pl/common.json";
import plConversations from "../../locales/pl/conversations.json";
import { companyLists } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { inDays, loadOffer } from "../support/offers.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
const texts = plConversations;

/**
 * The conversation pages without JavaScript (issue 27; docs/decisions/030): the company's list with
 * its unread counts, one conversation (marked read when opened), the reply form and its refusals,
 * the archive and its reopening, participants only, and the "Message the company" buttons.
 */
describe("the conversation pages", () => {
  const t = useWebTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let home: Company;
  let other: Company;
  let stranger: Company;
  let offerId: string;
  let conversationId: string;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    home = await freshCompany(t.database.db);
    other = await freshCompany(t.database.db);
    stranger = await freshCompany(t.database.db);
    offerId = (await expectStatus(api(other.tokens.member).offers.$post({ json: loadOffer(inDays(1)) as never }), 201))
      .id;
  });

  const cookie = (token: string, locale = "pl") => `session=${token}; locale=${locale}`;
  const get = async (path: string, token = home.tokens.member, locale = "pl") => {
    const res = await t.app.request(path, { headers: { cookie: cookie(token, locale) } });
    return { status: res.status, location: res.headers.get("location"), html: shownText(await res.text()) };
  };
  const post = async (path: string, form: Record<string, string>, token = home.tokens.member) => {
    const res = await t.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie(token) },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, location: res.headers.get("location"), html: shownText(await res.text()) };
  };
  const send = (token: string, id: string, text: string) =>
    expectStatus(
      api(token).conversations[":conversationId"].messages.$post({ param: { conversationId: id }, json: { text } }),
      201,
    );
  const unreadBadge = (count: number) => texts.unread_few.replace("{{count}}", String(count));
  const itemOf = (html: string, id: string) =>
    html.match(new RegExp(`<li[^>]*data-conversation="${id}"[\\s\\S]*?</li>`))?.[0] ?? "";

  it("lists the company's conversation with the other company, its last message and its unread badge", async () => {
    const started = await expectStatus(
      api(other.tokens.member).conversations.$post({ json: { companyId: home.company.id, text: "Dzień dobry" } }),
      201,
    );
    conversationId = started.conversation.id;
    await send(other.tokens.admin, conversationId, "Mamy wolne auto");
    await send(other.tokens.member, conversationId, "Czy <b>jutro</b> pasuje?");
    const page = await get("/ongoing/conversations");
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1 class="text-2xl font-bold">${pl.pages.ongoingConversations}</h1>`);
    const item = itemOf(page.html, conversationId);
    expect(item).toContain(`href="/ongoing/conversations/${conversationId}"`);
    expect(item).toContain(`href="/companies/${other.company.id}"`);
    expect(item).toContain(other.company.name);
    expect(item).toContain(texts.aboutCompany);
    expect(item).toContain("Czy &lt;b&gt;jutro&lt;/b&gt; pasuje?");
    expect(item).toContain(unreadBadge(3));
    // The header's count: three unread messages.
    expect(page.html).toMatch(/data-testid="unread-conversations"[\s\S]*?3 nieprzeczytane/);
    // A phrase too short is told; one that fits finds it; one that does not shows the empty answer.
    expect((await get("/ongoing/conversations?phrase=ab")).html).toContain("Wpisz co najmniej 3 znaki.");
    expect(itemOf((await get("/ongoing/conversations?phrase=wolne")).html, conversationId)).not.toBe("");
    expect((await get("/ongoing/conversations?phrase=nic-takiego")).html).toContain(texts.nothingFound);
    expect((await get("/ongoing/conversations?page=x")).status).toBe(404);
    // In English too.
    const en = await get("/ongoing/conversations", home.tokens.member, "en");
    expect(en.html).toContain(enCommon.pages.ongoingConversations);
    expect(itemOf(en.html, conversationId)).toContain(enConversations.unread_other.replace("{{count}}", "3"));
    // The other side: nothing unread (its own messages).
    expect(itemOf((await get("/ongoing/conversations", other.tokens.member)).html, conversationId)).not.toContain(
      "nieprzeczytan",
    );
  });

  it("shows the messages oldest first, as text, and marks them read when opened", async () => {
    const page = await get(`/ongoing/conversations/${conversationId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(texts.view.title.replace("{{name}}", other.company.name));
    const first = page.html.indexOf("Dzień dobry");
    const last = page.html.indexOf("Czy &lt;b&gt;jutro&lt;/b&gt; pasuje?");
    expect(first).toBeGreaterThan(0);
    expect(last).toBeGreaterThan(first);
    expect(page.html).not.toContain("<b>jutro</b>");
    expect(page.html).toContain(`Maria ${other.key}`);
    const unread = await expectStatus(api(home.tokens.member).conversations.unread.$get(), 200);
    expect(unread.total).toBe(0);
    const list = await get("/ongoing/conversations");
    expect(itemOf(list.html, conversationId)).not.toContain("nieprzeczytan");
    expect(list.html).not.toContain('data-testid="unread-conversations"');
    // A colleague's marker is theirs: still three unread for the second member.
    expect(itemOf((await get("/ongoing/conversations", home.tokens.secondMember)).html, conversationId)).toContain(
      unreadBadge(3),
    );
  });

  it("sends a reply from the form and comes back to the conversation with it", async () => {
    const sent = await post(`/ongoing/conversations/${conversationId}`, {
      intent: "send",
      text: "Tak, pasuje.\nDo jutra <i>o 8</i>",
    });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/ongoing/conversations/${conversationId}?done=sent`);
    const page = await get(sent.location!);
    expect(page.html).toContain(texts.done.sent);
    // The chat's Markdown subset, each typed line kept, markup as text.
    expect(page.html).toContain("<p><span>Tak, pasuje.</span></p><p><span>Do jutra &lt;i&gt;o 8&lt;/i&gt;</span></p>");
    expect(page.html).toMatch(/data-own="true"[\s\S]*?Tak, pasuje\./);
    expect(itemOf((await get("/ongoing/conversations", other.tokens.member)).html, conversationId)).toContain(
      "nieprzeczytana",
    );
  });

  it("answers an empty or too long message with the field's error, keeping what was typed", async () => {
    const empty = await post(`/ongoing/conversations/${conversationId}`, { intent: "send", text: "   " });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain(pl.fieldErrors.required);
    expect(empty.html).toContain(pl.errorSummary.title);
    const long = `${"Bardzo długa wiadomość. ".repeat(170)}koniec`;
    expect(long.length).toBeGreaterThan(4000);
    const tooLong = await post(`/ongoing/conversations/${conversationId}`, { intent: "send", text: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.html).toContain(pl.fieldErrors.tooLong);
    expect(tooLong.html).toContain(`${long}</textarea>`);
  });

  it("moves the conversation to the archive, and a new message from the other company brings it back", async () => {
    const archived = await post(`/ongoing/conversations/${conversationId}`, { intent: "archive" });
    expect(archived.location).toBe(`/ongoing/conversations/${conversationId}?done=archived`);
    expect(itemOf((await get("/ongoing/conversations")).html, conversationId)).toBe("");
    const archive = await get("/archive/conversations");
    expect(archive.status).toBe(200);
    expect(archive.html).toContain(`<h1 class="text-2xl font-bold">${pl.pages.archiveConversations}</h1>`);
    expect(itemOf(archive.html, conversationId)).not.toBe("");
    // Archived on home's side only.
    expect(itemOf((await get("/ongoing/conversations", other.tokens.member)).html, conversationId)).not.toBe("");
    await send(other.tokens.member, conversationId, "Jeszcze jedno pytanie");
    expect(itemOf((await get("/archive/conversations")).html, conversationId)).toBe("");
    expect(itemOf((await get("/ongoing/conversations")).html, conversationId)).toContain(
      texts.unread_one.replace("{{count}}", "1"),
    );
  });

  it("answers another company's conversation, or an unknown one, as not found", async () => {
    expect((await get(`/ongoing/conversations/${conversationId}`, stranger.tokens.member)).status).toBe(404);
    expect((await get("/ongoing/conversations/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await get("/ongoing/conversations/:conversationId")).status).toBe(404);
    expect((await get(`/ongoing/conversations/${conversationId}?before=x`)).status).toBe(404);
    const sent = await post(
      `/ongoing/conversations/${conversationId}`,
      { intent: "send", text: "Hej" },
      stranger.tokens.member,
    );
    expect(sent.status).toBe(404);
  });

  it("opens the conversation about an offer from the offer's page, and one from the company's profile", async () => {
    const offerPage = await get(`/ongoing/offers/${offerId}`);
    expect(offerPage.html).toContain('action="/ongoing/conversations"');
    expect(offerPage.html).toContain(texts.start);
    expect(offerPage.html).toContain(`name="offerId" value="${offerId}"`);
    // Not on the company's own offer.
    expect((await get(`/ongoing/offers/${offerId}`, other.tokens.member)).html).not.toContain(texts.start);
    const started = await post("/ongoing/conversations", { intent: "start", offerId });
    expect(started.status).toBe(302);
    const id = started.location!.replace("/ongoing/conversations/", "");
    expect(id).not.toBe(conversationId);
    const page = await get(started.location!);
    expect(page.html).toContain(texts.view.offer.replace("{{route}}", "Wrocław (PL) → Lyon (FR)"));
    expect(page.html).toContain(`href="/ongoing/offers/${offerId}"`);
    expect(page.html).toMatch(/12\s000 kg/);
    expect(page.html).toContain(texts.view.noMessages);
    // Again: the same conversation.
    expect((await post("/ongoing/conversations", { intent: "start", offerId })).location).toBe(started.location);
    // From the profile: the pair's profile conversation (the one above).
    const profile = await get(`/companies/${other.company.id}`);
    expect(profile.html).toContain(`name="companyId" value="${other.company.id}"`);
    const fromProfile = await post("/ongoing/conversations", { intent: "start", companyId: other.company.id });
    expect(fromProfile.location).toBe(`/ongoing/conversations/${conversationId}`);
    // A refusal is told on the list's page.
    const own = await post("/ongoing/conversations", { intent: "start", companyId: home.company.id });
    expect(own.status).toBe(400);
    expect(own.html).toContain("Nie można rozmawiać z własną firmą.");
  });

  it("keeps a conversation read-only while one company denies the other", async () => {
    await t.database.db
      .insert(companyLists)
      .values({ companyId: home.company.id, otherCompanyId: other.company.id, list: "deny" });
    const page = await get(`/ongoing/conversations/${conversationId}`);
    expect(page.html).toContain(texts.view.readOnly);
    expect(page.html).not.toContain(texts.reply.send);
    expect(itemOf((await get("/ongoing/conversations")).html, conversationId)).toContain(texts.blocked);
    const refused = await post(`/ongoing/conversations/${conversationId}`, { intent: "send", text: "Hej" });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(texts.view.readOnly);
  });

  it("shows the advisor's past conversations at their new address", async () => {
    const page = await get("/guide/chat/history");
    expect(page.status).toBe(200);
    expect(page.html).toContain(pl.pages.chatHistory);
    // An old bookmark of one past thread (it lived at the archive's address) is sent on.
    const thread = "00000000-0000-4000-8000-000000000000";
    const old = await get(`/archive/conversations?thread=${thread}`);
    expect(old.status).toBe(302);
    expect(old.location).toBe(`/guide/chat/history?thread=${thread}`);
  });
});
