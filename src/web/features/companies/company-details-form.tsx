import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { companyDetailsSchema } from "../../../shared/contracts/company.ts";
import { SubmitButton } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Input } from "../../components/ui/field.tsx";
import { FormAlert, FormNotice } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";

type Details = Record<"street" | "postalCode" | "city" | "phone" | "email" | "website", string>;

/** A company admin changes the company's address and contacts (name and NIP are the register's). */
export function CompanyDetailsForm({
  details,
  saved,
  refused,
}: {
  details: Details;
  saved: boolean;
  refused: { code: string; reply: SubmissionResult<string[]> } | null;
}) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "company-details",
    schema: companyDetailsSchema,
    lastResult: refused?.reply,
    defaultValue: details,
  });
  const labels = {
    street: t("signUp.street"),
    postalCode: t("signUp.postalCode"),
    city: t("signUp.city"),
    phone: t("companies.phone"),
    email: t("companies.contactEmail"),
    website: t("companies.website"),
  };
  return (
    <Form method="post" className="mt-4 flex flex-col gap-4" {...formProps}>
      <p className="text-sm text-slate-600">{t("companies.nameFromRegister")}</p>
      {saved ? <FormNotice>{t("companies.saved")}</FormNotice> : null}
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
        {refused && refused.code !== "validation" ? <FormAlert>{t(`errors:${refused.code}`)}</FormAlert> : null}
      </ErrorSummary>
      <Field meta={fields.street} label={labels.street}>
        <Input required autoComplete="street-address" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field meta={fields.postalCode} label={labels.postalCode}>
          <Input required autoComplete="postal-code" />
        </Field>
        <Field meta={fields.city} label={labels.city}>
          <Input required autoComplete="address-level2" />
        </Field>
      </div>
      <Field meta={fields.phone} label={labels.phone}>
        <Input type="tel" autoComplete="tel" />
      </Field>
      <Field meta={fields.email} label={labels.email}>
        <Input type="email" autoComplete="email" />
      </Field>
      <Field meta={fields.website} label={labels.website}>
        <Input autoComplete="url" />
      </Field>
      <SubmitButton busy={busy}>{t("companies.save")}</SubmitButton>
    </Form>
  );
}
