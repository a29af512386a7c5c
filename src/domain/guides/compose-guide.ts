import { formatMoney } from "../../shared/format.ts";
import { createTranslator } from "../../shared/i18n.ts";
import {
  GUIDE_LABELS,
  type GuideBlock,
  type GuideContent,
  type GuideDeadline,
  type GuideInline,
  type GuideLink,
} from "../../shared/guide-content.ts";
import { parseMarkdown } from "../../shared/markdown-blocks.ts";
import { amount, describeFacts } from "../assistant/advisor.ts";
import { isQuestion, PROFILE_FACTS, type BusinessProfile } from "../assistant/profile.ts";
import { sourceRegistry } from "../knowledge/knowledge-base.ts";
import { cleanSourceTitle, formatSourceDate, orderSources, publisherOf, sourceKey } from "../knowledge/sources.ts";
import { cataloguesFor } from "../mail/catalogues.ts";
import { buildScenario, guideTitle, type LegalForm, type PathStage, type Scenario } from "./scenario.ts";

export interface GuideMessage {
  role: "user" | "assistant";
  content: string;
  sources: { title: string; url: string }[];
}

export interface GuideInput {
  lang: "pl" | "en";
  /** The guide's title as stored with it; composed from the plan when left out. */
  title?: string;
  profile: BusinessProfile;
  messages: GuideMessage[];
  userName: string;
  companyName: string | null;
  now: Date;
}

const FORMS: LegalForm[] = ["jdg", "sc", "spzoo", "psa"];
const ZONE = "Europe/Warsaw";
const MAX_QUESTIONS = 30;
/** Sentences of an answer the guide keeps. */
const ANSWER_SENTENCES = 2;
const MAX_LIST_ITEMS = 6;

/** Official portals every guide links to (facts sheet §9b). */
const LINKS = {
  biznes: "https://www.biznes.gov.pl",
  zus: "https://www.zus.pl",
  podatki: "https://www.podatki.gov.pl",
  ksef: "https://ksef.podatki.gov.pl",
  s24: "https://ekrs.ms.gov.pl/s24",
  prs: "https://prs.ms.gov.pl",
  crbr: "https://www.podatki.gov.pl/crbr",
  eDoreczenia: "https://www.biznes.gov.pl/pl/e-doreczenia",
  pup: "https://www.praca.gov.pl",
  bgk: "https://www.bgk.pl",
} as const;

