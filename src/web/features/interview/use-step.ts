import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/** Focuses a question's first field (or the question itself), e.g. after "change" on the summary. */
export function focusQuestion(id: string) {
  const box = document.getElementById(`q-${id}`);
  if (!box) return;
  const field = box.querySelector<HTMLElement>("input, textarea, select") ?? box;
  field.focus();
  box.scrollIntoView?.({ block: "center" });
}

/**
 * The step shown (the query's `step`, 1-based, else where to resume) and the move to another;
 * `question` asks for one question's field to take the focus there. After a step change the
 * question asked for, or the step's heading, gets the focus.
 */
export function useStep(total: number, resumeStep: number) {
  const [params, setParams] = useSearchParams();
  const stepParam = Number(params.get("step"));
  const step = Number.isInteger(stepParam) && stepParam >= 1 && stepParam <= total ? stepParam - 1 : resumeStep;
  const heading = useRef<HTMLHeadingElement>(null);

  const goTo = (index: number, question?: string) => {
    const next = new URLSearchParams(params);
    next.set("step", String(index + 1));
    if (question) next.set("q", question);
    else next.delete("q");
    setParams(next, { preventScrollReset: true });
  };

  const focusedStep = useRef(step);
  useEffect(() => {
    const question = params.get("q");
    if (question) focusQuestion(question);
    else if (focusedStep.current !== step) {
      heading.current?.focus();
      window.scrollTo?.({ top: 0 });
    }
    focusedStep.current = step;
  }, [step, params]);

  return { step, goTo, heading, fromSummary: params.has("q") };
}
