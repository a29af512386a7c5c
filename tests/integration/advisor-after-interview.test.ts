import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { type BusinessProfile, nextQuestion } from "../../src/domain/advisor/profile.ts";
import { PROFILE_FACT_NAMES } from "../../src/shared/business-profile.ts";
import { tokenFor } from "../support/graphql.ts";
import { COMPLETE_ANSWERS as COMPLETE } from "../support/interview-answers.ts";
import { expectStatus, restAs, streamEvents, wholeReply } from "../support/rest-client.ts";
import { useTestApp } from "../support/test-app.ts";

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

/** Greetings, one-word acknowledgements, a bare topic and English: each answered. */
const SHORT_MESSAGES = ["Dzień dobry", "ok", "tak", "ZUS", "hello"];

/**
 * After `interview/finish` the advisor answered short messages with an empty
 * reply, which the edge turned into 503 `assistantUnavailable`. Now every message gets a reply,
 * stored whole, streamed and with `Accept: application/json`.
 */
describe("the advisor after a finished interview", () => {
  const t = useTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  let token: string;

  const api = (accept = "application/json") => restAs(() => t.app, token, { accept });

  /** A thread opened by finishing an interview through the REST routes. */
  const threadAfterInterview = async () => {
    const { interviewId } = await expectStatus(api().interview.start.$post(), 200);
    await expectStatus(api().interview.save.$post({ json: { interviewId, answers: COMPLETE } }), 200);
    const { threadId } = await expectStatus(api().interview.finish.$post({ json: { interviewId } }), 200);
    await expectStatus(api().thread["start-thread"].$post({ json: { threadId } }), 200);
    // Whatever the interview left open is filled in, so the advisor has no fact left to ask for.
    const set = Object.fromEntries(PROFILE_FACT_NAMES.map((fact) => [fact, EVERY_FACT[fact]]));
    const corrected = await expectStatus(api().thread.profile.$post({ json: { threadId, set } }), 200);
    expect(nextQuestion(corrected.profile as BusinessProfile)).toBeNull();
    return threadId;
  };
  const messagesOf = async (threadId: string) =>
    (await expectStatus(api().thread["get-messages"].$post({ json: { threadId } }), 200)).messages;
  const lastStored = async (threadId: string) => (await messagesOf(threadId)).at(-1)!;
  const sendWhole = async (threadId: string, content: string) =>
    wholeReply(await expectStatus(api().thread["send-message"].$post({ json: { threadId, content } }), 200));

  beforeAll(async () => {
    await seedDemo(t.database.db);
    token = await tokenFor(t.database.db, DEMO.member.email);
  });

  it.each(SHORT_MESSAGES)("answers %j whole (Accept: application/json) and stores the reply", async (content) => {
    const threadId = await threadAfterInterview();
    const reply = await sendWhole(threadId, content);
    expect(reply.content.trim()).not.toBe("");
    const stored = await lastStored(threadId);
    expect(stored).toMatchObject({ role: "assistant", status: "complete", content: reply.content });
  });

  it.each(SHORT_MESSAGES)("answers %j as a stream and stores the reply", async (content) => {
    const threadId = await threadAfterInterview();
    const res = await api("text/event-stream").thread["send-message"].$post({ json: { threadId, content } });
    expect(res.status).toBe(200);
    const events = streamEvents(await res.text());
    expect(events.filter((e) => e.type === "error")).toEqual([]);
    const streamed = events
      .filter((e) => e.type === "text-delta")
      .map((e) => e.delta)
      .join("");
    expect(streamed.trim()).not.toBe("");
    const stored = await lastStored(threadId);
    expect(stored).toMatchObject({ role: "assistant", status: "complete" });
    expect(stored.content.trim()).not.toBe("");
  });

  it("answers every one of them in turn in one thread", async () => {
    const threadId = await threadAfterInterview();
    for (const content of SHORT_MESSAGES) {
      expect((await sendWhole(threadId, content)).content.trim(), content).not.toBe("");
    }
    const replies = (await messagesOf(threadId)).filter((m) => m.role === "assistant").slice(1);
    expect(replies).toHaveLength(SHORT_MESSAGES.length);
    for (const reply of replies) expect(reply.content.trim()).not.toBe("");
  });
});
