import { describe, expect, it } from "vitest";
import { conversationFileName, conversationMarkdown } from "./conversation-markdown.ts";

const labels = {
  title: "Rozmowa z doradcą",
  exportedAt: "Wyeksportowano",
  you: "Ty",
  advisor: "Doradca",
  sources: "Źródła",
  partial: "Odpowiedź przerwana",
};

describe("a conversation as Markdown", () => {
  it("puts each message under the speaker and Warsaw time, with sources as links and a cut-off reply marked", () => {
    const md = conversationMarkdown(
      [
        { role: "assistant", content: "Dzień dobry!", createdAt: "2026-11-22T09:00:00Z" },
        { role: "user", content: "Ile wynosi ZUS?", createdAt: "2026-11-22T09:01:00Z" },
        {
          role: "assistant",
          content: "**Preferencyjny ZUS** to 456,18 zł.",
          createdAt: "2026-11-22T09:01:05Z",
          status: "partial",
          sources: [{ title: "ZUS [składki]", url: "https://www.zus.pl/" }],
        },
      ],
      labels,
      "pl",
      new Date("2026-11-22T10:00:00Z"),
    );
    expect(md).toMatch(/^# Rozmowa z doradcą\n/);
    expect(md).toContain("## Ty · 22 lis 2026, 10:01");
    expect(md).toContain("**Preferencyjny ZUS** to 456,18 zł.");
    expect(md).toContain("_Odpowiedź przerwana_");
    expect(md).toContain("- [ZUS składki](https://www.zus.pl/)");
    expect(md.indexOf("Dzień dobry")).toBeLessThan(md.indexOf("Ile wynosi ZUS?"));
    expect(conversationFileName("rozmowa", "2026-11-22T09:00:00Z")).toBe("rozmowa-2026-11-22.md");
  });

  it("makes links to the portal's own pages absolute from the configured address, and leaves other links alone", () => {
    const md = conversationMarkdown(
      [
        {
          role: "assistant",
          content:
            "Najwięcej zostaje na ryczałcie. [Otwórz to wyliczenie w kalkulatorze](/kalkulator?revenue=180000&costs=24000). Zob. [ZUS](https://www.zus.pl/) i [inny serwis](//example.org/x).",
          createdAt: "2026-11-22T09:00:00Z",
        },
      ],
      labels,
      "pl",
      new Date("2026-11-22T10:00:00Z"),
      "https://przewodnik.example.pl/",
    );
    expect(md).toContain(
      "[Otwórz to wyliczenie w kalkulatorze](https://przewodnik.example.pl/kalkulator?revenue=180000&costs=24000)",
    );
    expect(md).toContain("[ZUS](https://www.zus.pl/)");
    expect(md).toContain("[inny serwis](//example.org/x)");
    expect(md).not.toMatch(/\]\(\/kalkulator/);
  });
});
