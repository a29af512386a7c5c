import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { z } from "zod";
import {
  categoriesFor,
  RATING_LIMITS,
  type RatingCategory,
  ratingAnswerInput,
  ratingInput,
  type RatingRecord,
} from "../../../shared/contracts/ratings.ts";
import { Button } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { Field, Textarea } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { fieldErrorText } from "../../lib/field-messages.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { momentText } from "./transaction-text.tsx";

/** The page's rating form: the contract's rating and the intent that routes it in the action. */
export const rateForm = ratingInput.extend({ intent: z.literal("rate") });
/** The page's answer form: the contract's answer, the rating answered and the intent. */
export const answerForm = ratingAnswerInput.extend({ intent: z.literal("answer"), ratingId: z.string().max(64) });

/** A refused rating or answer: its code and, in `reply`, the field errors and what was typed. */
export type RatingRefusal = { code: string; intent: string; reply?: SubmissionResult<string[]> } | null;

const SCORES = ["1", "2", "3", "4", "5"] as const;

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

type Meta = { errors?: string[]; initialValue?: unknown; key?: string };

/** One category's scores: a radio group (fieldset and legend), its error under the legend. */
function ScoreGroup({ formId, category, meta }: { formId: string; category: RatingCategory; meta: Meta }) {
  const scale = `${formId}-scale`;
  const i18n = useT();
  const { t } = i18n;
  const id = `${formId}-${category}`;
  const errors = meta.errors?.length ? meta.errors : null;
  const initial = meta.initialValue === undefined ? "" : String(meta.initialValue);
  return (
    <fieldset
      id={id}
      key={meta.key}
      tabIndex={-1}
      data-category={category}
      aria-invalid={errors ? true : undefined}
      aria-describedby={errors ? `${scale} ${id}-error` : scale}
      className="rounded-lg border border-slate-300 p-3 aria-invalid:border-red-700"
    >
      <legend className="px-1 text-sm font-medium text-slate-900">
        {t(`transactions:ratings.categories.${category}`)}
      </legend>
      {errors ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {fieldErrorText(i18n, errors)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {SCORES.map((s) => (
          <label key={s} className="flex min-h-11 min-w-11 items-center gap-2 text-base">
            <input
              type="radio"
              name={category}
              value={s}
              defaultChecked={initial === s}
              className="size-5 accent-blue-700 focus:outline-2 focus:outline-offset-2 focus:outline-blue-700"
            />
            {s}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The reader's company rates the other side (the categories of the other side's role), or changes
 * its rating (prefilled with it); a refusal keeps what was typed with its errors.
 */
export function RateForm({
  role,
  other,
  own,
  rateUntil,
  refused,
}: {
  role: "shipper" | "carrier";
  other: string;
  own: RatingRecord | undefined;
  rateUntil: string | null;
  refused: RatingRefusal;
}) {
  const { t } = useT();
  const busy = useBusy("rate");
  const mine = refused?.intent === "rate" ? refused : null;
  const categories = categoriesFor(role === "shipper" ? "carrier" : "shipper");
  const { form, fields, focusKey, formProps } = useAppForm({
    id: "transaction-rating",
    schema: rateForm,
    lastResult: mine?.reply,
    defaultValue: own ? { ...own.scores, comment: own.comment ?? "" } : undefined,
  });
  const labels = Object.fromEntries(categories.map((c) => [c, t(`transactions:ratings.categories.${c}`)]));
  const code = mine && mine.code !== "validation" ? mine.code : null;
  const until = own?.editableUntil
    ? t("transactions:ratings.form.changeUntil", { date: momentText(own.editableUntil) })
    : t("transactions:ratings.form.rateUntil", {
        date: rateUntil ? momentText(rateUntil) : "",
        days: RATING_LIMITS.editDays,
      });
  const meta = fields as unknown as Record<string, Meta>;
  return (
    <Form method="post" className="mt-4 flex flex-col gap-3 rounded-lg border border-slate-200 p-3" {...formProps}>
      <h3 className="font-semibold">
        {t(own ? "transactions:ratings.form.change" : "transactions:ratings.form.title", { name: other })}
      </h3>
      <p id={`${form.id}-scale`} className="text-sm text-slate-700">
        {t("transactions:ratings.form.scale")} {until}
      </p>
      <input type="hidden" name="intent" value="rate" />
      <ErrorSummary
        formId={form.id}
        errors={form.allErrors}
        labels={{ ...labels, comment: t("transactions:ratings.form.comment") }}
        focusKey={focusKey}
      >
        {code ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
      </ErrorSummary>
      {categories.map((c) => (
        <ScoreGroup key={c} formId={form.id} category={c} meta={meta[c] ?? {}} />
      ))}
      <Field meta={fields.comment} label={t("transactions:ratings.form.comment")}>
        <Textarea rows={3} maxLength={RATING_LIMITS.commentMax} />
      </Field>
      <div>
        <Button type="submit" busy={busy}>
          {t(own ? "transactions:ratings.form.submitChange" : "transactions:ratings.form.submit")}
        </Button>
      </div>
    </Form>
  );
}

/** The rated company's one answer to a rating, shown under it. */
export function AnswerForm({ rating, refused }: { rating: RatingRecord; refused: RatingRefusal }) {
  const { t } = useT();
  const busy = useBusy("answer");
  const mine = refused?.intent === "answer" ? refused : null;
  const { form, fields, focusKey, formProps } = useAppForm({
    id: `rating-answer-${rating.id}`,
    schema: answerForm,
    lastResult: mine?.reply,
  });
  const label = t("transactions:ratings.answer.label", { name: rating.rater.name });
  const code = mine && mine.code !== "validation" ? mine.code : null;
  return (
    <Form method="post" className="mt-3 flex flex-col gap-2" data-answer-form={rating.id} {...formProps}>
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="ratingId" value={rating.id} />
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={{ text: label }} focusKey={focusKey}>
        {code ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}
      </ErrorSummary>
      <Field meta={fields.text} label={label} hint={t("transactions:ratings.answer.hint")}>
        <Textarea rows={3} maxLength={RATING_LIMITS.answerMax} required />
      </Field>
      <div>
        <Button type="submit" variant="secondary" busy={busy}>
          {t("transactions:ratings.answer.submit")}
        </Button>
      </div>
    </Form>
  );
}
