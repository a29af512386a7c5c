/**
 * Reads an AI SDK UI message stream (server-sent events, one JSON part per `data:` line) as it
 * arrives. A few dozen lines instead of the SDK's client, which would add ~40 KB to the page.
 */
/** start (messageId), text-delta (delta), source-url (url, title), error (errorText), finish, … */
export type UiStreamPart = { type: string; [key: string]: unknown };

export async function readUiStream(
  body: ReadableStream<Uint8Array>,
  onPart: (part: UiStreamPart) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const take = (event: string) => {
    const data = event
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).replace(/^ /, ""))
      .join("\n");
    if (!data || data === "[DONE]") return;
    try {
      onPart(JSON.parse(data) as UiStreamPart);
    } catch {
      // A malformed part is skipped; the stream goes on.
    }
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, "\n");
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      take(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  }
  if (buffer.trim()) take(buffer);
}
