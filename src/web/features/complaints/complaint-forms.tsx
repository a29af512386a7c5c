import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo, useRef } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { z } from "zod";
import {
  COMPLAINT_LIMITS,
  type ComplaintRecord,
  complaintResponseInput,
  complaintStepInput,
} from "../../../shared/contracts/complaints.ts";
import { MAX_FILE_BYTES } from "../../../shared/contracts/documents.ts";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Textarea } from "../../components/ui/field.tsx";
import { FileDrop, xhrUploader } from "../../components/ui/file-drop.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { ComplaintText } from "./filing-form.tsx";
import { complaintPath } from "./complaint-text.tsx";
import { Section } from "./complaint-sections.tsx";

/** The page's response form: the contract's response and the intent that routes it in the action. */
export const respondForm = complaintResponseInput.extend({ intent: z.literal("respond") });
/** The page's withdrawal: the contract's step (its action always "withdraw") and the intent. */
export const withdrawForm = complaintStepInput.extend({ intent: z.literal("withdraw") });

/** A refused response or withdrawal: its code and, in `reply`, the field errors and what was typed. */
export type ActionRefusal = { code: string; intent: string; reply?: SubmissionResult<string[]> } | null;

const useBusy = (intent: string) => {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
};

/** The one response of the company complained against, while the complaint is open. */
export function ResponseForm({ c, refused }: { c: ComplaintRecord; refused: ActionRefusal }) {
  const { t } = useT();
  const mine = refused?.intent === "respond" ? refused : null;
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "complaint-respond",
    schema: respondForm,
    lastResult: mine?.reply,
  });
  const labels = { text: t("complaints:response.label") };
  const code = mine && mine.code !== "validation" ? mine.code : null;
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3" data-form="respond" {...formProps}>
      <input type="hidden" name="intent" value="respond" />
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
        {code ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
      </ErrorSummary>
      <ComplaintText
        meta={fields.text}
        label={labels.text}
        hint={t("complaints:response.hint", {
          min: COMPLAINT_LIMITS.textMin,
          max: COMPLAINT_LIMITS.responseMax,
          name: c.author.name,
        })}
        max={COMPLAINT_LIMITS.responseMax}
      />
      <div>
        <Button type="submit" busy={useBusy("respond")}>
          {t("complaints:response.submit")}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Withdrawing, in two steps: a link opens the confirmation (`?withdraw=confirm`, so it works
 * without the page's script), which says what it means and takes an optional reason.
 */
function WithdrawConfirm({ c, refused }: { c: ComplaintRecord; refused: ActionRefusal }) {
  const { t } = useT();
  const mine = refused?.intent === "withdraw" ? refused : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "complaint-withdraw",
    schema: withdrawForm,
    lastResult: mine?.reply,
  });
  const labels = { reason: t("complaints:withdraw.reason") };
  const code = mine && mine.code !== "validation" ? mine.code : null;
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3 rounded-lg border border-red-300 p-3" {...formProps}>
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="action" value="withdraw" />
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        {t("complaints:withdraw.confirmTitle")}
      </h3>
      <p className="text-sm text-slate-800">{t("complaints:withdraw.confirmText", { name: c.against.name })}</p>
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey}>
        {code ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
      </ErrorSummary>
      <Field
        meta={fields.reason}
        label={labels.reason}
        hint={t("complaints:withdraw.reasonHint", {
          min: COMPLAINT_LIMITS.reasonMin,
          max: COMPLAINT_LIMITS.reasonMax,
          name: c.against.name,
        })}
      >
        <Textarea rows={3} maxLength={COMPLAINT_LIMITS.reasonMax} />
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="danger" busy={useBusy("withdraw")}>
          {t("complaints:withdraw.confirm")}
        </Button>
        <Link
          to={complaintPath(c.id)}
          preventScrollReset
          className="text-sm font-medium text-blue-800 underline underline-offset-2"
        >
          {t("complaints:withdraw.keep")}
        </Link>
      </div>
    </Form>
  );
}

/** Files sent through `/media` one by one; the page reads its data again when one arrives. */
export function FileUpload({ c }: { c: ComplaintRecord }) {
  const { t } = useT();
  const { revalidate } = useRevalidator();
  const upload = useMemo(() => xhrUploader(`/media/complaints/${encodeURIComponent(c.id)}/files`), [c.id]);
  return (
    <div className="mt-4" data-slot="complaint-upload">
      <FileDrop
        label={t("complaints:files.add")}
        upload={upload}
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        maxBytes={MAX_FILE_BYTES}
        hint={t("complaints:files.limits", {
          mb: Math.round(MAX_FILE_BYTES / 1024 / 1024),
          count: COMPLAINT_LIMITS.filesPerSide,
        })}
        onUploaded={() => void revalidate()}
      />
    </div>
  );
}

/** The author's withdrawal while the complaint is open (`operations` has "withdraw"). */
export function WithdrawSection({
  c,
  confirming,
  refused,
}: {
  c: ComplaintRecord;
  confirming: boolean;
  refused: ActionRefusal;
}) {
  const { t } = useT();
  if (!c.operations.includes("withdraw")) return null;
  return (
    <Section id="complaint-withdraw" title={t("complaints:withdraw.title")}>
      {confirming || refused?.intent === "withdraw" ? (
        <WithdrawConfirm c={c} refused={refused} />
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-800">{t("complaints:withdraw.text")}</p>
          <p className="mt-3">
            <Link
              to="?withdraw=confirm#complaint-withdraw"
              preventScrollReset
              className={buttonVariants({ variant: "dangerOutline" })}
            >
              {t("complaints:withdraw.start")}
            </Link>
          </p>
        </>
      )}
    </Section>
  );
}
