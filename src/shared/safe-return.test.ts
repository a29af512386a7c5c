import { describe, expect, it } from "vitest";
import { isSameSitePath, REDIRECT_BYPASSES } from "../../tests/support/redirect-bypasses.ts";
import { safeReturnPath, signInRedirect } from "./safe-return.ts";

const SITE = "https://portal.test";

describe("safeReturnPath", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeReturnPath("/rozmowa?x=1&y=ą")).toBe("/rozmowa?x=1&y=%C4%85");
    expect(safeReturnPath("/moje-przewodniki?page=2#top")).toBe("/moje-przewodniki?page=2#top");
    expect(safeReturnPath("/a/./b/../c")).toBe("/a/c");
    expect(safeReturnPath("/")).toBe("/");
    expect(signInRedirect("/moje-przewodniki?page=2")).toBe("/zaloguj?returnTo=%2Fmoje-przewodniki%3Fpage%3D2");
  });

  it("has a corpus of at least 30 bypass forms", () => {
    expect(REDIRECT_BYPASSES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(REDIRECT_BYPASSES.map((v) => [JSON.stringify(v), v]))("%s stays on the site", (_, value) => {
    const result = safeReturnPath(value);
    expect(isSameSitePath(result), result).toBe(true);
    expect(result.toLowerCase()).not.toMatch(/^\/*evil\.example/);
    expect(new URL(result, SITE).host).toBe("portal.test");
  });

  it.each([
    "/.//evil.example/phish",
    "/..//evil.example/phish",
    "/a/..//evil.example/phish",
    "/%2e//evil.example/phish",
    "//evil.example",
    "https://evil.example",
  ])("answers the fallback for %s (it would leave the site once normalised)", (value) => {
    expect(safeReturnPath(value)).toBe("/");
    expect(safeReturnPath(value, "/start")).toBe("/start");
  });

  it.each([null, undefined, "", 42, {}, "x".repeat(3000), `/${"a".repeat(2048)}`])(
    "answers the fallback for %j",
    (value) => {
      expect(safeReturnPath(value)).toBe("/");
    },
  );
});
