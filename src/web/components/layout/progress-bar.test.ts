import { describe, expect, it } from "vitest";
import { PROGRESS_FADE_MS, PROGRESS_THROTTLE_MS, progressStep, type ProgressPhase } from "./progress-bar.tsx";

/** Runs the bar's steps as its effect does, timers fired at once, until nothing more happens. */
function settle(busy: boolean, phase: ProgressPhase): ProgressPhase {
  for (let i = 0; i < 10; i++) {
    const { now, after } = progressStep(busy, phase);
    if (now) phase = now;
    else if (after) phase = after[1];
    else return phase;
    if (busy && phase === "running") return phase;
  }
  return phase;
}

describe("the navigation progress bar", () => {
  it("shows after the throttle while a navigation runs", () => {
    expect(progressStep(true, "idle")).toEqual({ after: [PROGRESS_THROTTLE_MS, "running"] });
    expect(settle(true, "idle")).toBe("running");
  });

  it("is removed once the navigation ends: filled, then gone after the fade (not left in the page)", () => {
    expect(progressStep(false, "running")).toEqual({ now: "done" });
    expect(progressStep(false, "done")).toEqual({ after: [PROGRESS_FADE_MS, "idle"] });
    expect(settle(false, "running")).toBe("idle");
  });

  it("does nothing when idle", () => {
    expect(progressStep(false, "idle")).toEqual({});
  });
});
