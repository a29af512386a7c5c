import { data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { DraftView } from "../../../domain/accounts/registration-drafts.ts";
import {
  companyLookupSchema,
  SIGN_UP_STEPS,
  signUpStepOfField,
  signUpStepSchemas,
} from "../../../shared/contracts/account.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { normalizeTin } from "../../../shared/tin.ts";
import { formInvalid, formRefusedBy, formReply, parseForm } from "../../lib/form-reply.server.ts";
import type { WebContext } from "../../lib/web-context.ts";

/** Passwords never come back in a refused form. */
const hide = { hide: ["password", "passwordConfirmation"] };
const noLookup = { lookup: null, source: null, registered: null };

type Registered = { name: string; street: string; postalCode: string; city: string; tin: string };

/** The browser's hold on its sign-up draft: httpOnly, SameSite=Lax, for the draft's 14 days. */
export const DRAFT_COOKIE = "signup_draft";
const draftCookie = (token: string, secure: boolean) =>
  `${DRAFT_COOKIE}=${token}; Max-Age=${14 * 24 * 60 * 60}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
const clearedDraftCookie = (secure: boolean) =>
  `${DRAFT_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

export const draftTokenOf = (request: Request) =>
  /(?:^|;\s*)signup_draft=([A-Za-z0-9_-]{1,200})/.exec(request.headers.get("cookie") ?? "")?.[1];

/**
 * "Import from the register": the company step posted with intent=lookup (so it works without
 * JavaScript too). Only the NIP is checked; everything typed comes back, with the register's
 * company data when it knows the NIP.
 */
export async function lookupAction(form: FormData, { services, clientIp }: WebContext) {
  const submission = parseForm(form, companyLookupSchema);
  if (submission.status !== "success") return formInvalid(submission, noLookup, hide);
  const tin = normalizeTin(submission.value.company.tin);
  const found = await services.companies.lookupCompany(tin, clientIp).then(
    (hit) => ({ hit, status: hit ? ("found" as const) : ("notFound" as const) }),
    (error: unknown) => {
      if (appErrorOf(error)) throw error; // the rate limit: a refused form below
      return { hit: null, status: "unavailable" as const };
    },
  );
  const registered: Registered | null = found.hit?.company ?? null;
  const fieldErrors: Record<string, string[]> =
    found.hit && !found.hit.available ? { "company.tin": ["tinTaken"] } : {};
  return {
    ok: false as const,
    code: null,
    lookup: found.status,
    source: services.companies.companyRegister.kind,
    registered,
    reply: formReply(submission, { fieldErrors }, hide),
  };
}

interface StepRequest {
  request: Request;
  form: FormData;
  web: WebContext;
  draft: DraftView | null;
}

/** After a step: the wizard again (Post/Redirect/Get), on the path it was posted to. */
const backToWizard = (request: Request, cookie?: string) =>
  redirect(
    // A client navigation posts to `<path>.data` (single fetch): the page is the path without it.
    new URL(request.url).pathname.replace(/\.data$/, "") === "/access/request" ? "/access/request" : "/wyprobuj",
    cookie ? { headers: { "Set-Cookie": cookie } } : undefined,
  );

/**
 * Next: the current step's values on its own schema (the domain checks them again, and what
 * only the database knows), saved in the draft (started here, with the browser's cookie, when
 * there is none), then the next step. The passwords step, with a password already kept and
 * both fields left empty, keeps it.
 */
export async function nextAction({ request, form, web, draft }: StepRequest) {
  // A later step posted without a draft: the draft expired (or another device took it over).
  if (!draft && Number(form.get("step") ?? 1) > 1) {
    return draftExpired(parseForm(form, z.object({})));
  }
  const step = draft?.stepName ?? "company";
  const index = SIGN_UP_STEPS.indexOf(step);
  const keepsPassword =
    step === "passwords" && draft?.hasPassword && !form.get("password") && !form.get("passwordConfirmation");
  const submission = parseForm(form, keepsPassword ? z.object({}) : signUpStepSchemas[step]);
  if (submission.status !== "success") return formInvalid(submission, noLookup, hide);
  const accounts = web.services.accounts.registration;
  let cookie: string | undefined;
  try {
    let draftId = draft?.id;
    if (!draftId) {
      const started = await accounts.startDraft(web.locale, web.clientIp);
      draftId = started.id;
      cookie = draftCookie(started.token, web.services.config.secure);
    }
    await accounts.saveDraftStep(draftId, {
      step,
      raw: keepsPassword ? {} : submission.value,
      checked: !keepsPassword,
      to: index + 2,
      clientKey: web.clientIp,
    });
  } catch (error) {
    return formRefusedBy(submission, error, noLookup, hide);
  }
  return backToWizard(request, cookie);
}

/** Back, a summary's "change" or "finish later": what the step shows is kept as typed (passwords never). */
async function keepTyped({ form, web, draft }: StepRequest, to: number) {
  if (!draft) return;
  const submission = parseForm(form, z.object({}).passthrough());
  await web.services.accounts.registration.saveDraftStep(draft.id, {
    step: draft.stepName,
    raw: submission.payload,
    checked: false,
    to,
    clientKey: web.clientIp,
  });
}

export async function backAction(args: StepRequest) {
  const current = args.draft?.step ?? 1;
  const wanted = Number(/^goto-(\d)$/.exec(String(args.form.get("intent")))?.[1] ?? current - 1);
  try {
    await keepTyped(args, Math.min(Math.max(wanted, 1), current));
  } catch (error) {
    // Over the steps' budget: the step stays, as typed, with the translated refusal.
    return formRefusedBy(parseForm(args.form, z.object({}).passthrough()), error, noLookup, hide);
  }
  return backToWizard(args.request);
}

/** "Finish later": the typed values kept, and the resume link mailed to the address given. */
export async function laterAction(args: StepRequest) {
  const { request, web, draft } = args;
  const submission = parseForm(args.form, z.object({}).passthrough());
  try {
    if (!draft) throw new Error("no draft");
    await keepTyped(args, draft.step);
    const { email } = await web.services.accounts.registration.mailResumeLink(draft.id, {
      baseUrl: web.services.baseUrl(new URL(request.url).origin),
      clientKey: web.clientIp,
    });
    return { ok: false as const, code: null, later: email, ...noLookup, reply: formReply(submission, {}, hide) };
  } catch (error) {
    if (!appErrorOf(error) && draft) throw error;
    return appErrorOf(error) ? formRefusedBy(submission, error, noLookup, hide) : draftExpired(submission);
  }
}

type Submission = ReturnType<typeof parseForm>;

/** The draft is gone (14 days passed, it became an account, or another device took it over). */
const draftExpired = (submission: Submission) =>
  data(
    {
      ok: false as const,
      code: "registrationDraftExpired",
      ...noLookup,
      reply: formReply(submission, { formErrors: ["registrationDraftExpired"] }, hide),
    },
    { status: 400 },
  );

/** The account is made: where to confirm it, and the browser lets go of the spent draft. */
const submitted = (email: string, web: WebContext) =>
  data({ ok: true as const, email }, { headers: { "Set-Cookie": clearedDraftCookie(web.services.config.secure) } });

/**
 * The final submit: the consents on their schema, then the whole draft in the domain. A refusal
 * of an earlier step's field takes the draft back to that step, its values and the errors shown.
 */
export async function submitAction({ request, form, web, draft }: StepRequest) {
  const submission = parseForm(form, signUpStepSchemas.summary);
  if (submission.status !== "success") return formInvalid(submission, noLookup, hide);
  const accounts = web.services.accounts.registration;
  if (!draft) {
    // The same submit again once the first has finished: the same result page.
    const done = await accounts.submittedDraft(draftTokenOf(request));
    return done ? submitted(done.email, web) : draftExpired(submission);
  }
  try {
    const { email } = await accounts.submitDraft(draft.id, {
      consents: submission.value.consents,
      locale: web.locale,
      baseUrl: web.services.baseUrl(new URL(request.url).origin),
      clientKey: web.clientIp,
    });
    return submitted(email, web);
  } catch (error) {
    const refused = appErrorOf(error);
    const fields = Object.keys(refused?.fields ?? {});
    if (!refused || !fields.length) return formRefusedBy(submission, error, noLookup, hide);
    const step = Math.min(...fields.map(signUpStepOfField));
    await accounts
      .saveDraftStep(draft.id, { step: "summary", raw: {}, checked: false, to: step, clientKey: web.clientIp })
      .catch(() => {});
    const reply: SubmissionResult<string[]> = {
      status: "error",
      initialValue: draft.values as SubmissionResult<string[]>["initialValue"],
      error: refused.fields ?? {},
    };
    return data(
      { ok: false as const, code: refused.code, ...noLookup, reply },
      { status: refused.status === 429 ? 429 : 400 },
    );
  }
}

/** Opening a mailed resume link (a click, so mail scanners do not spend it): this browser holds the draft. */
export async function resumeAction(request: Request, form: FormData, web: WebContext) {
  const token = String(form.get("token") ?? "");
  const resumed = /^[A-Za-z0-9_-]{32,128}$/.test(token)
    ? await web.services.accounts.registration.resumeDraft(token)
    : null;
  if (!resumed) return data({ ok: false as const, resumeFailed: true as const }, { status: 400 });
  return backToWizard(request, draftCookie(resumed.token, web.services.config.secure));
}

/** Starting again: the browser lets go of its draft (which expires on its own). */
export const restartAction = (request: Request, web: WebContext) =>
  backToWizard(request, clearedDraftCookie(web.services.config.secure));
