import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { GuideContent } from "../../shared/guide-content.ts";
import type { BusinessProfile } from "../advisor/profile.ts";
import { readTemplate, renderPdf } from "../../infra/pdf/typst.ts";
import { composeGuide } from "./compose-guide.ts";
import type { GuideMessage } from "./guide-answers.ts";
import { PROFILES } from "./test-profiles.ts";

/**
 * The guide's page layout, measured on the PDF itself (pdftohtml from poppler-utils gives every
 * text line with its position and font): every page between the contents and the last one is at
 * least half filled, and no page ends with a heading. Only the cover and the contents stand alone
 * on their pages (chapter 1 starts on the page after the contents); every other chapter flows.
 */

const now = new Date("2026-11-23T12:00:00Z");

// A conversation with answers of several blocks (a heading, a list), so the questions chapter is long.
const source = { title: "Podatki.gov.pl – kasy", url: "https://www.podatki.gov.pl/vat/kasy" };
const CONVERSATION: GuideMessage[] = [
  { role: "user", content: "Czy muszę mieć kasę fiskalną?", sources: [] },
  {
    role: "assistant",
    content:
      "**Kasy nie potrzebujesz, dopóki sprzedaż osobom prywatnym nie przekroczy 20 000 zł w roku.**\n\n" +
      "### Kasa fiskalna w 2026\n\n- limit 20 000 zł\n- proporcja w pierwszym roku\n\n" +
      "Zwolnienie tracisz od razu po przekroczeniu limitu, a kasę musisz zainstalować przed pierwszą sprzedażą ponad limit.",
    sources: [source],
  },
  { role: "user", content: "Kiedy płacę pierwsze składki ZUS?", sources: [] },
  {
    role: "assistant",
    content:
      "Pierwsze składki zapłacisz do 20. dnia miesiąca po miesiącu, w którym zaczniesz działalność.\n\n" +
      "### Co trzeba zrobić\n\n1. zgłoś się do ZUS w ciągu 7 dni\n2. załóż profil na PUE/eZUS\n3. ustaw przelew do 20. dnia",
    sources: [{ title: "zus.pl", url: "https://www.zus.pl" }],
  },
  { role: "user", content: "Czy mogę rozliczać się ryczałtem jako grafik?", sources: [] },
  {
    role: "assistant",
    content:
      "Tak, grafika komputerowa mieści się w ryczałcie; stawka zależy od tego, co dokładnie sprzedajesz.\n\n" +
      "### Stawki ryczałtu\n\n- 12% przy usługach związanych z oprogramowaniem\n- 8,5% przy większości usług projektowych\n- 15% przy usługach reklamowych\n\n" +
      "Stawkę wskazujesz we wniosku CEIDG-1, a urząd skarbowy może ją zakwestionować przy kontroli, więc opisz usługę dokładnie.",
    sources: [source],
  },
  { role: "user", content: "Co z fakturami dla klientów z Niemiec?", sources: [] },
  {
    role: "assistant",
    content:
      "Usługi dla firm z innych krajów UE rozliczasz zwykle w kraju nabywcy (odwrotne obciążenie).\n\n" +
      "### Zanim wystawisz pierwszą fakturę\n\n1. zarejestruj się do VAT-UE\n2. sprawdź numer VAT klienta w VIES\n3. wpisz na fakturze „odwrotne obciążenie”",
    sources: [{ title: "podatki.gov.pl", url: "https://www.podatki.gov.pl" }],
  },
];

// Every profile, each with another number of questions (none to four), so chapters end in
// different places; three profiles with every number of questions (one render takes ~0.4 s).
const SWEPT = new Set(["itRyczaltRelief", "companyEmployees", "psa"]);
const CASES: { name: string; profile: BusinessProfile; messages: GuideMessage[]; lang: "pl" | "en" }[] = [
  ...Object.entries(PROFILES).flatMap(([name, profile], i) =>
    (SWEPT.has(name) ? [0, 1, 2, 3, 4] : [i % 5]).map((n) => ({
      name: `${name}, ${n} questions`,
      profile,
      messages: CONVERSATION.slice(0, 2 * n),
      lang: "pl" as const,
    })),
  ),
  { name: "itRyczaltRelief (en), 4 questions", profile: PROFILES.itRyczaltRelief!, messages: CONVERSATION, lang: "en" },
  { name: "companyEmployees (en)", profile: PROFILES.companyEmployees!, messages: [], lang: "en" },
];

interface Line {
  top: number;
  bottom: number;
  text: string;
  /** Set in the accent colour of the headings (chapters, sections, questions). */
  accent: boolean;
}
interface Page {
  height: number;
  lines: Line[];
}

