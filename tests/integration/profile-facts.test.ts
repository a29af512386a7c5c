import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guides, advisorMessages, advisorThreads, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { storeMessage } from "../../src/domain/advisor/thread.service.ts";
import { generateGuide } from "../../src/domain/guides/guide-generator.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

// Answers are read field by field below; their shapes are asserted, not typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

describe("recorded profile facts: shown, undone and corrected (/new-api/thread/profile, /undo-facts)", () => {
  const t = useTestApp({
    ADVISOR_STREAM_DELAY_MS: "0",
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "pz-profile-facts-")),
  });
  let anna: string;
  let jan: string;
  const call = async (method: string, path: string, token?: string, body?: unknown, locale?: "pl" | "en") => {
    const res = await t.app.request(`/new-api${path}`, {
      method,
      headers: {
        accept: "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
        ...(locale ? { cookie: `locale=${locale}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const profileOf = async (threadId: string) =>
    (await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, threadId)))[0]!;
  /** A new open thread of the user's, started (the advisor's first question is the activity). */
  const newThread = async (token: string) => {
    const { body } = await call("POST", "/thread/create-thread", token, {});
    await call("POST", "/thread/start-thread", token, { threadId: body.threadId });
    return body.threadId as string;
  };
  const say = async (token: string, threadId: string, content: string) => {
    const sent = await call("POST", "/thread/send-message", token, { threadId, content });
    expect(sent.status).toBe(200);
    return sent.body.message.id as string;
  };
  const learnedOf = async (token: string, threadId: string, messageId: string) =>
    (await call("POST", "/thread/get-messages", token, { threadId })).body.messages.find(
      (m: Json) => m.id === messageId,
    ).learned;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    anna = await tokenFor(t.database.db, DEMO.admin.email);
    jan = await tokenFor(t.database.db, DEMO.member.email);
  });

  it("a reply that recorded facts lists them, described in the page's language, with their earlier values", async () => {
    const threadId = await newThread(anna);
    const replyId = await say(anna, threadId, "Usługi programistyczne");
    const learned = await learnedOf(anna, threadId, replyId);
    expect(learned).toEqual({
      facts: [{ fact: "activity", value: "Usługi programistyczne", label: "działalność: Usługi programistyczne" }],
      previous: {},
      undone: false,
    });
    // The user's own message and the opening records nothing.
    const all = (await call("POST", "/thread/get-messages", anna, { threadId })).body.messages as Json[];
    expect(all.filter((m) => m.id !== replyId).map((m) => m.learned)).toEqual([null, null]);
    // The page in English describes the same facts in English.
    const english = await call("POST", "/thread/get-messages", anna, { threadId }, "en");
    expect(english.body.messages.find((m: Json) => m.id === replyId).learned.facts[0].label).toBe(
      "activity: Usługi programistyczne",
    );
    const panel = await call("GET", `/thread/profile?threadId=${threadId}`, anna, undefined, "en");
    expect(panel).toEqual({
      status: 200,
      body: {
        profile: { activity: "Usługi programistyczne" },
        facts: [{ fact: "activity", value: "Usługi programistyczne", label: "activity: Usługi programistyczne" }],
      },
    });
  });

  it("undo puts each fact back as it was before the reply, asks again, and a second undo changes nothing", async () => {
    const threadId = await newThread(anna);
    await say(anna, threadId, "Sklep internetowy z rękodziełem");
    const corrected = await call("POST", "/thread/profile", anna, { threadId, set: { monthlyRevenue: 10_000 } });
    expect(corrected.status).toBe(200);
    const replyId = await say(anna, threadId, "Przychód 20 tys. zł miesięcznie");
    const learned = await learnedOf(anna, threadId, replyId);
    expect(learned.facts).toContainEqual(expect.objectContaining({ fact: "monthlyRevenue", value: 20_000 }));
    expect(learned.previous).toMatchObject({ monthlyRevenue: 10_000 });
    const recorded = learned.facts.map((f: Json) => f.fact) as string[];

    const undone = await call("POST", "/thread/undo-facts", anna, { threadId, messageId: replyId });
    expect(undone.status).toBe(200);
    expect(undone.body.restored.sort()).toEqual([...recorded].sort());
    expect(undone.body.kept).toEqual([]);
    expect(undone.body.profile).toMatchObject({ activity: "Sklep internetowy z rękodziełem", monthlyRevenue: 10_000 });
    expect(undone.body.message).toMatchObject({ id: replyId, learned: { undone: true } });
    const row = await profileOf(threadId);
    expect(row.profile).toEqual(undone.body.profile);

    const again = await call("POST", "/thread/undo-facts", anna, { threadId, messageId: replyId });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ restored: [], kept: [], profile: undone.body.profile });
    expect((await profileOf(threadId)).profile).toEqual(row.profile);
    expect((await learnedOf(anna, threadId, replyId)).undone).toBe(true);
  });

  it("undo removes a fact that was unset before, and the advisor asks for it again", async () => {
    const threadId = await newThread(anna);
    const replyId = await say(anna, threadId, "Biuro rachunkowe");
    expect((await profileOf(threadId)).expecting).not.toBe("activity");
    const undone = await call("POST", "/thread/undo-facts", anna, { threadId, messageId: replyId });
    expect(undone.body.restored).toEqual(["activity"]);
    expect(undone.body.profile).toEqual({});
    expect(undone.body.facts).toEqual([]);
    const row = await profileOf(threadId);
    expect(row.profile).toEqual({});
    expect(row.expecting).toBe("activity");
  });

  it("a later correction is not overwritten by undo", async () => {
    const threadId = await newThread(anna);
    const replyId = await say(anna, threadId, "Usługi remontowe");
    const fix = await call("POST", "/thread/profile", anna, { threadId, set: { activity: "Remonty mieszkań" } });
    expect(fix.body.facts).toEqual([
      { fact: "activity", value: "Remonty mieszkań", label: "działalność: Remonty mieszkań" },
    ]);
    const undone = await call("POST", "/thread/undo-facts", anna, { threadId, messageId: replyId });
    expect(undone.body).toMatchObject({ restored: [], kept: ["activity"], profile: { activity: "Remonty mieszkań" } });
    expect((await profileOf(threadId)).profile).toMatchObject({ activity: "Remonty mieszkań" });
    expect((await learnedOf(anna, threadId, replyId)).undone).toBe(true);
  });

  it("corrections set and remove facts, work out the next question again, and tidy the activity", async () => {
    const threadId = await newThread(anna);
    await say(anna, threadId, "Tłumaczenia");
    const res = await call("POST", "/thread/profile", anna, {
      threadId,
      set: {
        activity: "  Tłumaczenia   techniczne ",
        monthlyRevenue: 12_000.5,
        monthlyCosts: 0,
        employees: 0,
        customers: "b2b",
        otherEmployment: true,
        legalForm: "jdg",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({
      activity: "Tłumaczenia techniczne",
      monthlyRevenue: 12_000.5,
      monthlyCosts: 0,
      employees: 0,
      customers: "b2b",
      otherEmployment: true,
      legalForm: "jdg",
    });
    expect(res.body.facts.map((f: Json) => f.label)).toContain("masz też etat");
    expect((await profileOf(threadId)).expecting).toBe("businessInLast60Months");
    const removed = await call("POST", "/thread/profile", anna, { threadId, remove: ["otherEmployment", "customers"] });
    expect(removed.body.profile).not.toHaveProperty("otherEmployment");
    expect(removed.body.profile).not.toHaveProperty("customers");
    expect((await profileOf(threadId)).expecting).toBe("customers");
  });

  it("refuses an invalid correction whole with field errors (400) and saves nothing", async () => {
    const threadId = await newThread(anna);
    await say(anna, threadId, "Fotografia ślubna");
    const before = await profileOf(threadId);
    for (const [body, fields] of [
      [
        { set: { monthlyRevenue: 100_000_001, activity: "x", employees: 2.5, customers: "aliens" } },
        {
          "set.monthlyRevenue": ["tooLarge"],
          "set.activity": ["tooShort"],
          "set.employees": ["notAnInteger"],
          "set.customers": ["invalidOption"],
        },
      ],
      [
        { set: { monthlyCosts: -1, founders: 10_001 } },
        { "set.monthlyCosts": ["tooSmall"], "set.founders": ["tooLarge"] },
      ],
      [
        { set: { monthlyCosts: "dużo", otherEmployment: "tak" } },
        { "set.monthlyCosts": ["notANumber"], "set.otherEmployment": ["invalidOption"] },
      ],
      [{ set: { activity: "a".repeat(201) } }, { "set.activity": ["tooLong"] }],
      [{ set: { favouriteColour: "blue" } }, { set: ["unknownFact"] }],
      [{ remove: ["favouriteColour"] }, { "remove.0": ["unknownFact"] }],
      [{ set: { activity: "Zdjęcia" }, remove: ["activity"] }, { "set.activity": ["setAndRemoved"] }],
    ] as const) {
      const res = await call("POST", "/thread/profile", anna, { threadId, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("validation");
      expect(res.body.error.fields).toEqual(fields);
    }
    const after = await profileOf(threadId);
    expect(after.profile).toEqual(before.profile);
    expect(after.expecting).toBe(before.expecting);
  });

  it("keeps another user's thread out of reach (404), and an ended thread unchanged (409)", async () => {
    const threadId = await newThread(anna);
    const replyId = await say(anna, threadId, "Catering dietetyczny");
    const before = await profileOf(threadId);
    for (const [method, path, body] of [
      ["GET", `/thread/profile?threadId=${threadId}`, undefined],
      ["POST", "/thread/profile", { threadId, set: { activity: "Cudza zmiana" } }],
      ["POST", "/thread/undo-facts", { threadId, messageId: replyId }],
    ] as const) {
      expect((await call(method, path, jan, body)).status, `${method} ${path}`).toBe(404);
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
    }
    // No such message, or a message of another thread, is not found either.
    expect((await call("POST", "/thread/undo-facts", anna, { threadId, messageId: "nope" })).status).toBe(404);
    const other = await newThread(anna);
    expect((await call("POST", "/thread/undo-facts", anna, { threadId: other, messageId: replyId })).status).toBe(404);
    // `other` abandoned the first thread: it can be read, not changed.
    expect((await call("GET", `/thread/profile?threadId=${threadId}`, anna)).status).toBe(200);
    expect((await call("POST", "/thread/profile", anna, { threadId, remove: ["activity"] })).status).toBe(409);
    expect((await call("POST", "/thread/undo-facts", anna, { threadId, messageId: replyId })).status).toBe(409);
    const after = await profileOf(threadId);
    expect(after.profile).toEqual(before.profile);
    const [reply] = await t.database.db.select().from(advisorMessages).where(eq(advisorMessages.id, replyId));
    expect(reply!.learned!.undone).toBeUndefined();
  });

  it("stores the message's recorded facts and the advisor's context with the profile, in one statement", async () => {
    const threadId = await newThread(anna);
    expect((await profileOf(threadId)).context).toEqual({});
    const stored = await storeMessage(
      t.database.db,
      threadId,
      {
        role: "assistant",
        content: "Zapisuję: przychód 5000 zł miesięcznie.",
        learned: { facts: { monthlyRevenue: 5000 }, previous: {} },
      },
      new Date(),
      { profile: { monthlyRevenue: 5000 }, expecting: "monthlyCosts", context: { topic: "zus", pending: [1, 2] } },
    );
    expect(stored.learned).toEqual({ facts: { monthlyRevenue: 5000 }, previous: {} });
    const row = await profileOf(threadId);
    expect(row).toMatchObject({
      profile: { monthlyRevenue: 5000 },
      expecting: "monthlyCosts",
      context: { topic: "zus", pending: [1, 2] },
    });
    const plain = await storeMessage(t.database.db, threadId, { role: "user", content: "Dziękuję" });
    expect(plain.learned).toBeNull();
    expect((await profileOf(threadId)).context).toEqual({ topic: "zus", pending: [1, 2] });
  });

  it("a guide is written in the language of the page it was requested from, not the account's", async () => {
    const [account] = await t.database.db.select().from(users).where(eq(users.email, DEMO.admin.email));
    expect(account!.locale).toBe("pl");
    const threadId = await newThread(anna);
    for (const content of ["Warsztat rowerowy", "20 tys. zł miesięcznie", "5 tys. zł"])
      await say(anna, threadId, content);
    const requested = await call("POST", "/thread/request-guide", anna, { threadId }, "en");
    expect(requested.status).toBe(202);
    const [guide] = await t.database.db.select().from(guides).where(eq(guides.id, requested.body.guideId));
    expect(guide).toMatchObject({ lang: "en", title: "Business: warsztat rowerowy — plan for 2026" });
    // And the other way round: an account in English asking from a Polish page gets a Polish guide.
    await t.database.db.update(users).set({ locale: "en" }).where(eq(users.id, account!.id));
    try {
      const polish = await newThread(anna);
      for (const content of ["Warsztat rowerowy", "20 tys. zł miesięcznie", "5 tys. zł"])
        await say(anna, polish, content);
      const inPolish = await call("POST", "/thread/request-guide", anna, { threadId: polish }, "pl");
      expect(inPolish.status).toBe(202);
      const [second] = await t.database.db.select().from(guides).where(eq(guides.id, inPolish.body.guideId));
      expect(second).toMatchObject({ lang: "pl", title: "Działalność: warsztat rowerowy — plan na 2026" });
    } finally {
      await t.database.db.update(users).set({ locale: "pl" }).where(eq(users.id, account!.id));
    }
  });

  /** The guide made as its job makes it (composed, rendered, stored), then read back from the database. */
  const readyGuide = async (guideId: string) => {
    const deps = { db: t.database.db, store: t.services.store, renderer: t.services.renderer };
    expect(await generateGuide(deps, guideId)).toBe("ready");
    const [guide] = await t.database.db.select().from(guides).where(eq(guides.id, guideId));
    return guide!;
  };
  afterAll(async () => {
    await t.services.renderer.close();
  });

  it("the start date is corrected as an ISO day, refused when malformed, and starts the guide's ZUS path", async () => {
    // Enough answers for a guide (the request's threshold).
    const conversation = ["Pracownia ceramiki", "10 tys. zł miesięcznie", "2 tys. zł"];
    const threadId = await newThread(anna);
    for (const content of conversation) await say(anna, threadId, content);
    for (const [startDate, code] of [
      ["1 marca 2027", "invalidDate"],
      ["2027-02-30", "invalidDate"],
      [20270301, "invalidDate"],
      ["1900-01-01", "dateTooEarly"],
    ] as const) {
      const refused = await call("POST", "/thread/profile", anna, { threadId, set: { startDate } });
      expect(refused.status, String(startDate)).toBe(400);
      expect(refused.body.error.fields).toEqual({ "set.startDate": [code] });
    }
    expect((await profileOf(threadId)).profile).not.toHaveProperty("startDate");
    const set = {
      monthlyRevenue: 10_000,
      legalForm: "jdg",
      businessInLast60Months: false,
      formerEmployerClient: false,
    };
    const corrected = await call("POST", "/thread/profile", anna, { threadId, set: { ...set, startDate: "2027-03" } });
    expect(corrected.status).toBe(200);
    // A month is kept as its first day, and described in the page's language.
    expect(corrected.body.profile.startDate).toBe("2027-03-01");
    expect(corrected.body.facts).toContainEqual({
      fact: "startDate",
      value: "2027-03-01",
      label: "start firmy: 1 marca 2027",
    });
    const english = await call("GET", `/thread/profile?threadId=${threadId}`, anna, undefined, "en");
    expect(english.body.facts).toContainEqual({
      fact: "startDate",
      value: "2027-03-01",
      label: "start date: 1 March 2027",
    });

    const requested = await call("POST", "/thread/request-guide", anna, { threadId });
    expect(requested.status, JSON.stringify(requested.body)).toBe(202);
    const guide = await readyGuide(requested.body.guideId);
    expect(guide.status).toBe("ready");
    const zus = guide.content!.zus;
    // The path starts in March 2027: the start relief from then, the first stage's period opening in March.
    expect(zus.intro).toContain("od 1 marca 2027");
    expect(zus.stages![0]).toMatchObject({ stage: expect.stringMatching(/ulga na start/i), months: 6 });
    expect(zus.stages![0]!.period).toMatch(/^marzec 2027/);
    expect(guide.content!.situation.facts).toContain("start firmy: 1 marca 2027");

    // Without a start date the path starts on the 1st of the month after the request.
    const other = await newThread(anna);
    for (const content of conversation) await say(anna, other, content);
    await call("POST", "/thread/profile", anna, { threadId: other, set });
    const assumed = await readyGuide(
      (await call("POST", "/thread/request-guide", anna, { threadId: other })).body.guideId,
    );
    const created = assumed.createdAt;
    const next = new Date(Date.UTC(created.getUTCFullYear(), created.getUTCMonth() + 1, 1));
    const day = new Intl.DateTimeFormat("pl-PL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(assumed.content!.zus.intro).toContain(`od ${day.format(next)}`);
  });
});