const CHECKLIST_LINKS: Record<Scenario["checklist"][number], string> = {
  partnersContract: LINKS.podatki,
  pkd: LINKS.biznes,
  ceidg: LINKS.biznes,
  s24: LINKS.s24,
  krs: LINKS.prs,
  crbr: LINKS.crbr,
  zus: LINKS.zus,
  pue: LINKS.zus,
  vatR: LINKS.podatki,
  bank: LINKS.podatki,
  edoreczenia: LINKS.eDoreczenia,
  ksef: LINKS.ksef,
  cash: LINKS.podatki,
  employees: LINKS.zus,
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The text of a catalogue entry before its first variable ("Zapisuję: " of "Zapisuję: {{facts}}."). */
const prefixOf = (text: string) => text.split("\u0000")[0]!.trim();

/**
 * What of an advisor's reply the guide keeps: the answer, not the conversation. Lines that record
 * a fact ("Zapisuję: …"), point elsewhere ("Zobacz też: …"), ask the user something back or name the
 * nearest topics are dropped, as is the "(źródło: …)" note (the source is shown apart). Of what is
 * left, the first sentence or two, as structured blocks (headings, paragraphs of runs, lists).
 */
export function summariseAnswer(markdown: string, lang: "pl" | "en"): GuideBlock[] {
  const { t } = createTranslator(lang, cataloguesFor(lang));
  const noise = [
    prefixOf(t("advisor:learned", { facts: "\u0000" })),
    prefixOf(t("advisor:seeAlso", { title: "\u0000" })),
    prefixOf(t("advisor:nearest", { topics: "\u0000" })),
  ].filter((p) => p.length >= 4);
  const sourceNote = prefixOf(t("advisor:sourceYear", { source: "\u0000", year: 2026 }));
  const kept = markdown
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !noise.some((n) => p.startsWith(n)))
    // The advisor's own question back to the user ends its reply with a question mark.
    .filter((p) => !/\?\s*$/.test(p.replace(/\*+$/, "")))
    .map((p) =>
      sourceNote
        ? p.replace(new RegExp(`\\s*\\(${sourceNote.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^)]*\\)`, "g"), "")
        : p,
    );
  const blocks = parseMarkdown(kept.join("\n\n")).blocks;
  const out: GuideBlock[] = [];
  let budget = ANSWER_SENTENCES;
  let pendingHeading: GuideBlock | null = null;
  for (const block of blocks) {
    if (budget <= 0) break;
    // A heading, or a paragraph that is one bold title after the answer's lead (the advisor's
    // "**Section**"), is kept only when something it heads follows within the answer's length.
    const titleOnly =
      out.length > 0 &&
      block.type === "p" &&
      "content" in block &&
      block.content.length > 0 &&
      block.content.every((r) => r.bold) &&
      !/[.!?:]\s*$/.test(block.content.map((r) => r.text).join("")) &&
      block.content.map((r) => r.text).join("").length <= 90;
    if (((block.type === "h2" || block.type === "h3") && "content" in block) || titleOnly) {
      pendingHeading = { type: "heading", content: inlines(block.content) };
      continue;
    }
    if (pendingHeading) out.push(pendingHeading);
    pendingHeading = null;
    if ("items" in block) {
      out.push({ type: block.type, items: block.items.slice(0, MAX_LIST_ITEMS).map(inlines) });
      budget--;
      continue;
    }
    const { runs, used } = firstSentences(inlines(block.content), budget);
    if (runs.length) out.push({ type: "p", content: runs });
    budget -= used;
  }
  return out;
}

