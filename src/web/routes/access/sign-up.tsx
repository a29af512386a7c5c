import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { documentHref } from "../../../shared/documents.ts";
import type { SignUpInput } from "../../../shared/sign-up-rules.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { normalizeTin, tinError } from "../../../shared/tin.ts";
import { FormAlert, FormNotice, SubmitButton, TextField } from "../../components/ui/form.tsx";
import { NewPasswordFields } from "../../components/ui/new-password-fields.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { formRefusal } from "../../lib/form-refusal.server.ts";
import { keptText, refuseFormText } from "../../lib/form-text.server.ts";
import { TEXT_LIMITS } from "../../../shared/text-rules.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/sign-up";

type Values = Omit<SignUpInput, "password" | "passwordConfirmation">;
const text = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 500);

/** The values a refused form shows again: without control characters. */
const keptValues = (values: Values): Values => ({
  ...values,
  company: Object.fromEntries(
    Object.entries(values.company).map(([k, v]) => [k, keptText(v, 500)]),
  ) as Values["company"],
  user: Object.fromEntries(Object.entries(values.user).map(([k, v]) => [k, keptText(v, 500)])) as Values["user"],
  promoCode: keptText(values.promoCode ?? "", 64),
});

function valuesOf(form: FormData): Values {
  return {
    company: {
      name: text(form, "company.name"),
      tin: text(form, "company.tin"),
      street: text(form, "company.street"),
      postalCode: text(form, "company.postalCode"),
      city: text(form, "company.city"),
    },
    user: { name: text(form, "user.name"), surname: text(form, "user.surname"), email: text(form, "user.email") },
    consents: {
      terms: form.get("consents.terms") === "on",
      privacy: form.get("consents.privacy") === "on",
      marketing: form.get("consents.marketing") === "on",
    },
    promoCode: text(form, "promoCode"),
  };
}

