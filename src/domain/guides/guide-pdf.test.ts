import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf.ts";
import { readTemplate, renderPdf } from "../../infra/pdf/typst.ts";
import { composeGuide } from "./compose-guide.ts";

const hostile = [
  '#import "/etc/passwd"',
  '#read("/etc/passwd")',
  "[*bold*] $x^2$ #set text(red)",
  "C:\\Users\\ała \\ // <a> `code`",
];

describe("the guide template", () => {
  it("prints user-supplied Typst syntax literally and never runs it", () => {
    const content = composeGuide({
      lang: "pl",
      title: `Przewodnik: ${hostile[0]}`,
      profile: { activity: hostile[1], monthlyRevenue: 10000 },
      messages: [
        { role: "user", content: `${hostile[2]} ${hostile[3]}?`, sources: [] },
        { role: "assistant", content: "Tak.", sources: [{ title: "ZUS", url: "https://www.zus.pl" }] },
      ],
      userName: "Zażółć #emph[Gęślą]",
      companyName: "Jaźń ] ) } sp. z o.o.",
      now: new Date("2026-11-23T12:00:00Z"),
    });
    const text = pdfText(renderPdf(readTemplate("guide.typ"), content)).replace(/\u00ad|-\n/g, "");
    const flat = text.replace(/\s+/g, " ");
    for (const s of [...hostile, "Zażółć #emph[Gęślą]", "Jaźń ] ) } sp. z o.o."])
      expect(flat).toContain(s.replace(/\s+/g, " "));
    expect(text).not.toContain("root:x:0");
  });
});
