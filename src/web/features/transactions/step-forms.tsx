import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import {
  DEAL_LIMITS,
  type TransactionRecord,
  type TransactionStep,
  TRANSACTION_STEPS,
  transactionStepInput,
} from "../../../shared/contracts/deals.ts";
import { Button } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Textarea } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";

/** A step the action refused: its code and, in `reply`, the field errors and what was typed. */
export type StepRefusal = { code: string; step: string; reply?: SubmissionResult<string[]> } | null;

const isStep = (s: string): s is TransactionStep => (TRANSACTION_STEPS as readonly string[]).includes(s);
/** The steps that carry a reason the other company reads (required for cancel and object). */
const WITH_REASON: readonly TransactionStep[] = ["object", "cancel", "requestCancel"];

/** The step being sent from this page now (its button shows it is busy). */
function useBusy(step: TransactionStep) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("step") === step;
}

/** A step that is one button: mark done (or confirm), agree to cancel. */
function ButtonStep({ step, label, hint }: { step: TransactionStep; label: string; hint?: string }) {
  const busy = useBusy(step);
  return (
    <Form method="post" className="flex flex-col gap-1" data-step-form={step}>
      <input type="hidden" name="step" value={step} />
      <div>
        <Button type="submit" busy={busy}>
          {label}
        </Button>
      </div>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
    </Form>
  );
}

/**
 * A step with a reason the other company reads: checked by the contract's schema in the browser
 * and again by the action; a refusal comes back with the reason as typed and its error.
 */
function ReasonStep({ step, other, refused }: { step: TransactionStep; other: string; refused: StepRefusal }) {
  const { t } = useT();
  const busy = useBusy(step);
  const mine = refused?.step === step ? refused : null;
  const { form, fields, focusKey, formProps } = useAppForm({
    id: `transaction-${step}`,
    schema: transactionStepInput,
    lastResult: mine?.reply,
  });
  const label = t(`transactions:actions.${step}Reason`, { name: other });
  const code = mine && mine.code !== "validation" ? mine.code : null;
  return (
    <Form
      method="post"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
      data-step-form={step}
      {...formProps}
    >
      <input type="hidden" name="step" value={step} />
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={{ reason: label }} focusKey={focusKey}>
        {code ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
      </ErrorSummary>
      <Field meta={fields.reason} label={label} hint={t(`transactions:actions.${step}Hint`, { name: other })}>
        <Textarea rows={3} maxLength={DEAL_LIMITS.reasonMax} required={step !== "requestCancel"} />
      </Field>
      <div>
        <Button type="submit" variant={step === "cancel" ? "dangerOutline" : "secondary"} busy={busy}>
          {t(`transactions:actions.${step}`)}
        </Button>
      </div>
    </Form>
  );
}

type Kind = "markDone" | "confirmDone" | "agreeCancel" | "reason";

/**
 * The forms the page shows: one per step the company may take now (a button, or a reason for
 * the other company), and a refused step's reason form even when it is no longer allowed, so
 * what was typed is kept.
 */
export function stepForms(tx: TransactionRecord, refused: StepRefusal): { step: TransactionStep; kind: Kind }[] {
  const steps = [...tx.steps];
  const again = refused && isStep(refused.step) ? refused.step : null;
  if (again && refused?.reply && WITH_REASON.includes(again) && !steps.includes(again)) steps.push(again);
  const agreeing = Boolean(tx.cancelRequestedBy && tx.cancelRequestedBy.id === tx.counterparty.id);
  return steps.map((step) => {
    if (step === "markDone") return { step, kind: tx.doneBy ? "confirmDone" : "markDone" };
    if (step === "requestCancel" && agreeing) return { step, kind: "agreeCancel" };
    return { step, kind: "reason" };
  });
}

/** A refusal the step's own form tells (the others are told on top of the page). */
export const toldInForm = (tx: TransactionRecord, refused: StepRefusal) =>
  stepForms(tx, refused).some((f) => f.kind === "reason" && f.step === refused?.step);

/** What the reader's company may do now, one form per step (see stepForms). */
export function StepActions({ tx, refused }: { tx: TransactionRecord; refused: StepRefusal }) {
  const { t } = useT();
  const forms = stepForms(tx, refused);
  return (
    <section
      aria-labelledby="transaction-actions"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-3 md:p-4"
    >
      <h2 id="transaction-actions" className="text-lg font-semibold">
        {t("transactions:actions.title")}
      </h2>
      {forms.length ? (
        <div className="mt-3 flex flex-col gap-4">
          {forms.map(({ step, kind }) =>
            kind === "reason" ? (
              <ReasonStep key={step} step={step} other={tx.counterparty.name} refused={refused} />
            ) : (
              <ButtonStep
                key={step}
                step={step}
                label={t(`transactions:actions.${kind}`)}
                hint={kind === "markDone" ? t("transactions:actions.markDoneHint") : undefined}
              />
            ),
          )}
        </div>
      ) : (
        <p className="mt-2 text-slate-700">{t("transactions:actions.none")}</p>
      )}
    </section>
  );
}
