import { createGuidePoller, type GuideStatus, type PollOutcome } from "./guide-poller.ts";

/** The part of EventSource the watch uses (a fake in tests). */
export interface GuideEventSource {
  addEventListener(type: "status", listener: (event: { data: string }) => void): void;
  addEventListener(type: "error", listener: () => void): void;
  close(): void;
}

/** The server's push for a guide (GET /new-api/guide/{id}/events), or null where the browser has none. */
export const openGuideEvents = (guideId: string): GuideEventSource | null =>
  typeof EventSource === "undefined"
    ? null
    : (new EventSource(`/new-api/guide/${encodeURIComponent(guideId)}/events`, {
        withCredentials: true,
      }) as unknown as GuideEventSource);

/**
 * Follows a requested guide until it is ready or failed: the server's push tells at once, and
 * the spec's poll (every 15 s, at most 60 times, one at a time) goes on beside it as the
 * fallback. Whichever learns first that the guide is no longer processing ends both; a push that
 * fails (no EventSource, a dropped stream, the stream's time limit) leaves the poll to finish,
 * and a poll that stops without an answer (an error, the attempt limit) leaves the push to finish.
 * `onStop` is called once, with the poller's outcomes.
 */
export function createGuideWatch(deps: {
  fetchStatus: (guideId: string) => Promise<GuideStatus | null>;
  onUpdate: (guide: GuideStatus) => void;
  onStop: (outcome: PollOutcome) => void;
  openEvents?: (guideId: string) => GuideEventSource | null;
  intervalMs?: number;
  maxAttempts?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}) {
  const openEvents = deps.openEvents ?? openGuideEvents;
  let push: GuideEventSource | null = null;
  let running = false;
  /** The poll's outcome while the push still listens (reported if the push fails too). */
  let pollEnded: PollOutcome | null = null;
  const closePush = () => {
    push?.close();
    push = null;
    if (pollEnded) finish(pollEnded);
  };
  const finish = (outcome: PollOutcome | null) => {
    if (!running) return;
    running = false;
    pollEnded = null;
    closePush();
    poller.cancel();
    if (outcome) deps.onStop(outcome);
  };
  const poller = createGuidePoller({
    ...deps,
    onStop: (outcome) => {
      if (outcome.kind === "done" || !push) finish(outcome);
      else pollEnded = outcome;
    },
  });

  return {
    /** Starts following a guide; ignored (false) while one is followed. */
    start(guideId: string): boolean {
      if (running) return false;
      running = true;
      pollEnded = null;
      poller.start(guideId);
      if (!running) return true; // the poll already ended it (cannot happen synchronously, but be safe)
      try {
        push = openEvents(guideId);
      } catch {
        push = null;
      }
      const source = push;
      source?.addEventListener("status", (event) => {
        if (push !== source) return;
        let guide: GuideStatus;
        try {
          guide = JSON.parse(event.data) as GuideStatus;
        } catch {
          return;
        }
        deps.onUpdate(guide);
        if (!guide.isProcessing) finish({ kind: "done", guide });
      });
      // EventSource would reconnect by itself; the poll is the fallback instead.
      source?.addEventListener("error", () => {
        if (push === source) closePush();
      });
      return true;
    },
    /** Stops without an outcome (the page is left). */
    cancel: () => finish(null),
    get running() {
      return running;
    },
    get pushing() {
      return push !== null;
    },
  };
}
