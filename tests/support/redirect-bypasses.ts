/**
 * Known open-redirect bypass forms, shared by the unit test of
 * safe-return.ts and the integration test that sends them through every redirecting route.
 * Each one tries to leave the site; a safe answer is the default or a single-slash path that
 * stays on the site.
 */
const SITE = "https://portal.test";

/** What `Location` may hold: a single-slash path that a browser resolves on this site. */
export function isSameSitePath(location: string): boolean {
  if (!/^\/(?![/\\])/.test(location)) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f\\]/.test(location)) return false;
  const url = new URL(location, SITE);
  return url.origin === SITE && !url.pathname.startsWith("//");
}

export const REDIRECT_BYPASSES: readonly string[] = [
  // protocol-relative and backslashes
  "//evil.example",
  "//evil.example/phish",
  "///evil.example/phish",
  "////evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "/..\\evil.example",
  // encoded slashes and backslashes
  "/%2fevil.example",
  "/%2F%2Fevil.example",
  "/%5cevil.example",
  "/%5C%5Cevil.example",
  "%2f%2fevil.example",
  // tabs, newlines, spaces, control characters
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/\u0000//evil.example",
  "/%09/evil.example",
  // dot segments that collapse into //
  "/.//evil.example/phish",
  "/..//evil.example/phish",
  "/a/..//evil.example/phish",
  "/a/b/../..//evil.example/phish",
  "/././/evil.example",
  // encoded dots
  "/%2e//evil.example/phish",
  "/%2E//evil.example/phish",
  "/%2e%2e//evil.example/phish",
  "/a/%2e%2e//evil.example/phish",
  "/.%2e//evil.example/phish",
  // double encoding
  "/%252f%252fevil.example",
  "/%252e%252e//evil.example",
  "/%25%32%66/evil.example",
  // schemes, mixed case
  "https://evil.example",
  "HTTPS://evil.example/phish",
  "hTtP://evil.example",
  "http:evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  // userinfo
  "//user@evil.example",
  "https://przewodnik.pl@evil.example",
  "/@evil.example",
  "//przewodnik.pl%40evil.example",
  // no leading slash, odd unicode
  "evil.example",
  "/\u3002/evil.example",
  "/\uff0f/evil.example",
];
