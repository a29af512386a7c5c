import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { conversationSides, rolePermissions, roles, subscriptions, userRoles } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { ROLES } from "../../src/shared/permissions.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { tokenFor } from "../support/graphql.ts";
import { loadOffer } from "../support/offers.ts";
import { expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;

/**
 * Conversations between companies through /new-api (issue 27; docs/decisions/030): started about
 * an offer or from a profile, one per pair and subject; messages, per-user read markers and unread
 * counts; each side's archive; the deny list; the plan's gate; validation; participants only.
 */
describe("conversations between companies", () => {
  const t = useTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let home: Company;
  let other: Company;

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });
  beforeEach(async () => {
    home = await freshCompany(t.database.db);
    other = await freshCompany(t.database.db);
  });

  const start = (token: string, json: { offerId?: string; companyId?: string; text?: string }) =>
    api(token).conversations.$post({ json });
  const view = (token: string, conversationId: string, before?: number) =>
    api(token).conversations[":conversationId"].$get({
      param: { conversationId },
      query: before === undefined ? {} : { before: String(before) },
    });
  const send = (token: string, conversationId: string, text: string) =>
    api(token).conversations[":conversationId"].messages.$post({ param: { conversationId }, json: { text } });
  const markRead = (token: string, conversationId: string, messageId?: string) =>
    api(token).conversations[":conversationId"].read.$post({
      param: { conversationId },
      json: messageId ? { messageId } : {},
    });
  const unread = async (token: string) => expectStatus(api(token).conversations.unread.$get(), 200);
  const list = async (token: string, query: Record<string, string> = {}) =>
    expectStatus(api(token).conversations.$get({ query }), 200);
  /** The conversation of two companies opened from a profile (`a` starts it). */
  const talk = async (a: Company, b: Company) =>
    (await expectStatus(start(a.tokens.member, { companyId: b.company.id }), 201)).conversation.id;

  it("starts about an offer and from a profile; the same pair and subject answers the same conversation", async () => {
    const offer = await expectStatus(api(home.tokens.member).offers.$post({ json: loadOffer() }), 201);
    const about = await expectStatus(start(other.tokens.member, { offerId: offer.id, text: "  Dzień dobry  " }), 201);
    expect(about.conversation).toMatchObject({
      subject: "offer",
      otherCompany: { id: home.company.id, name: home.company.name },
      offer: { id: offer.id, companyId: home.company.id, kind: "load", origin: { city: "Wrocław" } },
      lastMessage: { preview: "Dzień dobry", own: true, authorName: `Maria ${other.key}` },
      unread: 0,
      archived: false,
      blocked: false,
    });
    // Another employee of the same company, the same offer: the same conversation (no message added).
    const again = await expectStatus(start(other.tokens.admin, { offerId: offer.id }), 200);
    expect(again.conversation.id).toBe(about.conversation.id);
    // From a profile: another conversation of the pair; the pair is unordered.
    const profile = await expectStatus(start(home.tokens.member, { companyId: other.company.id }), 201);
    expect(profile.conversation).toMatchObject({ subject: "company", offer: null, lastMessage: null });
    expect(profile.conversation.id).not.toBe(about.conversation.id);
    const back = await expectStatus(start(other.tokens.secondMember, { companyId: home.company.id }), 200);
    expect(back.conversation.id).toBe(profile.conversation.id);
    // The offer's side sees it from its own side: the other company is the one that wrote.
    const seen = await list(home.tokens.admin);
    expect(seen.items.map((c) => [c.id, c.otherCompany.id, c.unread])).toEqual(
      expect.arrayContaining([
        [about.conversation.id, other.company.id, 1],
        [profile.conversation.id, other.company.id, 0],
      ]),
    );
  });

  it("employees of both companies starting at once get one conversation", async () => {
    const tokens = [home.tokens.member, home.tokens.admin, other.tokens.member, other.tokens.secondMember];
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        const companyId = i < 2 ? other.company.id : home.company.id;
        const res = await start(token, { companyId, text: `Pierwsza ${i}` });
        return { status: res.status, body: (await res.json()) as { conversation: { id: string } } };
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.conversation.id)).size).toBe(1);
    const page = await expectStatus(view(home.tokens.secondMember, answers[0]!.body.conversation.id), 200);
    expect(page.messages.map((m) => m.text).sort()).toEqual([0, 1, 2, 3].map((i) => `Pierwsza ${i}`));
  });

  it("refuses the own company, a company that is not there, and input naming both or neither", async () => {
    const offer = await expectStatus(api(home.tokens.member).offers.$post({ json: loadOffer() }), 201);
    for (const json of [{ offerId: offer.id }, { companyId: home.company.id }]) {
      const own = await expectRefusal(start(home.tokens.member, json), 409);
      expect(own.error.code).toBe("conversationWithOwnCompany");
    }
    const missing = await expectRefusal(start(home.tokens.member, { companyId: crypto.randomUUID() }), 404);
    expect(missing.error.code).toBe("companyNotFound");
    const noOffer = await expectRefusal(start(home.tokens.member, { offerId: crypto.randomUUID() }), 404);
    expect(noOffer.error.code).toBe("offerNotFound");
    const awaiting = await freshCompany(t.database.db, { status: "not_verified" });
    const unverified = await expectRefusal(start(home.tokens.member, { companyId: awaiting.company.id }), 404);
    expect(unverified.error.code).toBe("companyNotFound");
    for (const json of [{}, { offerId: offer.id, companyId: other.company.id }]) {
      const refused = await expectRefusal(start(other.tokens.member, json), 400);
      expect(refused.error).toMatchObject({ code: "validation", fields: { _: ["offerOrCompany"] } });
    }
  });

  it("validates a message: empty or over 4000 characters refused with the field's code; trimmed when kept", async () => {
    const id = await talk(home, other);
    for (const [text, code] of [
      ["", "required"],
      [" \n\t ", "required"],
      ["x".repeat(4001), "tooLong"],
      ["Zła\u0000wiadomość", "invalidCharacters"],
    ] as const) {
      const refused = await expectRefusal(send(home.tokens.member, id, text), 400);
      expect(refused.error, JSON.stringify(text.slice(0, 10))).toEqual({
        code: "validation",
        message: "validation",
        fields: { text: [code] },
      });
    }
    const tooLong = await expectRefusal(
      start(home.tokens.member, { companyId: other.company.id, text: "y".repeat(4001) }),
      400,
    );
    expect(tooLong.error.fields).toEqual({ text: ["tooLong"] });
    const kept = await expectStatus(send(home.tokens.member, id, `  ${"z".repeat(4000)}  `), 201);
    expect(kept.text).toBe("z".repeat(4000));
    const page = await expectStatus(view(home.tokens.member, id), 200);
    expect(page.messages.map((m) => m.id)).toEqual([kept.id]);
  });

  it("counts unread messages per user; read markers move forward only; a colleague's message is not unread", async () => {
    const id = await talk(other, home);
    const first = await expectStatus(send(other.tokens.member, id, "Pierwsza"), 201);
    const second = await expectStatus(send(other.tokens.admin, id, "Druga"), 201);
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect(second).toMatchObject({ authorName: `Adam ${other.key}`, companyId: other.company.id, own: true });
    for (const token of [home.tokens.member, home.tokens.secondMember, home.tokens.admin])
      expect(await unread(token)).toEqual({ total: 2, conversations: 1 });
    expect(await unread(other.tokens.member)).toEqual({ total: 0, conversations: 0 });
    expect(await unread(other.tokens.secondMember)).toEqual({ total: 0, conversations: 0 });

    const upToFirst = await expectStatus(markRead(home.tokens.member, id, first.id), 200);
    expect(upToFirst).toEqual({ conversationId: id, lastReadSequence: first.sequence, unread: 1 });
    expect(await unread(home.tokens.member)).toEqual({ total: 1, conversations: 1 });
    expect(await unread(home.tokens.secondMember)).toEqual({ total: 2, conversations: 1 });
    const all = await expectStatus(markRead(home.tokens.member, id), 200);
    expect(all).toEqual({ conversationId: id, lastReadSequence: second.sequence, unread: 0 });
    // Never back: reading the first again leaves the marker at the second.
    const stays = await expectStatus(markRead(home.tokens.member, id, first.id), 200);
    expect(stays.lastReadSequence).toBe(second.sequence);
    const seen = await expectStatus(view(home.tokens.member, id), 200);
    expect(seen.lastReadSequence).toBe(second.sequence);
    expect(seen.conversation.unread).toBe(0);
    expect((await expectStatus(view(home.tokens.secondMember, id), 200)).conversation.unread).toBe(2);

    // Ola answers: the other company's people have one unread; Maria of her own company none.
    const reply = await expectStatus(send(home.tokens.secondMember, id, "Odpowiedź"), 201);
    expect(await unread(other.tokens.member)).toEqual({ total: 1, conversations: 1 });
    expect(await unread(other.tokens.admin)).toEqual({ total: 1, conversations: 1 });
    expect(await unread(home.tokens.member)).toEqual({ total: 0, conversations: 0 });
    // Writing reads: Ola's marker is at her own message.
    expect(await unread(home.tokens.secondMember)).toEqual({ total: 0, conversations: 0 });
    const messages = (await expectStatus(view(other.tokens.member, id), 200)).messages;
    expect(messages.map((m) => [m.text, m.own, m.companyName, m.authorName])).toEqual([
      ["Pierwsza", true, other.company.name, `Maria ${other.key}`],
      ["Druga", true, other.company.name, `Adam ${other.key}`],
      ["Odpowiedź", false, home.company.name, `Ola ${home.key}`],
    ]);
    expect(messages.at(-1)!.id).toBe(reply.id);

    // A message of another conversation is not this one's.
    const elsewhere = await talk(home, await freshCompany(t.database.db));
    const foreign = await expectStatus(send(home.tokens.member, elsewhere, "Gdzie indziej"), 201);
    const refused = await expectRefusal(markRead(other.tokens.member, id, foreign.id), 404);
    expect(refused.error.code).toBe("conversationMessageNotFound");
  });

  it("archives each company's side; a new message brings it back to both", async () => {
    const id = await talk(home, other);
    await expectStatus(send(home.tokens.member, id, "Zlecenie"), 201);
    const archived = await expectStatus(
      api(home.tokens.admin).conversations[":conversationId"].archive.$post({
        param: { conversationId: id },
        query: {},
      }),
      200,
    );
    expect(archived).toEqual({ conversationId: id, archived: true });
    expect((await list(home.tokens.member)).items.map((c) => c.id)).not.toContain(id);
    const inArchive = await list(home.tokens.member, { which: "archive" });
    expect(inArchive.items.map((c) => [c.id, c.archived])).toEqual([[id, true]]);
    // The other company's side is its own.
    expect((await list(other.tokens.member)).items.map((c) => c.id)).toEqual([id]);
    expect((await list(other.tokens.member, { which: "archive" })).items).toEqual([]);

    await expectStatus(send(other.tokens.member, id, "Wracam z pytaniem"), 201);
    expect((await list(home.tokens.member)).items.map((c) => [c.id, c.archived, c.unread])).toEqual([[id, false, 1]]);
    expect((await list(home.tokens.member, { which: "archive" })).items).toEqual([]);

    // Archiving what was seen: a later message of the other company refuses it, a colleague's does not.
    const archiveSeen = (token: string, seen: number) =>
      api(token).conversations[":conversationId"].archive.$post({
        param: { conversationId: id },
        query: { seen: String(seen) },
      });
    const seen = (await list(home.tokens.member)).items.find((c) => c.id === id)!.lastMessage!.sequence;
    await expectStatus(send(other.tokens.member, id, "Jeszcze jedno"), 201);
    expect((await expectRefusal(archiveSeen(home.tokens.member, seen), 409)).error.code).toBe("conversationChanged");
    expect((await list(home.tokens.member)).items.map((c) => c.id)).toContain(id);
    const newest = (await list(home.tokens.member)).items.find((c) => c.id === id)!.lastMessage!.sequence;
    await expectStatus(send(home.tokens.admin, id, "Odpowiedź kolegi"), 201);
    await expectStatus(archiveSeen(home.tokens.member, newest), 200);
    await expectStatus(
      api(home.tokens.member).conversations[":conversationId"].archive.$delete({ param: { conversationId: id } }),
      200,
    );
    expect((await expectRefusal(archiveSeen(home.tokens.member, -1), 400)).error.code).toBe("validation");

    // Archived by hand and taken out again.
    await expectStatus(
      api(other.tokens.admin).conversations[":conversationId"].archive.$post({
        param: { conversationId: id },
        query: {},
      }),
      200,
    );
    const back = await expectStatus(
      api(other.tokens.member).conversations[":conversationId"].archive.$delete({ param: { conversationId: id } }),
      200,
    );
    expect(back).toEqual({ conversationId: id, archived: false });
    const sides = await t.database.db.select().from(conversationSides).where(eq(conversationSides.conversationId, id));
    expect(sides.map((s) => s.archivedAt)).toEqual([null, null]);
  });

  it("a deny list either way: no new conversation, the existing ones read-only but readable", async () => {
    const offer = await expectStatus(api(home.tokens.member).offers.$post({ json: loadOffer() }), 201);
    const id = await talk(home, other);
    await expectStatus(send(other.tokens.member, id, "Przed blokadą"), 201);
    for (const [blocker, blocked] of [
      [home, other],
      [other, home],
    ] as const) {
      await expectStatus(
        api(blocker.tokens.admin).company.lists.$put({ json: { companyId: blocked.company.id, list: "deny" } }),
        200,
      );
      for (const [from, to] of [
        [home, other],
        [other, home],
      ] as const) {
        const refused = await expectRefusal(start(from.tokens.member, { companyId: to.company.id }), 403);
        expect(refused.error.code).toBe("conversationBlocked");
        const written = await expectRefusal(send(from.tokens.member, id, "Po blokadzie"), 403);
        expect(written.error.code).toBe("conversationBlocked");
        const page = await expectStatus(view(from.tokens.member, id), 200);
        expect(page.conversation.blocked).toBe(true);
        expect(page.messages.map((m) => m.text)).toEqual(["Przed blokadą"]);
        await expectStatus(markRead(from.tokens.member, id), 200);
        expect((await list(from.tokens.member)).items.map((c) => [c.id, c.blocked])).toEqual([[id, true]]);
      }
      // A denied company's offer is hidden from it: there is nothing to talk about.
      const hidden = await expectRefusal(start(other.tokens.member, { offerId: offer.id }), 404);
      expect(hidden.error.code).toBe("offerNotFound");
      await expectStatus(
        api(blocker.tokens.admin).company.lists.$put({ json: { companyId: blocked.company.id, list: "none" } }),
        200,
      );
    }
    await expectStatus(send(other.tokens.member, id, "Znów można"), 201);
    expect((await expectStatus(view(home.tokens.member, id), 200)).conversation.blocked).toBe(false);
  });

  it("lists newest activity first (unread first on request), searches names and messages, pages messages", async () => {
    const third = await freshCompany(t.database.db);
    const withOther = await talk(home, other);
    const withThird = await talk(home, third);
    await expectStatus(send(other.tokens.member, withOther, "Naczepa chłodnia na piątek?"), 201);
    await expectStatus(send(home.tokens.member, withThird, "Plandeka wolna od jutra"), 201);
    expect((await list(home.tokens.member)).items.map((c) => c.id)).toEqual([withThird, withOther]);
    const unreadFirst = await list(home.tokens.member, { unreadFirst: "true" });
    expect(unreadFirst.items.map((c) => [c.id, c.unread])).toEqual([
      [withOther, 1],
      [withThird, 0],
    ]);
    expect(unreadFirst).toMatchObject({ page: 1, pageSize: 20, total: 2 });

    const found = async (phrase: string) => (await list(home.tokens.member, { phrase })).items.map((c) => c.id);
    expect(await found(third.key.toLowerCase())).toEqual([withThird]);
    expect(await found("CHŁODNIA")).toEqual([withOther]);
    expect(await found("plandeka wolna")).toEqual([withThird]);
    expect(await found("100%")).toEqual([]);
    const short = await expectRefusal(api(home.tokens.member).conversations.$get({ query: { phrase: "ab" } }), 400);
    expect(short.error.code).toBe("phraseMustBeAtLeast3");
    expect(await list(home.tokens.member, { page: "2" })).toEqual({ items: [], page: 2, pageSize: 20, total: 2 });

    // 55 messages: the newest 50 oldest first, then the 5 before them.
    const actor = (await t.services.accounts.actorFromToken(other.tokens.member))!;
    for (let i = 1; i <= 55; i++)
      await t.services.conversations.sendMessage(actor, withOther, { text: `Wiadomość ${i}` });
    const newest = await expectStatus(view(home.tokens.member, withOther), 200);
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages[0]!.text).toBe("Wiadomość 6");
    expect(newest.messages.at(-1)!.text).toBe("Wiadomość 55");
    const sequences = newest.messages.map((m) => m.sequence);
    expect([...sequences].sort((a, b) => a - b)).toEqual(sequences);
    expect(newest.before).toBe(sequences[0]);
    const older = await expectStatus(view(home.tokens.member, withOther, newest.before!), 200);
    expect(older.messages.map((m) => m.text)).toEqual([
      "Naczepa chłodnia na piątek?",
      ...[1, 2, 3, 4, 5].map((i) => `Wiadomość ${i}`),
    ]);
    expect(older.before).toBeNull();
    const bad = await expectRefusal(view(home.tokens.member, withOther, -1), 400);
    expect(bad.error.fields).toEqual({ before: ["invalidOption"] });
  });

  it("needs the plan to start and to write; reading, markers and the archive stay allowed", async () => {
    const id = await talk(home, other);
    await expectStatus(send(other.tokens.member, id, "Oferta"), 201);
    const lapsed = await freshCompany(t.database.db, { subscribed: false });
    const refused = await expectRefusal(start(lapsed.tokens.member, { companyId: home.company.id }), 403);
    expect(refused.error.code).toBe("operationIsRestricted");
    await t.database.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.companyId, home.company.id));
    expect((await expectRefusal(send(home.tokens.member, id, "Po terminie"), 403)).error.code).toBe(
      "operationIsRestricted",
    );
    expect((await expectRefusal(start(home.tokens.member, { companyId: other.company.id }), 403)).error.code).toBe(
      "operationIsRestricted",
    );
    expect((await expectStatus(view(home.tokens.member, id), 200)).messages).toHaveLength(1);
    await expectStatus(markRead(home.tokens.member, id), 200);
    expect((await list(home.tokens.member)).items.map((c) => c.id)).toEqual([id]);
    await expectStatus(
      api(home.tokens.member).conversations[":conversationId"].archive.$post({
        param: { conversationId: id },
        query: {},
      }),
      200,
    );
    // The other company's plan runs: it still writes, and the home company's side comes back.
    await expectStatus(send(other.tokens.member, id, "Nadal aktualne?"), 201);
    expect((await list(home.tokens.member)).items.map((c) => [c.id, c.unread])).toEqual([[id, 1]]);
  });

  it("participants only: another company is told the conversation is not there; staff and a user without the permission are forbidden", async () => {
    const id = await talk(home, other);
    await expectStatus(send(home.tokens.member, id, "Tylko dla nas"), 201);
    const outsider = await freshCompany(t.database.db);
    const param = { conversationId: id };
    const client = api(outsider.tokens.member).conversations[":conversationId"];
    for (const res of [
      client.$get({ param, query: {} }),
      client.messages.$post({ param, json: { text: "Wtrącam się" } }),
      client.read.$post({ param, json: {} }),
      client.archive.$post({ param, query: {} }),
      client.archive.$delete({ param }),
    ])
      expect((await expectRefusal(res, 404)).error.code).toBe("conversationNotFound");
    expect((await list(outsider.tokens.member)).items).toEqual([]);
    expect(await unread(outsider.tokens.member)).toEqual({ total: 0, conversations: 0 });

    const staff = api(await tokenFor(t.database.db, DEMO.staff.email));
    expect((await expectRefusal(staff.conversations.$get({ query: {} }), 403)).error.code).toBe("forbidden");
    // A member whose role lacks useConversations.
    const db = t.database.db;
    await db.insert(roles).values({ id: 92, name: "noConversations" }).onConflictDoNothing();
    await db.insert(rolePermissions).values({ roleId: 92, permission: "viewOwnCompany" }).onConflictDoNothing();
    await db.insert(userRoles).values({ userId: home.secondMember.id, roleId: 92 });
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, home.secondMember.id), eq(userRoles.roleId, ROLES.companyMember.id)));
    const without = api(home.tokens.secondMember);
    expect((await expectRefusal(without.conversations.$get({ query: {} }), 403)).error.code).toBe("forbidden");
    const viewing = without.conversations[":conversationId"].$get({ param, query: {} });
    expect((await expectRefusal(viewing, 403)).error.code).toBe("forbidden");
    expect((await expectRefusal(without.conversations.unread.$get(), 403)).error.code).toBe("forbidden");
  });
});
