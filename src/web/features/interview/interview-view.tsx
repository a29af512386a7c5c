import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  type AnswerValue,
  type Answers,
  isVisible,
  type LocalizedQuestion,
  type LocalizedSection,
  missingAnswers,
} from "../../../shared/interview.ts";
import { toast } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { call } from "../../lib/answer-call.ts";
import { type Draft, draftOf, isTyped, readDraft, sameAnswer } from "./answer-draft.ts";
import { InterviewSummary } from "./interview-summary.tsx";
import { QuestionField } from "./question-field.tsx";
import { useAnswerSaver } from "./use-answer-saver.ts";
import { buttonVariants } from "../../components/ui/button.tsx";

export interface InterviewViewProps {
  interviewId: string;
  status: "open" | "finished";
  sections: LocalizedSection[];
  answers: Answers;
  /** Where to resume: the first step with a required question unanswered (the summary when none). */
  resumeStep: number;
}

const primary = buttonVariants({ size: "lg" });
const secondary = buttonVariants({ variant: "secondary", size: "lg" });

/**
 * For the step buttons: a mouse or touch press leaves the focus in the field being typed in.
 * Otherwise the field's blur (which reads and checks it) redraws the errors between the press
 * and the release; the button moves from under the pointer and the press does nothing (issue
 * 23). The click handler reads every field itself; the keyboard is not affected.
 */
const keepFocus = (e: MouseEvent) => e.preventDefault();

/** Focuses a question's first field (or the question itself), e.g. after "change" on the summary. */
function focusQuestion(id: string) {
  const box = document.getElementById(`q-${id}`);
  if (!box) return;
  const field = box.querySelector<HTMLElement>("input, textarea, select") ?? box;
  field.focus();
  box.scrollIntoView?.({ block: "center" });
}

/**
 * The interview: one section per step with a progress indicator, back and next, each
 * answer saved as it is given, a summary with a link to change each answer, and finish, which
 * opens the conversation the advisor starts with a summary of what it learned.
 */
