/**
 * A composed guide: every text already in the guide's language and every amount already
 * formatted, so the PDF template, the HTML view and the calendar only lay it out. Stored with the
 * guide (jsonb) so the HTML view shows exactly what the PDF shows.
 */
export interface GuideLink {
  label: string;
  url: string;
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

export interface GuideZusRow {
  month: string;
  stage: string;
  social: string;
  health: string;
  total: string;
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
  question: string;
  /** The answer as plain paragraphs (Markdown markers removed). */
  answer: string[];
}

export interface GuideContent {
  version: 1;
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
  legalForm: { recommended: string; reasons: string[]; alternatives: string[] };
  taxes: {
    intro: string;
    /** Null when the profile has no revenue: the section explains what is missing. */
    rows: GuideTaxRow[] | null;
    notes: string[];
  };
  zus: { intro: string; rows: GuideZusRow[] | null; notes: string[] };
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
  "zus",
  "month",
  "stage",
  "total",
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
