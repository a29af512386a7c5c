import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Actor } from "../../domain/access/actor.ts";
import type { ErrorCode } from "../../domain/errors.ts";
import { orErrorResponse, requireActor } from "./loader-guards.server.ts";
import { type WebContext, webContext } from "./web-context.ts";

const contextWith = (actor: Actor | null) => {
  const context = new RouterContextProvider();
  context.set(webContext, { actor } as WebContext);
  return context;
};
const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing thrown");
};
const rejected = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error("resolved"),
    (error: unknown) => error,
  );
const statusOf = (value: unknown) =>
  value instanceof Response ? value.status : (value as { init?: { status?: number } }).init?.status;

describe("loader guards", () => {
  const actor = { sessionId: "s", user: { id: "u" } } as Actor;

  it("gives the signed-in user's actor", () => {
    expect(requireActor(contextWith(actor), new Request("http://x/profile"))).toBe(actor);
  });

  it("sends a guest to sign-in and back to the path and query asked for, or answers 401 without a request", () => {
    const res = thrown(() => requireActor(contextWith(null), new Request("http://x/company/info.data?a=1&_routes=r")));
    expect(res).toBeInstanceOf(Response);
    const location = (res as Response).headers.get("location")!;
    expect(location.startsWith("/zaloguj?")).toBe(true);
    expect(new URLSearchParams(location.split("?")[1]).get("returnTo")).toBe("/company/info?a=1");
    expect(statusOf(thrown(() => requireActor(contextWith(null))))).toBe(401);
  });

  it("turns a domain refusal into its status, or what the page chose for it, and lets a failure through", async () => {
    // An AppError as it crosses into the web app: recognised by its shape (name, code, status).
    const statuses: Partial<Record<ErrorCode, number>> = { forbidden: 403, notFound: 404, conflict: 409 };
    const refuse = (code: ErrorCode) => () =>
      Promise.reject(Object.assign(new Error(code), { name: "AppError", code, status: statuses[code] }));
    expect(statusOf(await rejected(orErrorResponse(refuse("forbidden"))))).toBe(403);
    expect(statusOf(await rejected(orErrorResponse(refuse("notFound"))))).toBe(404);
    const moved = await rejected(
      orErrorResponse(refuse("conflict"), { 409: () => Response.redirect("http://x/moje-przewodniki", 302) }),
    );
    expect((moved as Response).headers.get("location")).toBe("http://x/moje-przewodniki");
    const failure = new Error("boom");
    expect(await rejected(orErrorResponse(() => Promise.reject(failure)))).toBe(failure);
    expect(await orErrorResponse(() => Promise.resolve(7))).toBe(7);
  });
});
