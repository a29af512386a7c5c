import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { PROFILE_FACT_NAMES } from "../../../shared/business-profile.ts";
import {
  correctionOf,
  formErrorsOf,
  profileFactsFormSchema,
  profileFormValues,
} from "../../../shared/contracts/profile-facts.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { chatApi } from "./chat-api.ts";
import type { ProfileView } from "./chat-types.ts";
import { FactField } from "./fact-field.tsx";
import { useFactError } from "./profile-correction.ts";

const neutral = buttonVariants({ variant: "secondary", size: "sm" });
const primary = buttonVariants({ size: "sm" });

/**
 * Sends the form's correction: the fields' values, checked in the browser by the contract, as
 * the facts to set and to remove. Answers the saved view, or the refusal as Conform's reply
 * (with what was typed) and the form's own message.
 */
async function send(form: HTMLFormElement, threadId: string, profile: ProfileView["profile"]) {
  const submission = parseWithZod(new FormData(form), { schema: profileFactsFormSchema });
  if (submission.status !== "success") return { ok: false as const, reply: submission.reply(), code: null };
  const { set, remove } = correctionOf(submission.value, profile);
  if (!Object.keys(set).length && !remove.length) return { ok: true as const, view: null };
  const answer = await chatApi.correctProfile(threadId, set, remove);
  if (answer.ok) return { ok: true as const, view: answer.body };
  if (answer.status === 400 && answer.fields) {
    const { fieldErrors, formErrors } = formErrorsOf(answer.fields);
    return { ok: false as const, reply: submission.reply({ fieldErrors, formErrors }), code: null };
  }
  return { ok: false as const, reply: null, code: answer.code };
}

/**
 * The form to correct the facts the advisor keeps: a Conform form on the profile's contract
 * (the same rules the server applies), with the error summary at the top that takes focus and
 * links to each wrong fact. What was typed stays on a refusal. `onDone` gets the saved view, or
 * null when nothing changed or the user cancelled.
 */
export function ProfileFactsForm({
  formId,
  threadId,
  profile,
  onDone,
}: {
  formId: string;
  threadId: string;
  profile: ProfileView["profile"];
  onDone: (view: ProfileView | null) => void;
}) {
  const { t } = useT();
  const factError = useFactError();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const element = useRef<HTMLFormElement>(null);
  const { form, fields, focusKey, formProps } = useAppForm({
    id: formId,
    schema: profileFactsFormSchema,
    lastResult,
    defaultValue: profileFormValues(profile),
  });
  useEffect(() => element.current?.querySelector<HTMLElement>("input, select")?.focus(), []);

  const failure = (code: string) => (code === "conflict" ? t("chat.profile.closed") : t(`errors:${code}`));
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented) return setFormError(t("chat.profile.formErrors"));
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void send(event.currentTarget, threadId, profile).then((answer) => {
      setBusy(false);
      if (answer.ok) return onDone(answer.view);
      setFormError(answer.code ? failure(answer.code) : t("chat.profile.formErrors"));
      if (answer.reply) setLastResult(answer.reply);
    });
  };
  const labels = Object.fromEntries(PROFILE_FACT_NAMES.map((fact) => [fact, t(`chat.profile.fields.${fact}`)]));
  return (
    <form
      ref={element}
      {...formProps}
      onSubmit={onSubmit}
      aria-labelledby={`${formId}-title`}
      className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4"
    >
      <h3 id={`${formId}-title`} className="font-semibold text-slate-900">
        {t("chat.profile.formTitle")}
      </h3>
      <p className="-mt-2 text-sm text-slate-700">{t("chat.profile.formHint")}</p>
      <ErrorSummary
        formId={form.id}
        errors={form.allErrors}
        labels={labels}
        describe={(fact) => factError(fact as (typeof PROFILE_FACT_NAMES)[number], form.allErrors[fact])}
        focusKey={focusKey}
      >
        {formError ? <FormAlert>{formError}</FormAlert> : null}
      </ErrorSummary>
      <div className="grid grid-cols-1 gap-4 @lg:grid-cols-2">
        {PROFILE_FACT_NAMES.map((fact) => (
          <FactField key={fact} fact={fact} meta={fields[fact]!} error={factError(fact, fields[fact]!.errors)} />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={neutral} onClick={() => onDone(null)}>
          {t("actions.cancel")}
        </button>
        <button type="submit" className={primary} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t("chat.profile.saving") : t("chat.profile.save")}
        </button>
      </div>
    </form>
  );
}
