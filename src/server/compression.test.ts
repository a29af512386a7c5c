import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressible, compression } from "./compression.ts";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `pozycja ${i}` })) };
const app = new Hono()
  .use(compression)
  .get("/small", (c) => c.json({ ok: true }))
  .get("/big", (c) => c.json(big))
  .get("/events", () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("data: " + "x".repeat(4000) + "\n\n"));
        controller.close();
      },
    });
    return new Response(stream, { headers: { "content-type": "text/event-stream" } });
  })
  .get("/page", () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<p>zażółć</p>".repeat(500)));
        controller.close();
      },
    });
    return new Response(stream, { headers: { "content-type": "text/html; charset=utf-8" } });
  });

const get = (path: string, encoding = "gzip, deflate, br") =>
  app.request(path, { headers: { "accept-encoding": encoding } });

describe("compression", () => {
  it("never compresses an event stream", async () => {
    expect(compressible("text/event-stream; charset=utf-8")).toBe(false);
    const res = await get("/events");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toMatch(/^data: x+/);
  });

  it("leaves answers under 1 KB alone, with their length", async () => {
    const res = await get("/small");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-length")).toBe(String(JSON.stringify({ ok: true }).length));
  });

  it("prefers brotli and falls back to gzip for whole bodies", async () => {
    const br = await get("/big");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(big);
    const gz = await get("/big", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  });

  it("compresses a streamed page whole, with its length", async () => {
    const res = await get("/page");
    expect(res.headers.get("content-encoding")).toBe("br");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(brotliDecompressSync(bytes).toString()).toBe("<p>zażółć</p>".repeat(500));
    const gz = await get("/page", "gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe("<p>zażółć</p>".repeat(500));
  });

  it("sends plain bytes to a client that accepts no encoding", async () => {
    const res = await app.request("/big");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual(big);
  });
});
