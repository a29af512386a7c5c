/** One server-sent event as read: its id (when it has one), name and parsed data. */
export interface SseEvent<T = unknown> {
  id?: number;
  event: string;
  data: T;
}

/**
 * The events of an SSE body as they arrive; `next()` waits for the next one (null at the end),
 * skipping `retry:` and comment (heartbeat) blocks. Never a fixed sleep: it waits on the body.
 */
export function sseReader<T = unknown>(res: { body: ReadableStream<Uint8Array> | null }) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const read = async (timeoutMs: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("no event in time")), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async next(timeoutMs = 10_000): Promise<SseEvent<T> | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const lines = buffer.slice(0, end).split("\n");
          buffer = buffer.slice(end + 2);
          const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
          const event = field("event");
          const data = field("data");
          if (!event || data === undefined) continue;
          const id = field("id");
          return { ...(id === undefined ? {} : { id: Number(id) }), event, data: JSON.parse(data) as T };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no event in time");
        const chunk = await read(left);
        if (chunk.done) return null;
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    /** The next event named `event` (others before it are passed over and answered in `skipped`). */
    async until(event: string, timeoutMs = 10_000) {
      const skipped: SseEvent<T>[] = [];
      for (;;) {
        const next = await this.next(timeoutMs);
        if (!next) throw new Error(`the stream ended before ${event}`);
        if (next.event === event) return Object.assign(next, { skipped });
        skipped.push(next);
      }
    },
    cancel: () => reader.cancel(),
  };
}
