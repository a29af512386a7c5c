import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { companyLookupSchema, signUpSchema } from "../../../shared/contracts/account.ts";
import { documentHref } from "../../../shared/documents.ts";
import { Button, SubmitButton } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Checkbox, Field, Input } from "../../components/ui/field.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { NewPasswordFields, newPasswordLabels } from "../../components/ui/new-password-fields.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/sign-up";
import { lookupAction, signUpAction } from "./sign-up.server.ts";

/** Already signed in: a new trial account is not what the user needs; home, as from /zaloguj. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.get(webContext).actor) throw redirect("/");
  return null;
}

/** Trial sign-up (/access/request), or the register import of its NIP (intent=lookup). */
export async function action({ request, context }: Route.ActionArgs) {
  const web = context.get(webContext);
  const form = await request.formData();
  return form.get("intent") === "lookup" ? lookupAction(form, web) : signUpAction(request, form, web);
}

function SignedUp({ email }: { email: string }) {
  const { t } = useT();
  return (
    <main id="content" className="mx-auto w-full max-w-xl px-4 py-10">
      <PageTitle title={t("pages.request")} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg md:p-8">
        <h1 className="text-2xl font-bold">{t("pages.request")}</h1>
        <div className="mt-6">
          <FormNotice>{t("signUp.done", { email })}</FormNotice>
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

const link = "font-medium text-blue-800 underline underline-offset-2";
const section = "flex flex-col gap-4 rounded-xl border border-slate-200 p-4 md:p-5";
const legend = "px-1 text-base font-semibold text-slate-900";
const CONSENTS = ["terms", "privacy", "marketing"] as const;

type SignUpResult = Exclude<NonNullable<ReturnType<typeof useActionData<typeof action>>>, { ok: true }>;
type SignUpFields = ReturnType<typeof useAppForm<typeof signUpSchema>>["fields"];
type Labels = ReturnType<typeof useSignUpLabels>;

/** The name of every field, for its label and the error summary. */
function useSignUpLabels() {
  const { t } = useT();
  return {
    "company.tin": t("signUp.tin"),
    "company.name": t("signUp.companyName"),
    "company.street": t("signUp.street"),
    "company.postalCode": t("signUp.postalCode"),
    "company.city": t("signUp.city"),
    "user.name": t("signUp.name"),
    "user.surname": t("signUp.surname"),
    "user.email": t("auth.email"),
    ...newPasswordLabels(t),
    promoCode: t("signUp.promoCode"),
    "consents.terms": t("signUp.termsConsent"),
    "consents.privacy": t("signUp.privacyConsent"),
    "consents.marketing": t("signUp.marketingConsent"),
  };
}

/** What the register import found: the company's data filled in, or why nothing was. */
function LookupNotice({ result }: { result: SignUpResult | undefined }) {
  const { t } = useT();
  if (result?.lookup === "found")
    return (
      <FormNotice>
        {t("signUp.lookupFound", { source: t(`signUp.registerNames.${result.source === "gus" ? "regon" : "demo"}`) })}
      </FormNotice>
    );
  if (result?.lookup)
    return (
      <FormAlert>{t(result.lookup === "notFound" ? "signUp.lookupNotFound" : "signUp.lookupUnavailable")}</FormAlert>
    );
  return null;
}

/** The company: its NIP with the register import, then its name and address. */
function CompanySection({
  fields,
  labels,
  result,
}: {
  fields: SignUpFields;
  labels: Labels;
  result: SignUpResult | undefined;
}) {
  const { t } = useT();
  const company = fields.company.getFieldset();
  const registered = result?.registered;
  return (
    <fieldset className={section}>
      <legend className={legend}>{t("signUp.companySection")}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field meta={company.tin} label={labels["company.tin"]} className="flex-1">
          <Input inputMode="numeric" autoComplete="off" required defaultValue={registered?.tin} />
        </Field>
        <Button type="submit" name="intent" value="lookup" variant="outline" size="sm" formNoValidate>
          {t("signUp.lookup")}
        </Button>
      </div>
      <LookupNotice result={result} />
      {/* Re-mounted after a lookup so the register's data shows. */}
      <div key={`${result?.lookup ?? ""}${registered?.name ?? ""}`} className="flex flex-col gap-4">
        <Field meta={company.name} label={labels["company.name"]}>
          <Input autoComplete="organization" required defaultValue={registered?.name} />
        </Field>
        <Field meta={company.street} label={labels["company.street"]}>
          <Input autoComplete="street-address" required defaultValue={registered?.street} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Field meta={company.postalCode} label={labels["company.postalCode"]} hint={t("signUp.postalCodeHint")}>
            <Input autoComplete="postal-code" required defaultValue={registered?.postalCode} />
          </Field>
          <Field meta={company.city} label={labels["company.city"]}>
            <Input autoComplete="address-level2" required defaultValue={registered?.city} />
          </Field>
        </div>
      </div>
    </fieldset>
  );
}

/** The person signing up: name, surname and e-mail address. */
function UserSection({ fields, labels }: { fields: SignUpFields; labels: Labels }) {
  const { t } = useT();
  const user = fields.user.getFieldset();
  return (
    <fieldset className={section}>
      <legend className={legend}>{t("signUp.userSection")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={user.name} label={labels["user.name"]}>
          <Input autoComplete="given-name" required />
        </Field>
        <Field meta={user.surname} label={labels["user.surname"]}>
          <Input autoComplete="family-name" required />
        </Field>
      </div>
      <Field meta={user.email} label={labels["user.email"]}>
        <Input type="email" autoComplete="email" required />
      </Field>
    </fieldset>
  );
}

/** The consents, with the documents they refer to. */
function ConsentsSection({ fields, labels }: { fields: SignUpFields; labels: Labels }) {
  const { t, locale } = useT();
  const consents = fields.consents.getFieldset();
  return (
    <fieldset className={section}>
      <legend className={legend}>{t("signUp.consentsSection")}</legend>
      {CONSENTS.map((kind) => (
        <Checkbox key={kind} meta={consents[kind]} label={labels[`consents.${kind}`]} />
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
  );
}

export default function SignUp() {
  const { t } = useT();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { form, fields, focusKey, formProps } = useAppForm<typeof signUpSchema>({
    id: "sign-up",
    schema: (submitter) => (submitter?.value === "lookup" ? companyLookupSchema : signUpSchema),
    lastResult: result && !result.ok ? result.reply : undefined,
  });
  const labels = useSignUpLabels();
  if (result?.ok) return <SignedUp email={result.email} />;

  const refusal =
    result?.code && result.code !== "validation" && !form.allErrors["company.tin"] && !form.allErrors["user.email"];

  return (
    <main id="content" className="mx-auto w-full max-w-2xl px-4 py-10">
      <PageTitle title={t("pages.request")} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg md:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("pages.request")}</h1>
        <p className="mt-2 text-slate-700">{t("signUp.lead")}</p>
        <Form method="post" className="mt-6 flex flex-col gap-6" {...formProps}>
          <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
            {refusal ? <FormAlert>{t(`errors:${result.code}`)}</FormAlert> : null}
          </ErrorSummary>
          <CompanySection fields={fields} labels={labels} result={result} />
          <UserSection fields={fields} labels={labels} />
          <fieldset className={section}>
            <legend className={legend}>{t("signUp.passwordSection")}</legend>
            <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} />
          </fieldset>
          <fieldset className={section}>
            <legend className={legend}>{t("signUp.planSection")}</legend>
            <p className="text-sm text-slate-700">{t("signUp.planText")}</p>
            <Field meta={fields.promoCode} label={labels.promoCode}>
              <Input autoComplete="off" maxLength={64} />
            </Field>
          </fieldset>
          <ConsentsSection fields={fields} labels={labels} />
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
