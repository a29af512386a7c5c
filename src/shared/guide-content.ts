/**
 * A composed guide: every text already in the guide's language and every amount already
 * formatted, so the PDF template, the HTML view and the calendar only lay it out. Stored with the
 * guide (jsonb) so the HTML view shows exactly what the PDF shows.
 */
export interface GuideLink {
  label: string;
  url: string;
  /** For a source: who publishes the page, and its date as the reader sees it (when it states one). */
  publisher?: string;
  date?: string;
}

export interface GuideTaxRow {
  form: string;
  social: string;
  health: string;
  tax: string;
  net: string;
  /** The net amount as a number, for the bar chart. */
  netValue: number;
  best: boolean;
}

/** One stage of the ZUS path: its months and what each of them costs. */
export interface GuideZusStage {
  stage: string;
  /** "grudzień 2026 – maj 2027". */
  period: string;
  months: number;
  /** "6 miesięcy". */
  monthsLabel: string;
  social: string;
  health: string;
  total: string;
}

/** The ZUS path month by month as a bar chart: one bar a month, scaled to the largest. */
export interface GuideZusChart {
  /** The largest monthly total, the height of the chart. */
  max: number;
  /** The largest monthly total formatted, for the axis. */
  maxLabel: string;
  bars: { label: string; value: number; stage: number }[];
  /** The stages, in the order of `stage` in the bars. */
  legend: string[];
  /** The chart in words, for a screen reader and as the figure's caption. */
  summary: string;
}

/** Inline text of an answer: plain, bold or a link. Never markup: the template and the view place it as text. */
export interface GuideInline {
  text: string;
  bold?: boolean;
  href?: string;
}

/** A block of an answer: a heading, a paragraph or a list. */
export type GuideBlock =
  { type: "heading" | "p"; content: GuideInline[] } | { type: "ul" | "ol"; items: GuideInline[][] };

/** A legal form considered, with what it leaves a year. */
export interface GuideFormOption {
  form: string;
  net: string | null;
  recommended: boolean;
  chosen: boolean;
}

export interface GuideDeadline {
  /** YYYY-MM-DD of the (first) occurrence. */
  date: string;
  /** The date as the reader sees it ("20 grudnia 2026" or "20th of each month"). */
  when: string;
  title: string;
  detail: string;
  /** Repeats every month on the same day (`count` times) when set. */
  monthly?: { count: number };
}

export interface GuideQuestion {
  /** The question on one line. */
  question: string;
  /** The answer's first sentence or two, as structured blocks. */
  answer: GuideBlock[];
  source: GuideLink | null;
}

export interface GuideContent {
  version: 2;
  lang: "pl" | "en";
  product: string;
  title: string;
  /** The document's author (the portal). */
  author: string;
  /** The user the guide was made for, and their company. */
  preparedFor: string;
  company: string | null;
  /** The day the guide was made, as shown on the cover. */
  date: string;
  labels: Record<GuideLabel, string>;
  situation: { summary: string[]; facts: string[] };
  legalForm: {
    recommended: string;
    reasons: string[];
    /** The forms compared by the numbers (empty without revenue). */
    options: GuideFormOption[];
    /** When the user's own choice differs from the recommendation: the choice and what it costs a year. */
    choice: string | null;
    alternatives: string[];
  };
  taxes: {
    intro: string;
    /** Null when the profile has no revenue: the section explains what is missing. */
    rows: GuideTaxRow[] | null;
    notes: string[];
  };
  zus: { intro: string; stages: GuideZusStage[] | null; chart: GuideZusChart | null; notes: string[] };
  vat: { heading: string; paragraphs: string[] }[];
  checklist: { text: string; link?: GuideLink }[];
  deadlines: GuideDeadline[];
  funding: { title: string; text: string; link?: GuideLink }[];
  questions: GuideQuestion[];
  /** Shown in place of the questions when the user asked none. */
  questionsEmpty: string;
  sources: GuideLink[];
  disclaimer: string;
}

export const GUIDE_LABELS = [
  "contents",
  "preparedFor",
  "situation",
  "legalForm",
  "alternatives",
  "taxes",
  "form",
  "social",
  "health",
  "tax",
  "net",
  "best",
  "chart",
  "options",
  "yourChoice",
  "recommended",
  "zus",
  "zusChart",
  "period",
  "months",
  "stage",
  "total",
  "source",
  "vat",
  "checklist",
  "deadlines",
  "when",
  "what",
  "funding",
  "questions",
  "sources",
  "disclaimer",
  "page",
  "footer",
] as const;
export type GuideLabel = (typeof GUIDE_LABELS)[number];
