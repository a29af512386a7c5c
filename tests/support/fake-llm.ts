import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeMode = "ok" | "error" | "slow" | "garbage";

/**
 * A fake OpenAI-compatible server on loopback (`POST /v1/chat/completions`, streamed as the
 * shared protocol of OpenAI, Ollama, vLLM and llama.cpp, or whole when `stream` is not asked):
 * real HTTP and SSE. It records every request body and when it wrote its last chunk.
 */
export async function startFakeLlm(words = ["Zgodnie ", "z ", "bazą ", "wiedzy: ", "456,18 ", "zł."]) {
  const state = { mode: "ok" as FakeMode, requests: [] as Record<string, unknown>[], finishedAt: 0, gapMs: 40 };
  const server = http.createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    state.requests.push(JSON.parse(raw || "{}") as Record<string, unknown>);
    if (state.mode === "error") {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
      return;
    }
    if (state.mode === "slow") await new Promise((r) => setTimeout(r, 3000));
    if (state.mode === "garbage") {
      // 200 and a stream, but not the protocol: a proxy's HTML page, then broken JSON.
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end("<html><body>502 Bad Gateway</body></html>\n\ndata: {not json\n\n");
      return;
    }
    if (state.requests.at(-1)!.stream !== true) {
      // Asked for the whole answer at once (`stream` false or absent), as the real servers answer it.
      res.writeHead(200, { "content-type": "application/json" });
      const message = { role: "assistant", content: words.join("") };
      res.end(
        JSON.stringify({
          id: "c1",
          object: "chat.completion",
          created: 0,
          model: "fake",
          choices: [{ index: 0, message, finish_reason: "stop" }],
          usage: { prompt_tokens: 1, completion_tokens: words.length, total_tokens: words.length + 1 },
        }),
      );
      state.finishedAt = Date.now();
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 0, model: "fake", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: "assistant", content: "" }, null));
    for (const word of words) {
      if (res.destroyed) return;
      res.write(chunk({ content: word }, null));
      await new Promise((r) => setTimeout(r, state.gapMs));
    }
    res.write(chunk({}, "stop"));
    res.write("data: [DONE]\n\n");
    state.finishedAt = Date.now();
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    state,
    words,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
