import { useId } from "react";
import { PROFILE_START_MAX, PROFILE_START_MIN } from "../../../shared/business-profile.ts";
import type { AnswerValue, LocalizedQuestion } from "../../../shared/interview.ts";
import { useT } from "../../lib/i18n-react.tsx";
import type { AmountDraft, Draft } from "./answer-draft.ts";

const control =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";
const choice =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 hover:border-blue-700 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700";

export interface QuestionFieldProps {
  question: LocalizedQuestion;
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

/** One question by its kind, with its help text and error tied to it for screen readers. */
export function QuestionField({ question: q, value, draft, error, onChoose, onDraft, onCommit }: QuestionFieldProps) {
  const { t } = useT();
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const described = [helpId, error ? errorId : null].filter(Boolean).join(" ");
  const invalid = error ? true : undefined;
  const label = (
    <>
      {q.label}
      {!q.required ? <span className="font-normal text-slate-600"> ({t("interview.optional")})</span> : null}
    </>
  );
  const help = (
    <p id={helpId} className="mt-1 text-sm text-slate-600">
      {q.help}
    </p>
  );
  const errorText = error ? (
    <p id={errorId} className="mt-2 text-sm font-medium text-red-800">
      {error}
    </p>
  ) : null;

  if (q.kind === "single" || q.kind === "multiple" || q.kind === "yesno") {
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
        aria-describedby={described}
        aria-invalid={invalid}
        tabIndex={-1}
        className="scroll-mt-24"
      >
        <legend className="text-base font-semibold text-slate-900">{label}</legend>
        {help}
        <div className={`mt-3 grid gap-2 ${options.length > 3 ? "sm:grid-cols-2" : ""}`}>
          {options.map((o) => (
            <label key={o.id} className={choice}>
              <input
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
        {errorText}
      </fieldset>
    );
  }

  if (q.kind === "amount") {
    const d = draft as AmountDraft;
    const periods = q.periods ?? ["month"];
    return (
      <fieldset
        id={`q-${q.id}`}
        data-question={q.id}
        aria-describedby={described}
        tabIndex={-1}
        className="scroll-mt-24"
      >
        <legend className="text-base font-semibold text-slate-900">{label}</legend>
        {help}
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-36 flex-1">
            <label htmlFor={`${id}-value`} className="block text-sm font-medium text-slate-900">
              {t("interview.amount")}
            </label>
            <input
              id={`${id}-value`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={d.value}
              aria-invalid={invalid}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => onDraft({ ...d, value: e.currentTarget.value })}
              onBlur={onCommit}
              className={`${control} mt-1`}
            />
          </div>
          <div>
            <label htmlFor={`${id}-unit`} className="block text-sm font-medium text-slate-900">
              {t("interview.unit")}
            </label>
            <select
              id={`${id}-unit`}
              value={d.unit}
              onChange={(e) => onDraft({ ...d, unit: e.currentTarget.value as AmountDraft["unit"] }, true)}
              className={`${control} mt-1`}
            >
              <option value="PLN">{t("interview.units.PLN")}</option>
              <option value="kPLN">{t("interview.units.kPLN")}</option>
            </select>
          </div>
          {periods.length > 1 ? (
            <div>
              <label htmlFor={`${id}-period`} className="block text-sm font-medium text-slate-900">
                {t("interview.period")}
              </label>
              <select
                id={`${id}-period`}
                value={d.period}
                onChange={(e) => onDraft({ ...d, period: e.currentTarget.value as AmountDraft["period"] }, true)}
                className={`${control} mt-1`}
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
        {errorText}
      </fieldset>
    );
  }

  const common = {
    id: `${id}-input`,
    value: draft as string,
    "aria-invalid": invalid,
    "aria-describedby": described,
    onBlur: onCommit,
    placeholder: q.placeholder,
    className: `${control} mt-2`,
  };
  return (
    <div id={`q-${q.id}`} data-question={q.id} className="scroll-mt-24">
      <label htmlFor={`${id}-input`} className="block text-base font-semibold text-slate-900">
        {label}
      </label>
      {help}
      {q.kind === "text" ? (
        <textarea
          {...common}
          rows={3}
          maxLength={q.maxLength ? q.maxLength + 50 : undefined}
          onChange={(e) => onDraft(e.currentTarget.value)}
        />
      ) : q.kind === "date" ? (
        // The browser's date picker; its value is the ISO day the server checks.
        <input
          {...common}
          type="date"
          min={PROFILE_START_MIN}
          max={PROFILE_START_MAX}
          autoComplete="off"
          onChange={(e) => onDraft(e.currentTarget.value)}
        />
      ) : (
        <input
          {...common}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          onChange={(e) => onDraft(e.currentTarget.value)}
        />
      )}
      {errorText}
    </div>
  );
}
