import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Answers, LocalizedSection } from "../../../shared/interview.ts";
import { toast } from "../../components/ui/toast-store.ts";
import { call } from "../../lib/answer-call.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { isTyped } from "./answer-draft.ts";
import { InterviewProgress } from "./interview-progress.tsx";
import { primary, secondary } from "./step-buttons.tsx";
import { StepForm } from "./step-form.tsx";
import { SummaryStep } from "./summary-step.tsx";
import { type InterviewAnswers, useInterviewAnswers } from "./use-interview-answers.ts";
import { useStep } from "./use-step.ts";

export interface InterviewViewProps {
  interviewId: string;
  status: "open" | "finished";
  sections: LocalizedSection[];
  answers: Answers;
  /** Where to resume: the first step with a required question unanswered (the summary when none). */
  resumeStep: number;
}

/** A finished interview stays viewable and editable; from here the chat, or a new interview. */
function FinishedBanner() {
  const { t } = useT();
  const navigate = useNavigate();
  const startNew = async () => {
    const answer = await call<{ interviewId: string }>("POST", "/interview/start", {});
    if (answer.ok) void navigate("/interview", { replace: true });
    else toast.error(t(`errors:${answer.code}`));
  };
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
      <p className="flex-1">{t("interview.finished")}</p>
      <Link to="/rozmowa" className={primary}>
        {t("interview.openChat")}
      </Link>
      <button type="button" className={secondary} onClick={() => void startNew()}>
        {t("interview.startNew")}
      </button>
    </div>
  );
}

/**
 * Back and "finish later": what was typed on the step is read first, as the field's blur would
 * have (the press kept the focus there); finishing later waits for the answers to be saved.
 */
function useExits(
  interview: InterviewAnswers,
  section: LocalizedSection | undefined,
  open: boolean,
  toPrevious: () => void,
) {
  const { t } = useT();
  const navigate = useNavigate();
  const commitStep = () => section?.questions.filter(isTyped).forEach((q) => interview.commit(q));
  const later = async () => {
    commitStep();
    if (!(await interview.flush())) return;
    toast.success(t("interview.finishLaterDone"));
    void navigate("/");
  };
  return {
    back: () => {
      commitStep();
      toPrevious();
    },
    onLater: open ? () => void later() : null,
  };
}

/**
 * The interview: one section per step with a progress indicator, back and next, each answer
 * saved as it is given, a summary with a link to change each answer, and finish.
 */
export function InterviewView(props: InterviewViewProps) {
  const { t } = useT();
  const { sections } = props;
  const { step, goTo, heading, fromSummary } = useStep(sections.length + 1, props.resumeStep);
  const section = sections[step];
  const [refused, setRefused] = useState<Record<string, string[]> | null>(null);
  const interview = useInterviewAnswers(
    props.interviewId,
    sections.flatMap((s) => s.questions),
    props.answers,
    setRefused,
  );
  const { back, onLater } = useExits(interview, section, props.status === "open", () => goTo(Math.max(0, step - 1)));

  return (
    <div className="mt-6">
      {props.status === "finished" ? <FinishedBanner /> : null}
      <InterviewProgress
        sections={sections}
        step={step}
        state={interview.state}
        onRetry={() => void interview.flush()}
      />
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
          {section ? section.title : t("interview.summaryTitle")}
        </h2>
        <p className="mt-1 text-slate-700">{section ? section.intro : t("interview.summaryIntro")}</p>
        {section ? (
          <StepForm
            key={section.id}
            section={section}
            answers={interview}
            refused={refused}
            onBack={step > 0 ? back : null}
            onLater={onLater}
            onNext={(to) => goTo(to === "summary" ? sections.length : step + 1)}
            nextLabel={step === sections.length - 1 ? t("interview.toSummary") : t("interview.next")}
            toSummary={fromSummary && step < sections.length - 1}
          />
        ) : (
          <SummaryStep
            interviewId={props.interviewId}
            sections={sections}
            answers={interview.answers}
            flush={interview.flush}
            goTo={goTo}
            onBack={back}
            onLater={onLater}
          />
        )}
      </section>
    </div>
  );
}