/** Links keep their text; only absolute https links stay links (the portal's own relative ones do not leave it). */
const inlines = (runs: GuideInline[]): GuideInline[] =>
  runs
    .map((r) => ({
      text: r.text.replace(/`([^`]+)`/g, "$1").replace(/(^|\W)_([^_\n]+)_(?=\W|$)/g, "$1$2"),
      ...(r.bold ? { bold: true } : {}),
      ...(r.href && /^https:\/\//.test(r.href) ? { href: r.href } : {}),
    }))
    .filter((r) => r.text);

/** Up to `max` sentences of a paragraph's runs, and how many it used. */
function firstSentences(runs: GuideInline[], max: number): { runs: GuideInline[]; used: number } {
  const out: GuideInline[] = [];
  let used = 0;
  for (const run of runs) {
    let text = run.text;
    let cut = false;
    // A sentence ends at . ! or ? followed by a space and a capital letter (not "np. ", "1 000,50 zł.").
    const end = /[.!?](?=\s+[\p{Lu}„"(])/gu;
    let m: RegExpExecArray | null;
    while ((m = end.exec(text))) {
      used++;
      if (used >= max) {
        text = text.slice(0, m.index + 1);
        cut = true;
        break;
      }
    }
    out.push({ ...run, text });
    if (cut) return { runs: trimRuns(out), used };
  }
  return { runs: trimRuns(out), used: used + 1 };
}

const trimRuns = (runs: GuideInline[]) => {
  if (runs.length) runs[runs.length - 1] = { ...runs.at(-1)!, text: runs.at(-1)!.text.trimEnd() };
  return runs.filter((r) => r.text);
};

/** A question as one clean line. */
export const cleanQuestion = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The user's questions that got an answer with a source, each with the short answer and its
 * source. Replies that only recorded a fact, "I don't know" replies and the advisor's own
 * prompts are left out.
 */
export function guideQuestions(messages: GuideMessage[], lang: "pl" | "en"): GuideContent["questions"] {
  const unknown = ["pl", "en"].map((l) => {
    const { t } = createTranslator(l as "pl" | "en", cataloguesFor(l as "pl" | "en"));
    return t("advisor:unknown").slice(0, 40);
  });
  const out: GuideContent["questions"] = [];
  messages.forEach((m, i) => {
    const reply = messages[i + 1];
    if (m.role !== "user" || reply?.role !== "assistant" || out.length >= MAX_QUESTIONS) return;
    if (!isQuestion(m.content) || !reply.sources.length) return;
    if (unknown.some((u) => reply.content.includes(u))) return;
    const answer = summariseAnswer(reply.content, lang);
    if (!answer.length) return;
    const s = reply.sources[0]!;
    const { url, label } = sourceLink(s.url, s.title, lang);
    out.push({ question: cleanQuestion(m.content), answer, source: link(url, label) });
  });
  return out;
}

/**
 * The guide's content from a thread's profile and conversation. The plan is computed once
 * (`buildScenario`); every chapter reads it, in the guide's language from the guide catalogue.
 */
export function composeGuide(input: GuideInput): GuideContent {
  const { lang, profile, now } = input;
  const { t } = createTranslator(lang, cataloguesFor(lang));
  const tag = lang === "en" ? "en-GB" : "pl-PL";
  const money = (v: number) => amount(Math.round(v), lang);
  const exact = (v: number) => formatMoney(v, lang);
  const longDate = (d: Date) =>
    new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: ZONE }).format(d);
  const monthName = (d: Date) =>
    new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(d);
  const shortMonth = (d: Date) =>
    new Intl.DateTimeFormat(tag, { month: "short", year: "2-digit", timeZone: "UTC" }).format(d);
  const today = longDate(now);
  const sc = buildScenario({
    profile,
    now,
    lang,
    startDate: profile.startDate ? new Date(`${profile.startDate}T00:00:00Z`) : undefined,
  });
  const formName = (f: LegalForm) => t(`guide:legalForm.${f}`);
  const shortForm = (f: LegalForm) => t(`guide:legalForm.short.${f}`);
  const taxFormName = (f: string) => t(`guide:taxes.forms.${f}`);
  const stageName = (s: PathStage) => t(`guide:zus.stages.${s}`);
  const monthsLabel = (count: number) => t("guide:zus.monthsCount", { count });

  // The situation.
  const facts = describeFacts(
    lang,
    Object.fromEntries(PROFILE_FACTS.filter((f) => profile[f] !== undefined).map((f) => [f, profile[f]])),
  );
  const summary = [
    t("guide:situation.intro", { date: today }),
    profile.activity ? t("guide:situation.activity", { activity: profile.activity }) : t("guide:situation.noActivity"),
    sc.annualRevenue !== null
      ? t("guide:situation.revenue", {
          revenue: money(profile.monthlyRevenue!),
          costs: money(profile.monthlyCosts ?? 0),
          annualRevenue: money(sc.annualRevenue),
        })
      : t("guide:situation.noRevenue"),
    // The start the plan counts from: the user's date, or the assumption made without one (said so).
    profile.startDate
      ? t("guide:situation.start", { start: longDate(new Date(`${profile.startDate}T00:00:00Z`)) })
      : t("guide:situation.startAssumed", { start: longDate(sc.start) }),
  ];

  // The legal form, argued from the numbers and the profile.
  const { recommended, chosen } = sc.legal;
  const reasons = sc.legal.reasons.map(({ key, params }) => {
    const p = params ?? {};
    return t(`guide:legalForm.reasons.${key}`, {
      count: typeof p.count === "number" ? p.count : undefined,
      form: typeof p.form === "string" ? shortForm(p.form as LegalForm) : undefined,
      other: typeof p.other === "string" ? shortForm(p.other as LegalForm) : undefined,
      net: typeof p.net === "number" ? money(p.net) : undefined,
      otherNet: typeof p.otherNet === "number" ? money(p.otherNet) : undefined,
      difference: typeof p.difference === "number" ? money(Math.abs(p.difference)) : undefined,
      full: money(sc.taxes.company?.social ?? 0),
    });
  });
  const options = sc.legal.options.some((o) => o.net !== null)
    ? sc.legal.options.map((o) => ({
        form: formName(o.form),
        net: o.net === null ? null : exact(o.net),
        recommended: o.form === recommended,
        chosen: o.form === chosen,
      }))
    : [];
  let choice: string | null = null;
  if (chosen && chosen !== recommended) {
    const companyChoice = chosen === "spzoo" || chosen === "psa";
    choice =
      sc.legal.choiceDifference !== null
        ? t("guide:legalForm.choice", {
            chosen: formName(chosen),
            recommended: shortForm(recommended),
            difference: money(Math.abs(sc.legal.choiceDifference)),
          })
        : t("guide:legalForm.choiceNoNumbers", { chosen: formName(chosen), recommended: shortForm(recommended) });
    if (companyChoice && sc.legal.choiceDifference !== null)
      choice += ` ${t("guide:legalForm.choiceLiability", { difference: money(Math.abs(sc.legal.choiceDifference)) })}`;
  }

  // Income tax for the first full year, with the ZUS stages that year really has.
  const stagesText = sc.taxes.stages
    .map((s) => t("guide:taxes.stagePart", { stage: stageName(s.stage), months: monthsLabel(s.months) }))
    .join(", ");
  const bestRow = sc.taxes.rows?.find((r) => r.best);
  const rowName = (f: string) =>
    f === "company" ? t("guide:taxes.forms.company", { form: formName(recommended) }) : taxFormName(f);
  const taxes: GuideContent["taxes"] = sc.taxes.rows
    ? {
        intro:
          sc.taxes.kind === "pit"
            ? t("guide:taxes.intro", {
                year: sc.taxes.year,
                revenue: money(sc.taxes.revenue),
                costs: money(sc.taxes.costs),
                stages: stagesText,
                rate: sc.ryczalt.rate.toLocaleString(tag),
                rateReason: t(`advisor:rateReason.${sc.ryczalt.reason}`, { label: sc.ryczalt.label }),
              })
            : t("guide:taxes.companyIntro", {
                year: sc.taxes.year,
                form: formName(recommended),
                revenue: money(sc.taxes.revenue),
                costs: money(sc.taxes.costs),
                profit: money(sc.taxes.company!.profit),
                citRate: Math.round(sc.taxes.company!.citRate * 100),
                cit: exact(sc.taxes.company!.cit),
                dividendTax: exact(sc.taxes.company!.dividendTax),
              }),
        rows: sc.taxes.rows.map((r) => ({
          form: rowName(r.form),
          social: exact(r.social),
          health: exact(r.health),
          tax: exact(r.tax),
          net: exact(r.net),
          netValue: r.net,
          best: r.best,
        })),
        notes: [
          ...(sc.taxes.perPartner ? [t("guide:taxes.perPartner", { count: sc.founders })] : []),
          ...(sc.taxes.kind === "pit"
            ? [
                t("guide:taxes.best", { form: rowName(bestRow!.form), net: exact(bestRow!.net) }),
                t("guide:taxes.assumptions"),
                t("guide:taxes.deadline"),
              ]
            : [t(sc.founders > 1 ? "guide:taxes.companyPartners" : "guide:taxes.companyAssumptions")]),
        ],
      }
    : {
        intro: t("guide:taxes.noRevenue"),
        rows: null,
        notes: sc.taxes.kind === "pit" ? [t("guide:taxes.deadline")] : [],
      };

  // ZUS: the stages of the path and its months as a chart.
  const zusNotes: string[] = [];
  let zusStages: GuideContent["zus"]["stages"] = null;
  let chart: GuideContent["zus"]["chart"] = null;
  if (sc.zus.stages && sc.zus.months) {
    zusStages = sc.zus.stages.map((s) => ({
      stage: stageName(s.stage),
      period: t("guide:zus.period", { from: monthName(s.from), to: monthName(s.to) }),
      months: s.months,
      monthsLabel: monthsLabel(s.months),
      social: exact(s.social),
      health: exact(s.health),
      total: exact(s.social + s.health),
    }));
    const legend = sc.zus.stages.map((s) => s.stage).filter((s, i, all) => all.indexOf(s) === i);
    const max = Math.max(...sc.zus.months.map((m) => m.social + m.health));
    chart = {
      max,
      maxLabel: exact(max),
      bars: sc.zus.months.map((m) => ({
        label: shortMonth(m.date),
        value: Math.round((m.social + m.health) * 100) / 100,
        stage: legend.indexOf(m.stage),
      })),
      legend: legend.map(stageName),
      summary: t("guide:zus.chartSummary", {
        stages: sc.zus.stages
          .map((s) =>
            t("guide:zus.chartPart", {
              stage: stageName(s.stage),
              months: monthsLabel(s.months),
              total: exact(s.social + s.health),
            }),
          )
          .join("; "),
      }),
    };
    const soleTrader = sc.taxes.kind === "pit";
    if (sc.running) zusNotes.push(t("guide:zus.running"));
    else if (soleTrader && !sc.relief && !sc.otherEmployment) zusNotes.push(t("guide:zus.noRelief"));
    if (sc.otherEmployment) zusNotes.push(t("guide:zus.otherEmployment"));
    if (!soleTrader && !sc.otherEmployment) zusNotes.push(t("guide:zus.company"));
    if (soleTrader && sc.relief && !sc.otherEmployment)
      zusNotes.push(t(sc.zus.smallPlusOk ? "guide:zus.smallPlus" : "guide:zus.fullAfter"));
    if (sc.zus.healthForm === null) zusNotes.push(t("guide:zus.healthMinimum"));
    zusNotes.push(t("guide:zus.amounts2026"));
    if (soleTrader && !sc.otherEmployment) zusNotes.push(t("guide:zus.holiday"));
  } else zusNotes.push(t("guide:zus.companyNone"));
  const healthFor = sc.zus.healthForm
    ? sc.zus.healthForm === "company"
      ? t("guide:zus.healthShareholder")
      : taxFormName(sc.zus.healthForm)
    : t("guide:zus.healthUnknown");

  // VAT, KSeF, cash register.
  const vatParagraphs: string[] = [];
  if (sc.vat.reason === "over")
    vatParagraphs.push(
      t("guide:vat.exemptOver", {
        annualRevenue: money(sc.annualRevenue!),
        limit: money(sc.vat.limit),
        firstYearLimit: money(sc.vat.firstYearLimit),
      }),
      t("guide:vat.active"),
    );
  else if (sc.vat.reason === "chosen") vatParagraphs.push(t("guide:vat.active"));
  else if (sc.vat.reason === "exempt")
    vatParagraphs.push(
      t("guide:vat.exemptOk", {
        annualRevenue: money(sc.annualRevenue!),
        limit: money(sc.vat.limit),
        firstYearLimit: money(sc.vat.firstYearLimit),
      }),
    );
  else vatParagraphs.push(t("guide:vat.unknown"));
  if (sc.b2b) vatParagraphs.push(t("guide:vat.b2b"));
  const cash = {
    required: () =>
      t("guide:vat.cashRequired", {
        sales: money(sc.cash.firstYearSales ?? 0),
        limit: money(sc.cash.firstYearLimit),
      }),
    below: () => t("guide:vat.cashBelow"),
    b2b: () => t("guide:vat.cashB2b"),
    mixed: () => t("guide:vat.cashMixed", { limit: money(sc.cash.firstYearLimit) }),
    unknown: () => t("guide:vat.cashUnknown"),
  }[sc.cash.status]();

  // The checklist and the deadlines, from the plan.
  const checklist = sc.checklist.map((key) => ({
    text: t(`guide:checklist.${key}`),
    link: link(CHECKLIST_LINKS[key]),
  }));
  const deadlines: GuideDeadline[] = sc.deadlines.map((d) =>
    d.monthlyDay
      ? {
          date: isoDay(d.date),
          when: t("guide:deadlines.monthly", { day: d.monthlyDay }),
          title: t(`guide:deadlines.${d.key}`),
          detail: t(`guide:deadlines.${d.key}Detail`),
          monthly: { count: 12 },
        }
      : {
          date: isoDay(d.date),
          when: longDate(d.date),
          title: t(`guide:deadlines.${d.key}`),
          detail: t(`guide:deadlines.${d.key}Detail`),
        },
  );

  // Funding.
  const funding: GuideContent["funding"] = [
    { title: t("guide:funding.pup"), text: t("guide:funding.pupText"), link: link(LINKS.pup) },
    { title: t("guide:funding.bgk"), text: t("guide:funding.bgkText"), link: link(LINKS.bgk) },
  ];
  if (sc.taxes.kind === "pit" && sc.relief)
    funding.push({ title: t("guide:funding.relief"), text: t("guide:funding.reliefText"), link: link(LINKS.zus) });
  if (profile.fundingNeeds) funding.unshift({ title: t("guide:funding.needsTitle"), text: t("guide:funding.needs") });

  // The questions with their short answers, and every source the conversation named (each page
  // once, official sites first), with the portals every guide cites.
  const questions = guideQuestions(input.messages, lang);
  const sources = orderSources([
    ...input.messages.flatMap((m) => (m.role === "assistant" ? m.sources : [])),
    ...[LINKS.biznes, LINKS.zus, LINKS.podatki, LINKS.ksef].map((url) => ({ url, title: "" })),
  ]).map((s) => sourceLink(s.url, s.title, lang));

  return {
    version: 2,
    lang,
    product: t("guide:product"),
    title: input.title ?? guideTitle(lang, sc, profile.activity),
    author: t("guide:author"),
    preparedFor: input.userName,
    company: input.companyName,
    date: today,
    labels: Object.fromEntries(GUIDE_LABELS.map((l) => [l, t(`guide:labels.${l}`)])) as GuideContent["labels"],
    situation: { summary, facts },
    legalForm: {
      recommended: formName(recommended),
      reasons,
      options,
      choice,
      alternatives: FORMS.filter((f) => f !== recommended).map((f) => t(`guide:legalForm.alternatives.${f}`)),
    },
    taxes,
    zus: {
      intro: zusStages
        ? t("guide:zus.intro", { start: longDate(sc.start), form: healthFor, count: sc.zus.months!.length })
        : "",
      stages: zusStages,
      chart,
      notes: zusNotes,
    },
    vat: [
      { heading: t("guide:vat.vatHeading"), paragraphs: vatParagraphs },
      {
        heading: t("guide:vat.ksefHeading"),
        paragraphs: [t("guide:vat.ksef"), ...(sc.consumers ? [t("guide:vat.ksefB2c")] : [])],
      },
      { heading: t("guide:vat.cashHeading"), paragraphs: [cash] },
    ],
    checklist,
    deadlines,
    funding,
    questions,
    questionsEmpty: t("guide:questions.none"),
    sources,
    disclaimer: t("guide:disclaimer", { date: today }),
  };
}

/**
 * A source as the guide shows it: the knowledge base's clean title, publisher and date for a page it
 * cites (a title stored with an older message may carry internal ids), else the stored title cleaned.
 */
function sourceLink(url: string, title: string, lang: "pl" | "en"): GuideLink {
  const known = sourceRegistry(lang).get(sourceKey(url));
  const publisher = known?.publisher ?? publisherOf(url, lang);
  const date = formatSourceDate(known?.date, lang);
  const label = known?.title ?? cleanSourceTitle(title);
  return {
    ...link(url, label || undefined),
    ...(publisher ? { publisher } : {}),
    ...(date ? { date } : {}),
  };
}

function link(url: string, label?: string): GuideLink {
  return { url, label: label ?? url.replace(/^https:\/\/(www\.)?/, "") };
}
