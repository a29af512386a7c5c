// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "../components/ui/toast-store.ts";
import { ApiError, graphql, newApi, setErrorTranslator } from "./api-client.ts";

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  Object.defineProperty(window, "location", {
    configurable: true,
    value: { ...window.location, pathname: "/rozmowa", search: "?x=1", assign },
  });
  setErrorTranslator((code) => ({ tooManyResourceCalls: "Zbyt wiele prób." })[code]);
});
afterEach(() => vi.unstubAllGlobals());

describe("browser API calls: error handling", () => {
  it.each([401, 403, 504])("/new-api %i signs out and goes to /zaloguj with returnTo", async (status) => {
    vi.stubGlobal("fetch", respond(status, { error: { code: "unauthorized" } }));
    await expect(newApi("/thread/latest-thread")).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith("/zaloguj?returnTo=%2Frozmowa%3Fx%3D1");
  });

  it("/new-api shows a known code as a translated notification and logs an unknown one", async () => {
    vi.stubGlobal("fetch", respond(429, { error: { code: "tooManyResourceCalls" } }));
    await expect(newApi("/x")).rejects.toMatchObject({ code: "tooManyResourceCalls", status: 429 });
    expect(toastStore.get().at(-1)).toMatchObject({ kind: "error", text: "Zbyt wiele prób." });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("fetch", respond(500, { error: { code: "somethingNew" } }));
    await expect(newApi("/x")).rejects.toMatchObject({ code: "somethingNew" });
    expect(warn).toHaveBeenCalledWith("unhandled API error", "somethingNew", 500);
    expect(assign).not.toHaveBeenCalled();
  });

  it("/api: an extension message containing 'unauthorized' signs out; data comes back otherwise", async () => {
    vi.stubGlobal(
      "fetch",
      respond(200, { errors: [{ extensions: { code: "unauthorized", message: "unauthorized" } }] }),
    );
    await expect(graphql("{ me { id } }")).rejects.toMatchObject({ code: "unauthorized" });
    expect(assign).toHaveBeenCalledWith("/zaloguj?returnTo=%2Frozmowa%3Fx%3D1");
    vi.stubGlobal("fetch", respond(200, { data: { me: { id: "1" } } }));
    await expect(graphql("{ me { id } }")).resolves.toEqual({ me: { id: "1" } });
  });
});
