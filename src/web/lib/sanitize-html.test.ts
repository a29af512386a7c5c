// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.ts";

describe("sanitizeHtml (shared popup)", () => {
  it.each([
    ["<img src=x onerror=alert(1)>", ""],
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<p onclick="alert(1)" style="color:red">x</p>', "<p>x</p>"],
    ["<svg><script>alert(1)</script></svg>", ""],
    ["<details open ontoggle=alert(1)>d</details>", "d"],
    ["<!-- <script>x</script> -->c", "c"],
    ['<form action="/x"><button>b</button></form>', ""],
  ])("neutralises %s", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("keeps harmless formatting and safe links, opening external ones safely", () => {
    expect(sanitizeHtml('<h3>Tytuł</h3><p><strong>Ważne:</strong> <a href="/faq">FAQ</a></p>')).toBe(
      '<h3>Tytuł</h3><p><strong>Ważne:</strong> <a href="/faq">FAQ</a></p>',
    );
    expect(sanitizeHtml('<a href="https://www.biznes.gov.pl">b</a>')).toBe(
      '<a href="https://www.biznes.gov.pl" target="_blank" rel="noopener noreferrer">b</a>',
    );
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe("<a>x</a>");
  });
});
