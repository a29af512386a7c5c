// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "./chat-types.ts";
import { useChat } from "./use-chat.ts";

type Chat = ReturnType<typeof useChat>;

const OLD = "11111111-1111-4111-8111-111111111111";
const NEW = "22222222-2222-4222-8222-222222222222";
const at = new Date().toISOString();
const message = (id: string, role: "user" | "assistant", content: string): ChatMessage => ({
  id,
  role,
  content,
  createdAt: at,
  status: "complete",
  sources: [],
});

/** Renders the hook as a page loaded with a question whose reply was still being written. */
function mount(initial: ChatMessage[]) {
  const current: { chat?: Chat } = {};
  function Probe() {
    current.chat = useChat({ threadId: OLD, messages: initial });
    return <span>{current.chat.messages.map((m) => m.content).join("|")}</span>;
  }
  const el = document.createElement("div");
  act(() => createRoot(el).render(<Probe />));
  return { current, el };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

describe("useChat after a reload in the middle of a reply", () => {
  const question = message("q", "user", "Jakie są stawki VAT?");
  const reply = message("r", "assistant", "23 %, 8 % i 5 %.");
  let stored: ChatMessage[];
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers();
    stored = [question];
    vi.stubGlobal("fetch", async () => json({ messages: stored }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the reply once the server has stored it", async () => {
    const { current, el } = mount([question]);
    expect(current.chat!.recovering).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(el.textContent).toBe("Jakie są stawki VAT?");
    stored = [question, reply];
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(el.textContent).toBe("Jakie są stawki VAT?|23 %, 8 % i 5 %.");
    expect(current.chat!.recovering).toBe(false);
  });

  it("leaves a new conversation alone when the old reply arrives after it started", async () => {
    const { current, el } = mount([question]);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    const greeting = message("g", "assistant", "Czym będzie się zajmować Twoja firma?");
    act(() => current.chat!.replaceThread(NEW, [greeting]));
    stored = [question, reply];
    await act(() => vi.advanceTimersByTimeAsync(30 * 1500));
    expect(current.chat!.threadId).toBe(NEW);
    expect(el.textContent).toBe("Czym będzie się zajmować Twoja firma?");
    expect(current.chat!.recovering).toBe(false);
  });

  it("offers a retry when no reply comes, on the thread it was sent in only", async () => {
    const { current } = mount([question]);
    await act(() => vi.advanceTimersByTimeAsync(30 * 1500));
    expect(current.chat!.messages).toMatchObject([{ id: "q", status: "failed", error: "noReply" }]);
    expect(current.chat!.recovering).toBe(false);
  });
});

describe("useChat regenerating the newest reply", () => {
  const question = message("q", "user", "Co to jest KSeF?");
  const reply = message("r", "assistant", "Krajowy System e-Faktur.");
  const stream = (...parts: unknown[]) =>
    new Response(parts.map((p) => `data: ${JSON.stringify(p)}\n\n`).join("") + "data: [DONE]\n\n", {
      status: 200,
      headers: { "content-type": "text/event-stream" },
    });
  let answer: () => Response;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal("fetch", async (url: string) =>
      url.endsWith("/regenerate-reply") ? answer() : json({ messages: [question, reply] }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("puts the new reply in the old one's place, the question once", async () => {
    answer = () =>
      stream(
        { type: "start", messageId: "r2" },
        { type: "text-delta", id: "t", delta: "KSeF to " },
        { type: "text-delta", id: "t", delta: "system faktur." },
        { type: "finish" },
      );
    const { current } = mount([question, reply]);
    await act(() => current.chat!.regenerate(reply));
    expect(current.chat!.messages).toMatchObject([
      { id: "q", content: "Co to jest KSeF?" },
      { id: "r2", content: "KSeF to system faktur.", status: "complete" },
    ]);
    expect(current.chat!.streaming).toBe(false);
  });

  it("brings the old reply back when the new one fails or is refused, and says why", async () => {
    for (const [respond, code] of [
      [
        () => stream({ type: "start", messageId: "r3" }, { type: "error", errorText: "assistantUnavailable" }),
        "assistantUnavailable",
      ],
      [
        () => new Response(JSON.stringify({ error: { code: "tooManyResourceCalls" } }), { status: 429 }),
        "tooManyResourceCalls",
      ],
    ] as const) {
      answer = respond;
      const { current } = mount([question, reply]);
      const failed: string[] = [];
      await act(() => current.chat!.regenerate(reply, (c) => failed.push(c)));
      expect(current.chat!.messages).toMatchObject([question, reply]);
      expect(failed).toEqual([code]);
    }
  });
});
