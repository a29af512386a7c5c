import { describe, expect, it } from "vitest";
import { fieldsThenFile } from "./multipart.ts";

const BOUNDARY = "----pz-fields-then-file";
const guard = { maxBytes: 30 * 1024 * 1024, idleMs: 5_000, minBytesPerSecond: 1 };

/** A request whose body the test writes chunk by chunk, as a slow client would. */
function streamedRequest() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const request = new Request("http://localhost/media", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit);
  return {
    request,
    write: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
  };
}

describe("fieldsThenFile", () => {
  it("reads the text field before the file, whatever the chunks", async () => {
    const { request, write, end } = streamedRequest();
    const incoming = fieldsThenFile(request, guard, ["text"]);
    write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\nDzień `);
    write(`dobry\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7`);
    write(`\r\n--${BOUNDARY}--\r\n`);
    end();
    const file = await incoming;
    expect(file.fields).toEqual({ text: "Dzień dobry" });
    expect(file.fileName).toBe("a.pdf");
    file.body.resume();
  });

  it("refuses a field over its limit that arrives alone, and the process lives on (no unhandled rejection)", async () => {
    const { request, write, end } = streamedRequest();
    const incoming = fieldsThenFile(request, guard, ["text"]);
    write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${"x".repeat(70 * 1024)}`);
    await expect(incoming).rejects.toMatchObject({ code: "validation" });
    write(
      `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF\r\n--${BOUNDARY}--\r\n`,
    );
    end();
    // Vitest fails the run on an unhandled rejection: give any stray one the turns it needs to surface.
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  });
});
