// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, newApi } from "./api-client.ts";

const respond = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })),
  );
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  Object.defineProperty(window, "location", {
    configurable: true,
    value: { ...window.location, pathname: "/rozmowa", search: "", assign },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("typed /new-api calls", () => {
  it("sends the operation's request with the session cookie and answers its success body", async () => {
    const fetch = respond(200, { threadId: "t", status: "open" });
    vi.stubGlobal("fetch", fetch);
    const body = await newApi((api) => api.interview.save.$post({ json: { interviewId: "i", answers: { a: 1 } } }));
    expect(body).toEqual({ threadId: "t", status: "open" });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/new-api/interview/save");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      body: '{"interviewId":"i","answers":{"a":1}}',
    });
    expect(new Headers(init!.headers).get("accept")).toBe("application/json");
    expect(new Headers(init!.headers).get("content-type")).toBe("application/json");
  });

  it("puts path parameters and the query in the address", async () => {
    const fetch = respond(200, { items: [], page: 2, pageSize: 5, total: 0 });
    vi.stubGlobal("fetch", fetch);
    const page = await newApi((api) => api.guide.user.$get({ query: { page: "2", pageSize: "5" } }));
    expect(page.total).toBe(0);
    expect(fetch.mock.calls[0]![0]).toBe("/new-api/guide/user?page=2&pageSize=5");
    await newApi((api) => api.thread[":id"].archive.$post({ param: { id: "0b5c" } }));
    expect(fetch.mock.calls[1]![0]).toBe("/new-api/thread/0b5c/archive");
  });

  it("refuses as the untyped call does: 401 signs out, the error carries its code", async () => {
    vi.stubGlobal("fetch", respond(401, { error: { code: "unauthorized", message: "unauthorized" } }));
    const call = newApi((api) => api.thread["latest-thread"].$get());
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ code: "unauthorized", status: 401 });
    expect(assign).toHaveBeenCalledWith("/zaloguj?returnTo=%2Frozmowa");
  });
});
