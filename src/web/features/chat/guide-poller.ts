/** A requested guide's status is polled every 15 s, at most 60 times. */
export const GUIDE_POLL_INTERVAL_MS = 15_000;
export const GUIDE_POLL_MAX_ATTEMPTS = 60;

export interface GuideStatus {
  id: string;
  status: "generating" | "ready" | "failed";
  isProcessing: boolean;
  title: string;
  error?: string;
}

export type PollOutcome =
  { kind: "done"; guide: GuideStatus } | { kind: "missing" } | { kind: "error" } | { kind: "gaveUp"; attempts: number };

/**
 * Guide polling: while `isProcessing` is true it goes on; when false it stops. It also
 * stops on a missing result, an error or the attempt limit. One poll runs at a time: a second
 * `start` while one runs is ignored. The first check is made at once, then one per interval.
 */
export function createGuidePoller(deps: {
  fetchStatus: (guideId: string) => Promise<GuideStatus | null>;
  onUpdate: (guide: GuideStatus) => void;
  onStop: (outcome: PollOutcome) => void;
  intervalMs?: number;
  maxAttempts?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}) {
  const intervalMs = deps.intervalMs ?? GUIDE_POLL_INTERVAL_MS;
  const maxAttempts = deps.maxAttempts ?? GUIDE_POLL_MAX_ATTEMPTS;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let running = false;
  let timer: unknown;
  let generation = 0;

  const stop = (outcome: PollOutcome | null) => {
    running = false;
    generation++;
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    if (outcome) deps.onStop(outcome);
  };

  const attempt = async (guideId: string, n: number, run: number) => {
    let guide: GuideStatus | null;
    try {
      guide = await deps.fetchStatus(guideId);
    } catch {
      if (run === generation) stop({ kind: "error" });
      return;
    }
    if (run !== generation) return;
    if (!guide) return stop({ kind: "missing" });
    deps.onUpdate(guide);
    if (!guide.isProcessing) return stop({ kind: "done", guide });
    if (n >= maxAttempts) return stop({ kind: "gaveUp", attempts: n });
    timer = setTimer(() => void attempt(guideId, n + 1, run), intervalMs);
  };

  return {
    /** Starts polling a guide; ignored (false) while a poll runs. */
    start(guideId: string): boolean {
      if (running) return false;
      running = true;
      void attempt(guideId, 1, generation);
      return true;
    },
    /** Stops without an outcome (the page is left). */
    cancel: () => stop(null),
    get running() {
      return running;
    },
  };
}
