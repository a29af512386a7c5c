import { useEffect, useRef, useState } from "react";
import type { AnswerValue, Answers, LocalizedQuestion } from "../../../shared/interview.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { type Draft, draftOf, isTyped, readDraft, sameAnswer } from "./answer-draft.ts";
import { useAnswerSaver } from "./use-answer-saver.ts";

/**
 * The interview's answers as the user gives them: a choice is saved at once, a typed answer a
 * moment after the typing stops (or when its field is left) if it reads well; what was typed
 * stays as typed (`drafts`) even when it cannot be an answer yet. Leaving the page with answers
 * not yet saved asks first. Answers the server refuses go to `onRefused` with their codes.
 */
export function useInterviewAnswers(
  interviewId: string,
  questions: LocalizedQuestion[],
  initial: Answers,
  onRefused: (fields: Record<string, string[]>) => void,
) {
  const { locale } = useT();
  const [answers, setAnswers] = useState<Answers>(initial);
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(questions.filter(isTyped).map((q) => [q.id, draftOf(q, initial[q.id], locale)])),
  );
  const { save, flush, state } = useAnswerSaver(interviewId, onRefused);

  const choose = (q: LocalizedQuestion, value: AnswerValue | null) => {
    setAnswers((a) => {
      const { [q.id]: _, ...rest } = a;
      return value === null ? rest : { ...rest, [q.id]: value };
    });
    void save(q.id, value);
  };

  /** Reads a typed field and saves it when it reads well and changed (its error is the form's to show). */
  const commit = (q: LocalizedQuestion, draft = drafts[q.id]!) => {
    const reading = readDraft(q, draft);
    if (reading.kind === "error") return;
    const value = reading.kind === "answer" ? reading.value : undefined;
    if (!sameAnswer(value, answers[q.id])) choose(q, value ?? null);
  };

  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** A typed field changed; `now` when it is saved at once (a unit or a period chosen). */
  const onDraft = (q: LocalizedQuestion, draft: Draft, now?: boolean) => {
    setDrafts((d) => ({ ...d, [q.id]: draft }));
    clearTimeout(typing.current);
    if (now) commit(q, draft);
    else
      typing.current = setTimeout(() => {
        const reading = readDraft(q, draft);
        if (reading.kind === "answer" && !sameAnswer(reading.value, answers[q.id])) choose(q, reading.value);
      }, 800);
  };
  useEffect(() => () => clearTimeout(typing.current), []);

  useEffect(() => {
    if (state !== "saving" && state !== "failed") return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [state]);

  return { answers, drafts, choose, commit, onDraft, flush, state };
}

export type InterviewAnswers = ReturnType<typeof useInterviewAnswers>;
