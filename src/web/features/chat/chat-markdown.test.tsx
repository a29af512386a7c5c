import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatMarkdown } from "./chat-markdown.tsx";

// What a compromised or confused model (or a user) might write: none of it may become markup.
const HOSTILE = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "[kliknij](javascript:alert(1))",
  "[dane](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[vb](vbscript:msgbox(1))",
  '<a href="javascript:alert(1)">a</a>',
  "**<iframe src=https://evil.example></iframe>**",
  "- <svg onload=alert(1)>",
];

describe("ChatMarkdown with hostile text", () => {
  it("renders every payload as text: no script, no handler, no dangerous link, no frame", () => {
    const html = renderToStaticMarkup(<ChatMarkdown text={HOSTILE.join("\n\n")} />);
    expect(html).not.toMatch(/<script|<img|<iframe|<svg|<a [^>]*href="(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/<[a-z]+[^>]*\son(error|load)=/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("keeps ordinary https links as links", () => {
    const html = renderToStaticMarkup(<ChatMarkdown text="Zobacz [ZUS](https://www.zus.pl)." />);
    expect(html).toMatch(/<a [^>]*href="https:\/\/www\.zus\.pl"/);
  });
});