const ACCENT = "#1e3a8a";
const A4_HEIGHT = 841.89; // pt
const MARGIN_TOP = (2.2 / 2.54) * 72;
const MARGIN_BOTTOM = (2.4 / 2.54) * 72;

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[\u00a0\u202f\u2009]/g, " ");

/** The pages of a PDF, each as its text lines (fragments on one baseline joined) top to bottom. */
function readPages(pdf: Uint8Array): Page[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-layout-"));
  const file = path.join(dir, "guide.pdf");
  fs.writeFileSync(file, pdf);
  let xml: string;
  try {
    xml = execFileSync("pdftohtml", ["-xml", "-stdout", "-i", "-q", file], { encoding: "utf8" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const colours = new Map<string, string>();
  for (const m of xml.matchAll(/<fontspec id="(\d+)"[^>]*color="(#[0-9a-f]+)"/gi))
    colours.set(m[1]!, m[2]!.toLowerCase());
  return [...xml.matchAll(/<page number="\d+"[^>]*height="(\d+)"[^>]*>([\s\S]*?)<\/page>/g)].map((p) => {
    const byTop = new Map<number, { left: number; text: string; bottom: number; accent: boolean }[]>();
    for (const t of p[2]!.matchAll(
      /<text top="(-?\d+)" left="(-?\d+)" width="\d+" height="(\d+)" font="(\d+)">([\s\S]*?)<\/text>/g,
    )) {
      const top = Number(t[1]);
      const text = decode(t[5]!);
      if (!text.trim()) continue;
      const row = byTop.get(top) ?? [];
      row.push({ left: Number(t[2]), text, bottom: top + Number(t[3]), accent: colours.get(t[4]!) === ACCENT });
      byTop.set(top, row);
    }
    const lines = [...byTop.entries()]
      .sort(([a], [b]) => a - b)
      .map(([top, row]) => {
        row.sort((a, b) => a.left - b.left);
        return {
          top,
          bottom: Math.max(...row.map((r) => r.bottom)),
          text: row.map((r) => r.text.trim()).join(" "),
          accent: row.every((r) => r.accent),
        };
      });
    return { height: Number(p[1]), lines };
  });
}

/** The page's body (without the footer in the bottom margin) and how far down its text reaches, 0–1. */
function body(page: Page) {
  const scale = page.height / A4_HEIGHT;
  const top = MARGIN_TOP * scale;
  const bottom = (A4_HEIGHT - MARGIN_BOTTOM) * scale;
  const lines = page.lines.filter((l) => l.top < bottom);
  const reach = lines.length ? Math.max(...lines.map((l) => l.bottom)) : top;
  return { lines, fill: (reach - top) / (bottom - top) };
}

/** Every heading's text: chapters and sections are set in the accent colour; answers' own headings by their text. */
function isHeading(line: Line, content: GuideContent) {
  if (line.accent) return true;
  const answerHeadings = content.questions.flatMap((q) =>
    q.answer.flatMap((b) => (b.type === "heading" ? [b.content.map((r) => r.text).join("")] : [])),
  );
  return answerHeadings.some((h) => line.text.length > 3 && h.replace(/\s+/g, " ").includes(line.text));
}

describe("the guide's page layout", () => {
  const template = readTemplate("guide.typ");
  for (const c of CASES) {
    it(`fills its pages and keeps headings with what follows: ${c.name}`, () => {
      const content = composeGuide({
        lang: c.lang,
        profile: c.profile,
        messages: c.messages,
        userName: "Anna Nowak",
        companyName: null,
        now,
      });
      const pages = readPages(renderPdf(template, content));
      const problems: string[] = [];

      // The cover and the contents as before: each alone on its page, chapter 1 opens page 3.
      expect(pages.length).toBeGreaterThanOrEqual(4);
      expect(body(pages[1]!).lines[0]?.text).toBe(content.labels.contents);
      expect(body(pages[2]!).lines[0]?.text).toBe(`1. ${content.labels.situation}`);

      pages.forEach((page, i) => {
        if (i < 2) return; // the cover and the contents
        const { lines, fill } = body(page);
        const last = lines.at(-1);
        if (last && isHeading(last, content)) problems.push(`page ${i + 1} ends with the heading "${last.text}"`);
        if (i < pages.length - 1 && fill < 0.5)
          problems.push(`page ${i + 1} is ${Math.round(fill * 100)}% filled (ends with "${last?.text ?? ""}")`);
      });
      expect(problems).toEqual([]);
    });
  }
});
