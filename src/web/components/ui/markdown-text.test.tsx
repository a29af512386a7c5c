import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownText } from "./markdown-text.tsx";

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

describe("MarkdownText with hostile text", () => {
  it("renders every payload as text: no script, no handler, no dangerous link, no frame", () => {
    const html = renderToStaticMarkup(<MarkdownText text={HOSTILE.join("\n\n")} />);
    expect(html).not.toMatch(/<script|<img|<iframe|<svg|<a [^>]*href="(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/<[a-z]+[^>]*\son(error|load)=/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("keeps ordinary https links as links", () => {
    const html = renderToStaticMarkup(<MarkdownText text="Zobacz [ZUS](https://www.zus.pl)." />);
    expect(html).toMatch(/<a [^>]*href="https:\/\/www\.zus\.pl"/);
  });
});

describe("MarkdownText as people write to each other (lines)", () => {
  it("keeps each typed line, lists and bold, and stays inert for hostile text", () => {
    const html = renderToStaticMarkup(
      <MarkdownText
        lines
        text={"Adres załadunku:\nul. Długa 1\n00-001 Warszawa\n\n**Cena**: 2 800 EUR\n- palety\n- winda"}
      />,
    );
    expect(html).toContain("<p><span>Adres załadunku:</span></p><p><span>ul. Długa 1</span></p>");
    expect(html).toContain("<strong>Cena</strong>");
    expect(html).toMatch(/<ul[^>]*><li><span>palety<\/span><\/li><li><span>winda<\/span><\/li><\/ul>/);
    const hostile = renderToStaticMarkup(<MarkdownText lines text={HOSTILE.join("\n")} />);
    expect(hostile).not.toMatch(/<script|<img|<iframe|<svg|<a [^>]*href="(javascript|data|vbscript):/i);
  });
});
