import type { Database } from "../db/client.ts";
import { AppError } from "../domain/errors.ts";
import { migrationsApplied } from "../db/migrate.ts";
import { actorFromToken, revokeSession } from "../domain/accounts/session.service.ts";
import { changePassword, requestPasswordReset, resetPassword } from "../domain/accounts/password-change.service.ts";
import type { Actor } from "../domain/accounts/session.service.ts";
import { createHelpRequest } from "../domain/accounts/help-request.service.ts";
import {
  assignHelpRequest,
  changeHelpRequestStatus,
  helpRequestDetail,
  listHelpRequests,
  replyToHelpRequest,
} from "../domain/accounts/help-desk.service.ts";
import type { HelpListFilter, HelpStatusAction } from "../shared/help-request-statuses.ts";
import {
  deletionRequestedAt,
  exportUserData,
  requestAccountDeletion,
  setUserLocale,
  signOutEverywhere,
  updateOwnName,
} from "../domain/accounts/profile.service.ts";
import { isPromoCodeAvailable } from "../domain/accounts/promo-codes.ts";
import { signIn } from "../domain/accounts/sign-in.service.ts";
import type { HelpInput } from "../shared/help-rules.ts";
import { confirmAccount, isTinAvailable, resendConfirmation, signUp } from "../domain/accounts/sign-up.service.ts";
import type { SignUpInput } from "../shared/sign-up-rules.ts";
import { demoRegister } from "../domain/companies/demo-register.ts";
import { createGusRegister } from "../domain/companies/gus-register.ts";
import { createMailer } from "../domain/mail/mailer.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";
import { admitAddEmployee, createRateLimits } from "./rate-limits.ts";
import { listOutbox } from "../domain/mail/outbox.ts";
import { restrictionsOf } from "../domain/access/restrictions.service.ts";
import { changeCompanyStatus, changeUserStatus } from "../domain/companies/company-status.service.ts";
import { companyDetail, findCompanies, listCompanies } from "../domain/companies/company-directory.service.ts";
import { myCompany, updateCompany } from "../domain/companies/company-info.service.ts";
import { addEmployee, listEmployees, resendInvitation, updateEmployee } from "../domain/companies/employees.service.ts";
import type { CompanyDetailsInput, NewEmployeeInput } from "../shared/company-rules.ts";
import { createKnowledgeSearch, type KnowledgeSearch } from "../domain/knowledge/search.ts";
import { prepareReply, regenerateReply } from "../domain/assistant/reply.service.ts";
import { threadProfileView, undoLearned, updateProfileFacts } from "../domain/assistant/profile-edit.service.ts";
import {
  finishInterview,
  interviewProfile,
  interviewResponses,
  latestInterview,
  saveAnswers,
  startInterview,
} from "../domain/interview/interview.service.ts";
import { loadQuestionnaire } from "../domain/interview/questionnaire.ts";
import { createLlm } from "../domain/assistant/providers/llm.ts";
import {
  archiveThread,
  checkAndReset,
  createThread,
  latestThread,
  listMessages,
  pastThreads,
  startThread,
  type ThreadPolicy,
} from "../domain/assistant/thread.service.ts";
import path from "node:path";
import { directoryStore } from "../domain/guides/file-store.ts";
import { s3Store } from "../domain/guides/s3-store.ts";
import { guideContent, guideIcs, guidePdf, retryGuide } from "../domain/guides/guide-files.service.ts";
import { generateGuide, markGuideFailed } from "../domain/guides/guide-generator.ts";
import { createGuideJobs } from "../domain/guides/guide-jobs.ts";
import { createPdfRenderer } from "../domain/guides/pdf-renderer.ts";
import { createGuideNarrator } from "../domain/guides/guide-narrative.ts";
import { guideStatus, listGuides, requestGuide } from "../domain/guides/guide-request.service.ts";
import { type CompareInput, compareTaxForms } from "../domain/tax/compare.ts";
import { flattenParameters, PARAMETERS_2026 } from "../domain/tax/parameters-2026.ts";
import type { CompanyAction, CompanyStatus, UserAction } from "../shared/statuses.ts";

