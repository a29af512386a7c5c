import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { interviewStepSchema } from "../../../shared/contracts/interview.ts";
import { isVisible, type LocalizedQuestion, type LocalizedSection } from "../../../shared/interview.ts";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { isTyped } from "./answer-draft.ts";
import { QuestionField } from "./question-field.tsx";
import { keepFocus, primary, secondary, StepButtons } from "./step-buttons.tsx";
import type { InterviewAnswers } from "./use-interview-answers.ts";

export const FORM_ID = "interview";

/** A question's error in words (`interview.errors.<code>`), with the question's limits. */
export function useQuestionError() {
  const { t } = useT();
  return (q: LocalizedQuestion | undefined, codes: readonly string[] | null | undefined) =>
    codes?.[0] && q
      ? t(`interview.errors.${codes[0]}`, { min: q.min ?? q.minLength ?? 0, max: q.max ?? q.maxLength ?? 0 })
      : null;
}

/**
 * One section of the interview as a Conform form on the interview's step schema: its shown
 * questions, each saved as it is answered; "next" (a submit) checks the whole step in the
 * browser by the same rules the server applies, and on errors the summary at the top takes the
 * focus and links to each question. Answers the server refused (`refused`) show as the fields' errors.
 */
export function StepForm({
  section,
  answers: interview,
  refused,
  onBack,
  onLater,
  onNext,
  nextLabel,
  toSummary,
}: {
  section: LocalizedSection;
  answers: InterviewAnswers;
  refused: Record<string, string[]> | null;
  onBack: (() => void) | null;
  onLater: (() => void) | null;
  /** After the step was checked and its answers saved: where to go ("summary": back to the summary). */
  onNext: (to: "next" | "summary") => void;
  nextLabel: string;
  toSummary: boolean;
}) {
  const { t } = useT();
  const questionError = useQuestionError();
  const { answers, drafts, choose, commit, onDraft, flush } = interview;
  const shown = section.questions.filter((q) => isVisible(q, answers));
  // A refusal keeps the errors of the other questions (null: unchanged).
  const lastResult = useMemo<SubmissionResult<string[]> | null>(
    () =>
      refused ? { error: { ...Object.fromEntries(section.questions.map((q) => [q.id, null])), ...refused } } : null,
    [refused, section.questions],
  );
  const { form, fields, focusKey, formProps } = useAppForm({
    id: FORM_ID,
    schema: () => interviewStepSchema(section.questions, answers),
    lastResult,
  });
  const byId = new Map(section.questions.map((q) => [q.id, q]));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    const refusedHere = event.defaultPrevented;
    event.preventDefault();
    // What was typed is read as the field's blur would have (the press kept the focus there).
    for (const q of section.questions.filter(isTyped)) commit(q);
    if (refusedHere) return;
    const to = (event.nativeEvent as SubmitEvent).submitter?.dataset.go === "summary" ? "summary" : "next";
    void flush().then(() => onNext(to));
  };

  return (
    // POST, never GET: answers about a business do not belong in an address (history, logs).
    <form {...formProps} method="post" onSubmit={onSubmit} aria-labelledby="interview-step-title" className="mt-4">
      <ErrorSummary
        formId={form.id}
        errors={form.allErrors}
        labels={Object.fromEntries(shown.map((q) => [q.id, q.label]))}
        describe={(id) => questionError(byId.get(id), form.allErrors[id])}
        focusKey={focusKey}
      />
      <div className="mt-6 grid gap-8">
        {shown.map((q) => (
          <QuestionField
            key={q.id}
            question={q}
            fieldId={`${form.id}-${q.id}`}
            value={answers[q.id]}
            draft={drafts[q.id] ?? ""}
            error={questionError(q, fields[q.id]?.errors)}
            onChoose={(v) => choose(q, v)}
            onDraft={(d, now) => onDraft(q, d, now)}
            onCommit={() => commit(q)}
          />
        ))}
      </div>
      <StepButtons onBack={onBack} onLater={onLater}>
        {toSummary ? (
          <button type="submit" data-go="summary" className={secondary} onMouseDown={keepFocus}>
            {t("interview.backToSummary")}
          </button>
        ) : null}
        <button type="submit" className={primary} onMouseDown={keepFocus}>
          {nextLabel}
        </button>
      </StepButtons>
    </form>
  );
}
