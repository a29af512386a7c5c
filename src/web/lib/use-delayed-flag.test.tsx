// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDelayedFlag } from "./use-delayed-flag.ts";

function Probe({ active }: { active: boolean }) {
  return <span>{useDelayedFlag(active) ? "shown" : "hidden"}</span>;
}

describe("useDelayedFlag", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => vi.useRealTimers());

  it("shows only after 200 ms and hides at once when the fetch ends", () => {
    const el = document.createElement("div");
    const root = createRoot(el);
    act(() => root.render(<Probe active />));
    expect(el.textContent).toBe("hidden");
    act(() => vi.advanceTimersByTime(199));
    expect(el.textContent).toBe("hidden");
    act(() => vi.advanceTimersByTime(1));
    expect(el.textContent).toBe("shown");
    act(() => root.render(<Probe active={false} />));
    expect(el.textContent).toBe("hidden");
    act(() => root.render(<Probe active />));
    act(() => vi.advanceTimersByTime(150));
    act(() => root.render(<Probe active={false} />));
    act(() => vi.advanceTimersByTime(500));
    expect(el.textContent).toBe("hidden");
    act(() => root.unmount());
  });
});
