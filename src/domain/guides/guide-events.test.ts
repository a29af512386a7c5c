import { describe, expect, it, vi } from "vitest";
import { type GuideEvents, watchGuideStatus } from "./guide-events.ts";

/** A bus the test announces on. */
function fakeEvents() {
  const listeners = new Map<string, () => void>();
  const events: GuideEvents = {
    publish: async (id) => listeners.get(id)?.(),
    subscribe: async (id, listener) => {
      listeners.set(id, listener);
      return () => listeners.delete(id);
    },
    close: async () => {},
  };
  return { events, listeners };
}

describe("watchGuideStatus (an event stream's view of one guide)", () => {
  it("sends each change once, ends after ready and stops listening", async () => {
    const { events, listeners } = fakeEvents();
    let status = "generating";
    const sent: string[] = [];
    const onEnd = vi.fn();
    watchGuideStatus({
      events,
      guideId: "g",
      last: "generating",
      read: async () => ({ status }),
      onStatus: (s) => sent.push(s.status),
      onEnd,
    });
    await vi.waitFor(() => expect(listeners.has("g")).toBe(true));
    await events.publish("g"); // nothing changed: nothing sent
    status = "ready";
    await events.publish("g");
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalledWith("done"));
    expect(sent).toEqual(["ready"]);
    expect(listeners.has("g")).toBe(false);
  });

  it("ends at the time limit, when the guide is gone, and looks by itself when no announcement comes", async () => {
    const { events } = fakeEvents();
    const limit = vi.fn();
    watchGuideStatus({
      events,
      guideId: "a",
      last: "generating",
      read: async () => ({ status: "generating" }),
      onStatus: () => {},
      onEnd: limit,
      timeLimitMs: 30,
    });
    await vi.waitFor(() => expect(limit).toHaveBeenCalledWith("timeLimit"));

    const gone = vi.fn();
    watchGuideStatus({
      events,
      guideId: "b",
      read: async () => {
        throw Object.assign(new Error("notFound"), { code: "notFound" });
      },
      isGone: (e) => (e as { code?: string }).code === "notFound",
      onStatus: () => {},
      onEnd: gone,
    });
    await vi.waitFor(() => expect(gone).toHaveBeenCalledWith("gone"));

    let status = "generating";
    const quiet = vi.fn();
    watchGuideStatus({
      events: { ...events, subscribe: async () => Promise.reject(new Error("no LISTEN")) },
      guideId: "c",
      last: "generating",
      read: async () => ({ status }),
      onStatus: () => {},
      onEnd: quiet,
      checkEveryMs: 20,
    });
    status = "failed";
    await vi.waitFor(() => expect(quiet).toHaveBeenCalledWith("done"));
  });
});
