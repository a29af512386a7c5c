import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { formatDateTime } from "../../shared/format.ts";
import { clearedSessionCookie } from "../../shared/session-cookie.ts";
import { Avatar } from "../components/layout/avatar.tsx";
import { LanguageSwitch } from "../components/layout/language-switch.tsx";
import { FormNotice, TextField } from "../components/ui/form.tsx";
import { PageTitle } from "../components/ui/page-title.tsx";
import { useT } from "../lib/i18n-react.tsx";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/profile";
import { TEXT_LIMITS } from "../../shared/text-rules.ts";
import { formRefusal } from "../lib/form-refusal.server.ts";
import { keptText, refuseFormText } from "../lib/form-text.server.ts";

/** Issue 4 profile: who you are, language, sign out everywhere, your data, deletion request. */
export async function loader({ context }: Route.LoaderArgs) {
  const { actor, services } = context.get(webContext);
  const user = actor!.user;
  const deletionAt = await services.accounts.deletionRequestedAt(actor!);
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

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, services } = context.get(webContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const typed = { name: String(form.get("name") ?? ""), surname: String(form.get("surname") ?? "") };
  // What the form shows again after a refusal: without control characters, cut to a line.
  const kept = {
    deletionRequested: false,
    nameSaved: false,
    values: { name: keptText(typed.name, TEXT_LIMITS.line), surname: keptText(typed.surname, TEXT_LIMITS.line) },
  };
  // No field over a line's limit or with control characters, before any service call.
  const refused = refuseFormText(form, { intent: 50 }, kept);
  if (refused) return refused;
  if (intent === "updateName") {
    try {
      await services.accounts.updateName(actor!, typed);
      return { ...kept, nameSaved: true };
    } catch (error) {
      return formRefusal(error, kept);
    }
  }
  if (intent === "signOutEverywhere") {
    await services.accounts.signOutEverywhere(actor!);
    return redirect("/zaloguj", { headers: { "Set-Cookie": clearedSessionCookie(services.config.secure) } });
  }
  if (intent === "requestDeletion") {
    await services.accounts.requestDeletion(actor!, services.baseUrl(new URL(request.url).origin));
    return { deletionRequested: true };
  }
  return { deletionRequested: false, nameSaved: false };
}

export default function Profile() {
  const { t } = useT();
  const p = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const refused = result && "ok" in result && !result.ok ? result : null;
  const fieldError = (field: "name" | "surname") => {
    const code = refused?.fields[field]?.[0];
    return code ? t(`fieldErrors.${code}`) : null;
  };
  // After a refusal the form shows what was typed; otherwise the stored name.
  const values = refused?.values ?? { name: p.name, surname: p.surname };
  const section = "rounded-xl border border-slate-200 p-5";
  const heading = "text-lg font-semibold";
  const secondary =
    "rounded-lg border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700";
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
        <section className={section} aria-labelledby="profile-details">
          <h2 id="profile-details" className={heading}>
            {t("profile.details")}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t("profile.detailsText")}</p>
          {/* Keyed by the stored name: after a save the fields show it, after a refusal what was typed. */}
          <Form method="post" className="mt-3 flex flex-col gap-4" noValidate key={`${p.name}\u0000${p.surname}`}>
            <input type="hidden" name="intent" value="updateName" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t("signUp.name")}
                name="name"
                autoComplete="given-name"
                required
                maxLength={200}
                defaultValue={values.name}
                error={fieldError("name")}
              />
              <TextField
                label={t("signUp.surname")}
                name="surname"
                autoComplete="family-name"
                required
                maxLength={200}
                defaultValue={values.surname}
                error={fieldError("surname")}
              />
            </div>
            <div>
              <button type="submit" disabled={busy} className={secondary}>
                {t("profile.saveName")}
              </button>
            </div>
          </Form>
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
            <button type="submit" name="intent" value="signOutEverywhere" className={secondary}>
              {t("profile.signOutEverywhere")}
            </button>
          </Form>
        </section>
        <section className={section} aria-labelledby="profile-data">
          <h2 id="profile-data" className={heading}>
            {t("profile.data")}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t("profile.downloadText")}</p>
          <a href="/profile/export" download className={`${secondary} mt-3 inline-block`}>
            {t("profile.download")}
          </a>
        </section>
        <section className={section} aria-labelledby="profile-deletion">
          <h2 id="profile-deletion" className={heading}>
            {t("profile.deletion")}
          </h2>
          {p.deletionRequestedAt ? (
            <div className="mt-3">
              <FormNotice>{t("profile.deletionRequested", { date: p.deletionRequestedAt })}</FormNotice>
            </div>
          ) : (
            <>
              <p className="mt-2 text-sm text-slate-700">{t("profile.deletionText")}</p>
              <Form method="post" className="mt-3">
                <button
                  type="submit"
                  name="intent"
                  value="requestDeletion"
                  className={`${secondary} border-red-700 text-red-800`}
                >
                  {t("profile.requestDeletion")}
                </button>
              </Form>
            </>
          )}
          {result?.deletionRequested && !p.deletionRequestedAt ? (
            <FormNotice>{t("profile.deletionRequested", { date: "" })}</FormNotice>
          ) : null}
        </section>
      </div>
    </main>
  );
}
