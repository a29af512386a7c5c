import type { GuideContent } from "../../../shared/guide-content.ts";
import { Blocks, External, Section, td, th } from "./guide-parts.tsx";

/** The user's situation as the conversation gave it. */
export function SituationSection({ c, n }: { c: GuideContent; n: number }) {
  const L = c.labels;
  return (
    <Section id="situation" n={n} title={L.situation}>
      {c.situation.summary.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {c.situation.facts.length ? (
        <ul className="list-disc pl-6">
          {c.situation.facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** VAT: what applies to the business. */
export function VatSection({ c, n }: { c: GuideContent; n: number }) {
  const L = c.labels;
  return (
    <Section id="vat" n={n} title={L.vat}>
      {c.vat.map((v) => (
        <div key={v.heading}>
          <h3 className="font-semibold text-blue-900">{v.heading}</h3>
          {v.paragraphs.map((p) => (
            <p key={p} className="mt-1">
              {p}
            </p>
          ))}
        </div>
      ))}
    </Section>
  );
}

/** What to do, as a checklist with links to the offices' own pages. */
export function ChecklistSection({ c, n }: { c: GuideContent; n: number }) {
  const L = c.labels;
  return (
    <Section id="checklist" n={n} title={L.checklist}>
      <ul className="space-y-2">
        {c.checklist.map((item) => (
          <li key={item.text} className="flex gap-2">
            <span aria-hidden="true">☐</span>
            <span>
              {item.text}
              {item.link ? (
                <>
                  {" — "}
                  <External href={item.link.url}>{item.link.label}</External>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The dates that matter, in order (also as a calendar file). */
export function DeadlinesSection({ c, n }: { c: GuideContent; n: number }) {
  const L = c.labels;
  return (
    <Section id="deadlines" n={n} title={L.deadlines}>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className={th}>
                {L.when}
              </th>
              <th scope="col" className={th}>
                {L.what}
              </th>
            </tr>
          </thead>
          <tbody>
            {c.deadlines.map((d) => (
              <tr key={`${d.date}-${d.title}`}>
                <td className={`${td} align-top whitespace-nowrap`}>{d.when}</td>
                <td className={td}>
                  <strong>{d.title}</strong>
                  <br />
                  <span className="text-slate-600">{d.detail}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** Where funding may come from. */
export function FundingSection({ c, n }: { c: GuideContent; n: number }) {
  const L = c.labels;
  return (
    <Section id="funding" n={n} title={L.funding}>
      {c.funding.map((f) => (
        <div key={f.title}>
          <h3 className="font-semibold text-blue-900">{f.title}</h3>
          <p className="mt-1">{f.text}</p>
          {f.link ? (
            <p className="mt-1">
              <External href={f.link.url}>{f.link.label}</External>
            </p>
          ) : null}
        </div>
      ))}
    </Section>
  );
}

/** The questions asked in the conversation, with the advisor's answers and their source. */
export function QuestionsSection({ c, n }: { c: GuideContent; n: number }) {
  const L = c.labels;
  return (
    <Section id="questions" n={n} title={L.questions}>
      {c.questions.length === 0 ? <p>{c.questionsEmpty}</p> : null}
      {c.questions.map((q, i) => (
        <div key={i}>
          <h3 className="font-semibold text-blue-900">{q.question}</h3>
          <Blocks items={q.answer} />
          {q.source ? (
            <p className="mt-1 text-sm text-slate-600">
              {L.source}: <External href={q.source.url}>{q.source.label}</External>
            </p>
          ) : null}
        </div>
      ))}
    </Section>
  );
}

/** The sources the guide is based on. */
export function SourcesSection({ c, n }: { c: GuideContent; n: number }) {
  const L = c.labels;
  return (
    <Section id="sources" n={n} title={L.sources}>
      <ol className="list-decimal space-y-1 pl-6">
        {c.sources.map((s) => (
          <li key={s.url}>
            <External href={s.url}>{s.label}</External>
            {s.publisher || s.date ? (
              <span className="text-slate-600"> — {[s.publisher, s.date].filter(Boolean).join(", ")}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
