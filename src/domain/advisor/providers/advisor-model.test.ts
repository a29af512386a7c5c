import { generateText, streamText } from "ai";
import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { createKnowledgeSearch } from "../../knowledge/search.ts";
import { advise } from "../advisor.ts";
import { advisorModel, replyPieces } from "./advisor-model.ts";

const search = createKnowledgeSearch();
const turn = advise("Ile wynosi preferencyjny ZUS w 2026?", { lang: "pl", profile: {}, expecting: null, search });

describe("the built-in advisor as an AI SDK language model", () => {
  it("streams the turn word by word through streamText and names its sources", async () => {
    const result = streamText({ model: advisorModel(turn), prompt: "Ile wynosi preferencyjny ZUS w 2026?" });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.length).toBe(replyPieces(turn.content).length);
    expect(deltas.length).toBeGreaterThan(20);
    expect(deltas.join("")).toBe(turn.content);
    const sources = await result.sources;
    expect(sources.map((s) => (s.sourceType === "url" ? s.url : ""))).toContain("https://www.zus.pl/");
    expect(await result.finishReason).toBe("stop");
  });

  it("answers whole through generateText", async () => {
    const result = await generateText({ model: advisorModel(turn), prompt: "x" });
    expect(result.text).toBe(turn.content);
    expect(result.sources.length).toBeGreaterThan(0);
  });

  it("stops at once when the call is aborted, having sent only what it got to", async () => {
    const controller = new AbortController();
    let aborted = false;
    const result = streamText({
      model: advisorModel(turn, { delayMs: 5 }),
      prompt: "x",
      abortSignal: controller.signal,
      onAbort: () => {
        aborted = true;
      },
    });
    let got = "";
    for await (const delta of result.textStream) {
      got += delta;
      if (got.length > 30) controller.abort();
    }
    expect(aborted).toBe(true);
    expect(got.length).toBeGreaterThan(30);
    expect(got.length).toBeLessThan(turn.content.length);
    expect(turn.content.startsWith(got)).toBe(true);
  });

  it("keeps at most one listener on the call's signal while it waits between words", async () => {
    const signal = new AbortController().signal;
    const { stream } = await advisorModel(turn, { delayMs: 1 }).doStream({ prompt: [], abortSignal: signal });
    let most = 0;
    const reader = stream.getReader();
    while (!(await reader.read()).done) most = Math.max(most, getEventListeners(signal, "abort").length);
    expect(replyPieces(turn.content).length).toBeGreaterThan(20);
    expect(most).toBeLessThanOrEqual(1);
  });
});
