import type { Db } from "../../db/client.ts";
import type { Actor } from "../access/actor.ts";
import {
  finishInterview,
  interviewProfile,
  interviewResponses,
  latestInterview,
  saveAnswers,
  startInterview,
} from "./interview.service.ts";
import { loadQuestionnaire } from "./questionnaire.ts";

/** The interview: its questionnaire (read once) and the user's interviews, by the domain's own names. */
export function createInterviewServices({ db }: { db: Db }) {
  const questionnaire = loadQuestionnaire();
  const deps = { db, questionnaire };
  return {
    questionnaire,
    startInterview: (actor: Actor) => startInterview(deps, actor),
    latestInterview: (actor: Actor) => latestInterview(deps, actor),
    saveAnswers: (actor: Actor, input: { interviewId: unknown; answers: unknown }) => saveAnswers(deps, actor, input),
    finishInterview: (actor: Actor, interviewId: unknown) => finishInterview(deps, actor, interviewId),
    /** In the account's language. */
    interviewResponses: (actor: Actor, interviewId: unknown) =>
      interviewResponses(deps, actor, interviewId, actor.user.locale === "en" ? "en" : "pl"),
    /** The business profile an interview gives (the user's own; notFound otherwise). */
    interviewProfile: (actor: Actor, interviewId: string) => interviewProfile(deps, actor, interviewId),
  };
}

export type InterviewServices = ReturnType<typeof createInterviewServices>;
