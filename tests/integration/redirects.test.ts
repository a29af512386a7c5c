import { describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { tokenFor } from "../support/graphql.ts";
import { isSameSitePath, REDIRECT_BYPASSES } from "../support/redirect-bypasses.ts";
import { useWebTestApp } from "../support/web-test-app.ts";

/**
 * No redirecting route sends the browser off the site, whatever `returnTo`
 * holds. Every known bypass form goes through every redirecting route, in-process through the
 * real React Router handler; each `Location` must be a single-slash same-site path.
 */
const SITE = "http://localhost";
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...headers },
  body: new URLSearchParams(fields).toString(),
});

function expectSafe(res: Response, value: string): string {
  expect(res.status, value).toBeGreaterThanOrEqual(300);
  expect(res.status, value).toBeLessThan(400);
  const location = res.headers.get("location") ?? "";
  expect(isSameSitePath(location), `${JSON.stringify(value)} → ${location}`).toBe(true);
  return location;
}

describe("redirects stay on the site", () => {
  const t = useWebTestApp();
  let session = "";

  it("has the corpus and a signed-in session", async () => {
    expect(REDIRECT_BYPASSES.length).toBeGreaterThanOrEqual(30);
    await seedDemo(t.database.db);
    session = `session=${await tokenFor(t.database.db, DEMO.member.email)}`;
  });

  it("keeps a same-site returnTo", async () => {
    const url = `/zaloguj?returnTo=${encodeURIComponent("/moje-przewodniki?page=2")}`;
    const res = await t.app.request(url, form({ email: DEMO.member.email, password: DEMO.password }));
    expect(res.headers.get("location")).toBe("/moje-przewodniki?page=2");
    const back = await t.app.request("/locale", form({ locale: "pl", returnTo: "/kalkulator?x=1" }));
    expect(back.headers.get("location")).toBe("/kalkulator?x=1");
  });

  it.each(REDIRECT_BYPASSES.map((v) => [JSON.stringify(v), v]))("sign-in form with returnTo=%s", async (_, value) => {
    const url = `/zaloguj?returnTo=${encodeURIComponent(value)}`;
    const res = await t.app.request(url, form({ email: DEMO.member.email, password: DEMO.password }));
    expectSafe(res, value);
  });

  it.each(REDIRECT_BYPASSES.map((v) => [JSON.stringify(v), v]))(
    "sign-in page, signed in, returnTo=%s",
    async (_, value) => {
      const res = await t.app.request(`/zaloguj?returnTo=${encodeURIComponent(value)}`, {
        headers: { cookie: session },
      });
      expectSafe(res, value);
    },
  );

  it.each(REDIRECT_BYPASSES.map((v) => [JSON.stringify(v), v]))("/locale with returnTo=%s", async (_, value) => {
    expectSafe(await t.app.request("/locale", form({ locale: "en", returnTo: value })), value);
  });

  it.each(REDIRECT_BYPASSES.map((v) => [JSON.stringify(v), v]))("/consent with returnTo=%s", async (_, value) => {
    expectSafe(await t.app.request("/consent", form({ choice: "necessary", returnTo: value })), value);
  });

  it.each(REDIRECT_BYPASSES.map((v) => [JSON.stringify(v), v]))(
    "the guard keeps the requested page (query %s) and sign-in then stays on the site",
    async (_, value) => {
      // The guard's returnTo is the requested path and query, as the browser's URL parser left them.
      const url = new URL(`/rozmowa?next=${value}`, SITE);
      const res = await t.app.request(`${url.pathname}${url.search}`, {});
      const location = expectSafe(res, value);
      expect(location.startsWith("/zaloguj?returnTo=%2Frozmowa")).toBe(true);
      const returnTo = new URL(location, SITE).searchParams.get("returnTo") ?? "";
      expect(isSameSitePath(returnTo), returnTo).toBe(true);
      const signIn = await t.app.request(location, form({ email: DEMO.member.email, password: DEMO.password }));
      expect(expectSafe(signIn, value).startsWith("/rozmowa?next=")).toBe(true);
    },
  );

  it("change password without a session goes to sign-in and back", async () => {
    const res = await t.app.request(
      "/konto/haslo",
      form({ oldPassword: "x", password: "y", passwordConfirmation: "y" }),
    );
    expect(expectSafe(res, "/konto/haslo")).toBe("/zaloguj?returnTo=%2Fkonto%2Fhaslo");
  });
});