export function InterviewView(props: InterviewViewProps) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { sections } = props;
  const total = sections.length + 1; // the summary is the last step
  const stepParam = Number(params.get("step"));
  const step = Number.isInteger(stepParam) && stepParam >= 1 && stepParam <= total ? stepParam - 1 : props.resumeStep;
  const section = sections[step];
  const all = sections.flatMap((s) => s.questions);

  const [answers, setAnswers] = useState<Answers>(props.answers);
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(all.filter(isTyped).map((q) => [q.id, draftOf(q, props.answers[q.id], locale)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summaryErrors, setSummaryErrors] = useState<string[]>([]);
  const [finishing, setFinishing] = useState(false);
  const errorBox = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const errorText = useCallback(
    (q: LocalizedQuestion, code: string) =>
      t(`interview.errors.${code}`, { min: q.min ?? q.minLength ?? 0, max: q.max ?? q.maxLength ?? 0 }),
    [t],
  );
  const byId = new Map(all.map((q) => [q.id, q]));
  const { save, flush, state } = useAnswerSaver(props.interviewId, (fields) =>
    setErrors((e) => ({
      ...e,
      ...Object.fromEntries(
        Object.entries(fields).map(([id, codes]) => [id, errorText(byId.get(id)!, codes[0] ?? "invalidOption")]),
      ),
    })),
  );

  const setError = (id: string, text: string | null) =>
    setErrors((e) => {
      const { [id]: _, ...rest } = e;
      return text ? { ...rest, [id]: text } : rest;
    });

  const choose = (q: LocalizedQuestion, value: AnswerValue | null) => {
    setAnswers((a) => {
      const { [q.id]: _, ...rest } = a;
      return value === null ? rest : { ...rest, [q.id]: value };
    });
    setError(q.id, null);
    void save(q.id, value);
  };

  /** Reads a typed field; saves it when it changed. Returns false when it holds an error. */
  const commit = (q: LocalizedQuestion, draft = drafts[q.id]!): boolean => {
    const reading = readDraft(q, draft);
    if (reading.kind === "error") {
      setError(q.id, errorText(q, reading.error));
      return false;
    }
    setError(q.id, null);
    const value = reading.kind === "answer" ? reading.value : undefined;
    if (!sameAnswer(value, answers[q.id])) choose(q, value ?? null);
    return true;
  };

  // A typed answer is saved a moment after the typing stops, if it reads well.
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
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

  // Leaving with answers not yet saved asks first.
  useEffect(() => {
    if (state !== "saving" && state !== "failed") return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [state]);

  const goTo = (index: number, question?: string) => {
    const next = new URLSearchParams(params);
    next.set("step", String(index + 1));
    if (question) next.set("q", question);
    else next.delete("q");
    setParams(next, { preventScrollReset: true });
  };

  // After a step change: the question asked for, or the step's heading, gets the focus.
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

  /**
   * Checks the step's shown questions; on errors shows them, focuses the list, and stays. Typed
   * answers are read as they stand now (the state may not hold them yet), so a question one of
   * them reveals (two founders: the legal form) is checked by this same press.
   */
  const checkStep = (): boolean => {
    if (!section) return true;
    const current: Answers = { ...answers };
    let ok = true;
    const next: Record<string, string> = {};
    for (const q of section.questions) {
      if (!isVisible(q, current)) continue;
      if (isTyped(q)) {
        const reading = readDraft(q, drafts[q.id]!);
        commit(q);
        if (reading.kind === "error") {
          ok = false;
          next[q.id] = errorText(q, reading.error);
          continue;
        }
        if (reading.kind === "answer") current[q.id] = reading.value;
        else delete current[q.id];
      }
      if (q.required && current[q.id] === undefined) {
        ok = false;
        next[q.id] = errorText(q, q.kind === "multiple" ? "chooseAtLeastOne" : "required");
      }
    }
    setErrors((e) => ({ ...e, ...next }));
    if (!ok) requestAnimationFrame(() => errorBox.current?.focus());
    return ok;
  };

  const next = async () => {
    if (!checkStep()) return;
    await flush();
    goTo(step + 1);
  };
  /** After changing an answer from the summary, straight back to it. */
  const toSummary = async () => {
    if (!checkStep()) return;
    await flush();
    goTo(sections.length);
  };
  const back = () => {
    // What was typed is read as the field's blur would have (the press kept the focus there).
    if (section) for (const q of section.questions.filter(isTyped)) commit(q);
    goTo(Math.max(0, step - 1));
  };
  const later = async () => {
    if (section) for (const q of section.questions.filter(isTyped)) commit(q);
    if (!(await flush())) return;
    toast.success(t("interview.finishLaterDone"));
    void navigate("/");
  };
  const finish = async () => {
    if (finishing) return;
    const missing = missingAnswers(all, answers);
    if (missing.length) {
      setSummaryErrors(missing);
      requestAnimationFrame(() => errorBox.current?.focus());
      return;
    }
    setFinishing(true);
    if (!(await flush())) return setFinishing(false);
    const answer = await call<{ threadId: string }>("POST", "/interview/finish", { interviewId: props.interviewId });
    if (answer.ok) return void navigate("/rozmowa");
    setFinishing(false);
    if (answer.status === 400 && answer.fields) {
      setSummaryErrors(Object.keys(answer.fields));
      requestAnimationFrame(() => errorBox.current?.focus());
    } else toast.error(t(`errors:${answer.code}`));
  };
  const startNew = async () => {
    const answer = await call<{ interviewId: string }>("POST", "/interview/start", {});
    if (answer.ok) void navigate("/interview", { replace: true });
    else toast.error(t(`errors:${answer.code}`));
  };

  const stepErrors = section
    ? section.questions.filter((q) => errors[q.id] && isVisible(q, answers)).map((q) => q.id)
    : summaryErrors;
  const title = section ? section.title : t("interview.summaryTitle");

  return (
    <div className="mt-6">
      {props.status === "finished" ? (
        <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
          <p className="flex-1">{t("interview.finished")}</p>
          <Link to="/rozmowa" className={primary}>
            {t("interview.openChat")}
          </Link>
          <button type="button" className={secondary} onClick={() => void startNew()}>
            {t("interview.startNew")}
          </button>
        </div>
      ) : null}

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-slate-700" id="interview-step">
          {t("interview.stepOf", { current: step + 1, total })}
        </p>
        <p role="status" aria-live="polite" className="text-sm text-slate-700" data-save-state={state}>
          {state === "saving" ? t("interview.saving") : state === "saved" ? t("interview.saved") : ""}
        </p>
      </div>
      <progress
        className="mt-2 h-2 w-full overflow-hidden rounded-full accent-blue-700 [&::-moz-progress-bar]:bg-blue-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-blue-700"
        max={total}
        value={step + 1}
        aria-label={t("interview.progressLabel")}
        aria-describedby="interview-step"
      />
      <ol className="mt-3 hidden flex-wrap gap-x-4 gap-y-1 text-sm md:flex" aria-label={t("interview.progressLabel")}>
        {[...sections.map((s) => s.title), t("interview.summaryTitle")].map((name, i) => (
          <li
            key={name}
            aria-current={i === step ? "step" : undefined}
            className={i === step ? "font-semibold text-blue-800" : "text-slate-600"}
          >
            {i + 1}. {name}
          </li>
        ))}
      </ol>

      {state === "failed" ? (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-amber-950"
        >
          <p className="flex-1">{t("interview.saveFailed")}</p>
          <button type="button" className={secondary} onClick={() => void flush()}>
            {t("interview.retrySave")}
          </button>
        </div>
      ) : null}

      <section
        aria-labelledby="interview-step-title"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-8"
      >
        <h2
          id="interview-step-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          {title}
        </h2>
        <p className="mt-1 text-slate-700">{section ? section.intro : t("interview.summaryIntro")}</p>

        {stepErrors.length ? (
          <div
            ref={errorBox}
            tabIndex={-1}
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900"
          >
            <p className="font-medium">
              {section ? t("interview.fixErrors", { count: stepErrors.length }) : t("interview.missingBeforeFinish")}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {stepErrors.map((id) => (
                <li key={id}>
                  {section ? (
                    <a href={`#q-${id}`} onClick={(e) => (e.preventDefault(), focusQuestion(id))} className="underline">
                      {byId.get(id)?.label}
                    </a>
                  ) : (
                    <a
                      href={`?step=${sections.findIndex((s) => s.id === byId.get(id)?.section) + 1}&q=${id}`}
                      onClick={(e) => {
                        e.preventDefault();
                        goTo(
                          sections.findIndex((s) => s.id === byId.get(id)?.section),
                          id,
                        );
                      }}
                      className="underline"
                    >
                      {byId.get(id)?.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {section ? (
          <div className="mt-6 grid gap-8">
            {section.questions
              .filter((q) => isVisible(q, answers))
              .map((q) => (
                <QuestionField
                  key={q.id}
                  question={q}
                  value={answers[q.id]}
                  draft={drafts[q.id] ?? ""}
                  error={errors[q.id] ?? null}
                  onChoose={(v) => choose(q, v)}
                  onDraft={(d, now) => onDraft(q, d, now)}
                  onCommit={() => commit(q)}
                />
              ))}
          </div>
        ) : (
          <InterviewSummary sections={sections} answers={answers} onEdit={goTo} missing={summaryErrors} />
        )}

        <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
          {step > 0 ? (
            <button type="button" className={secondary} onClick={back} onMouseDown={keepFocus}>
              {t("interview.back")}
            </button>
          ) : null}
          {section && params.has("q") && step < sections.length - 1 ? (
            <button type="button" className={secondary} onClick={() => void toSummary()} onMouseDown={keepFocus}>
              {t("interview.backToSummary")}
            </button>
          ) : null}
          {section ? (
            <button type="button" className={primary} onClick={() => void next()} onMouseDown={keepFocus}>
              {step === sections.length - 1 ? t("interview.toSummary") : t("interview.next")}
            </button>
          ) : (
            <button
              type="button"
              className={primary}
              onClick={() => void finish()}
              disabled={finishing}
              aria-busy={finishing || undefined}
            >
              {finishing ? t("interview.finishing") : t("interview.finish")}
            </button>
          )}
          {props.status === "open" ? (
            <button
              type="button"
              className={`${secondary} ml-auto`}
              onClick={() => void later()}
              onMouseDown={keepFocus}
            >
              {t("interview.finishLater")}
            </button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
