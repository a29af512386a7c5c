import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { type BusinessProfile, nextQuestion } from "../../src/domain/advisor/profile.ts";
import { PROFILE_FACT_NAMES } from "../../src/shared/business-profile.ts";
import { tokenFor } from "../support/graphql.ts";
import { COMPLETE_ANSWERS as COMPLETE } from "../support/interview-answers.ts";
import { useTestApp } from "../support/test-app.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/**
 * Every fact the advisor asks about, so that after the interview it has nothing left to ask: the
 * case that answered empty (each fact the profile contract knows is set).
 */
const EVERY_FACT: Record<string, unknown> = {
  stage: "starting",
  startDate: "2026-03-01",
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
};

/** Greetings, one-word acknowledgements, a bare topic and English: each answered (issue 21, finding 6). */
const SHORT_MESSAGES = ["Dzień dobry", "ok", "tak", "ZUS", "hello"];

/**
 * Issue 21, finding 6: after `interview/finish` the advisor answered short messages with an empty
 * reply, which the edge turned into 503 `assistantUnavailable`. Now every message gets a reply,
 * stored whole, streamed and with `Accept: application/json`.
 */
describe("the advisor after a finished interview", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  let token: string;

  const call = async (path: string, body: unknown, accept = "application/json") =>
    t.app.request(`/new-api${path}`, {
      method: "POST",
      headers: { accept, authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const json = async (path: string, body: unknown) => {
    const res = await call(path, body);
    return { status: res.status, body: (await res.json()) as Json };
  };

  /** A thread opened by finishing an interview through the REST routes. */
  const threadAfterInterview = async () => {
    const started = await json("/interview/start", {});
    expect(started.status).toBe(200);
    const { interviewId } = started.body;
    expect((await json("/interview/save", { interviewId, answers: COMPLETE })).status).toBe(200);
    const finished = await json("/interview/finish", { interviewId });
    expect(finished.status).toBe(200);
    const { threadId } = finished.body;
    expect((await json("/thread/start-thread", { threadId })).status).toBe(200);
    // Whatever the interview left open is filled in, so the advisor has no fact left to ask for.
    const set = Object.fromEntries(PROFILE_FACT_NAMES.map((fact) => [fact, EVERY_FACT[fact]]));
    const corrected = await json("/thread/profile", { threadId, set });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(nextQuestion(corrected.body.profile as BusinessProfile)).toBeNull();
    return threadId as string;
  };

  const lastStored = async (threadId: string) => {
    const { body } = await json("/thread/get-messages", { threadId });
    return body.messages.at(-1) as Json;
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
    token = await tokenFor(t.database.db, DEMO.member.email);
  });

  it.each(SHORT_MESSAGES)("answers %j whole (Accept: application/json) and stores the reply", async (content) => {
    const threadId = await threadAfterInterview();
    const res = await json("/thread/send-message", { threadId, content });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message.content.trim()).not.toBe("");
    const stored = await lastStored(threadId);
    expect(stored).toMatchObject({ role: "assistant", status: "complete", content: res.body.message.content });
  });

  it.each(SHORT_MESSAGES)("answers %j as a stream and stores the reply", async (content) => {
    const threadId = await threadAfterInterview();
    const res = await call("/thread/send-message", { threadId, content }, "text/event-stream");
    expect(res.status).toBe(200);
    const events = (await res.text())
      .split("\n")
      .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
      .map((line) => JSON.parse(line.slice(6)) as Json);
    expect(events.filter((e) => e.type === "error")).toEqual([]);
    const streamed = events
      .filter((e) => e.type === "text-delta")
      .map((e) => e.delta as string)
      .join("");
    expect(streamed.trim()).not.toBe("");
    const stored = await lastStored(threadId);
    expect(stored).toMatchObject({ role: "assistant", status: "complete" });
    expect(stored.content.trim()).not.toBe("");
  });

  it("answers every one of them in turn in one thread", async () => {
    const threadId = await threadAfterInterview();
    for (const content of SHORT_MESSAGES) {
      const res = await json("/thread/send-message", { threadId, content });
      expect(res.status, `${content}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.message.content.trim()).not.toBe("");
    }
    const { body } = await json("/thread/get-messages", { threadId });
    const replies = (body.messages as Json[]).filter((m) => m.role === "assistant").slice(1);
    expect(replies).toHaveLength(SHORT_MESSAGES.length);
    for (const reply of replies) expect(reply.content.trim()).not.toBe("");
  });
});
