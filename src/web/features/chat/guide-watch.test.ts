import { describe, expect, it, vi } from "vitest";
import { GUIDE_POLL_INTERVAL_MS, type GuideStatus } from "./guide-poller.ts";
import { createGuideWatch, type GuideEventSource } from "./guide-watch.ts";

const generating: GuideStatus = { id: "g", status: "generating", isProcessing: true, title: "P" };
const ready: GuideStatus = { ...generating, status: "ready", isProcessing: false };

/** An EventSource the test drives. */
function fakeSource() {
  const listeners: Record<string, ((event: { data: string }) => void)[]> = {};
  const source = {
    closed: false,
    addEventListener: (type: string, listener: (event: { data: string }) => void) =>
      (listeners[type] ??= []).push(listener),
    close: () => void (source.closed = true),
    emit: (type: string, data = "") => listeners[type]?.forEach((l) => l({ data })),
  };
  return source;
}

describe("following a requested guide: the push, with the poll as the fallback", () => {
  it("shows ready as soon as the push says so, and stops the poll", async () => {
    vi.useFakeTimers();
    try {
      const source = fakeSource();
      const fetchStatus = vi.fn(async () => generating);
      const onUpdate = vi.fn();
      const onStop = vi.fn();
      const watch = createGuideWatch({
        fetchStatus,
        onUpdate,
        onStop,
        openEvents: () => source as unknown as GuideEventSource,
      });
      expect(watch.start("g")).toBe(true);
      expect(watch.start("g")).toBe(false); // one at a time
      await vi.advanceTimersByTimeAsync(0);
      source.emit("status", JSON.stringify(generating));
      source.emit("status", JSON.stringify(ready));
      expect(onUpdate).toHaveBeenLastCalledWith(ready);
      expect(onStop).toHaveBeenCalledExactlyOnceWith({ kind: "done", guide: ready });
      expect(source.closed).toBe(true);
      expect(watch.running).toBe(false);
      await vi.advanceTimersByTimeAsync(GUIDE_POLL_INTERVAL_MS * 3);
      expect(fetchStatus).toHaveBeenCalledTimes(1); // the first check only
    } finally {
      vi.useRealTimers();
    }
  });

  it("goes on polling when the push fails or is missing, and the poll's answer closes the push", async () => {
    vi.useFakeTimers();
    try {
      const answers = [generating, generating, ready];
      const fetchStatus = vi.fn(async () => answers.shift()!);
      const onStop = vi.fn();
      const source = fakeSource();
      const watch = createGuideWatch({
        fetchStatus,
        onUpdate: () => {},
        onStop,
        openEvents: () => source as unknown as GuideEventSource,
      });
      watch.start("g");
      source.emit("error");
      expect(source.closed).toBe(true);
      expect(watch.pushing).toBe(false);
      await vi.advanceTimersByTimeAsync(GUIDE_POLL_INTERVAL_MS * 2);
      expect(onStop).toHaveBeenCalledExactlyOnceWith({ kind: "done", guide: ready });

      const onStop2 = vi.fn();
      const noPush = createGuideWatch({
        fetchStatus: async () => ready,
        onUpdate: () => {},
        onStop: onStop2,
        openEvents: () => null,
      });
      noPush.start("g");
      await vi.advanceTimersByTimeAsync(0);
      expect(onStop2).toHaveBeenCalledWith({ kind: "done", guide: ready });

      // The poll learns first: the push is closed too.
      const late = fakeSource();
      const onStop3 = vi.fn();
      const pollFirst = createGuideWatch({
        fetchStatus: async () => ready,
        onUpdate: () => {},
        onStop: onStop3,
        openEvents: () => late as unknown as GuideEventSource,
      });
      pollFirst.start("g");
      await vi.advanceTimersByTimeAsync(0);
      expect(late.closed).toBe(true);
      late.emit("status", JSON.stringify(ready));
      expect(onStop3).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops both without an outcome when the page is left", () => {
    const source = fakeSource();
    const onStop = vi.fn();
    const watch = createGuideWatch({
      fetchStatus: () => new Promise(() => {}),
      onUpdate: () => {},
      onStop,
      openEvents: () => source as unknown as GuideEventSource,
    });
    watch.start("g");
    watch.cancel();
    expect(source.closed).toBe(true);
    expect(onStop).not.toHaveBeenCalled();
  });
});

describe("a poll that fails while the push listens", () => {
  it("leaves the push to tell, and reports the poll's outcome only if the push fails too", async () => {
    vi.useFakeTimers();
    try {
      const failingFetch = () =>
        vi.fn(async (): Promise<GuideStatus | null> => {
          throw new Error("network");
        });
      // The poll has ended once its (only) check has been refused and that refusal handled.
      const pollFailed = async (fetchStatus: ReturnType<typeof failingFetch>) => {
        await vi.waitFor(() => expect(fetchStatus).toHaveBeenCalledTimes(1));
        await expect(fetchStatus.mock.results[0]!.value).rejects.toThrow("network");
        await vi.advanceTimersByTimeAsync(0);
      };

      const source = fakeSource();
      const onStop = vi.fn();
      const fetchStatus = failingFetch();
      const watch = createGuideWatch({
        fetchStatus,
        onUpdate: () => {},
        onStop,
        openEvents: () => source as unknown as GuideEventSource,
      });
      watch.start("g");
      expect(watch.pushing).toBe(true);
      await pollFailed(fetchStatus);
      expect(onStop).not.toHaveBeenCalled();
      source.emit("status", JSON.stringify(ready));
      expect(onStop).toHaveBeenCalledExactlyOnceWith({ kind: "done", guide: ready });

      const second = fakeSource();
      const onStop2 = vi.fn();
      const fetchStatus2 = failingFetch();
      const failing = createGuideWatch({
        fetchStatus: fetchStatus2,
        onUpdate: () => {},
        onStop: onStop2,
        openEvents: () => second as unknown as GuideEventSource,
      });
      failing.start("g");
      await pollFailed(fetchStatus2);
      expect(onStop2).not.toHaveBeenCalled();
      second.emit("error");
      expect(onStop2).toHaveBeenCalledExactlyOnceWith({ kind: "error" });
    } finally {
      vi.useRealTimers();
    }
  });
});
