import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailMessages, users } from "../../src/db/schema/index.ts";
import { seedDemo } from "../../src/db/seed.ts";
import { mailUnreadConversations } from "../../src/domain/conversations/unread-mail.ts";
import { freshCompany } from "../support/fresh-company.ts";
import { expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";
import { testDbKind } from "../support/test-database.ts";

type Company = Awaited<ReturnType<typeof freshCompany>>;
const minutes = (n: number) => n * 60_000;

/**
 * The unread-message mail (issue 27): a message of the other company unread for 15 minutes is
 * mailed to each employee who has not read it, once per conversation an hour at most, never twice
 * about the same messages, never to the writing company, never about what was read.
 */
describe(`the unread-message mail on ${testDbKind}`, () => {
  const t = useTestApp();
  const api = (token: string) => restAs(() => t.app, token);
  let home: Company;
  let other: Company;
  let conversationId: string;

  const deps = () => ({ db: t.database.db, mailer: t.services.mailer, publicUrl: "https://przewodnik.example" });
  const send = (token: string, text: string) =>
    expectStatus(
      api(token).conversations[":conversationId"].messages.$post({ param: { conversationId }, json: { text } }),
      201,
    );
  /** Every message so far written `ago` minutes before now. */
  const agedBy = (ago: number) =>
    t.database.db.execute(
      sql`UPDATE conversation_messages SET created_at = now() - make_interval(mins => ${ago}) WHERE conversation_id = ${conversationId}`,
    );
  const mailed = async (email: string) =>
    t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, email), eq(mailMessages.kind, "conversationUnread")));
  const run = (at = new Date()) => mailUnreadConversations(deps(), at);

  beforeAll(async () => {
    await seedDemo(t.database.db);
  });
  beforeEach(async () => {
    home = await freshCompany(t.database.db);
    other = await freshCompany(t.database.db);
    conversationId = (
      await expectStatus(api(home.tokens.member).conversations.$post({ json: { companyId: other.company.id } }), 201)
    ).conversation.id;
    // The employees joined before any of it was written.
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - minutes(24 * 60)) })
      .where(eq(users.companyId, other.company.id));
  });

  it("mails each employee of the other company once, 15 minutes on, with a link to the conversation", async () => {
    await send(home.tokens.member, "Czy macie wolne auto na jutro?");
    await send(home.tokens.member, "Załadunek Wrocław, 8:00.");
    await agedBy(10);
    expect(await run()).toEqual([]); // not yet 15 minutes
    await agedBy(16);
    const sent = await run();
    expect(sent.map((s) => s.to).sort()).toEqual(
      [other.admin.email, other.member.email, other.secondMember.email].sort(),
    );
    expect(sent.every((s) => s.unread === 2 && s.conversationId === conversationId)).toBe(true);
    const [mail] = await mailed(other.member.email);
    expect(mail!.subject).toContain(home.company.name);
    expect(mail!.text).toContain(`https://przewodnik.example/ongoing/conversations/${conversationId}`);
    expect(mail!.text).toContain("2");
    // The writing company is told nothing; a second run (another worker) sends nothing again.
    expect(await mailed(home.admin.email)).toEqual([]);
    expect(await run()).toEqual([]);
  });

  it("skips what was read; within the hour nothing more to the same person; after it only new messages, once", async () => {
    await send(home.tokens.member, "Pierwsza");
    await agedBy(20);
    await expectStatus(
      api(other.tokens.admin).conversations[":conversationId"].read.$post({ param: { conversationId }, json: {} }),
      200,
    );
    const first = await run();
    expect(first.map((s) => s.to).sort()).toEqual([other.member.email, other.secondMember.email].sort());
    await send(home.tokens.member, "Druga");
    await agedBy(20);
    // The admin had read the first and was never mailed: told of the second now. The others were
    // mailed less than an hour ago: not yet.
    expect((await run()).map((s) => [s.to, s.unread])).toEqual([[other.admin.email, 1]]);
    const later = await run(new Date(Date.now() + minutes(61)));
    expect(later.map((s) => [s.to, s.unread]).sort()).toEqual(
      [
        [other.member.email, 1],
        [other.secondMember.email, 1],
      ].sort(),
    );
    expect(await run(new Date(Date.now() + minutes(200)))).toEqual([]); // nothing new since
  });

  it("gives a claim back when the mail cannot be handed over, so the next run sends it", async () => {
    await send(home.tokens.member, "Pilne");
    await agedBy(20);
    const broken = { ...deps(), mailer: { send: async () => Promise.reject(new Error("SMTP away")) } };
    await expect(mailUnreadConversations(broken)).rejects.toThrow("SMTP away");
    expect(await mailed(other.member.email)).toEqual([]);
    expect((await run()).map((s) => s.to)).toContain(other.member.email);
  });

  it("does not mail a new employee about what was written before they joined", async () => {
    await send(home.tokens.member, "Stara wiadomość");
    await agedBy(30);
    await t.database.db.update(users).set({ createdAt: new Date() }).where(eq(users.companyId, other.company.id));
    expect(await run()).toEqual([]);
  });
});
