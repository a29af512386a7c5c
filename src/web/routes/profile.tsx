import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { formatDateTime } from "../../shared/format.ts";
import { clearedSessionCookie } from "../../shared/session-cookie.ts";
import { Avatar } from "../components/layout/avatar.tsx";
import { LanguageSwitch } from "../components/layout/language-switch.tsx";
import type { SubmissionResult } from "@conform-to/react";
import { personNameSchema } from "../../shared/contracts/account.ts";
import { textError } from "../../shared/text-rules.ts";
import { Button, buttonVariants } from "../components/ui/button.tsx";
import { ErrorSummary } from "../components/ui/error-summary.tsx";
import { Field, Input } from "../components/ui/field.tsx";
import { FormNotice } from "../components/ui/form.tsx";
import { formInvalid, formRefusedBy, parseForm } from "../lib/form-reply.server.ts";
import { formRefused } from "../lib/form-text.server.ts";
import { useAppForm } from "../lib/use-app-form.ts";
import { PageTitle } from "../components/ui/page-title.tsx";
import { useT } from "../lib/i18n-react.tsx";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/profile";
import { requireActor } from "../lib/loader-guards.server.ts";

/** The profile: who you are, language, sign out everywhere, your data, deletion request. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const user = actor.user;
  const deletionAt = await services.accounts.deletionRequestedAt(actor);
  return {
    name: user.name,
    surname: user.surname,
    initials: user.initials,
    email: user.email,
    company: user.company ? `${user.company.name} (NIP ${user.company.tin})` : null,
    role: user.isStaff ? "staff" : user.isCompanyAdmin ? "companyAdmin" : "member",
    deletionRequestedAt: deletionAt ? formatDateTime(deletionAt) : null,
  };
}

const unchanged = { deletionRequested: false, nameSaved: false };

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  // An intent over its limit or with control characters, before any service call.
  const wrongIntent = textError(intent, 50);
  if (wrongIntent) return formRefused("validation", { intent: [wrongIntent] }, unchanged);
  if (intent === "updateName") {
    const submission = parseForm(form, personNameSchema);
    if (submission.status !== "success") return formInvalid(submission, unchanged);
    try {
      await services.accounts.updateOwnName(actor, submission.value);
      return { ...unchanged, nameSaved: true };
    } catch (error) {
      return formRefusedBy(submission, error, unchanged);
    }
  }
  if (intent === "signOutEverywhere") {
    await services.accounts.signOutEverywhere(actor);
    return redirect("/zaloguj", { headers: { "Set-Cookie": clearedSessionCookie(services.config.secure) } });
  }
  if (intent === "requestDeletion") {
    await services.accounts.requestAccountDeletion(actor, services.baseUrl(new URL(request.url).origin));
    return { ...unchanged, deletionRequested: true };
  }
  return unchanged;
}

/** The user's own name and surname, keyed by the stored name: after a save it shows the new one. */
function NameForm({ name, surname, reply }: { name: string; surname: string; reply?: SubmissionResult<string[]> }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "profile-name",
    schema: personNameSchema,
    lastResult: reply,
    defaultValue: { name, surname },
  });
  const labels = { name: t("signUp.name"), surname: t("signUp.surname") };
  return (
    <Form method="post" className="mt-3 flex flex-col gap-4" {...formProps}>
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey} />
      <input type="hidden" name="intent" value="updateName" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.name} label={labels.name}>
          <Input autoComplete="given-name" required maxLength={200} />
        </Field>
        <Field meta={fields.surname} label={labels.surname}>
          <Input autoComplete="family-name" required maxLength={200} />
        </Field>
      </div>
      <div>
        <Button type="submit" variant="secondary" busy={busy}>
          {t("profile.saveName")}
        </Button>
      </div>
    </Form>
  );
}

const section = "rounded-xl border border-slate-200 p-5";
const heading = "text-lg font-semibold";

