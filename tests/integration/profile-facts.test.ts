import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guides, advisorMessages, advisorThreads, users } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { storeMessage } from "../../src/domain/advisor/message-store.ts";
import { generateGuide } from "../../src/domain/guides/guide-generator.ts";
import type { RestClient } from "../../src/web/lib/typed-api.ts";
import { tokenFor } from "../support/graphql.ts";
import { expectRefusal, expectStatus, restAs, wholeReply } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

describe("recorded profile facts: shown, undone and corrected (/new-api/thread/profile, /undo-facts)", () => {
  const t = useTestApp({
    ADVISOR_STREAM_DELAY_MS: "0",
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "pz-profile-facts-")),
  });
  let anna: string;
  let jan: string;
  /** The typed client as a user (or none), on a page in that language (the locale cookie). */
  const api = (token?: string, locale?: "pl" | "en") =>
    restAs(() => t.app, token, locale ? { cookie: `locale=${locale}` } : {});
  type Correction = Parameters<RestClient["thread"]["profile"]["$post"]>[0]["json"];
  const correct = (token: string | undefined, json: Correction, locale?: "pl" | "en") =>
    api(token, locale).thread.profile.$post({ json });
  /** A correction the contract refuses on purpose: sent as it is, untyped. */
  const correctRaw = (token: string, body: unknown) =>
    t.app.request("/new-api/thread/profile", {
      method: "POST",
      headers: { accept: "application/json", authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const panelOf = (token: string | undefined, threadId: string, locale?: "pl" | "en") =>
    api(token, locale).thread.profile.$get({ query: { threadId } });
  const undo = (token: string | undefined, threadId: string, messageId: string) =>
    api(token).thread["undo-facts"].$post({ json: { threadId, messageId } });
  const messagesOf = async (token: string, threadId: string, locale?: "pl" | "en") =>
    (await expectStatus(api(token, locale).thread["get-messages"].$post({ json: { threadId } }), 200)).messages;
  const requestGuide = async (token: string, threadId: string, locale?: "pl" | "en") =>
    (await expectStatus(api(token, locale).thread["request-guide"].$post({ json: { threadId } }), 202)).guideId;
  const profileOf = async (threadId: string) =>
    (await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, threadId)))[0]!;
  /** A new open thread of the user's, started (the advisor's first question is the activity). */
  const newThread = async (token: string) => {
    const { threadId } = await expectStatus(api(token).thread["create-thread"].$post({ json: {} }), 200);
    await expectStatus(api(token).thread["start-thread"].$post({ json: { threadId } }), 200);
    return threadId;
  };
  const say = async (token: string, threadId: string, content: string) =>
    wholeReply(await expectStatus(api(token).thread["send-message"].$post({ json: { threadId, content } }), 200)).id;
  const learnedOf = async (token: string, threadId: string, messageId: string) =>
    (await messagesOf(token, threadId)).find((m) => m.id === messageId)!.learned!;

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
    const all = await messagesOf(anna, threadId);
    expect(all.filter((m) => m.id !== replyId).map((m) => m.learned)).toEqual([null, null]);
    // The page in English describes the same facts in English.
    const english = await messagesOf(anna, threadId, "en");
    expect(english.find((m) => m.id === replyId)!.learned!.facts[0]!.label).toBe("activity: Usługi programistyczne");
    const panel = await expectStatus(panelOf(anna, threadId, "en"), 200);
    expect(panel).toEqual({
      profile: { activity: "Usługi programistyczne" },
      facts: [{ fact: "activity", value: "Usługi programistyczne", label: "activity: Usługi programistyczne" }],
    });
  });

  it("undo puts each fact back as it was before the reply, asks again, and a second undo changes nothing", async () => {
    const threadId = await newThread(anna);
    await say(anna, threadId, "Sklep internetowy z rękodziełem");
    await expectStatus(correct(anna, { threadId, set: { monthlyRevenue: 10_000 } }), 200);
    const replyId = await say(anna, threadId, "Przychód 20 tys. zł miesięcznie");
    const learned = await learnedOf(anna, threadId, replyId);
    expect(learned.facts).toContainEqual(expect.objectContaining({ fact: "monthlyRevenue", value: 20_000 }));
    expect(learned.previous).toMatchObject({ monthlyRevenue: 10_000 });
    const recorded: string[] = learned.facts.map((f) => f.fact);

    const undone = await expectStatus(undo(anna, threadId, replyId), 200);
    expect(undone.restored.sort()).toEqual([...recorded].sort());
    expect(undone.kept).toEqual([]);
    expect(undone.profile).toMatchObject({ activity: "Sklep internetowy z rękodziełem", monthlyRevenue: 10_000 });
    expect(undone.message).toMatchObject({ id: replyId, learned: { undone: true } });
    const row = await profileOf(threadId);
    expect(row.profile).toEqual(undone.profile);

    const again = await expectStatus(undo(anna, threadId, replyId), 200);
    expect(again).toMatchObject({ restored: [], kept: [], profile: undone.profile });
    expect((await profileOf(threadId)).profile).toEqual(row.profile);
    expect((await learnedOf(anna, threadId, replyId)).undone).toBe(true);
  });

  it("undo removes a fact that was unset before, and the advisor asks for it again", async () => {
    const threadId = await newThread(anna);
    const replyId = await say(anna, threadId, "Biuro rachunkowe");
    expect((await profileOf(threadId)).expecting).not.toBe("activity");
    const undone = await expectStatus(undo(anna, threadId, replyId), 200);
    expect(undone.restored).toEqual(["activity"]);
    expect(undone.profile).toEqual({});
    expect(undone.facts).toEqual([]);
    const row = await profileOf(threadId);
    expect(row.profile).toEqual({});
    expect(row.expecting).toBe("activity");
  });

  it("a later correction is not overwritten by undo", async () => {
    const threadId = await newThread(anna);
    const replyId = await say(anna, threadId, "Usługi remontowe");
    const fix = await expectStatus(correct(anna, { threadId, set: { activity: "Remonty mieszkań" } }), 200);
    expect(fix.facts).toEqual([
      { fact: "activity", value: "Remonty mieszkań", label: "działalność: Remonty mieszkań" },
    ]);
    const undone = await expectStatus(undo(anna, threadId, replyId), 200);
    expect(undone).toMatchObject({ restored: [], kept: ["activity"], profile: { activity: "Remonty mieszkań" } });
    expect((await profileOf(threadId)).profile).toMatchObject({ activity: "Remonty mieszkań" });
    expect((await learnedOf(anna, threadId, replyId)).undone).toBe(true);
  });

  it("corrections set and remove facts, work out the next question again, and tidy the activity", async () => {
    const threadId = await newThread(anna);
    await say(anna, threadId, "Tłumaczenia");
    const res = await correct(anna, {
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
    const body = await expectStatus(res, 200);
    expect(body.profile).toEqual({
      activity: "Tłumaczenia techniczne",
      monthlyRevenue: 12_000.5,
      monthlyCosts: 0,
      employees: 0,
      customers: "b2b",
      otherEmployment: true,
      legalForm: "jdg",
    });
    expect(body.facts.map((f) => f.label)).toContain("masz też etat");
    expect((await profileOf(threadId)).expecting).toBe("businessInLast60Months");
    const removed = await expectStatus(correct(anna, { threadId, remove: ["otherEmployment", "customers"] }), 200);
    expect(removed.profile).not.toHaveProperty("otherEmployment");
    expect(removed.profile).not.toHaveProperty("customers");
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
      const refused = await expectRefusal(correctRaw(anna, { threadId, ...body }), 400);
      expect(refused.error.code, JSON.stringify(body)).toBe("validation");
      expect(refused.error.fields).toEqual(fields);
    }
    const after = await profileOf(threadId);
    expect(after.profile).toEqual(before.profile);
    expect(after.expecting).toBe(before.expecting);
  });

  it("keeps another user's thread out of reach (404), and an ended thread unchanged (409)", async () => {
    const threadId = await newThread(anna);
    const replyId = await say(anna, threadId, "Catering dietetyczny");
    const before = await profileOf(threadId);
    for (const [operation, attempt] of [
      ["GET /thread/profile", (token?: string) => panelOf(token, threadId)],
      ["POST /thread/profile", (token?: string) => correct(token, { threadId, set: { activity: "Cudza zmiana" } })],
      ["POST /thread/undo-facts", (token?: string) => undo(token, threadId, replyId)],
    ] as const) {
      expect((await attempt(jan)).status, operation).toBe(404);
      expect((await attempt(undefined)).status, operation).toBe(401);
    }
    // No such message, or a message of another thread, is not found either.
    expect((await undo(anna, threadId, "nope")).status).toBe(404);
    const other = await newThread(anna);
    expect((await undo(anna, other, replyId)).status).toBe(404);
    // `other` abandoned the first thread: it can be read, not changed.
    expect((await panelOf(anna, threadId)).status).toBe(200);
    expect((await correct(anna, { threadId, remove: ["activity"] })).status).toBe(409);
    expect((await undo(anna, threadId, replyId)).status).toBe(409);
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
    const guideId = await requestGuide(anna, threadId, "en");
    const [guide] = await t.database.db.select().from(guides).where(eq(guides.id, guideId));
    expect(guide).toMatchObject({ lang: "en", title: "Business: warsztat rowerowy — plan for 2026" });
    // And the other way round: an account in English asking from a Polish page gets a Polish guide.
    await t.database.db.update(users).set({ locale: "en" }).where(eq(users.id, account!.id));
    try {
      const polish = await newThread(anna);
      for (const content of ["Warsztat rowerowy", "20 tys. zł miesięcznie", "5 tys. zł"])
        await say(anna, polish, content);
      const inPolish = await requestGuide(anna, polish, "pl");
      const [second] = await t.database.db.select().from(guides).where(eq(guides.id, inPolish));
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
      const refused = await expectRefusal(correctRaw(anna, { threadId, set: { startDate } }), 400);
      expect(refused.error.fields, String(startDate)).toEqual({ "set.startDate": [code] });
    }
    expect((await profileOf(threadId)).profile).not.toHaveProperty("startDate");
    const set: NonNullable<Correction["set"]> = {
      monthlyRevenue: 10_000,
      legalForm: "jdg",
      businessInLast60Months: false,
      formerEmployerClient: false,
    };
    const corrected = await expectStatus(correct(anna, { threadId, set: { ...set, startDate: "2027-03" } }), 200);
    // A month is kept as its first day, and described in the page's language.
    expect(corrected.profile.startDate).toBe("2027-03-01");
    expect(corrected.facts).toContainEqual({
      fact: "startDate",
      value: "2027-03-01",
      label: "start firmy: 1 marca 2027",
    });
    const english = await expectStatus(panelOf(anna, threadId, "en"), 200);
    expect(english.facts).toContainEqual({
      fact: "startDate",
      value: "2027-03-01",
      label: "start date: 1 March 2027",
    });

    const guide = await readyGuide(await requestGuide(anna, threadId));
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
    await expectStatus(correct(anna, { threadId: other, set }), 200);
    const assumed = await readyGuide(await requestGuide(anna, other));
    const created = assumed.createdAt;
    const next = new Date(Date.UTC(created.getUTCFullYear(), created.getUTCMonth() + 1, 1));
    const day = new Intl.DateTimeFormat("pl-PL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(assumed.content!.zus.intro).toContain(`od ${day.format(next)}`);
  });
});
