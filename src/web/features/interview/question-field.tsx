import { useId } from "react";
import { PROFILE_START_MAX, PROFILE_START_MIN } from "../../../shared/business-profile.ts";
import type { AnswerValue, LocalizedQuestion } from "../../../shared/interview.ts";
import { controlVariants } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import type { AmountDraft, Draft } from "./answer-draft.ts";

const choice =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 hover:border-blue-700 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700";

export interface QuestionFieldProps {
  question: LocalizedQuestion;
  /** The id of the question's first control (the step form's field id, which its error summary links to). */
  fieldId: string;
  value: AnswerValue | undefined;
  draft: Draft;
  error: string | null;
  /** A choice made (single, multiple, yes/no): saved at once. Null clears the answer. */
  onChoose: (value: AnswerValue | null) => void;
  /** A typed field changed; `commit` when it should be saved at once (a unit or period chosen). */
  onDraft: (draft: Draft, commit?: boolean) => void;
  /** The typed field was left: read and save it. */
  onCommit: () => void;
}

type Parts = { label: React.ReactNode; help: React.ReactNode; errorText: React.ReactNode; describedBy: string };

/** The label (with "optional"), the help and the error of a question, and the ids that tie them to it. */
function useParts(q: LocalizedQuestion, error: string | null): Parts & { id: string; errorId: string } {
  const { t } = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return {
    id,
    errorId,
    describedBy: [`${id}-help`, error ? errorId : null].filter(Boolean).join(" "),
    label: (
      <>
        {q.label}
        {!q.required ? <span className="font-normal text-slate-600"> ({t("interview.optional")})</span> : null}
      </>
    ),
    help: (
      <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
        {q.help}
      </p>
    ),
    errorText: error ? (
      <p id={errorId} className="mt-2 text-sm font-medium text-red-800">
        {error}
      </p>
    ) : null,
  };
}

/** One of the options, several of them, or yes/no. */
function ChoiceQuestion({ question: q, fieldId, value, error, onChoose }: QuestionFieldProps) {
  const { t } = useT();
  const parts = useParts(q, error);
  const options =
    q.kind === "yesno"
      ? [
          { id: "true", label: t("interview.yes") },
          { id: "false", label: t("interview.no") },
        ]
      : (q.options ?? []).map((o) => ({ id: o, label: q.optionLabels?.[o] ?? o }));
  const checked = (o: string) =>
    q.kind === "multiple"
      ? Array.isArray(value) && value.includes(o)
      : q.kind === "yesno"
        ? value !== undefined && String(value) === o
        : value === o;
  const change = (o: string, on: boolean) => {
    if (q.kind === "yesno") onChoose(o === "true");
    else if (q.kind === "single") onChoose(o);
    else {
      const current = Array.isArray(value) ? value : [];
      const next = on ? [...current, o] : current.filter((x) => x !== o);
      // Keep the questionnaire's order; an empty choice clears the answer.
      const ordered = (q.options ?? []).filter((x) => next.includes(x));
      onChoose(ordered.length ? ordered : null);
    }
  };
  return (
    <fieldset
      id={`q-${q.id}`}
      data-question={q.id}
      aria-describedby={parts.describedBy}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
      className="scroll-mt-24"
    >
      <legend className="text-base font-semibold text-slate-900">{parts.label}</legend>
      {parts.help}
      <div className={`mt-3 grid gap-2 ${options.length > 3 ? "sm:grid-cols-2" : ""}`}>
        {options.map((o, i) => (
          <label key={o.id} className={choice}>
            <input
              id={i === 0 ? fieldId : undefined}
              type={q.kind === "multiple" ? "checkbox" : "radio"}
              name={q.id}
              value={o.id}
              checked={checked(o.id)}
              onChange={(e) => change(o.id, e.currentTarget.checked)}
              className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {parts.errorText}
    </fieldset>
  );
}

/** An amount: the figure, its unit and (where the question allows several) its period. */
function AmountQuestion({ question: q, fieldId, draft, error, onDraft, onCommit }: QuestionFieldProps) {
  const { t } = useT();
  const parts = useParts(q, error);
  const d = draft as AmountDraft;
  const periods = q.periods ?? ["month"];
  const control = controlVariants();
  return (
    <fieldset
      id={`q-${q.id}`}
      data-question={q.id}
      aria-describedby={parts.describedBy}
      tabIndex={-1}
      className="scroll-mt-24"
    >
      <legend className="text-base font-semibold text-slate-900">{parts.label}</legend>
      {parts.help}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-36 flex-1">
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-900">
            {t("interview.amount")}
          </label>
          <input
            id={fieldId}
            name={q.id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={d.value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? parts.errorId : undefined}
            onChange={(e) => onDraft({ ...d, value: e.currentTarget.value })}
            onBlur={onCommit}
            className={control}
          />
        </div>
        <div>
          <label htmlFor={`${parts.id}-unit`} className="block text-sm font-medium text-slate-900">
            {t("interview.unit")}
          </label>
          <select
            id={`${parts.id}-unit`}
            name={`${q.id}-unit`}
            value={d.unit}
            onChange={(e) => onDraft({ ...d, unit: e.currentTarget.value as AmountDraft["unit"] }, true)}
            className={control}
          >
            <option value="PLN">{t("interview.units.PLN")}</option>
            <option value="kPLN">{t("interview.units.kPLN")}</option>
          </select>
        </div>
        {periods.length > 1 ? (
          <div>
            <label htmlFor={`${parts.id}-period`} className="block text-sm font-medium text-slate-900">
              {t("interview.period")}
            </label>
            <select
              id={`${parts.id}-period`}
              name={`${q.id}-period`}
              value={d.period}
              onChange={(e) => onDraft({ ...d, period: e.currentTarget.value as AmountDraft["period"] }, true)}
              className={control}
            >
              {periods.map((p) => (
                <option key={p} value={p}>
                  {t(`interview.periods.${p}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {parts.errorText}
    </fieldset>
  );
}

/** A number, a text or a date (the browser's date picker; its value is the ISO day the server checks). */
function TypedQuestion({ question: q, fieldId, draft, error, onDraft, onCommit }: QuestionFieldProps) {
  const parts = useParts(q, error);
  const common = {
    id: fieldId,
    name: q.id,
    value: draft as string,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": parts.describedBy,
    onBlur: onCommit,
    placeholder: q.placeholder,
    className: controlVariants(),
  };
  const change = (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onDraft(e.currentTarget.value);
  return (
    <div id={`q-${q.id}`} data-question={q.id} className="scroll-mt-24">
      <label htmlFor={fieldId} className="block text-base font-semibold text-slate-900">
        {parts.label}
      </label>
      {parts.help}
      {q.kind === "text" ? (
        <textarea {...common} rows={3} maxLength={q.maxLength ? q.maxLength + 50 : undefined} onChange={change} />
      ) : q.kind === "date" ? (
        <input
          {...common}
          type="date"
          min={PROFILE_START_MIN}
          max={PROFILE_START_MAX}
          autoComplete="off"
          onChange={change}
        />
      ) : (
        <input {...common} type="text" inputMode="numeric" autoComplete="off" onChange={change} />
      )}
      {parts.errorText}
    </div>
  );
}

/** One question by its kind, with its help text and error tied to it for screen readers. */
export function QuestionField(props: QuestionFieldProps) {
  const kind = props.question.kind;
  if (kind === "single" || kind === "multiple" || kind === "yesno") return <ChoiceQuestion {...props} />;
  if (kind === "amount") return <AmountQuestion {...props} />;
  return <TypedQuestion {...props} />;
}
