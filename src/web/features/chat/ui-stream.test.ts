import { describe, expect, it } from "vitest";
import { readUiStream, type UiStreamPart } from "./ui-stream.ts";

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });

describe("readUiStream", () => {
  it("reads parts split anywhere across chunks, skips [DONE] and malformed parts", async () => {
    const body = [
      'data: {"type":"start","messageId":"m1"}\n\n',
      'data: {"type":"text-delta","id":"r","delta":"Dzień "}\n\ndata: {"type":"text-',
      'delta","id":"r","delta":"dobry"}\n',
      "\ndata: not json\n\n",
      'data: {"type":"source-url","sourceId":"s","url":"https://www.zus.pl/","title":"ZUS"}\r\n\r\n',
      'data: {"type":"finish"}\n\ndata: [DONE]\n\n',
    ];
    const parts: UiStreamPart[] = [];
    await readUiStream(streamOf(body), (p) => parts.push(p));
    expect(parts.map((p) => p.type)).toEqual(["start", "text-delta", "text-delta", "source-url", "finish"]);
    expect(
      parts
        .filter((p) => p.type === "text-delta")
        .map((p) => p.delta)
        .join(""),
    ).toBe("Dzień dobry");
  });

  it("delivers the error part the server sends when the model fails", async () => {
    const parts: UiStreamPart[] = [];
    await readUiStream(streamOf(['data: {"type":"error","errorText":"assistantUnavailable"}']), (p) => parts.push(p));
    expect(parts).toEqual([{ type: "error", errorText: "assistantUnavailable" }]);
  });
});
