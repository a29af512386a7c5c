import type { FieldMetadata } from "@conform-to/react";
import { VERIFICATION_REQUIRED_TYPES } from "../../../shared/contracts/verification.ts";
import { documentHref } from "../../../shared/documents.ts";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox, Field, Input } from "../../components/ui/field.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { NewPasswordFields } from "../../components/ui/new-password-fields.tsx";
import { useT } from "../../lib/i18n-react.tsx";

export const link = "font-medium text-blue-800 underline underline-offset-2";
const section = "flex flex-col gap-4 rounded-xl border border-slate-200 p-4 md:p-5";
const legend = "px-1 text-base font-semibold text-slate-900";
const CONSENTS = ["terms", "privacy", "marketing"] as const;

type Meta = FieldMetadata<unknown>;
type Group = { getFieldset: () => Record<string, Meta> };
/** The wizard form's fields (Conform's metadata on the whole sign-up contract). */
export interface WizardFields {
  company: Group;
  user: Group;
  password: Meta;
  passwordConfirmation: Meta;
  promoCode: Meta;
  consents: Group;
}
export type Labels = Record<string, string>;

/** The name of every field, for its label and the error summary. */
export function useSignUpLabels(): Labels {
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
    password: t("auth.newPassword"),
    passwordConfirmation: t("auth.passwordConfirmation"),
    promoCode: t("signUp.promoCode"),
    "consents.terms": t("signUp.termsConsent"),
    "consents.privacy": t("signUp.privacyConsent"),
    "consents.marketing": t("signUp.marketingConsent"),
  };
}

export interface LookupResult {
  lookup?: "found" | "notFound" | "unavailable" | null;
  source?: string | null;
  registered?: { name: string; street: string; postalCode: string; city: string; tin: string } | null;
}

/** What the register import found: the company's data filled in, or why nothing was. */
function LookupNotice({ result }: { result: LookupResult | undefined }) {
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

/** Step 1, the company: its NIP with the register import, then its name and address. */
export function CompanyStep({
  fields,
  labels,
  result,
}: {
  fields: WizardFields;
  labels: Labels;
  result?: LookupResult;
}) {
  const { t } = useT();
  const company = fields.company.getFieldset();
  const registered = result?.registered;
  return (
    <fieldset className={section}>
      <legend className={legend}>{t("signUp.companySection")}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field meta={company.tin!} label={labels["company.tin"]} className="flex-1">
          <Input inputMode="numeric" autoComplete="off" required defaultValue={registered?.tin} />
        </Field>
        <Button type="submit" name="intent" value="lookup" variant="outline" size="sm" formNoValidate>
          {t("signUp.lookup")}
        </Button>
      </div>
      <LookupNotice result={result} />
      {/* Re-mounted after a lookup so the register's data shows. */}
      <div key={`${result?.lookup ?? ""}${registered?.name ?? ""}`} className="flex flex-col gap-4">
        <Field meta={company.name!} label={labels["company.name"]}>
          <Input autoComplete="organization" required defaultValue={registered?.name} />
        </Field>
        <Field meta={company.street!} label={labels["company.street"]}>
          <Input autoComplete="street-address" required defaultValue={registered?.street} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Field meta={company.postalCode!} label={labels["company.postalCode"]} hint={t("signUp.postalCodeHint")}>
            <Input autoComplete="postal-code" required defaultValue={registered?.postalCode} />
          </Field>
          <Field meta={company.city!} label={labels["company.city"]}>
            <Input autoComplete="address-level2" required defaultValue={registered?.city} />
          </Field>
        </div>
      </div>
    </fieldset>
  );
}

/** Step 2, the person signing up: name, surname and e-mail address. */
export function UserStep({ fields, labels }: { fields: WizardFields; labels: Labels }) {
  const { t } = useT();
  const user = fields.user.getFieldset();
  return (
    <fieldset className={section}>
      <legend className={legend}>{t("signUp.userSection")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={user.name!} label={labels["user.name"]}>
          <Input autoComplete="given-name" required />
        </Field>
        <Field meta={user.surname!} label={labels["user.surname"]}>
          <Input autoComplete="family-name" required />
        </Field>
      </div>
      <Field meta={user.email!} label={labels["user.email"]}>
        <Input type="email" autoComplete="email" required />
      </Field>
    </fieldset>
  );
}

/** Step 3, the documents: what verification will need, added from the company area later. */
export function DocumentsStep() {
  const { t } = useT();
  return (
    <section className={section} aria-labelledby="sign-up-documents">
      <h2 id="sign-up-documents" className={legend}>
        {t("signUp.steps.documents")}
      </h2>
      <p className="text-sm text-slate-700">{t("signUp.documentsText")}</p>
      <ul className="list-disc pl-6 text-sm text-slate-900">
        {VERIFICATION_REQUIRED_TYPES.map((type) => (
          <li key={type}>{t(`companyDocs.types.${type}`)}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">{t("signUp.documentsLater")}</p>
    </section>
  );
}

/** Step 4, the plan: the trial, with an optional promo code. */
export function PlanStep({ fields, labels }: { fields: WizardFields; labels: Labels }) {
  const { t } = useT();
  return (
    <fieldset className={section}>
      <legend className={legend}>{t("signUp.planSection")}</legend>
      <p className="text-sm text-slate-700">{t("signUp.planText")}</p>
      <Field meta={fields.promoCode} label={labels.promoCode!} hint={t("signUp.skipHint")}>
        <Input autoComplete="off" maxLength={64} />
      </Field>
    </fieldset>
  );
}

/** Step 5, the password; one already kept (as its hash) may stay by leaving both fields empty. */
export function PasswordsStep({ fields, kept }: { fields: WizardFields; kept: boolean }) {
  const { t } = useT();
  return (
    <fieldset className={section}>
      <legend className={legend}>{t("signUp.passwordSection")}</legend>
      {kept ? <FormNotice>{t("signUp.passwordKept")}</FormNotice> : null}
      <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} />
    </fieldset>
  );
}

/** The consents of the summary step, with the documents they refer to. */
export function ConsentsSection({ fields, labels }: { fields: WizardFields; labels: Labels }) {
  const { t, locale } = useT();
  const consents = fields.consents.getFieldset();
  return (
    <fieldset className={section}>
      <legend className={legend}>{t("signUp.consentsSection")}</legend>
      {CONSENTS.map((kind) => (
        <Checkbox key={kind} meta={consents[kind]!} label={labels[`consents.${kind}`]} />
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
