import { describe, expect, it } from "vitest";
import { isPublicPath, safeReturnTo, signInRedirect } from "./public-paths.ts";
import { canonicalPath, pages } from "./route-table.ts";

describe("public paths", () => {
  it("accepts the spec's list, the confirmation prefixes and the static/info pages", () => {
    for (const p of [
      "/",
      "/zaloguj",
      "/konto/haslo",
      "/help/form",
      "/access/confirmaccount/abc",
      "/potwierdz/kod/x",
      "/faq",
      "/static/privacy-policy",
    ]) {
      expect(isPublicPath(p), p).toBe(true);
    }
  });
  it("refuses everything else", () => {
    for (const p of [
      "/rozmowa",
      "/guide/chat",
      "/profile",
      "/help/request",
      "/portal/companies",
      "/access/confirmaccountx",
      "/zaloguj/x",
    ]) {
      expect(isPublicPath(p), p).toBe(false);
    }
  });
  it("agrees with the route table: public pages are exactly the public paths", () => {
    for (const page of pages) {
      for (const path of page.paths) {
        const concrete = path.replace(/:\w+/g, "abc");
        if (page.access === "dev") continue;
        expect(isPublicPath(concrete), `${page.id} ${path}`).toBe(page.access === "public");
      }
    }
  });
});

describe("returnTo", () => {
  it("keeps same-origin relative paths with their query", () => {
    expect(safeReturnTo("/rozmowa?x=1&y=ą")).toBe("/rozmowa?x=1&y=%C4%85");
    expect(signInRedirect("/moje-przewodniki?page=2")).toBe("/zaloguj?returnTo=%2Fmoje-przewodniki%3Fpage%3D2");
  });
  it.each([
    "https://evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "rozmowa",
    "/\t/evil.example",
    "",
    null,
  ])("turns %s into /", (value) => {
    expect(safeReturnTo(value as string)).toBe("/");
  });
});

describe("route table", () => {
  it("has unique paths and fills parameters into the canonical path", () => {
    const all = pages.flatMap((p) => p.paths);
    expect(new Set(all).size).toBe(all.length);
    const confirm = pages.find((p) => p.id === "confirmAccount")!;
    expect(canonicalPath(confirm, { token: "a b" })).toBe("/access/confirmaccount/a%20b");
  });
});
