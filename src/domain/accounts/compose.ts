import type { Db } from "../../db/client.ts";
import type { HelpListFilter, HelpStatusAction } from "../../shared/help-request-statuses.ts";
import type { HelpInput } from "../../shared/contracts/help.ts";
import type { SignUpInput } from "../../shared/contracts/account.ts";
import type { Actor } from "../access/actor.ts";
import type { RateLimiter } from "../access/rate-limiter.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { JobRegistry } from "../ports/jobs.ts";
import {
  assignHelpRequest,
  changeHelpRequestStatus,
  helpRequestDetail,
  listHelpRequests,
  replyToHelpRequest,
} from "./help-desk.service.ts";
import { createHelpRequest } from "./help-request.service.ts";
import { listOwnHelpRequests } from "./my-help-requests.service.ts";
import type { LockoutPolicy } from "./lockout.ts";
import { changePassword, requestPasswordReset, resetPassword } from "./password-change.service.ts";
import {
  deletionRequestedAt,
  exportUserData,
  requestAccountDeletion,
  setUserLocale,
  signOutEverywhere,
  updateOwnName,
} from "./profile.service.ts";
import { isPromoCodeAvailable } from "./promo-codes.ts";
import { actorFromToken, revokeSession } from "./session.service.ts";
import { signIn } from "./sign-in.service.ts";
import { confirmAccount, isTinAvailable, resendConfirmation, signUp } from "./sign-up.service.ts";
import { mailResumeLink, openDraft, resumeDraft, saveDraftStep, startDraft } from "./registration-drafts.ts";
import { submitDraft, submittedDraft } from "./registration-submit.ts";
import { registrationSweepJob, sweepUnactivatedRegistrations } from "./registration-sweep.ts";

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  rateLimits: RateLimiter;
  lockout: LockoutPolicy;
  jobs: JobRegistry;
}

type PasswordInput = { password: string; passwordConfirmation: string; baseUrl: string };

/**
 * Accounts: sessions, sign-in and sign-up, passwords, the own profile and help requests, by the
 * domain's own names. Calls from a client (`clientKey`, its address) are charged first.
 */
export function createAccountServices({ db, mailer, rateLimits, lockout, jobs }: AccountDeps) {
  jobs.register(registrationSweepJob(db));
  const charged = async <T>(action: Parameters<RateLimiter["consume"]>[0], key: string, work: () => Promise<T>) => {
    await rateLimits.consume(action, key);
    return work();
  };
  return {
    actorFromToken: (token: string | undefined) => actorFromToken(db, token),
    revokeSession: (sessionId: string) => revokeSession(db, sessionId),
    signIn: (input: { email: string; password: string; userAgent?: string; clientKey: string }) =>
      charged("signIn", input.clientKey, () => signIn(db, input, { lockout })),
    requestPasswordReset: (input: { email: string; baseUrl: string; clientKey: string }) =>
      charged("tokenRequest", input.clientKey, async () => void (await requestPasswordReset({ db, mailer }, input))),
    resetPassword: (input: PasswordInput & { token: string }) => resetPassword({ db, mailer }, input),
    changePassword: (actor: Actor, input: PasswordInput & { oldPassword: string }) =>
      changePassword({ db, mailer }, actor, input),
    signUp: (input: SignUpInput & { locale: string; baseUrl: string; clientKey: string }) =>
      charged("signUp", input.clientKey, () => signUp({ db, mailer }, input)),
    confirmAccount: (token: string) => confirmAccount({ db }, token),
    /** The sign-up wizard's draft (registration-drafts.ts): each step saved server-side, "finish later" by mail. */
    registration: {
      openDraft: (token: string | undefined) => openDraft(db, token),
      /** Steps are charged per client (registrationStep): each writes a draft row. */
      startDraft: (locale: string, clientKey: string) =>
        charged("registrationStep", clientKey, () => startDraft(db, locale)),
      saveDraftStep: (draftId: string, input: Parameters<typeof saveDraftStep>[2] & { clientKey: string }) =>
        charged("registrationStep", input.clientKey, () => saveDraftStep(db, draftId, input)),
      mailResumeLink: (draftId: string, input: { baseUrl: string; clientKey: string }) =>
        charged("tokenRequest", input.clientKey, () =>
          mailResumeLink({ db, mailer, rateLimits }, draftId, input.baseUrl),
        ),
      resumeDraft: (resumeToken: string) => resumeDraft(db, resumeToken),
      submitDraft: (draftId: string, input: Parameters<typeof submitDraft>[2] & { clientKey: string }) =>
        charged("signUp", input.clientKey, () => submitDraft({ db, mailer }, draftId, input)),
      /** A repeated final submit after the first finished: the account that draft made. */
      submittedDraft: (token: string | undefined) => submittedDraft(db, token),
      sweepUnactivatedRegistrations: (now?: Date) => sweepUnactivatedRegistrations(db, now),
    },
    resendConfirmation: (input: { email: string; baseUrl: string; clientKey: string }) =>
      charged("tokenRequest", input.clientKey, async () => void (await resendConfirmation({ db, mailer }, input))),
    isPromoCodeAvailable: (code: string, clientKey: string) =>
      charged("availability", clientKey, () => isPromoCodeAvailable(db, code)),
    isTinAvailable: (tin: string, clientKey: string) =>
      charged("availability", clientKey, () => isTinAvailable(db, tin)),
    createHelpRequest: (
      actor: Actor | null,
      input: HelpInput & { locale: string; baseUrl: string; clientKey: string },
    ) => charged("helpForm", input.clientKey, () => createHelpRequest({ db, mailer }, actor, input)),
    listHelpRequests: (actor: Actor | null, filter?: HelpListFilter) => listHelpRequests(db, actor, filter),
    helpRequestDetail: (actor: Actor | null, id: string) => helpRequestDetail(db, actor, id),
    changeHelpRequestStatus: (actor: Actor | null, input: { id: string; action: HelpStatusAction }) =>
      changeHelpRequestStatus({ db, mailer }, actor, input),
    replyToHelpRequest: (
      actor: Actor | null,
      input: { id: string; message: string; close?: boolean; baseUrl: string },
    ) => replyToHelpRequest({ db, mailer }, actor, input),
    assignHelpRequest: (actor: Actor | null, input: { id: string; assigneeId: string | null }) =>
      assignHelpRequest({ db, mailer }, actor, input),
    /** A signed-in user's own help requests with their status and the replies sent to them. */
    listOwnHelpRequests: (actor: Actor | null) => listOwnHelpRequests(db, actor),
    signOutEverywhere: (actor: Actor) => signOutEverywhere(db, actor),
    setUserLocale: (actor: Actor, locale: "pl" | "en") => setUserLocale(db, actor, locale),
    updateOwnName: (actor: Actor, input: { name: string; surname: string }) => updateOwnName(db, actor, input),
    exportUserData: (actor: Actor) => exportUserData(db, actor),
    deletionRequestedAt: (actor: Actor) => deletionRequestedAt(db, actor),
    requestAccountDeletion: (actor: Actor, baseUrl: string) => requestAccountDeletion({ db, mailer }, actor, baseUrl),
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
