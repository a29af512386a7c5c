// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAnswerSaver } from "./use-answer-saver.ts";

type Saver = ReturnType<typeof useAnswerSaver>;

/** Renders the hook and hands out its latest value. */
function mount(onRefused: (fields: Record<string, string[]>) => void) {
  const current: { saver?: Saver } = {};
  function Probe() {
    current.saver = useAnswerSaver("11111111-1111-4111-8111-111111111111", onRefused);
    return <span>{current.saver.state}</span>;
  }
  const el = document.createElement("div");
  act(() => createRoot(el).render(<Probe />));
  return { current, el };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("useAnswerSaver", () => {
  const sent: Record<string, unknown>[] = [];
  let answers: (() => Response | Promise<Response>)[] = [];
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    sent.length = 0;
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)).answers);
      return answers.shift()!();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps answers through a network failure and sends them with the next save", async () => {
    const { current, el } = mount(() => {});
    answers = [() => Promise.reject(new TypeError("offline")), () => json(200, { status: "open" })];
    let ok: boolean | undefined;
    await act(async () => {
      ok = await current.saver!.save("stage", "idea");
    });
    expect(ok).toBe(false);
    expect(el.textContent).toBe("failed");
    await act(async () => {
      ok = await current.saver!.save("founders", 2);
    });
    expect(ok).toBe(true);
    expect(sent).toEqual([{ stage: "idea" }, { stage: "idea", founders: 2 }]);
    expect(el.textContent).toBe("saved");
  });

  it("reports answers the server refuses and sends the others again", async () => {
    const refused: Record<string, string[]>[] = [];
    const { current } = mount((fields) => refused.push(fields));
    answers = [
      () => json(400, { error: { code: "validation", fields: { founders: ["tooSmall"] } } }),
      () => json(200, { status: "open" }),
    ];
    await act(async () => {
      void current.saver!.save("stage", "idea");
      await current.saver!.save("founders", 0);
    });
    expect(refused).toEqual([{ founders: ["tooSmall"] }]);
    // Both went in one request, which the server refused whole; the valid one went again alone.
    expect(sent).toEqual([{ stage: "idea", founders: 0 }, { stage: "idea" }]);
  });
});
