import { describe, expect, it } from "vitest";
import type { GuideContent } from "../../shared/guide-content.ts";
import { guideCalendar } from "./ics.ts";

const content = {
  lang: "pl",
  title: "Przewodnik; test, z przecinkiem",
  deadlines: [
    {
      date: "2026-12-20",
      when: "20. dnia każdego miesiąca",
      title: "Składki ZUS za poprzedni miesiąc",
      detail: "Przelew składek i deklaracja DRA (gdy jest wymagana). ".repeat(3).trim(),
      monthly: { count: 12 },
    },
    { date: "2026-12-31", when: "31 grudnia 2026", title: "PKD", detail: "Linia\nnowa" },
  ],
} as unknown as GuideContent;

describe("guideCalendar", () => {
  const ics = guideCalendar(content, { guideId: "g1", now: new Date("2026-11-23T10:00:00.000Z") });

  it("is an iCalendar with CRLF lines, all-day events and a monthly recurrence", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.split("\r\n").every((l) => !l.includes("\n"))).toBe(true);
    expect(ics).toContain("DTSTART;VALUE=DATE:20261220\r\nDTEND;VALUE=DATE:20261221\r\nRRULE:FREQ=MONTHLY;COUNT=12");
    expect(ics).toContain("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n");
    expect(ics).toContain("DTSTAMP:20261123T100000Z");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    expect(ics).toContain("X-WR-CALNAME:Przewodnik\\; test\\, z przecinkiem");
    expect(ics).toContain("DESCRIPTION:Linia\\nnowa");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:Składki ZUS za poprzedni miesiąc\r\n");
    expect(unfolded).toContain(
      `DESCRIPTION:${"Przelew składek i deklaracja DRA (gdy jest wymagana). ".repeat(3).trim()}`,
    );
  });
});
