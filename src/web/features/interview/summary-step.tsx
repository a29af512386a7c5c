import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type Answers, type LocalizedSection, missingAnswers } from "../../../shared/interview.ts";
import { toast } from "../../components/ui/toast-store.ts";
import { call } from "../../lib/answer-call.ts";
import { useT } from "../../lib/i18n-react.tsx";
import { InterviewSummary } from "./interview-summary.tsx";
import { primary, StepButtons } from "./step-buttons.tsx";

/** The required questions still unanswered before finishing, each a link to its question. */
function MissingAnswers({
  sections,
  missing,
  box,
  onGo,
}: {
  sections: LocalizedSection[];
  missing: string[];
  box: React.RefObject<HTMLDivElement | null>;
  onGo: (step: number, question: string) => void;
}) {
  const { t } = useT();
  if (!missing.length) return null;
  const byId = new Map(sections.flatMap((s) => s.questions).map((q) => [q.id, q]));
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="mt-4 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900"
    >
      <p className="font-medium">{t("interview.missingBeforeFinish")}</p>
      <ul className="mt-1 list-disc pl-5">
        {missing.map((id) => {
          const step = sections.findIndex((s) => s.id === byId.get(id)?.section);
          return (
            <li key={id}>
              <a
                href={`?step=${step + 1}&q=${id}`}
                onClick={(e) => {
                  e.preventDefault();
                  onGo(step, id);
                }}
                className="underline"
              >
                {byId.get(id)?.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The last step: every answer with a link to change it, and finish, which opens the
 * conversation the advisor starts with a summary of what it learned. A required question still
 * unanswered is named (the list takes the focus) instead.
 */
export function SummaryStep({
  interviewId,
  sections,
  answers,
  flush,
  goTo,
  onBack,
  onLater,
}: {
  interviewId: string;
  sections: LocalizedSection[];
  answers: Answers;
  flush: () => Promise<boolean>;
  goTo: (step: number, question?: string) => void;
  onBack: () => void;
  onLater: (() => void) | null;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const [missing, setMissing] = useState<string[]>([]);
  const [finishing, setFinishing] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const show = (ids: string[]) => {
    setMissing(ids);
    requestAnimationFrame(() => box.current?.focus());
  };
  const finish = async () => {
    if (finishing) return;
    const unanswered = missingAnswers(
      sections.flatMap((s) => s.questions),
      answers,
    );
    if (unanswered.length) return show(unanswered);
    setFinishing(true);
    if (!(await flush())) return setFinishing(false);
    const answer = await call<{ threadId: string }>("POST", "/interview/finish", { interviewId });
    if (answer.ok) return void navigate("/rozmowa");
    setFinishing(false);
    if (answer.status === 400 && answer.fields) show(Object.keys(answer.fields));
    else toast.error(t(`errors:${answer.code}`));
  };
  return (
    <>
      <MissingAnswers sections={sections} missing={missing} box={box} onGo={goTo} />
      <InterviewSummary sections={sections} answers={answers} onEdit={goTo} missing={missing} />
      <StepButtons onBack={onBack} onLater={onLater}>
        <button
          type="button"
          className={primary}
          onClick={() => void finish()}
          disabled={finishing}
          aria-busy={finishing || undefined}
        >
          {finishing ? t("interview.finishing") : t("interview.finish")}
        </button>
      </StepButtons>
    </>
  );
}
