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

  it("keeps each named component as it is; a field that may be null says so where it is used", async () => {
    const doc = await (await t.app.request("/new-api/openapi.json")).json();
    // A list of past threads holds threads, never null; a message without learned facts has null there.
    for (const name of ["Thread", "LearnedFacts", "Message", "Guide"])
      expect(doc.components.schemas[name].type, name).toBe("object");
    const latest = doc.paths["/thread/latest-thread"].get.responses["200"].content["application/json"].schema;
    expect(JSON.stringify(latest)).toContain('"type":"null"');
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

  it("counts a body sent without a length (chunked) as it arrives, and refuses it past the limit", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    const streamed = (chunks: number) =>
      t.app.request("/new-api/config/app", {
        method: "POST",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < chunks; i++) controller.enqueue(chunk);
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
    const over = await streamed(Math.ceil(API_BODY_LIMIT / chunk.length) + 1);
    expect(over.status).toBe(413);
    expect((await over.json()).error.code).toBe("payloadTooLarge");
    expect((await streamed(1)).status).not.toBe(413);
  });

  it("compresses JSON for clients that accept gzip", async () => {
    const res = await t.app.request("/new-api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("/gus/:tin (demo register)", () => {
  const t = useTestApp();

  it("answers the register's data and whether the NIP is free", async () => {
    const res = await t.app.request("/gus/526-018-15-96");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      company: {
        tin: "5260181596",
        name: "Piekarnia Pod Kłosem Anna Mazur",
        street: "ul. Młyńska 12",
        postalCode: "30-001",
        city: "Kraków",
        regon: "000000002",
      },
      available: true,
      source: "demo",
    });
  });

  it("refuses a malformed NIP and answers companyNotFound for one the register lacks", async () => {
    const bad = await t.app.request("/gus/1234567890");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: "validation", message: "validation", fields: { tin: ["tinChecksum"] } },
    });
    const missing = await t.app.request("/gus/5432319484");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("companyNotFound");
  });
});
