import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { interviews, advisorMessages, advisorThreads } from "../../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { tokenFor } from "../support/graphql.ts";
import { COMPLETE_ANSWERS as COMPLETE } from "../support/interview-answers.ts";
import { answer, expectRefusal, expectStatus, restAs } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

describe("/new-api/interview", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  let anna: string;
  let jan: string;
  const api = (token?: string) => restAs(() => t.app, token, { origin: "http://localhost" });
  const start = async (token: string) => (await expectStatus(api(token).interview.start.$post(), 200)).interviewId;
  const save = (token: string, interviewId: string, answers: Record<string, unknown>) =>
    api(token).interview.save.$post({ json: { interviewId, answers } });
  const finish = (token: string, interviewId: string) => api(token).interview.finish.$post({ json: { interviewId } });
  const responses = (token: string, interviewId: string) =>
    api(token).interview["get-responses"].$post({ json: { interviewId } });
  const answersOf = async (id: string) =>
    (await t.database.db.select().from(interviews).where(eq(interviews.id, id)))[0]!.answers;

  beforeAll(async () => {
    await seedDemo(t.database.db);
    anna = await tokenFor(t.database.db, DEMO.admin.email);
    jan = await tokenFor(t.database.db, DEMO.member.email);
  });

  it("start creates one open interview and resumes it on the next call", async () => {
    const first = await start(jan);
    expect(await start(jan)).toBe(first);
    const both = await Promise.all([start(jan), start(jan)]);
    expect(both).toEqual([first, first]);
  });

  it("save merges answers, clears one with null, and keeps answers saved at the same moment", async () => {
    const interviewId = await start(anna);
    const saved = await answer(save(anna, interviewId, { stage: "idea" }));
    expect(saved).toEqual({ status: 200, body: { interviewId, status: "open" } });
    await Promise.all([
      expectStatus(save(anna, interviewId, { customers: "b2c" }), 200),
      expectStatus(save(anna, interviewId, { founders: 2 }), 200),
      expectStatus(save(anna, interviewId, { activity: "  Kawiarnia z ciastami  " }), 200),
    ]);
    expect(await answersOf(interviewId)).toEqual({
      stage: "idea",
      customers: "b2c",
      founders: 2,
      activity: "Kawiarnia z ciastami",
    });
    await expectStatus(save(anna, interviewId, { founders: null }), 200);
    expect(await answersOf(interviewId)).not.toHaveProperty("founders");
  });

  it("refuses malformed answers whole with a code per question, and saves nothing", async () => {
    const interviewId = await start(anna);
    const before = await answersOf(interviewId);
    const refused = await expectStatus(
      save(anna, interviewId, {
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
      }),
      400,
    );
    expect(refused.error.code).toBe("validation");
    expect(refused.error.fields).toEqual({
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
    // @ts-expect-error the contract takes answers by question: a list is refused too
    const notAnObject = await api(anna).interview.save.$post({ json: { interviewId, answers: [1, 2] } });
    expect(notAnObject.status).toBe(400);
    const tooMuch = await expectStatus(
      save(anna, interviewId, { monthlyRevenue: { value: 200_000, unit: "kPLN", period: "month" } }),
      400,
    );
    expect(tooMuch.error.fields).toEqual({ monthlyRevenue: ["tooLarge"] });
    for (const startDate of ["1 marca", "2027-3-1", 20270301, "2100-01-01"]) {
      const wrongDate = await expectStatus(save(anna, interviewId, { startDate }), 400);
      expect(wrongDate.error.fields, String(startDate)).toEqual({ startDate: ["invalidDate"] });
    }
  });

  it("another user's interview is 404 on every call, and nothing of it changes", async () => {
    const interviewId = await start(anna);
    const before = await answersOf(interviewId);
    for (const [path, attempt] of [
      ["/interview/save", () => save(jan, interviewId, { stage: "running" })],
      ["/interview/finish", () => finish(jan, interviewId)],
      ["/interview/get-responses", () => responses(jan, interviewId)],
      ["/thread/create-thread", () => api(jan).thread["create-thread"].$post({ json: { interviewId } })],
    ] as const) {
      const refused = await expectRefusal(attempt(), 404);
      expect(refused.error.code, path).toBe("notFound");
    }
    expect(await answersOf(interviewId)).toEqual(before);
    expect((await responses(anna, "not-a-uuid")).status).toBe(404);
    expect((await api().interview.start.$post()).status).toBe(401);
  });

  it("get-responses answers the owner with the questions in the user's language", async () => {
    const interviewId = await start(anna);
    const res = await expectStatus(responses(anna, interviewId), 200);
    expect(res.interviewId).toBe(interviewId);
    expect(res.status).toBe("open");
    expect(res.answers.stage).toBe("idea");
    const revenue = res.questions.find((q) => q.id === "monthlyRevenue");
    expect(revenue).toMatchObject({
      section: "money",
      kind: "amount",
      required: true,
      label: "Jakiego przychodu się spodziewasz?",
    });
    expect(revenue!.help).toMatch(/240 000 zł/);
    const partners = res.questions.find((q) => q.id === "partnerForm");
    expect(partners!.showIf).toEqual({ question: "founders", greaterThan: 1 });
    expect(partners!.optionLabels!.spzoo).toBe("Spółka z o.o.");
    expect(res.sections.map((s) => s.id)).toEqual([
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
    const interviewId = await start(jan);
    const { soloForm: _solo, ...withoutForm } = COMPLETE;
    await expectStatus(save(jan, interviewId, { ...withoutForm, fundingNeeds: true }), 200);
    const refused = await expectStatus(finish(jan, interviewId), 400);
    expect(refused.error.fields).toEqual({ soloForm: ["required"], fundingSources: ["required"] });
    const open = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.interviewId, interviewId));
    expect(open).toHaveLength(0);
  });

  it("finish opens a thread seeded with the profile, and the advisor greets with a summary of the user's figures", async () => {
    const interviewId = await start(jan);
    await expectStatus(
      save(jan, interviewId, { ...COMPLETE, fundingSources: null, fundingNeeds: false, startDate: "2027-03-01" }),
      200,
    );
    const { threadId } = await expectStatus(finish(jan, interviewId), 200);
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
    const latest = await expectStatus(api(jan).thread["latest-thread"].$get(), 200);
    expect(latest.thread!.threadId).toBe(threadId);
    const started = await expectStatus(api(jan).thread["start-thread"].$post({ json: { threadId } }), 200);
    const opening = started.messages[0]!.content;
    expect(opening).toMatch(/wywiad/);
    expect(opening).toMatch(/15\s000\szł/); // the monthly revenue
    expect(opening).toMatch(/180\s000\szł/); // the year's revenue in the calculators' comparison
    expect(opening).toMatch(/ulga na start/);
    expect(opening).toContain("start firmy: 1 marca 2027"); // the start date among the facts
    // Finishing again while that thread is open answers the same thread.
    expect((await expectStatus(finish(jan, interviewId), 200)).threadId).toBe(threadId);
    expect((await expectStatus(responses(jan, interviewId), 200)).status).toBe("finished");
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
    await expectStatus(save(jan, interviewId, { fundingNeeds: null }), 200);
    const content = "Szukam też dotacji z urzędu pracy.";
    await expectStatus(api(jan).thread["send-message"].$post({ json: { threadId: thread!.id, content } }), 200);
    await expectStatus(
      save(jan, interviewId, { monthlyRevenue: { value: 240000, unit: "PLN", period: "year" }, employees: 2 }),
      200,
    );
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
    const created = await expectStatus(api(jan).thread["create-thread"].$post({ json: { interviewId } }), 200);
    const [thread] = await t.database.db.select().from(advisorThreads).where(eq(advisorThreads.id, created.threadId));
    expect(thread!.profile).toMatchObject({ monthlyRevenue: 20000, legalForm: "jdg" });
  });
});
