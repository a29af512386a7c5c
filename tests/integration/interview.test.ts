import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { interviews, advisorMessages, advisorThreads } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { tokenFor } from "../support/graphql.ts";
import { COMPLETE_ANSWERS as COMPLETE } from "../support/interview-answers.ts";
import { useTestApp } from "../support/test-app.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

describe("/new-api/interview", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  let anna: string;
  let jan: string;
  const call = async (path: string, token: string, body?: unknown) => {
    const res = await t.app.request(`/new-api${path}`, {
      method: "POST",
      headers: {
        accept: "application/json",
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        origin: "http://localhost",
      },
      body: JSON.stringify(body ?? {}),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const answersOf = async (id: string) =>
    (await t.database.db.select().from(interviews).where(eq(interviews.id, id)))[0]!.answers;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    anna = await tokenFor(t.database.db, DEMO.admin.email);
    jan = await tokenFor(t.database.db, DEMO.member.email);
  });

  it("start creates one open interview and resumes it on the next call", async () => {
    const first = await call("/interview/start", jan);
    expect(first.status).toBe(200);
    const again = await call("/interview/start", jan);
    expect(again.body.interviewId).toBe(first.body.interviewId);
    const both = await Promise.all([call("/interview/start", jan), call("/interview/start", jan)]);
    expect(both.map((r) => r.body.interviewId)).toEqual([first.body.interviewId, first.body.interviewId]);
  });

  it("save merges answers, clears one with null, and keeps answers saved at the same moment", async () => {
    const { interviewId } = (await call("/interview/start", anna)).body;
    const saved = await call("/interview/save", anna, { interviewId, answers: { stage: "idea" } });
    expect(saved).toEqual({ status: 200, body: { interviewId, status: "open" } });
    await Promise.all([
      call("/interview/save", anna, { interviewId, answers: { customers: "b2c" } }),
      call("/interview/save", anna, { interviewId, answers: { founders: 2 } }),
      call("/interview/save", anna, { interviewId, answers: { activity: "  Kawiarnia z ciastami  " } }),
    ]);
    expect(await answersOf(interviewId)).toEqual({
      stage: "idea",
      customers: "b2c",
      founders: 2,
      activity: "Kawiarnia z ciastami",
    });
    await call("/interview/save", anna, { interviewId, answers: { founders: null } });
    expect(await answersOf(interviewId)).not.toHaveProperty("founders");
  });

  it("refuses malformed answers whole with a code per question, and saves nothing", async () => {
    const { interviewId } = (await call("/interview/start", anna)).body;
    const before = await answersOf(interviewId);
    const refused = await call("/interview/save", anna, {
      interviewId,
      answers: {
        stage: "starting", // valid, but refused with the rest
        customers: "martians",
        founders: 1.5,
        employees: -1,
        activity: "x",
        offer: [],
        monthlyRevenue: { value: 10, unit: "EUR", period: "month" },
        monthlyCosts: { value: 10, unit: "PLN", period: "week" },
        fundingAmount: { value: "dużo", unit: "PLN", period: "once" },
        formerEmployerClient: "tak",
        startDate: "2027-02-30",
        shoeSize: 42,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("validation");
    expect(refused.body.error.fields).toEqual({
      customers: ["invalidOption"],
      founders: ["notAnInteger"],
      employees: ["tooSmall"],
      activity: ["tooShort"],
      offer: ["chooseAtLeastOne"],
      monthlyRevenue: ["invalidUnit"],
      monthlyCosts: ["invalidPeriod"],
      fundingAmount: ["notANumber"],
      formerEmployerClient: ["invalidOption"],
      startDate: ["invalidDate"],
      shoeSize: ["unknownQuestion"],
    });
    expect(await answersOf(interviewId)).toEqual(before);
    const notAnObject = await call("/interview/save", anna, { interviewId, answers: [1, 2] });
    expect(notAnObject.status).toBe(400);
    const tooMuch = await call("/interview/save", anna, {
      interviewId,
      answers: { monthlyRevenue: { value: 200_000, unit: "kPLN", period: "month" } },
    });
    expect(tooMuch.body.error.fields).toEqual({ monthlyRevenue: ["tooLarge"] });
    for (const startDate of ["1 marca", "2027-3-1", 20270301, "2100-01-01"]) {
      const wrongDate = await call("/interview/save", anna, { interviewId, answers: { startDate } });
      expect(wrongDate.body.error.fields, String(startDate)).toEqual({ startDate: ["invalidDate"] });
    }
  });

  it("another user's interview is 404 on every call, and nothing of it changes", async () => {
    const { interviewId } = (await call("/interview/start", anna)).body;
    const before = await answersOf(interviewId);
    for (const [path, body] of [
      ["/interview/save", { interviewId, answers: { stage: "running" } }],
      ["/interview/finish", { interviewId }],
      ["/interview/get-responses", { interviewId }],
      ["/thread/create-thread", { interviewId }],
    ] as const) {
      const res = await call(path, jan, body);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe("notFound");
    }
    expect(await answersOf(interviewId)).toEqual(before);
    expect((await call("/interview/get-responses", anna, { interviewId: "not-a-uuid" })).status).toBe(404);
    const anonymous = await t.app.request("/new-api/interview/start", {
      method: "POST",
      headers: { origin: "http://localhost" },
    });
    expect(anonymous.status).toBe(401);
  });

  it("get-responses answers the owner with the questions in the user's language", async () => {
    const { interviewId } = (await call("/interview/start", anna)).body;
    const res = await call("/interview/get-responses", anna, { interviewId });
    expect(res.status).toBe(200);
    expect(res.body.interviewId).toBe(interviewId);
    expect(res.body.status).toBe("open");
    expect(res.body.answers.stage).toBe("idea");
    const revenue = res.body.questions.find((q: Json) => q.id === "monthlyRevenue");
    expect(revenue).toMatchObject({
      section: "money",
      kind: "amount",
      required: true,
      label: "Jakiego przychodu się spodziewasz?",
    });
    expect(revenue.help).toMatch(/240 000 zł/);
    const partners = res.body.questions.find((q: Json) => q.id === "partnerForm");
    expect(partners.showIf).toEqual({ question: "founders", greaterThan: 1 });
    expect(partners.optionLabels.spzoo).toBe("Spółka z o.o.");
    expect(res.body.sections.map((s: Json) => s.id)).toEqual([
      "idea",
      "customers",
      "money",
      "people",
      "history",
      "vat",
      "funding",
    ]);
  });

  it("finish names the required questions still unanswered (conditional ones included) and opens no thread", async () => {
    const { interviewId } = (await call("/interview/start", jan)).body;
    const { soloForm: _solo, ...withoutForm } = COMPLETE;
    await call("/interview/save", jan, { interviewId, answers: { ...withoutForm, fundingNeeds: true } });
    const refused = await call("/interview/finish", jan, { interviewId });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ soloForm: ["required"], fundingSources: ["required"] });
    const open = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.interviewId, interviewId));
    expect(open).toHaveLength(0);
  });

  it("finish opens a thread seeded with the profile, and the advisor greets with a summary of the user's figures", async () => {
    const { interviewId } = (await call("/interview/start", jan)).body;
    await call("/interview/save", jan, {
      interviewId,
      answers: { ...COMPLETE, fundingSources: null, fundingNeeds: false, startDate: "2027-03-01" },
    });
    const finished = await call("/interview/finish", jan, { interviewId });
    expect(finished.status).toBe(200);
    const { threadId } = finished.body;
    const [thread] = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, threadId));
    expect(thread!.interviewId).toBe(interviewId);
    expect(thread!.profile).toEqual({
      stage: "starting",
      activity: "Programowanie aplikacji mobilnych dla firm",
      customers: "b2b",
      monthlyRevenue: 15000,
      monthlyCosts: 2000,
      founders: 1,
      legalForm: "jdg",
      employees: 0,
      formerEmployerClient: false,
      businessInLast60Months: false,
      otherEmployment: false,
      vatStatus: "exempt",
      fundingNeeds: false,
      startDate: "2027-03-01",
    });
    const latest = await t.app.request("/new-api/thread/latest-thread", {
      headers: { authorization: `Bearer ${jan}` },
    });
    expect(((await latest.json()) as Json).thread.threadId).toBe(threadId);
    const started = await call("/thread/start-thread", jan, { threadId });
    const opening = started.body.messages[0].content as string;
    expect(opening).toMatch(/wywiad/);
    expect(opening).toMatch(/15\s000\szł/); // the monthly revenue
    expect(opening).toMatch(/180\s000\szł/); // the year's revenue in the calculators' comparison
    expect(opening).toMatch(/ulga na start/);
    expect(opening).toContain("start firmy: 1 marca 2027"); // the start date among the facts
    // Finishing again while that thread is open answers the same thread.
    expect((await call("/interview/finish", jan, { interviewId })).body.threadId).toBe(threadId);
    expect((await call("/interview/get-responses", jan, { interviewId })).body.status).toBe("finished");
  });

  it("editing an answer after the chat started updates the open thread's profile, keeping what the chat learned", async () => {
    const [{ interviewId }] = (await t.database.db
      .select({ interviewId: interviews.id })
      .from(interviews)
      .where(eq(interviews.status, "finished"))) as [{ interviewId: string }];
    const [thread] = await t.database.db
      .select()
      .from(advisorThreads)
      .where(eq(advisorThreads.interviewId, interviewId!));
    // The funding answer is withdrawn from the interview; the chat then learns it.
    await call("/interview/save", jan, { interviewId, answers: { fundingNeeds: null } });
    await call("/thread/send-message", jan, { threadId: thread!.id, content: "Szukam też dotacji z urzędu pracy." });
    await call("/interview/save", jan, {
      interviewId,
      answers: { monthlyRevenue: { value: 240000, unit: "PLN", period: "year" }, employees: 2 },
    });
    const [after] = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, thread!.id));
    expect(after!.profile).toMatchObject({ monthlyRevenue: 20000, employees: 2, activity: COMPLETE.activity });
    // What the chat learned and the interview no longer answers stays.
    expect(after!.profile).toMatchObject({ fundingNeeds: true });
    const stored = await t.database.db.select().from(advisorMessages).where(eq(advisorMessages.threadId, thread!.id));
    expect(stored.length).toBeGreaterThanOrEqual(3);
  });

  it("create-thread with the user's own interview starts with its profile", async () => {
    const [{ interviewId }] = (await t.database.db
      .select({ interviewId: interviews.id })
      .from(interviews)
      .where(eq(interviews.status, "finished"))) as [{ interviewId: string }];
    const created = await call("/thread/create-thread", jan, { interviewId });
    expect(created.status).toBe(200);
    const [thread] = await t.database.db
      .select()
      .from(advisorThreads)
      .where(eq(advisorThreads.id, created.body.threadId));
    expect(thread!.profile).toMatchObject({ monthlyRevenue: 20000, legalForm: "jdg" });
  });
});