/**
 * The services every transport (REST, GraphQL, React Router loaders) calls in-process.
 * Loaders receive this object through the router context, so the domain code and the database
 * exist once per process, not once per bundle.
 */
export function createServices(deps: { config: Config; database: Database; logger: Logger }) {
  const { database, config } = deps;
  const db = database.db;
  const lockout = {
    maxFailures: config.LOCKOUT_ATTEMPTS,
    windowMs: config.LOCKOUT_WINDOW_MINUTES * 60_000,
    lockMs: config.LOCKOUT_MINUTES * 60_000,
  };
  const mailer = createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: deps.logger });
  const companyRegister = config.GUS_API_KEY
    ? createGusRegister({ apiKey: config.GUS_API_KEY, url: config.GUS_API_URL })
    : demoRegister;
  const trial = { days: config.TRIAL_DAYS, guides: config.TRIAL_GUIDES };
  let knowledge: KnowledgeSearch | undefined;
  const questionnaire = loadQuestionnaire();
  const interviewDeps = { db, questionnaire };
  // Generated files: an S3-compatible bucket with S3_ENDPOINT and S3_BUCKET, DATA_DIR/files otherwise.
  const store =
    config.S3_ENDPOINT && config.S3_BUCKET
      ? s3Store({
          endpoint: config.S3_ENDPOINT,
          bucket: config.S3_BUCKET,
          accessKey: config.S3_ACCESS_KEY ?? "",
          secretKey: config.S3_SECRET_KEY ?? "",
          region: config.S3_REGION,
        })
      : directoryStore(path.join(config.dataDir, "files"));
  const llm =
    config.LLM_BASE_URL && config.LLM_MODEL
      ? createLlm({
          baseURL: config.LLM_BASE_URL,
          model: config.LLM_MODEL,
          apiKey: config.LLM_API_KEY,
          timeoutMs: config.LLM_TIMEOUT_MS,
          maxRetries: config.LLM_MAX_RETRIES,
        })
      : null;
  const searchIndex = () => (knowledge ??= createKnowledgeSearch());
  const narrate = llm ? createGuideNarrator(llm, searchIndex, deps.logger) : undefined;
  const renderer = createPdfRenderer();
  const jobs = createGuideJobs({
    database,
    log: deps.logger,
    generate: (guideId) => generateGuide({ db, store, renderer, narrate }, guideId),
    fail: (guideId, code) => markGuideFailed(db, guideId, code),
    retryDelaySeconds: config.GUIDE_RETRY_DELAY_SECONDS,
  });
  const rateLimits = createRateLimits({ database, redisUrl: config.REDIS_URL, scale: config.RATE_LIMIT_SCALE });
  return {
    ...deps,
    health: {
      /** Ready when the database answers and every migration is applied (`/readyz`). */
      ready: async (): Promise<boolean> => {
        try {
          await database.ping();
          return await migrationsApplied(database);
        } catch {
          return false;
        }
      },
    },
    rateLimits,
    mailer,
    /** GUS REGON with GUS_API_KEY, the built-in demo register otherwise (one interface). */
    companyRegister,
    /**
     * The sign-up form's register lookup (/gus/:tin and the form's own button), rate-limited per
     * client. Null when the register has no such company; RegisterUnavailableError passes through.
     */
    lookupCompany: async (tin: string, clientKey: string) => {
      await rateLimits.consume("availability", clientKey);
      const company = await companyRegister.lookup(tin);
      return company ? { company, available: await isTinAvailable(db, tin) } : null;
    },
    /** Links in mail: PUBLIC_URL, or the origin the request came to. */
    baseUrl: (requestOrigin: string) => config.PUBLIC_URL?.replace(/\/+$/, "") ?? requestOrigin,
    accounts: {
      /** `clientKey` (the client's address) is charged against the sign-in rate limit first. */
      signIn: async (input: { email: string; password: string; userAgent?: string; clientKey: string }) => {
        await rateLimits.consume("signIn", input.clientKey);
        return signIn(db, input, { lockout });
      },
      requestPasswordReset: async (input: { email: string; baseUrl: string; clientKey: string }) => {
        await rateLimits.consume("tokenRequest", input.clientKey);
        await requestPasswordReset({ db, mailer }, input);
      },
      resetPassword: (input: { token: string; password: string; passwordConfirmation: string; baseUrl: string }) =>
        resetPassword({ db, mailer }, input),
      changePassword: (
        actor: Actor,
        input: { oldPassword: string; password: string; passwordConfirmation: string; baseUrl: string },
      ) => changePassword({ db, mailer }, actor, input),
      signUp: async (input: SignUpInput & { locale: string; baseUrl: string; clientKey: string }) => {
        await rateLimits.consume("signUp", input.clientKey);
        return signUp({ db, mailer }, input);
      },
      confirmAccount: (token: string) => confirmAccount({ db }, token),
      resendConfirmation: async (input: { email: string; baseUrl: string; clientKey: string }) => {
        await rateLimits.consume("tokenRequest", input.clientKey);
        await resendConfirmation({ db, mailer }, input);
      },
      isPromoCodeAvailable: async (code: string, clientKey: string) => {
        await rateLimits.consume("availability", clientKey);
        return isPromoCodeAvailable(db, code);
      },
      isTinAvailable: async (tin: string, clientKey: string) => {
        await rateLimits.consume("availability", clientKey);
        return isTinAvailable(db, tin);
      },
      createHelpRequest: async (
        actor: Actor | null,
        input: HelpInput & { locale: string; baseUrl: string; clientKey: string },
      ) => {
        await rateLimits.consume("helpForm", input.clientKey);
        return createHelpRequest({ db, mailer }, actor, input);
      },
      /** Staff's side of help requests (issue 23): list, detail, take/close/reopen, reply by mail, assign. */
      listHelpRequests: (actor: Actor | null, filter?: HelpListFilter) => listHelpRequests(db, actor, filter),
      helpRequest: (actor: Actor | null, id: string) => helpRequestDetail(db, actor, id),
      changeHelpRequestStatus: (actor: Actor | null, input: { id: string; action: HelpStatusAction }) =>
        changeHelpRequestStatus({ db, mailer }, actor, input),
      replyToHelpRequest: (
        actor: Actor | null,
        input: { id: string; message: string; close?: boolean; baseUrl: string },
      ) => replyToHelpRequest({ db, mailer }, actor, input),
      assignHelpRequest: (actor: Actor | null, input: { id: string; assigneeId: string | null }) =>
        assignHelpRequest({ db, mailer }, actor, input),
      signOutEverywhere: (actor: Actor) => signOutEverywhere(db, actor),
      setLocale: (actor: Actor, locale: "pl" | "en") => setUserLocale(db, actor, locale),
      updateName: (actor: Actor, input: { name: string; surname: string }) => updateOwnName(db, actor, input),
      exportData: (actor: Actor) => exportUserData(db, actor),
      deletionRequestedAt: (actor: Actor) => deletionRequestedAt(db, actor),
      requestDeletion: (actor: Actor, baseUrl: string) => requestAccountDeletion({ db, mailer }, actor, baseUrl),
      /** The newest messages of the outbox (development and tests; /dev/outbox). */
      outbox: (limit = 50) => listOutbox(db, limit),
    },
    /**
     * Companies, employees, statuses and restrictions. Every call takes the acting user; the
     * domain checks the permission and scopes company data to the actor's company.
     */
    companies: {
      list: (
        actor: Actor | null,
        input: {
          phrase?: string | null;
          status?: CompanyStatus | null;
          page?: number | null;
          pageSize?: number | null;
        },
      ) => listCompanies(db, actor, input),
      detail: (actor: Actor | null, companyId: string) => companyDetail(db, actor, companyId),
      find: (actor: Actor | null, phrase: string) => findCompanies(db, actor, phrase),
      changeStatus: (
        actor: Actor | null,
        input: { companyId: string; action: CompanyAction; reason?: string | null; baseUrl: string },
      ) => changeCompanyStatus({ db, mailer, trial }, actor, input),
      changeUserStatus: (
        actor: Actor | null,
        input: { userId: string; action: UserAction; reason?: string | null; baseUrl: string },
      ) => changeUserStatus({ db, mailer }, actor, input),
      mine: (actor: Actor | null) => myCompany(db, actor),
      update: (actor: Actor | null, input: CompanyDetailsInput & { companyId?: string | null }) =>
        updateCompany(db, actor, input),
      employees: (actor: Actor | null) => listEmployees(db, actor),
      /** Charged per admin and per company first (issue 21): every edge (GraphQL, the page's form) alike. */
      addEmployee: async (actor: Actor | null, input: NewEmployeeInput & { baseUrl: string }) => {
        await admitAddEmployee(rateLimits, actor);
        return addEmployee({ db, mailer }, actor, input);
      },
      /** An invitation sent again mails as adding does: charged against the same budgets. */
      resendInvitation: async (actor: Actor | null, input: { userId: string; baseUrl: string }) => {
        await admitAddEmployee(rateLimits, actor);
        return resendInvitation({ db, mailer }, actor, input);
      },
      updateEmployee: (
        actor: Actor | null,
        input: { userId: string; isActive?: boolean | null; isAdmin?: boolean | null },
      ) => updateEmployee({ db }, actor, input),
      /** Any signed-in user: their company's restrictions (none for accounts without a company). */
      restrictions: (actor: Actor | null) => {
        if (!actor) throw new AppError("unauthorized");
        return restrictionsOf(db, actor);
      },
    },
    /**
     * The advisor's knowledge base, built on first use (about half a second of the thread): the
     * server builds it before it listens (`warm`), so no user's message waits for it.
     */
    knowledge: {
      search: (question: string, options?: { lang?: "pl" | "en"; limit?: number }) =>
        searchIndex().search(question, options),
      warm: () => void searchIndex(),
    },
    assistant: {
      policy: {
        answerThreshold: config.ANSWER_THRESHOLD,
        expiryMs: config.THREAD_EXPIRY_DAYS * 24 * 60 * 60 * 1000,
      } satisfies ThreadPolicy,
      streamDelayMs: config.ADVISOR_STREAM_DELAY_MS,
      /** The OpenAI-compatible model when LLM_BASE_URL and LLM_MODEL are set; the built-in advisor otherwise. */
      llm,
      latest: (actor: Actor) => latestThread(db, actor),
      /** With an interview (the user's own; notFound otherwise), the thread starts with its profile. */
      create: async (actor: Actor, interviewId?: string | null) =>
        createThread(db, actor, {
          interviewId,
          profile: interviewId ? await interviewProfile(interviewDeps, actor, interviewId) : undefined,
        }),
      /** `lang` describes recorded facts in the page's language (the thread's by default). */
      start: (actor: Actor, threadId: string, lang?: "pl" | "en") => startThread(db, actor, threadId, new Date(), lang),
      messages: (actor: Actor, threadId: string, lang?: "pl" | "en") => listMessages(db, actor, threadId, lang),
      /** The thread's business profile, each fact described in `lang`, for the chat's profile panel. */
      profile: (actor: Actor, threadId: string, lang?: "pl" | "en") => threadProfileView(db, actor, threadId, lang),
      /** The user's corrections to the profile (checked by src/shared/business-profile.ts). */
      correctProfile: (
        actor: Actor,
        input: { threadId: string; set?: unknown; remove?: unknown },
        lang?: "pl" | "en",
      ) => updateProfileFacts(db, actor, input, lang),
      /** Takes back the facts one reply recorded (a later change of a fact wins). */
      undoFacts: (actor: Actor, input: { threadId: string; messageId: string }, lang?: "pl" | "en") =>
        undoLearned(db, actor, input, lang),
      checkAndReset: (actor: Actor, threadId: string) =>
        checkAndReset(db, actor, threadId, {
          answerThreshold: config.ANSWER_THRESHOLD,
          expiryMs: config.THREAD_EXPIRY_DAYS * 24 * 60 * 60 * 1000,
        }),
      archive: (actor: Actor, threadId: string) => archiveThread(db, actor, threadId),
      past: (actor: Actor) => pastThreads(db, actor),
      /**
       * Rate-limited per user; the user's message is stored before any reply is written. The actor
       * may still be being looked up (the thread is read meanwhile; see prepareReply).
       */
      prepareReply: (actor: Actor | Promise<Actor>, input: { threadId: string; content: string; lang?: "pl" | "en" }) =>
        prepareReply(
          {
            db,
            search: searchIndex(),
            admit: (who) => rateLimits.consume("chatMessage", who.user.id),
            readsHistory: llm !== null,
          },
          actor,
          input,
        ),
      /** The newest reply written again; charged against the same allowance as a message. */
      regenerateReply: (actor: Actor, input: { threadId: string; messageId: string }) =>
        regenerateReply(
          {
            db,
            search: searchIndex(),
            admit: (who) => rateLimits.consume("chatMessage", who.user.id),
            readsHistory: llm !== null,
          },
          actor,
          input,
        ),
    },
    interview: {
      questionnaire,
      start: (actor: Actor) => startInterview(interviewDeps, actor),
      latest: (actor: Actor) => latestInterview(interviewDeps, actor),
      save: (actor: Actor, input: { interviewId: unknown; answers: unknown }) =>
        saveAnswers(interviewDeps, actor, input),
      finish: (actor: Actor, interviewId: unknown) => finishInterview(interviewDeps, actor, interviewId),
      responses: (actor: Actor, interviewId: unknown) =>
        interviewResponses(interviewDeps, actor, interviewId, actor.user.locale === "en" ? "en" : "pl"),
    },
    /** Guide generation: pg-boss jobs, the PDF renderer thread and the file store. */
    jobs,
    renderer,
    store,
    guides: {
      /** Ends the thread and records the guide; the queue wakes the generator after the commit. */
      request: (actor: Actor, threadId: string, lang?: "pl" | "en") =>
        requestGuide(
          { db, queue: jobs },
          actor,
          threadId,
          { answerThreshold: config.ANSWER_THRESHOLD },
          new Date(),
          lang,
        ),
      pdf: (actor: Actor, guideId: string) => guidePdf({ db, store }, actor, guideId),
      content: (actor: Actor, guideId: string) => guideContent(db, actor, guideId),
      calendar: (actor: Actor, guideId: string) => guideIcs(db, actor, guideId),
      retry: (actor: Actor, guideId: string) => retryGuide({ db, queue: jobs }, actor, guideId),
      status: (actor: Actor, guideId: string) => guideStatus(db, actor, guideId),
      list: (actor: Actor, page: number, pageSize: number) => listGuides(db, actor, page, pageSize),
    },
    tax: {
      /** The 2026 comparison of the three income-tax forms; public, rate-limited per client. */
      compare: async (input: CompareInput, clientKey: string) => {
        await rateLimits.consume("taxCompare", clientKey);
        return compareTaxForms(input);
      },
      /** The figures behind the calculator, each with its source (shown on the page). */
      parameters: () => flattenParameters(),
      ryczaltRates: () => [...PARAMETERS_2026.pit.ryczaltRates.value],
    },
    sessions: {
      actorFromToken: (token: string | undefined) => actorFromToken(db, token),
      revoke: (sessionId: string) => revokeSession(db, sessionId),
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;
