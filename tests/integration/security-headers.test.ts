import { describe, expect, it } from "vitest";
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
