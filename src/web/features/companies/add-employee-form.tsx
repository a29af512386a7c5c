import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { newEmployeeSchema } from "../../../shared/contracts/company.ts";
import { Button } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Checkbox, Field, Input } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";

/** A company admin invites an employee: name, surname, address, and admin rights if wanted. */
export function AddEmployeeForm({ refused }: { refused: { code: string; reply: SubmissionResult<string[]> } | null }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "add-employee",
    schema: newEmployeeSchema,
    lastResult: refused?.reply,
  });
  const labels = { name: t("signUp.name"), surname: t("signUp.surname"), email: t("companies.personEmail") };
  return (
    <Form method="post" className="mt-4 flex flex-col gap-4" {...formProps}>
      <input type="hidden" name="intent" value="add" />
      <p className="text-sm text-slate-700">{t("employees.addIntro")}</p>
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
        {refused && refused.code !== "validation" && !form.allErrors.email ? (
          <FormAlert>{t(`errors:${refused.code}`)}</FormAlert>
        ) : null}
      </ErrorSummary>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.name} label={labels.name}>
          <Input required autoComplete="off" />
        </Field>
        <Field meta={fields.surname} label={labels.surname}>
          <Input required autoComplete="off" />
        </Field>
      </div>
      <Field meta={fields.email} label={labels.email}>
        <Input type="email" required autoComplete="off" />
      </Field>
      <Checkbox meta={fields.isAdmin} label={t("employees.makeAdmin")} />
      <div>
        <Button type="submit" busy={busy}>
          {t("employees.invite")}
        </Button>
      </div>
    </Form>
  );
}
