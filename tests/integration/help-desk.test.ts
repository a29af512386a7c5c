import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { helpRequestEvents, helpRequests, mailMessages, userRoles, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { ROLES } from "../../src/shared/permissions.ts";
import { codeOf, gql, type GraphQLBody, tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

/**
 * Staff answer help requests. Every move of the state machine (ADR 016) through
 * the API, the reply mailed to the requester through the mailer (the outbox without SMTP), the
 * history, assignment, and the moves a status does not allow. Who may do it: the tenant matrix.
 */
const CREATE = "mutation($input: HelpRequestInput!) { createHelpRequest(input: $input) }";
const FIELDS = "id status assigneeId assigneeName email";
const STATUS = `mutation($id: ID!, $action: HelpRequestStatusAction!) { changeHelpRequestStatus(id: $id, action: $action) { ${FIELDS} } }`;
const REPLY = `mutation($id: ID!, $message: String!, $close: Boolean) { replyToHelpRequest(id: $id, message: $message, close: $close) { ${FIELDS} } }`;
const ASSIGN = `mutation($id: ID!, $assigneeId: ID) { assignHelpRequest(id: $id, assigneeId: $assigneeId) { ${FIELDS} } }`;
const DETAIL = `query($id: ID!) { helpRequest(id: $id) { request { ${FIELDS} } actions staff { id name }
  history { action fromStatus toStatus message actorName assigneeName mailFailed } } }`;
const LIST =
  "query($status: HelpRequestStatus, $open: Boolean) { helpRequests(status: $status, open: $open) { id status } }";

type Row = { id: string; status: string; assigneeId: string | null; assigneeName: string | null; email: string };

describe("help desk: staff answer, assign and close help requests", () => {
  const t = useTestApp();
  let staff: string;
  let staffId: string;
  let second: { id: string; token: string };
  const ids = {} as Record<"guest" | "english" | "member", string>;

  const ok = (body: GraphQLBody, field: string) => {
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data![field] as Row;
  };
  const move = async (id: string, action: string, token = staff) =>
    gql(t.app, STATUS, { id, action }, token).then((b) => b);
  const mailsTo = (to: string) =>
    t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, to), eq(mailMessages.kind, "helpReply")));
  const idOf = async (email: string) =>
    (await t.database.db.select().from(helpRequests).where(eq(helpRequests.email, email)))[0]!.id;

  beforeAll(async () => {
    const db = t.database.db;
    await seedDemo(db);
    staff = await tokenFor(db, DEMO.staff.email);
    staffId = (await db.select().from(users).where(eq(users.email, DEMO.staff.email)))[0]!.id;
    const [seeded] = await db.select().from(users).where(eq(users.email, DEMO.staff.email));
    const [other] = await db
      .insert(users)
      .values({
        email: "druga@przewodnik.pl",
        name: "Irena",
        surname: "Druga",
        passwordHash: seeded!.passwordHash,
        isActive: true,
      })
      .returning();
    await db.insert(userRoles).values({ userId: other!.id, roleId: ROLES.portalStaff.id });
    second = { id: other!.id, token: await tokenFor(db, other!.email) };

    const guest = { name: "Halina Prosta", topic: "activation", message: "Nie dostałam linku.\nProszę o pomoc." };
    ok(await gql(t.app, CREATE, { input: { ...guest, email: "halina@example.pl" } }), "createHelpRequest");
    ids.guest = await idOf("halina@example.pl");
    const res = await t.app.request("/api", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "locale=en" },
      body: JSON.stringify({
        query: CREATE,
        variables: {
          input: { name: "John Smith", email: "john@example.com", topic: "other", message: "How do I start?" },
        },
      }),
    });
    expect(((await res.json()) as GraphQLBody).errors).toBeUndefined();
    ids.english = await idOf("john@example.com");
    const jan = await tokenFor(db, DEMO.member.email);
    ok(
      await gql(t.app, CREATE, { input: { topic: "guides", message: "Gdzie jest mój przewodnik?" } }, jan),
      "createHelpRequest",
    );
    ids.member = await idOf(DEMO.member.email);
  });

  it("lists new requests as open, by status, newest first", async () => {
    const open = (await gql(t.app, LIST, { open: true }, staff)).data!.helpRequests as Row[];
    expect(open.map((r) => r.id)).toEqual([ids.member, ids.english, ids.guest]);
    expect(open.every((r) => r.status === "NEW")).toBe(true);
    expect((await gql(t.app, LIST, { status: "CLOSED" }, staff)).data!.helpRequests).toEqual([]);
  });

  it("new --TAKE--> in progress, assigned to the taker; a second TAKE is refused", async () => {
    const taken = ok(await move(ids.guest, "TAKE"), "changeHelpRequestStatus");
    expect(taken).toMatchObject({ status: "IN_PROGRESS", assigneeId: staffId });
    expect(codeOf(await move(ids.guest, "TAKE"))).toBe("invalidStatusChange");
    expect(codeOf(await move(ids.guest, "REOPEN"))).toBe("invalidStatusChange");
  });

  it("refuses an empty reply with a field code, mails nothing and changes nothing", async () => {
    const body = await gql(t.app, REPLY, { id: ids.guest, message: "   " }, staff);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "validation", fields: { message: ["required"] } });
    expect(await mailsTo("halina@example.pl")).toEqual([]);
    const [row] = await t.database.db.select().from(helpRequests).where(eq(helpRequests.id, ids.guest));
    expect(row!.status).toBe("inProgress");
  });

  it("in progress --REPLY--> answered: the reply is mailed to the requester in the request's language", async () => {
    const text = "Dzień dobry,\nwysłaliśmy link ponownie.\n\nProsimy sprawdzić folder <spam>.";
    const replied = ok(await gql(t.app, REPLY, { id: ids.guest, message: text }, staff), "replyToHelpRequest");
    expect(replied.status).toBe("ANSWERED");
    const [mail] = await mailsTo("halina@example.pl");
    expect(mail!.subject).toBe("Odpowiedź na Twoją prośbę o pomoc: Aktywacja konta");
    expect(mail!.text).toContain("wysłaliśmy link ponownie.");
    expect(mail!.text).toContain("Twoja wiadomość (temat: Aktywacja konta):\n\nNie dostałam linku.\nProszę o pomoc.");
    expect(mail!.text).toContain("/pomoc/dostep");
    expect(mail!.html).toContain("folder &lt;spam&gt;");
    expect(mail!.html).not.toContain("<spam>");

    // answered --REPLY--> answered: a second reply is allowed and mailed too.
    ok(await gql(t.app, REPLY, { id: ids.guest, message: "Czy link zadziałał?" }, staff), "replyToHelpRequest");
    expect(await mailsTo("halina@example.pl")).toHaveLength(2);

    const english = ok(
      await gql(t.app, REPLY, { id: ids.english, message: "Start with the interview." }, second.token),
      "replyToHelpRequest",
    );
    // A reply to a request nobody had taken makes it the replier's.
    expect(english).toMatchObject({ status: "ANSWERED", assigneeId: second.id, assigneeName: "Irena Druga" });
    const [en] = await mailsTo("john@example.com");
    expect(en!.subject).toBe("Reply to your help request: Something else");
    expect(en!.text).toContain("Your message (topic: Something else):");
  });

  it("answered --REOPEN--> in progress --CLOSE--> closed --REOPEN--> in progress; a closed request takes no reply", async () => {
    expect(ok(await move(ids.guest, "REOPEN"), "changeHelpRequestStatus").status).toBe("IN_PROGRESS");
    expect(ok(await move(ids.guest, "CLOSE"), "changeHelpRequestStatus").status).toBe("CLOSED");
    for (const action of ["TAKE", "CLOSE"]) expect(codeOf(await move(ids.guest, action))).toBe("invalidStatusChange");
    expect(codeOf(await gql(t.app, REPLY, { id: ids.guest, message: "Jeszcze jedno" }, staff))).toBe(
      "invalidStatusChange",
    );
    expect(await mailsTo("halina@example.pl")).toHaveLength(2);
    expect(ok(await move(ids.guest, "REOPEN"), "changeHelpRequestStatus").status).toBe("IN_PROGRESS");
    // answered --CLOSE--> closed
    expect(ok(await move(ids.english, "CLOSE"), "changeHelpRequestStatus").status).toBe("CLOSED");
  });

  it("new --REPLY with close--> answered, then closed; new --CLOSE--> closed", async () => {
    const done = ok(
      await gql(
        t.app,
        REPLY,
        { id: ids.member, message: "Przewodnik jest na liście Moje przewodniki.", close: true },
        staff,
      ),
      "replyToHelpRequest",
    );
    expect(done.status).toBe("CLOSED");
    const [mail] = await mailsTo(DEMO.member.email);
    expect(mail!.text).toContain("/pomoc/formularz");
    ok(
      await gql(t.app, CREATE, {
        input: { name: "Ktoś", email: "ktos@example.pl", topic: "other", message: "Pomyłka, proszę zamknąć." },
      }),
      "createHelpRequest",
    );
    const fresh = await idOf("ktos@example.pl");
    expect(ok(await move(fresh, "CLOSE"), "changeHelpRequestStatus").status).toBe("CLOSED");
    expect(codeOf(await move(fresh, "REPLY"))).toBe("invalidInputObject");
  });

  it("assigns to another staff member or to nobody; not to a company account", async () => {
    const assigned = ok(await gql(t.app, ASSIGN, { id: ids.guest, assigneeId: second.id }, staff), "assignHelpRequest");
    expect(assigned).toMatchObject({ assigneeId: second.id, status: "IN_PROGRESS" });
    const jan = (await t.database.db.select().from(users).where(eq(users.email, DEMO.member.email)))[0]!;
    expect(codeOf(await gql(t.app, ASSIGN, { id: ids.guest, assigneeId: jan.id }, staff))).toBe("userNotFound");
    expect(ok(await gql(t.app, ASSIGN, { id: ids.guest }, staff), "assignHelpRequest").assigneeId).toBeNull();
  });

  it("keeps the history: who did what, from which status to which, each reply's text", async () => {
    const body = await gql(t.app, DETAIL, { id: ids.guest }, staff);
    const detail = body.data!.helpRequest as {
      actions: string[];
      staff: { name: string }[];
      history: { action: string; fromStatus: string; toStatus: string; message: string | null; actorName: string }[];
    };
    expect(detail.actions).toEqual(["REPLY", "CLOSE"]);
    expect(detail.staff.map((s) => s.name).sort()).toEqual(["Ewa", "Irena"]);
    expect(detail.history.map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([
      ["TAKE", "NEW", "IN_PROGRESS"],
      ["REPLY", "IN_PROGRESS", "ANSWERED"],
      ["REPLY", "ANSWERED", "ANSWERED"],
      ["REOPEN", "ANSWERED", "IN_PROGRESS"],
      ["CLOSE", "IN_PROGRESS", "CLOSED"],
      ["REOPEN", "CLOSED", "IN_PROGRESS"],
      ["ASSIGN", "IN_PROGRESS", "IN_PROGRESS"],
      ["ASSIGN", "IN_PROGRESS", "IN_PROGRESS"],
    ]);
    expect(detail.history[1]!.message).toContain("wysłaliśmy link ponownie.");
    expect(detail.history[0]!.actorName).toBe("Ewa Wiśniewska");
    const events = await t.database.db.select().from(helpRequestEvents).where(eq(helpRequestEvents.action, "REPLY"));
    expect(events.every((e) => e.mailId !== null)).toBe(true);
  });

  it("answers notFound for an unknown or malformed id", async () => {
    expect(codeOf(await gql(t.app, DETAIL, { id: "00000000-0000-4000-8000-000000000000" }, staff))).toBe("notFound");
    expect(codeOf(await gql(t.app, DETAIL, { id: "x'; drop table help_requests; --" }, staff))).toBe("notFound");
    expect(codeOf(await move("00000000-0000-4000-8000-000000000000", "CLOSE"))).toBe("notFound");
  });

  it("lets one of two simultaneous closes win; the other is refused", async () => {
    const results = await Promise.all([move(ids.guest, "CLOSE"), move(ids.guest, "CLOSE", second.token)]);
    expect(results.map(codeOf).sort()).toEqual(["invalidStatusChange", "ok"]);
    const closes = await t.database.db
      .select()
      .from(helpRequestEvents)
      .where(and(eq(helpRequestEvents.requestId, ids.guest), eq(helpRequestEvents.action, "CLOSE")));
    expect(closes).toHaveLength(2); // the earlier close and this one
  });
});
