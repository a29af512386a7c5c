import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { COMPLAINT_LIMITS, type ComplaintRecord } from "../../../shared/contracts/complaints.ts";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Textarea } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { section } from "./complaint-details.tsx";
import { decisionForm, reverifyForm } from "./complaint-forms.ts";

/** A step the action refused: its code and, for a form with a reason, the field errors and what was typed. */
export type ActionRefusal = { code: string; intent: string; reply?: SubmissionResult<string[]> } | null;

/** A refusal in words; a change another staff member made meanwhile says the page shows the fresh state. */
export function RefusalText({ code }: { code: string }) {
  const { t } = useT();
  return (
    <FormAlert>
      {t(`errors:${code}`)}
      {code === "invalidComplaintStatus" ? ` ${t("complaint-queue:stale")}` : null}
    </FormAlert>
  );
}

/** The form being sent from this page now, by its intent and (for a decision) its button. */
function useBusy(intent: string, decision?: string) {
  const navigation = useNavigation();
  const sent = navigation.formData;
  return (
    navigation.state === "submitting" &&
    sent?.get("intent") === intent &&
    (decision === undefined || sent.get("decision") === decision)
  );
}

/** Take the complaint: it becomes "being processed", handled by the staff member. */
function TakeForm() {
  const { t } = useT();
  const busy = useBusy("take");
  return (
    <Form method="post" className="flex flex-col gap-1" data-action-form="take">
      <input type="hidden" name="intent" value="take" />
      <div>
        <Button type="submit" busy={busy}>
          {t("complaint-queue:actions.take")}
        </Button>
      </div>
      <p className="text-sm text-slate-700">{t("complaint-queue:actions.takeHint")}</p>
    </Form>
  );
}

/**
 * Accept or reject (the button pressed) with a reason both companies are mailed: checked by the
 * schema in the browser and again by the action; a refusal comes back with the reason as typed.
 */
function DecisionForm({ c, refused }: { c: ComplaintRecord; refused: ActionRefusal }) {
  const { t } = useT();
  const mine = refused?.intent === "decide" ? refused : null;
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "complaint-decision",
    schema: decisionForm,
    lastResult: mine?.reply,
  });
  const label = t("complaint-queue:actions.reason");
  const code = mine && mine.code !== "validation" ? mine.code : null;
  const accepting = useBusy("decide", "accept");
  const rejecting = useBusy("decide", "reject");
  return (
    <Form method="post" className="mt-2 flex flex-col gap-3" data-action-form="decide" {...formProps}>
      <input type="hidden" name="intent" value="decide" />
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={{ reason: label }} focusKey={focusKey}>
        {code ? <RefusalText code={code} /> : null}
      </ErrorSummary>
      <Field
        meta={fields.reason}
        label={label}
        hint={t("complaint-queue:actions.reasonHint", { author: c.author.name, against: c.against.name })}
      >
        <Textarea rows={4} maxLength={COMPLAINT_LIMITS.reasonMax} required />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="decision" value="accept" busy={accepting}>
          {t("complaint-queue:actions.accept")}
        </Button>
        <Button type="submit" name="decision" value="reject" variant="dangerOutline" busy={rejecting}>
          {t("complaint-queue:actions.reject")}
        </Button>
      </div>
    </Form>
  );
}

/** The question asked before the company is sent back, focused (and so read out) when it appears. */
function ReverifyQuestion({ name, complaintId }: { name: string; complaintId: string }) {
  const { t } = useT();
  const busy = useBusy("reverify");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby="complaint-reverify-question"
      data-reverify-question
      className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-950 focus:outline-3 focus:outline-offset-2 focus:outline-blue-700"
    >
      <p id="complaint-reverify-question" className="font-semibold">
        {t("complaint-queue:actions.reverifyQuestion", { name })}
      </p>
      <input type="hidden" name="confirmed" value="yes" />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={busy}>
          {t("complaint-queue:actions.reverifyConfirm")}
        </Button>
        <Link to={`/portal/complaints/${complaintId}`} className={buttonVariants({ variant: "secondary" })}>
          {t("complaint-queue:actions.cancel")}
        </Link>
      </div>
    </div>
  );
}

/**
 * Send the company complained against back to verification, with a reason its admins read: the
 * first submit asks (on the page, so it works without script too), the second sends.
 */
function ReverifyForm({ c, refused, pending }: { c: ComplaintRecord; refused: ActionRefusal; pending: string | null }) {
  const { t } = useT();
  const mine = refused?.intent === "reverify" ? refused : null;
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "complaint-reverify",
    schema: reverifyForm,
    lastResult: mine?.reply,
    defaultValue: pending === null ? undefined : { reason: pending },
  });
  const label = t("complaint-queue:actions.reverifyReason");
  const code = mine && mine.code !== "validation" ? mine.code : null;
  return (
    <Form method="post" className="mt-2 flex flex-col gap-3" data-action-form="reverify" {...formProps}>
      <input type="hidden" name="intent" value="reverify" />
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={{ reason: label }} focusKey={focusKey}>
        {code ? <RefusalText code={code} /> : null}
      </ErrorSummary>
      <p className="text-sm text-slate-800">{t("complaint-queue:actions.reverifyIntro", { name: c.against.name })}</p>
      <Field meta={fields.reason} label={label} hint={t("complaint-queue:actions.reverifyReasonHint")}>
        <Textarea rows={3} maxLength={COMPLAINT_LIMITS.reasonMax} required />
      </Field>
      {pending === null ? (
        <div>
          <Button type="submit" variant="dangerOutline">
            {t("complaint-queue:actions.reverify")}
          </Button>
        </div>
      ) : (
        <ReverifyQuestion name={c.against.name} complaintId={c.id} />
      )}
    </Form>
  );
}

/**
 * What staff may do with the complaint now (its `operations`): take it; decide it; send the
 * company complained against back to verification. A refused reason's form stays even when the
 * step is no longer allowed (another staff member moved the complaint), so what was typed is kept.
 * Each change of the complaint starts the forms afresh (no error of a form sent before it stays).
 */
export function StaffActions({
  c,
  refused,
  pending,
}: {
  c: ComplaintRecord;
  refused: ActionRefusal;
  pending: string | null;
}) {
  const { t } = useT();
  const kept = (intent: string) => refused?.intent === intent && Boolean(refused.reply);
  const take = c.operations.includes("take");
  const decide = c.operations.includes("accept") || c.operations.includes("reject") || kept("decide");
  const reverify = c.operations.includes("reverify") || kept("reverify") || pending !== null;
  return (
    <section className={section} aria-labelledby="complaint-actions-title">
      <h2 id="complaint-actions-title" className="text-lg font-semibold">
        {t("complaint-queue:actions.title")}
      </h2>
      {take || decide || reverify ? (
        <div className="mt-3 flex flex-col gap-6">
          {take ? <TakeForm /> : null}
          {decide ? (
            <div>
              <h3 className="font-semibold">{t("complaint-queue:actions.decisionTitle")}</h3>
              <DecisionForm key={c.updatedAt} c={c} refused={refused} />
            </div>
          ) : null}
          {reverify ? (
            <div>
              <h3 className="font-semibold break-words">
                {t("complaint-queue:actions.reverifyTitle", { name: c.against.name })}
              </h3>
              <ReverifyForm
                key={`${c.updatedAt}-${pending === null ? "ask" : "confirm"}`}
                c={c}
                refused={refused}
                pending={pending}
              />
            </div>
          ) : null}
        </div>
      ) : (
        <p className="mt-2 text-slate-700">{t("complaint-queue:actions.none")}</p>
      )}
    </section>
  );
}
