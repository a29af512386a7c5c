import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { interviews, advisorThreads } from "../../db/schema/index.ts";
import { type Answers, answerError, missingAnswers } from "../../shared/interview.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { type BusinessProfile, mergeProfile } from "../advisor/profile.ts";
import { createThread } from "../advisor/thread.service.ts";
import { AppError } from "../errors.ts";
import { profileFromAnswers } from "./interview-profile.ts";
import type { InterviewLang, Questionnaire } from "./questionnaire.ts";

export type InterviewRow = typeof interviews.$inferSelect;

export interface InterviewDeps {
  db: Db;
  questionnaire: Questionnaire;
}

const view = (row: InterviewRow) => ({ interviewId: row.id, status: row.status, answers: row.answers as Answers });

/** The actor's own interview, or notFound (another user's interview is not revealed). */
async function ownInterview(db: Db, actor: Actor, interviewId: unknown): Promise<InterviewRow> {
  if (typeof interviewId !== "string" || !isUuid(interviewId)) throw new AppError("notFound");
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), eq(interviews.userId, actor.user.id)));
  if (!row) throw new AppError("notFound");
  return row;
}

/** The user's open interview, or a new one (one open interview per user, also under a race). */
export async function startInterview({ db, questionnaire }: InterviewDeps, actor: Actor, now = new Date()) {
  const open = () =>
    db
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.userId, actor.user.id), eq(interviews.status, "open")));
  const [existing] = await open();
  if (existing) return { interviewId: existing.id };
  await db
    .insert(interviews)
    .values({ userId: actor.user.id, version: questionnaire.version, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [created] = await open();
  return { interviewId: created!.id };
}

/** The user's most recent interview (open or finished), for the interview page. */
export async function latestInterview({ db }: InterviewDeps, actor: Actor): Promise<ReturnType<typeof view> | null> {
  const [row] = await db
    .select()
    .from(interviews)
    .where(eq(interviews.userId, actor.user.id))
    .orderBy(desc(interviews.createdAt))
    .limit(1);
  return row ? view(row) : null;
}

/**
 * Saves some answers (null clears one). Every answer is checked against its question first and
 * an invalid one refuses the whole request, so nothing is saved. The answers are merged in one
 * statement, so answers saved at the same moment from two fields do not overwrite each other.
 * Once the interview is finished, the open thread it started gets the changed profile.
 */
export async function saveAnswers(
  { db, questionnaire }: InterviewDeps,
  actor: Actor,
  input: { interviewId: unknown; answers: unknown },
  now = new Date(),
) {
  const row = await ownInterview(db, actor, input.interviewId);
  if (typeof input.answers !== "object" || input.answers === null || Array.isArray(input.answers))
    throw new AppError("validation", { fields: { answers: ["invalid"] } });
  const set: Answers = {};
  const cleared: string[] = [];
  const fields: Record<string, string[]> = {};
  for (const [id, value] of Object.entries(input.answers)) {
    const question = questionnaire.byId.get(id);
    if (!question) fields[id] = ["unknownQuestion"];
    else if (value === null) cleared.push(id);
    else {
      const error = answerError(question, value);
      if (error) fields[id] = [error];
      else set[id] = question.kind === "text" ? (value as string).trim() : (value as Answers[string]);
    }
  }
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  const [saved] = await db
    .update(interviews)
    .set({
      answers: sql`(${interviews.answers} || ${JSON.stringify(set)}::jsonb)${sql.join(
        cleared.map((id) => sql` - ${id}::text`),
      )}`,
      updatedAt: now,
    })
    .where(eq(interviews.id, row.id))
    .returning();
  if (saved!.status === "finished") await refreshThreadProfile(db, questionnaire, saved!);
  return { interviewId: saved!.id, status: saved!.status };
}

/** The open thread an interview started takes the profile of the edited answers. */
async function refreshThreadProfile(db: Db, questionnaire: Questionnaire, row: InterviewRow) {
  const fromAnswers = profileFromAnswers(questionnaire, row.answers as Answers);
  const [thread] = await db
    .select({ id: advisorThreads.id, profile: advisorThreads.profile })
    .from(advisorThreads)
    .where(
      and(
        eq(advisorThreads.interviewId, row.id),
        eq(advisorThreads.userId, row.userId),
        eq(advisorThreads.status, "open"),
      ),
    );
  if (!thread) return;
  await db
    .update(advisorThreads)
    .set({ profile: mergeProfile(thread.profile as BusinessProfile, fromAnswers) as Record<string, unknown> })
    .where(eq(advisorThreads.id, thread.id));
}

/**
 * Finishes the interview: every required question that is shown must have an answer
 * (validation error naming them otherwise), then a new thread seeded with the profile opens
 * (the current open thread is abandoned, as with create-thread). Finishing again while that
 * thread is open answers the same thread.
 */
export async function finishInterview(
  { db, questionnaire }: InterviewDeps,
  actor: Actor,
  interviewId: unknown,
  now = new Date(),
) {
  const row = await ownInterview(db, actor, interviewId);
  const answers = row.answers as Answers;
  const missing = missingAnswers(questionnaire.questions, answers);
  if (missing.length)
    throw new AppError("validation", { fields: Object.fromEntries(missing.map((id) => [id, ["required"]])) });
  if (row.status === "finished") {
    const [open] = await db
      .select({ id: advisorThreads.id })
      .from(advisorThreads)
      .where(
        and(
          eq(advisorThreads.interviewId, row.id),
          eq(advisorThreads.userId, actor.user.id),
          eq(advisorThreads.status, "open"),
        ),
      );
    if (open) return { threadId: open.id };
  }
  const profile = profileFromAnswers(questionnaire, answers);
  const { threadId } = await createThread(db, actor, { interviewId: row.id, profile }, now);
  await db
    .update(interviews)
    .set({ status: "finished", finishedAt: row.finishedAt ?? now, updatedAt: now })
    .where(eq(interviews.id, row.id));
  return { threadId };
}

/** The answers with the questions in the user's language (POST /interview/get-responses; owner only). */
export async function interviewResponses(
  { db, questionnaire }: InterviewDeps,
  actor: Actor,
  interviewId: unknown,
  lang: InterviewLang,
) {
  const row = await ownInterview(db, actor, interviewId);
  const sections = questionnaire.localized(lang);
  return {
    interviewId: row.id,
    status: row.status,
    answers: row.answers as Answers,
    questions: sections.flatMap((s) => s.questions),
    sections: sections.map(({ id, title, intro }) => ({ id, title, intro })),
  };
}

/** The profile an interview gives, for a thread created with its id (owner only). */
export async function interviewProfile({ db, questionnaire }: InterviewDeps, actor: Actor, interviewId: unknown) {
  const row = await ownInterview(db, actor, interviewId);
  return profileFromAnswers(questionnaire, row.answers as Answers);
}
