import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { createApp } from "../../src/server/app.ts";
import { tokenFor } from "../support/graphql.ts";
import { useTestApp } from "../support/test-app.ts";

describe("security headers", () => {
  const t = useTestApp();

  it("sends a CSP with a fresh nonce per request and no unsafe-inline script", async () => {
    const a = await t.app.request("/healthz");
    const b = await t.app.request("/healthz");
    const csp = a.headers.get("content-security-policy")!;
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(b.headers.get("content-security-policy")).not.toBe(csp);
  });

  it("sends nosniff, a referrer policy and a request id, and no HSTS over plain http", async () => {
    const res = await t.app.request("/healthz");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("security headers over https", () => {
  const t = useTestApp({ PUBLIC_URL: "https://przewodnik.example.pl" });
  it("adds HSTS", async () => {
    const res = await t.app.request("/healthz");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });
});

/** Nothing personal is kept by a browser, a proxy or the back-forward cache. */
describe("Cache-Control", () => {
  const t = useTestApp();
  let token: string;
  /** The same app with a stand-in for the React Router handler: a page, and a download. */
  let withPages: ReturnType<typeof createApp>;
  beforeAll(async () => {
    await seedDemo(t.database.db);
    token = await tokenFor(t.database.db, DEMO.member.email);
    withPages = createApp({
      services: t.services,
      buildDir: path.resolve("build"),
      web: async (c) =>
        c.req.path === "/export"
          ? new Response("{}", {
              headers: { "content-type": "application/json", "content-disposition": 'attachment; filename="x.json"' },
            })
          : new Response("<!doctype html><p>page</p>", {
              headers: { "content-type": "text/html", "cache-control": "max-age=300" },
            }),
    });
  });
  const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

  it("every API answer is no-store: signed in, signed out, refused, public", async () => {
    for (const [url, headers, status] of [
      ["/new-api/thread/latest-thread", bearer(token), 200],
      ["/new-api/thread/latest-thread", {}, 401],
      ["/new-api/guide/user", bearer(token), 200],
      ["/new-api/config/app", {}, 200],
      ["/new-api/no-such-route", bearer(token), 404],
    ] as const) {
      const res = await t.app.request(url, { headers });
      expect(res.status, url).toBe(status);
      expect(res.headers.get("cache-control"), url).toBe("no-store");
    }
    const gql = await t.app.request("/api", {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(token) },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    expect(gql.headers.get("cache-control")).toBe("no-store");
  });

  it("a page rendered for a signed-in user is no-store, whatever it asked for; a guest's page keeps its own", async () => {
    const signedIn = await withPages.request("/profile", { headers: { cookie: `session=${token}` } });
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    const guest = await withPages.request("/");
    expect(guest.headers.get("cache-control")).toBe("max-age=300");
  });

  it("a download is private, no-store", async () => {
    const res = await withPages.request("/export", { headers: { cookie: `session=${token}` } });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the static assets and probes are left alone", async () => {
    expect((await t.app.request("/healthz")).headers.get("cache-control")).toBeNull();
  });
});
