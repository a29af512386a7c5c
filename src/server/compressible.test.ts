import { describe, expect, it } from "vitest";
import { compressible } from "./app.ts";

describe("compressible", () => {
  it("never compresses an event stream, which must reach the client as written", () => {
    expect(compressible("text/event-stream")).toBe(false);
    expect(compressible("text/event-stream; charset=utf-8")).toBe(false);
  });
  it("compresses pages, scripts and JSON", () => {
    expect(compressible("text/html; charset=utf-8")).toBe(true);
    expect(compressible("text/javascript")).toBe(true);
    expect(compressible("application/json")).toBe(true);
    expect(compressible("application/pdf")).toBe(false);
  });
});