type ProfilePage = ReturnType<typeof useLoaderData<typeof loader>>;

/** The account: e-mail address, company and role. */
function AccountSection({ p }: { p: ProfilePage }) {
  const { t } = useT();
  return (
    <section className={section} aria-labelledby="profile-account">
      <h2 id="profile-account" className={heading}>
        {t("profile.account")}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="text-slate-600">{t("profile.email")}</dt>
        <dd>{p.email}</dd>
        {p.company ? (
          <>
            <dt className="text-slate-600">{t("profile.company")}</dt>
            <dd>{p.company}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t("profile.role")}</dt>
        <dd>{t(`profile.roles.${p.role}`)}</dd>
      </dl>
    </section>
  );
}

/** The account's deletion: the request, or when it was requested. */
function DeletionSection({ requestedAt, justRequested }: { requestedAt: string | null; justRequested: boolean }) {
  const { t } = useT();
  return (
    <section className={section} aria-labelledby="profile-deletion">
      <h2 id="profile-deletion" className={heading}>
        {t("profile.deletion")}
      </h2>
      {requestedAt ? (
        <div className="mt-3">
          <FormNotice>{t("profile.deletionRequested", { date: requestedAt })}</FormNotice>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">{t("profile.deletionText")}</p>
          <Form method="post" className="mt-3">
            <Button type="submit" name="intent" value="requestDeletion" variant="dangerOutline">
              {t("profile.requestDeletion")}
            </Button>
          </Form>
        </>
      )}
      {justRequested && !requestedAt ? <FormNotice>{t("profile.deletionRequested", { date: "" })}</FormNotice> : null}
    </section>
  );
}

export default function Profile() {
  const { t } = useT();
  const p = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refused = result && "ok" in result && !result.ok && "reply" in result ? result : null;
  return (
    <main id="content" className="mx-auto max-w-3xl px-4 py-8 md:px-8">
      <PageTitle title={t("pages.profile")} />
      <div className="flex items-center gap-4">
        <Avatar initials={p.initials} />
        <h1 className="text-3xl font-bold">
          {p.name} {p.surname}
        </h1>
      </div>
      <div className="mt-8 flex flex-col gap-5">
        <AccountSection p={p} />
        <section className={section} aria-labelledby="profile-details">
          <h2 id="profile-details" className={heading}>
            {t("profile.details")}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t("profile.detailsText")}</p>
          <NameForm key={`${p.name}\u0000${p.surname}`} name={p.name} surname={p.surname} reply={refused?.reply} />
          {result?.nameSaved ? (
            <div className="mt-3">
              <FormNotice>{t("profile.nameSaved")}</FormNotice>
            </div>
          ) : null}
        </section>
        <section className={section} aria-labelledby="profile-language">
          <h2 id="profile-language" className={heading}>
            {t("profile.language")}
          </h2>
          <div className="mt-2 flex items-center gap-2">
            <p>
              {t("profile.languageText")} <strong>{t("profile.languageName")}</strong>
            </p>
            <LanguageSwitch />
          </div>
        </section>
        <section className={section} aria-labelledby="profile-security">
          <h2 id="profile-security" className={heading}>
            {t("profile.security")}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t("profile.signOutEverywhereText")}</p>
          <Form method="post" className="mt-3">
            <Button type="submit" name="intent" value="signOutEverywhere" variant="secondary">
              {t("profile.signOutEverywhere")}
            </Button>
          </Form>
        </section>
        <section className={section} aria-labelledby="profile-data">
          <h2 id="profile-data" className={heading}>
            {t("profile.data")}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t("profile.downloadText")}</p>
          <a href="/profile/export" download className={buttonVariants({ variant: "secondary", className: "mt-3" })}>
            {t("profile.download")}
          </a>
        </section>
        <DeletionSection requestedAt={p.deletionRequestedAt} justRequested={Boolean(result?.deletionRequested)} />
      </div>
    </main>
  );
}
