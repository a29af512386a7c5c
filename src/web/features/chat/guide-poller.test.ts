import { describe, expect, it, vi } from "vitest";
import {
  createGuidePoller,
  GUIDE_POLL_INTERVAL_MS,
  GUIDE_POLL_MAX_ATTEMPTS,
  type GuideStatus,
} from "./guide-poller.ts";

const generating: GuideStatus = { id: "g", status: "generating", isProcessing: true, title: "P" };
const ready: GuideStatus = { ...generating, status: "ready", isProcessing: false };

describe("guide polling", () => {
  it("polls every 15 s while isProcessing and stops once it is false", async () => {
    vi.useFakeTimers();
    try {
      const answers = [generating, generating, ready];
      const fetchStatus = vi.fn(async () => answers.shift()!);
      const onStop = vi.fn();
      const poller = createGuidePoller({ fetchStatus, onUpdate: () => {}, onStop });
      expect(poller.start("g")).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchStatus).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(GUIDE_POLL_INTERVAL_MS - 1);
      expect(fetchStatus).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchStatus).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(GUIDE_POLL_INTERVAL_MS);
      expect(onStop).toHaveBeenCalledWith({ kind: "done", guide: ready });
      expect(poller.running).toBe(false);
      await vi.advanceTimersByTimeAsync(GUIDE_POLL_INTERVAL_MS * 3);
      expect(fetchStatus).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives up after 60 attempts, and ignores a second start while one runs", async () => {
    vi.useFakeTimers();
    try {
      const fetchStatus = vi.fn(async () => generating);
      const onStop = vi.fn();
      const poller = createGuidePoller({ fetchStatus, onUpdate: () => {}, onStop });
      expect(poller.start("g")).toBe(true);
      expect(poller.start("g")).toBe(false);
      await vi.advanceTimersByTimeAsync(GUIDE_POLL_INTERVAL_MS * (GUIDE_POLL_MAX_ATTEMPTS + 5));
      expect(fetchStatus).toHaveBeenCalledTimes(GUIDE_POLL_MAX_ATTEMPTS);
      expect(onStop).toHaveBeenCalledWith({ kind: "gaveUp", attempts: GUIDE_POLL_MAX_ATTEMPTS });
      expect(poller.start("g")).toBe(true);
      poller.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops on a missing result and on an error", async () => {
    const onStop = vi.fn();
    const missing = createGuidePoller({ fetchStatus: async () => null, onUpdate: () => {}, onStop });
    missing.start("g");
    await vi.waitFor(() => expect(onStop).toHaveBeenCalledWith({ kind: "missing" }));
    const failing = createGuidePoller({
      fetchStatus: async () => {
        throw new Error("500");
      },
      onUpdate: () => {},
      onStop,
    });
    failing.start("g");
    await vi.waitFor(() => expect(onStop).toHaveBeenCalledWith({ kind: "error" }));
    expect(failing.running).toBe(false);
  });
});
