/**
 * Server-sent events from an async stream of parts: a use case yields its parts, the transport
 * says how each is written (`encode`) and when the events gathered so far go out (`sendsAt`).
 * Fewer writes, fewer chunks: a part that is not worth a write of its own shares the next one.
 */
export interface ServerSentEvents<P> {
  parts: AsyncGenerator<P, void, undefined>;
  /** The `data:` payloads a part is written as: an object as JSON, a string as it is (`[DONE]`). */
  encode(part: P): (object | string)[];
  /** Whether the events gathered so far go out after this part (default: after every part). */
  sendsAt?(part: P): boolean;
  /** The client has gone: stop the work behind the parts (they are then returned, and awaited). */
  stop?(): void;
  headers?: Record<string, string>;
}

const encoder = new TextEncoder();
const frame = (payload: object | string) =>
  `data: ${typeof payload === "string" ? payload : JSON.stringify(payload)}\n\n`;

export function serverSentEvents<P>(events: ServerSentEvents<P>): Response {
  const { parts } = events;
  let pending = "";
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        let next: IteratorResult<P, void>;
        try {
          next = await parts.next();
        } catch (error) {
          if (!cancelled) controller.error(error);
          return;
        }
        if (cancelled) return;
        if (next.done) {
          if (pending) controller.enqueue(encoder.encode(pending));
          controller.close();
          return;
        }
        pending += events.encode(next.value).map(frame).join("");
        if (pending && (events.sendsAt?.(next.value) ?? true)) {
          controller.enqueue(encoder.encode(pending));
          pending = "";
          return;
        }
      }
    },
    async cancel() {
      cancelled = true;
      events.stop?.();
      await parts.return().catch(() => {});
    },
  });
  // Chunked from the first byte: otherwise @hono/node-server, to give a short body a length,
  // holds a first chunk that is ready at once until a timer tick shows whether more follow
  // (1 ms and more before the first word went out).
  return new Response(body, {
    headers: { "content-type": "text/event-stream", ...events.headers, "transfer-encoding": "chunked" },
  });
}