/** Already signed in: a new trial account is not what the user needs; home, as from /zaloguj. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.get(webContext).actor) throw redirect("/");
  return null;
}

/**
 * Trial sign-up (spec §2 /access/request). "Import from the register" submits the same form with
 * intent=lookup, so it works without JavaScript too; everything typed comes back except passwords.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp, locale } = context.get(webContext);
  const form = await request.formData();
  const values = valuesOf(form);
  const refused = refuseFormText(
    form,
    {
      "user.email": TEXT_LIMITS.email,
      password: TEXT_LIMITS.password,
      passwordConfirmation: TEXT_LIMITS.password,
      promoCode: 64,
      "company.tin": 32,
      "company.postalCode": 32,
    },
    { values: keptValues(values), lookup: null, source: null },
  );
  if (refused) return refused;
  if (form.get("intent") === "lookup") {
    const tin = normalizeTin(values.company.tin);
    // An empty or mistyped NIP is told next to the field (required, tin, tinChecksum): nothing to look up.
    const wrong = values.company.tin.trim() ? tinError(tin) : "required";
    const res = wrong
      ? ({ company: null, status: null, available: true } as const)
      : await services
          .lookupCompany(tin, clientIp)
          .then(
            (found) =>
              ({
                company: found?.company ?? null,
                status: found ? "found" : "notFound",
                available: found?.available ?? true,
              }) as const,
          )
          .catch((error: unknown) => {
            if (appErrorOf(error)) throw error; // the rate limit: answered as a refused form below
            return { company: null, status: "unavailable", available: true } as const;
          });
    if (res.company) values.company = { ...values.company, ...res.company, tin: res.company.tin };
    const fields: Record<string, string[]> = wrong
      ? { "company.tin": [wrong] }
      : res.available
        ? {}
        : { "company.tin": ["tinTaken"] };
    return {
      ok: false as const,
      lookup: res.status,
      source: services.companyRegister.kind,
      values,
      code: null,
      fields,
    };
  }
  try {
    await services.accounts.signUp({
      ...values,
      password: String(form.get("password") ?? ""),
      passwordConfirmation: String(form.get("passwordConfirmation") ?? ""),
      locale,
      baseUrl: services.baseUrl(new URL(request.url).origin),
      clientKey: clientIp,
    });
    return { ok: true as const, email: values.user.email.trim() };
  } catch (error) {
    return formRefusal(error, { values, lookup: null, source: null });
  }
}

export default function SignUp() {
  const { t, locale } = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const link = "font-medium text-blue-800 underline underline-offset-2";

  if (result?.ok) {
    return (
      <main id="content" className="mx-auto w-full max-w-xl px-4 py-10">
        <PageTitle title={t("pages.request")} />
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg md:p-8">
          <h1 className="text-2xl font-bold">{t("pages.request")}</h1>
          <div className="mt-6">
            <FormNotice>{t("signUp.done", { email: result.email })}</FormNotice>
          </div>
          <p className="mt-6 text-sm">
            {t("signUp.noMail")}{" "}
            <Link to="/potwierdz" className={link}>
              {t("signUp.resend")}
            </Link>
          </p>
        </div>
      </main>
    );
  }

  const v = result?.values;
  const fields = result?.fields ?? {};
  const err = (name: string) => (fields[name]?.[0] ? t(`fieldErrors.${fields[name][0]}`) : null);
  const section = "flex flex-col gap-4 rounded-xl border border-slate-200 p-4 md:p-5";
  const legend = "px-1 text-base font-semibold text-slate-900";
  const lookupNotice =
    result?.lookup === "found" ? (
      <FormNotice>
        {t("signUp.lookupFound", { source: t(`signUp.registerNames.${result.source === "gus" ? "regon" : "demo"}`) })}
      </FormNotice>
    ) : result?.lookup ? (
      <FormAlert>{t(result.lookup === "notFound" ? "signUp.lookupNotFound" : "signUp.lookupUnavailable")}</FormAlert>
    ) : null;

  return (
    <main id="content" className="mx-auto w-full max-w-2xl px-4 py-10">
      <PageTitle title={t("pages.request")} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg md:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("pages.request")}</h1>
        <p className="mt-2 text-slate-700">{t("signUp.lead")}</p>
        <Form method="post" className="mt-6 flex flex-col gap-6" noValidate>
          {result?.code && result.code !== "validation" && !fields["company.tin"] && !fields["user.email"] ? (
            <FormAlert>{t(`errors:${result.code}`)}</FormAlert>
          ) : null}
          <fieldset className={section}>
            <legend className={legend}>{t("signUp.companySection")}</legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="flex-1">
                <TextField
                  label={t("signUp.tin")}
                  name="company.tin"
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  defaultValue={v?.company.tin}
                  error={err("company.tin")}
                />
              </div>
              <button
                type="submit"
                name="intent"
                value="lookup"
                formNoValidate
                className="rounded-lg border border-blue-700 px-3 py-2 text-sm font-medium text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                {t("signUp.lookup")}
              </button>
            </div>
            {lookupNotice}
            {/* Re-mounted after a lookup so the register's data shows. */}
            <div key={`${result?.lookup ?? ""}${v?.company.name ?? ""}`} className="flex flex-col gap-4">
              <TextField
                label={t("signUp.companyName")}
                name="company.name"
                autoComplete="organization"
                required
                defaultValue={v?.company.name}
                error={err("company.name")}
              />
              <TextField
                label={t("signUp.street")}
                name="company.street"
                autoComplete="street-address"
                required
                defaultValue={v?.company.street}
                error={err("company.street")}
              />
              <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
                <TextField
                  label={t("signUp.postalCode")}
                  name="company.postalCode"
                  autoComplete="postal-code"
                  required
                  hint={t("signUp.postalCodeHint")}
                  defaultValue={v?.company.postalCode}
                  error={err("company.postalCode")}
                />
                <TextField
                  label={t("signUp.city")}
                  name="company.city"
                  autoComplete="address-level2"
                  required
                  defaultValue={v?.company.city}
                  error={err("company.city")}
                />
              </div>
            </div>
          </fieldset>
          <fieldset className={section}>
            <legend className={legend}>{t("signUp.userSection")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t("signUp.name")}
                name="user.name"
                autoComplete="given-name"
                required
                defaultValue={v?.user.name}
                error={err("user.name")}
              />
              <TextField
                label={t("signUp.surname")}
                name="user.surname"
                autoComplete="family-name"
                required
                defaultValue={v?.user.surname}
                error={err("user.surname")}
              />
            </div>
            <TextField
              label={t("auth.email")}
              name="user.email"
              type="email"
              autoComplete="email"
              required
              defaultValue={v?.user.email}
              error={err("user.email")}
            />
          </fieldset>
          <fieldset className={section}>
            <legend className={legend}>{t("signUp.passwordSection")}</legend>
            <NewPasswordFields fields={fields} />
          </fieldset>
          <fieldset className={section}>
            <legend className={legend}>{t("signUp.planSection")}</legend>
            <p className="text-sm text-slate-700">{t("signUp.planText")}</p>
            <TextField
              label={t("signUp.promoCode")}
              name="promoCode"
              autoComplete="off"
              maxLength={64}
              defaultValue={v?.promoCode}
              error={err("promoCode")}
            />
          </fieldset>
          <fieldset className={section}>
            <legend className={legend}>{t("signUp.consentsSection")}</legend>
            {(["terms", "privacy", "marketing"] as const).map((kind) => (
              <div key={kind}>
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    name={`consents.${kind}`}
                    defaultChecked={v?.consents[kind]}
                    className="mt-1 h-4 w-4 accent-blue-700"
                    aria-invalid={err(`consents.${kind}`) ? true : undefined}
                  />
                  <span className="text-sm">{t(`signUp.${kind}Consent`)}</span>
                </label>
                {err(`consents.${kind}`) ? (
                  <p className="mt-1 ml-7 text-sm text-red-800">{err(`consents.${kind}`)}</p>
                ) : null}
              </div>
            ))}
            <p className="text-sm text-slate-700">
              {t("signUp.readDocuments")}{" "}
              <a href={documentHref(locale, "terms")} className={link} download>
                {t("documents.terms")}
              </a>
              {", "}
              <a href={documentHref(locale, "privacy-policy")} className={link} download>
                {t("documents.privacy-policy")}
              </a>
              {", "}
              <a href={documentHref(locale, "data-protection")} className={link} download>
                {t("documents.data-protection")}
              </a>
            </p>
          </fieldset>
          <SubmitButton busy={busy}>{busy ? t("signUp.submitting") : t("signUp.submit")}</SubmitButton>
        </Form>
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
