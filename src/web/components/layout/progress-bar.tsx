import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "../../lib/i18n-react.tsx";

/** Shown only for navigations longer than 200 ms; creeps to 90 % over 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export type ProgressPhase = "idle" | "running" | "done";

/**
 * The bar's next step: a phase now, or one after a delay. A navigation shows it after the throttle;
 * its end fills it ("done"), and the "done" phase itself owns the timer that removes it — a timer
 * set in the same step as "done" would be cleared by the re-render that "done" causes, and the
 * bar would stay in the page, invisible, until the next navigation.
 */
export function progressStep(
  busy: boolean,
  phase: ProgressPhase,
): { now?: ProgressPhase; after?: [number, ProgressPhase] } {
  if (busy) return { after: [PROGRESS_THROTTLE_MS, "running"] };
  if (phase === "running") return { now: "done" };
  if (phase === "done") return { after: [PROGRESS_FADE_MS, "idle"] };
  return {};
}
export const PROGRESS_FADE_MS = 300;

export function ProgressBar() {
  const { t } = useT();
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<ProgressPhase>("idle");

  useEffect(() => {
    const { now, after } = progressStep(busy, phase);
    if (now) setPhase(now);
    if (!after) return;
    const timer = window.setTimeout(() => setPhase(after[1]), after[0]);
    return () => window.clearTimeout(timer);
  }, [busy, phase]);

  if (phase === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={t("shell.loading")}
      aria-busy={phase === "running"}
      className="fixed inset-x-0 top-0 z-50 h-1"
    >
      <div
        className="h-full bg-blue-700"
        style={{
          width: phase === "running" ? "90%" : "100%",
          transition:
            phase === "running"
              ? `width ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
              : "width 200ms ease-out, opacity 300ms",
          opacity: phase === "done" ? 0 : 1,
        }}
        ref={(el) => {
          // Start from 0 so the CSS transition runs.
          if (el && phase === "running" && el.dataset.started !== "1") {
            el.dataset.started = "1";
            el.style.width = "0%";
            void el.offsetWidth;
            el.style.width = "90%";
          }
        }}
      />
    </div>
  );
}
