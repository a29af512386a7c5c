import type { GuideContent } from "../../shared/guide-content.ts";

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (s: string) =>
  s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const day = (iso: string) => iso.replace(/-/g, "");
const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The guide's deadlines as an iCalendar file: all-day events, monthly ones as a recurrence. */
export function guideCalendar(content: GuideContent, options: { guideId: string; now: Date }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Przewodnik//Guide deadlines//" + content.lang.toUpperCase(),
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(content.title)}`,
  ];
  content.deadlines.forEach((d, i) => {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${options.guideId}-${i + 1}@przewodnik`,
      `DTSTAMP:${stamp(options.now)}`,
      `DTSTART;VALUE=DATE:${day(d.date)}`,
      `DTEND;VALUE=DATE:${day(nextDay(d.date))}`,
      ...(d.monthly ? [`RRULE:FREQ=MONTHLY;COUNT=${d.monthly.count}`] : []),
      `SUMMARY:${escapeText(d.title)}`,
      `DESCRIPTION:${escapeText(d.detail)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  });
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}
