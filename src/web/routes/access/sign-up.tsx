import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import {
  companyLookupSchema,
  SIGN_UP_STEPS,
  type signUpSchema,
  signUpStepSchemas,
} from "../../../shared/contracts/account.ts";
import { Button, SubmitButton } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { AccessCard, FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import {
  CompanyStep,
  DocumentsStep,
  link,
  PasswordsStep,
  PlanStep,
  useSignUpLabels,
  UserStep,
  type WizardFields,
} from "../../features/sign-up/sign-up-steps.tsx";
import { SignedUp, SummaryStep } from "../../features/sign-up/sign-up-summary.tsx";
import { WizardProgress } from "../../features/sign-up/wizard-progress.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/sign-up";
import {
  backAction,
  draftTokenOf,
  laterAction,
  lookupAction,
  nextAction,
  restartAction,
  resumeAction,
  submitAction,
} from "./sign-up.server.ts";

/**
 * The sign-up wizard (/access/request): the step its draft is at, with what the draft holds, or
 * a mailed resume link's page (?wznow=…). Already signed in: home, as from /zaloguj.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const web = context.get(webContext);
  if (web.actor) throw redirect("/");
  const resume = new URL(request.url).searchParams.get("wznow");
  if (resume !== null) return { resume: resume.slice(0, 200), step: 1, values: {}, email: null, hasPassword: false };
  const draft = await web.services.accounts.registration.openDraft(draftTokenOf(request));
  return {
    resume: null,
    step: draft?.step ?? 1,
    values: draft?.values ?? {},
    email: draft?.email ?? null,
    hasPassword: draft?.hasPassword ?? false,
  };
}

/** Every button of the wizard posts the form with its intent, so it works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const web = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "next");
  if (intent === "resume") return resumeAction(request, form, web);
  if (intent === "restart") return restartAction(request, web);
  if (intent === "lookup") return lookupAction(form, web);
  const draft = await web.services.accounts.registration.openDraft(draftTokenOf(request));
  const args = { request, form, web, draft };
  if (intent === "back" || intent.startsWith("goto-")) return backAction(args);
  if (intent === "later") return laterAction(args);
  if (intent === "submit") return submitAction(args);
  return nextAction(args);
}

/** A mailed link's page: one click continues (so mail scanners do not spend the link). */
function ResumePanel({ token, failed }: { token: string; failed: boolean }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <AccessCard title={t("signUp.resumeTitle")}>
      <PageTitle title={t("signUp.resumeTitle")} />
      {failed ? (
        <>
          <FormAlert>{t("errors:registrationDraftExpired")}</FormAlert>
          <Form method="post" className="mt-6">
            <SubmitButton name="intent" value="restart" busy={busy}>
              {t("signUp.startAgain")}
            </SubmitButton>
          </Form>
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <p className="text-slate-700">{t("signUp.resumeText")}</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton name="intent" value="resume" busy={busy}>
            {t("signUp.resumeButton")}
          </SubmitButton>
        </Form>
      )}
    </AccessCard>
  );
}

/** Back and, once the address is known, "finish later": neither checks the step. */
function WizardButtons({ step, canLater, busy }: { step: number; canLater: boolean; busy: boolean }) {
  const { t } = useT();
  const last = step === SIGN_UP_STEPS.length;
  return (
    // The forward button comes first, so Enter in a field moves on; Back shows on its left.
    <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
      <SubmitButton name="intent" value={last ? "submit" : "next"} busy={busy} className="sm:w-auto">
        {last ? (busy ? t("signUp.submitting") : t("signUp.submit")) : t("signUp.next")}
      </SubmitButton>
      <div className="flex flex-col gap-3 sm:flex-row">
        {step > 1 ? (
          <Button type="submit" name="intent" value="back" variant="secondary" formNoValidate>
            {t("signUp.back")}
          </Button>
        ) : null}
        {canLater ? (
          <Button type="submit" name="intent" value="later" variant="outline" formNoValidate>
            {t("signUp.later")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The form's values before any submit: the draft's, a ticked consent as a posted box ("on"). */
function initialValues(values: Record<string, unknown>) {
  const consents = (values.consents ?? {}) as Record<string, unknown>;
  return {
    ...values,
    consents: Object.fromEntries(Object.entries(consents).map(([k, v]) => [k, v === true ? "on" : ""])),
  };
}

/** The schema the browser checks before posting: the step's own, none for Back and "finish later". */
const schemaFor = (step: number) => (submitter: HTMLInputElement | HTMLButtonElement | null) => {
  const intent = submitter?.value ?? "next";
  if (intent === "lookup") return companyLookupSchema;
  if (intent !== "next" && intent !== "submit") return z.object({});
  return signUpStepSchemas[SIGN_UP_STEPS[step - 1]!];
};

function Wizard({ step }: { step: number }) {
  const { t } = useT();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failed = result && !result.ok && "reply" in result ? result : undefined;
  const { form, fields, focusKey, formProps } = useAppForm<typeof signUpSchema>({
    id: "sign-up",
    schema: schemaFor(step),
    defaultValue: initialValues(loaded.values),
    lastResult: failed?.reply,
  });
  const labels = useSignUpLabels();
  const wizardFields = fields as unknown as WizardFields;
  const code = failed?.code;
  const later = failed && "later" in failed ? failed.later : null;
  // A refusal of no field (the draft expired, too many attempts): the form's own errors are under "".
  const refusal = code && code !== "validation" && !Object.keys(form.allErrors).some((name) => name !== "");
  const name = SIGN_UP_STEPS[step - 1];
  return (
    <Form method="post" className="mt-6 flex flex-col gap-6" {...formProps}>
      <input type="hidden" name="step" value={step} />
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
        {refusal ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
      </ErrorSummary>
      {later ? <FormNotice>{t("signUp.laterSent", { email: later })}</FormNotice> : null}
      {name === "company" ? <CompanyStep fields={wizardFields} labels={labels} result={failed} /> : null}
      {name === "user" ? <UserStep fields={wizardFields} labels={labels} /> : null}
      {name === "documents" ? <DocumentsStep /> : null}
      {name === "plan" ? <PlanStep fields={wizardFields} labels={labels} /> : null}
      {name === "passwords" ? <PasswordsStep fields={wizardFields} kept={loaded.hasPassword} /> : null}
      {name === "summary" ? (
        <SummaryStep values={loaded.values} hasPassword={loaded.hasPassword} fields={wizardFields} labels={labels} />
      ) : null}
      <WizardButtons step={step} canLater={Boolean(loaded.email)} busy={busy} />
    </Form>
  );
}

export default function SignUp() {
  const { t } = useT();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result?.ok) return <SignedUp email={result.email} />;
  if (loaded.resume !== null || (result && "resumeFailed" in result))
    return <ResumePanel token={loaded.resume ?? ""} failed={Boolean(result && "resumeFailed" in result)} />;
  return (
    <main id="content" className="mx-auto w-full max-w-2xl px-4 py-10">
      <PageTitle title={t("pages.request")} />
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:p-6 md:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("pages.request")}</h1>
        <p className="mt-2 text-slate-700">{t("signUp.lead")}</p>
        <p className="mt-2 text-sm text-slate-700">{t("signUp.draftNote")}</p>
        <WizardProgress step={loaded.step} />
        {/* A new step is a new form: its own fields, errors and focus. */}
        <Wizard key={loaded.step} step={loaded.step} />
        <p className="mt-6 text-sm">
          {t("signUp.haveAccount")}{" "}
          <Link to="/zaloguj" className={link}>
            {t("auth.signIn")}
          </Link>
        </p>
      </div>
    </main>
  );
}
