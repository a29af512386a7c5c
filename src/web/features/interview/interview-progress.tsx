import type { LocalizedSection } from "../../../shared/interview.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import type { SaveState } from "./use-answer-saver.ts";

const secondary = buttonVariants({ variant: "secondary", size: "lg" });

/** Where the user is (step N of M, the steps' names), whether the answers are saved, and a retry when saving failed. */
export function InterviewProgress({
  sections,
  step,
  state,
  onRetry,
}: {
  sections: LocalizedSection[];
  step: number;
  state: SaveState;
  onRetry: () => void;
}) {
  const { t } = useT();
  const total = sections.length + 1;
  return (
    <>
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
          <button type="button" className={secondary} onClick={onRetry}>
            {t("interview.retrySave")}
          </button>
        </div>
      ) : null}
    </>
  );
}
