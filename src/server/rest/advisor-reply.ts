import { z } from "@hono/zod-openapi";
import { UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from "ai";
import type { Context } from "hono";
import type { ReplyPart, StreamedReply } from "../../domain/advisor/reply-stream.ts";
import type { PreparedReply } from "../../domain/advisor/reply.service.ts";
import { messageRecord } from "../../shared/contracts/advisor-records.ts";
import type { AppEnv } from "../context.ts";
import { serverSentEvents } from "./sse.ts";

/** The advisor's reply on the wire: the domain writes it, this only encodes it (ADR 020). */

/**
 * A reply answers as a stream of UI message parts, or whole as JSON when only JSON is accepted: the
 * message (advisor-records) with its sources, without what it learned (read with the thread's messages).
 */
export const replyContent = {
  "text/event-stream": { schema: z.string() },
  "application/json": {
    schema: z.object({
      message: messageRecord
        .pick({ id: true, role: true, content: true, sources: true })
        .extend({ role: z.literal("assistant") }),
    }),
  },
};

/** Whether the client asked for the reply whole (JSON) rather than streamed. */
export const wantsWholeReply = (c: Context<AppEnv>) => {
  const accept = c.req.header("accept") ?? "";
  return /application\/json/.test(accept) && !/text\/event-stream/.test(accept);
};

/**
 * A reply part as the AI SDK's UI message stream writes it (`start`, `text-start`, `text-delta`s,
 * `text-end`, `source-url`s, `finish`, `[DONE]`; a failure: `error`, `finish`, `[DONE]`). The
 * facts a reply learned are not sent: the page reads them with the thread's messages.
 */
function uiMessageEvents(part: ReplyPart): (UIMessageChunk | "[DONE]")[] {
  switch (part.type) {
    case "start":
      return [{ type: "start", messageId: part.messageId }];
    case "text-start":
    case "text-end":
      return [{ type: part.type, id: part.id }];
    case "text-delta":
      return [{ type: "text-delta", id: part.id, delta: part.delta }];
    case "source":
      return [{ type: "source-url", sourceId: part.source.url, url: part.source.url, title: part.source.title }];
    case "learned":
      return [];
    case "done":
      return [{ type: "finish" }, "[DONE]"];
    case "error":
      return [{ type: "error", errorText: part.code }, { type: "finish" }, "[DONE]"];
  }
}

/**
 * The prepared reply, written by the assistant and answered as server-sent events, or whole as
 * JSON. A client that stops reading stops the model; what it was shown is kept.
 */
export async function replyResponse(c: Context<AppEnv>, prepared: PreparedReply): Promise<Response> {
  const { advisor } = c.var.services;
  if (wantsWholeReply(c)) {
    const { message, sources } = await advisor.wholeReply(prepared, c.req.raw.signal);
    return c.json({ message: { id: message.id, role: "assistant" as const, content: message.content, sources } }, 200);
  }
  return streamedReplyResponse(await advisor.streamReply(prepared, c.req.raw.signal));
}

/** A streamed reply as an AI SDK UI message stream: each word goes out as it comes, with whatever came before it. */
export const streamedReplyResponse = (reply: StreamedReply): Response =>
  serverSentEvents({
    parts: reply.parts,
    encode: uiMessageEvents,
    sendsAt: (part) => part.type === "text-delta",
    stop: reply.stop,
    headers: UI_MESSAGE_STREAM_HEADERS,
  });
