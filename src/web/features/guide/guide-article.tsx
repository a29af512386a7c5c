import type { GuideContent } from "../../../shared/guide-content.ts";
import { LegalFormSection, TaxesSection, ZusSection } from "./figure-sections.tsx";
import { link, Section } from "./guide-parts.tsx";
import {
  ChecklistSection,
  DeadlinesSection,
  FundingSection,
  QuestionsSection,
  SituationSection,
  SourcesSection,
  VatSection,
} from "./text-sections.tsx";

/** The sections in their order: the contents list them, numbered as the headings are. */
const sectionsOf = (L: GuideContent["labels"]): [string, string][] => [
  ["situation", L.situation],
  ["legal-form", L.legalForm],
  ["taxes", L.taxes],
  ["zus", L.zus],
  ["vat", L.vat],
  ["checklist", L.checklist],
  ["deadlines", L.deadlines],
  ["funding", L.funding],
  ["questions", L.questions],
  ["sources", L.sources],
  ["disclaimer", L.disclaimer],
];

/**
 * The guide's content as an article in the guide's own language (the same content as the PDF):
 * text is placed as React text, never as HTML, so nothing the user or a model wrote can become
 * markup.
 */
export function GuideArticle({ c }: { c: GuideContent }) {
  const L = c.labels;
  return (
    <article lang={c.lang} className="mt-6">
      <header className="rounded-xl border border-slate-200 bg-slate-50 p-5">
        <p className="text-sm font-semibold tracking-wide text-blue-900 uppercase">{c.product}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{c.title}</h1>
        <p className="mt-3 text-slate-700">
          {L.preparedFor}: <strong>{c.preparedFor}</strong>
          {c.company ? `, ${c.company}` : ""} · {c.date}
        </p>
      </header>

      <nav aria-label={L.contents} className="mt-6">
        <h2 className="font-semibold text-slate-900">{L.contents}</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {sectionsOf(L).map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className={link}>
                {title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <SituationSection c={c} n={1} />
      <LegalFormSection c={c} n={2} />
      <TaxesSection c={c} n={3} />
      <ZusSection c={c} n={4} />
      <VatSection c={c} n={5} />
      <ChecklistSection c={c} n={6} />
      <DeadlinesSection c={c} n={7} />
      <FundingSection c={c} n={8} />
      <QuestionsSection c={c} n={9} />
      <SourcesSection c={c} n={10} />
      <Section id="disclaimer" n={11} title={L.disclaimer}>
        <p>{c.disclaimer}</p>
      </Section>
    </article>
  );
}
