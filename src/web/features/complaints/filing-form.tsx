import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { COMPLAINT_LIMITS, complaintInput } from "../../../shared/contracts/complaints.ts";
import { Button } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Textarea } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** A refused filing: its code and, in `reply`, the field errors and what was typed. */
export type FilingRefusal = { code: string; reply?: SubmissionResult<string[]> } | null;

/** The characters typed so far, once the page's script runs (the hint says the limits without it). */
function Counter({ id, count, max }: { id: string; count: number; max: number }) {
  const { t } = useT();
  return (
    <p id={id} className={`mt-1 text-sm ${count > max ? "font-medium text-red-800" : "text-slate-600"}`}>
      {t("complaints:form.counter", { count, max })}
    </p>
  );
}

/**
 * A text of the complaint or of its response: the contract's limits in the hint, a counter of what
 * was typed, the field's error beside it.
 */
export function ComplaintText({
  meta,
  label,
  hint,
  max,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint: string;
  max: number;
}) {
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const [count, setCount] = useState(initial.length);
  const hydrated = useHydrated();
  const counter = `${meta.id}-counter`;
  return (
    <Field meta={meta} label={label} hint={hint}>
      <Textarea
        rows={6}
        maxLength={max}
        required
        aria-describedby={hydrated ? counter : undefined}
        onInput={(e) => setCount(e.currentTarget.value.length)}
      />
      {hydrated ? <Counter id={counter} count={count} max={max} /> : null}
    </Field>
  );
}

/**
 * The filing form: the subject travels as a hidden field, the text is checked by the contract's
 * schema in the browser and again by the action; a refusal comes back with the text as typed.
 */
export function ComplaintForm({
  subject,
  refused,
}: {
  subject: { transactionId?: string; messageId?: string };
  refused: FilingRefusal;
}) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "complaint-new",
    schema: complaintInput,
    lastResult: refused?.reply,
  });
  const labels = { text: t("complaints:form.text") };
  const code = refused && refused.code !== "validation" ? refused.code : null;
  const subjectRefused = Boolean(fields.transactionId.errors?.length || fields.messageId.errors?.length);
  return (
    <Form method="post" className="mt-6 flex flex-col gap-4" {...formProps}>
      {subject.transactionId ? <input type="hidden" name="transactionId" value={subject.transactionId} /> : null}
      {subject.messageId ? <input type="hidden" name="messageId" value={subject.messageId} /> : null}
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
        {code ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
        {subjectRefused ? <FormAlert>{t("complaints:form.noSubject")}</FormAlert> : null}
      </ErrorSummary>
      <ComplaintText
        meta={fields.text}
        label={labels.text}
        hint={t("complaints:form.textHint", { min: COMPLAINT_LIMITS.textMin, max: COMPLAINT_LIMITS.textMax })}
        max={COMPLAINT_LIMITS.textMax}
      />
      <p className="text-sm text-slate-700">{t("complaints:form.filesLater")}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={busy}>
          {t("complaints:form.submit")}
        </Button>
        <Link to="/company/info/complaints" className="text-sm font-medium text-blue-800 underline underline-offset-2">
          {t("complaints:form.cancel")}
        </Link>
      </div>
    </Form>
  );
}
