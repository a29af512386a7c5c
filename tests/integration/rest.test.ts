import { describe, expect, it } from "vitest";
import { API_BODY_LIMIT } from "../../src/server/app.ts";
import { useTestApp } from "../support/test-app.ts";

describe("/new-api", () => {
  const t = useTestApp();

  it("serves an OpenAPI 3.1 document describing its routes and error shape", async () => {
    const res = await t.app.request("/new-api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(doc.paths["/config/app"].get.responses["200"]).toBeDefined();
    expect(doc.components.schemas.Error.properties.error).toBeDefined();
  });

  it("serves a reference page whose assets come from this server, not a CDN", async () => {
    const page = await (await t.app.request("/new-api/docs")).text();
    const sources = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(2);
    for (const src of sources) {
      expect(src.startsWith("/new-api/docs/")).toBe(true);
      expect((await t.app.request(src)).status).toBe(200);
    }
    expect(page).toMatch(/<script nonce="[^"]+">SwaggerUIBundle/);
  });

  it("answers JSON with the catalogued shape for an unknown path", async () => {
    const res = await t.app.request("/new-api/no-such-thing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "notFound", message: "notFound" } });
  });

  it("refuses a body over the limit with payloadTooLarge", async () => {
    const res = await t.app.request("/new-api/config/app", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(API_BODY_LIMIT + 1) },
      body: "x".repeat(API_BODY_LIMIT + 1),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payloadTooLarge");
  });

  it("compresses JSON for clients that accept gzip", async () => {
    const res = await t.app.request("/new-api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});
