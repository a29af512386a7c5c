import { Link, redirect, useLoaderData } from "react-router";
import type { GuideBlock, GuideContent, GuideInline, GuideZusChart } from "../../shared/guide-content.ts";
import { PageTitle } from "../components/ui/page-title.tsx";
import { useT } from "../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../lib/loader-guards.server.ts";
import { formatters } from "../lib/use-format.ts";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/guide-view";

/** A ready guide of the user's; another user's (or no such) guide is not found, one not ready yet goes back to the list. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  return orErrorResponse(() => services.guides.guideContent(actor, params.id), {
    409: () => redirect("/moje-przewodniki"),
  });
}

const link = "font-semibold text-blue-800 underline underline-offset-2";
const th = "border-b border-slate-300 px-2 py-1.5 text-left font-semibold";
const td = "border-b border-slate-200 px-2 py-1.5";

function External({ href, children }: { href: string; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={link}>
      {children}
      <span className="sr-only"> {t("guideView.opensInNewTab")}</span>
    </a>
  );
}

function Section({ id, n, title, children }: { id: string; n: number; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-blue-900">
        {n}. {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

const Notes = ({ items }: { items: string[] }) =>
  items.map((n) => (
    <p key={n} className="text-sm text-slate-600">
      {n}
    </p>
  ));

function Runs({ items }: { items: GuideInline[] }) {
  return items.map((r, i) => {
    const body = r.bold ? <strong key={i}>{r.text}</strong> : <span key={i}>{r.text}</span>;
    return r.href ? (
      <External key={i} href={r.href}>
        {body}
      </External>
    ) : (
      body
    );
  });
}

/** An answer's blocks as elements; a guide stored before answers were structured holds plain strings. */
function Blocks({ items }: { items: (GuideBlock | string)[] }) {
  return items.map((b, i) => {
    if (typeof b === "string")
      return (
        <p key={i} className="mt-1 whitespace-pre-line">
          {b}
        </p>
      );
    if ("content" in b)
      return (
        <p key={i} className={b.type === "heading" ? "mt-2 font-semibold" : "mt-1"}>
          <Runs items={b.content} />
        </p>
      );
    const List = b.type === "ol" ? "ol" : "ul";
    return (
      <List key={i} className={`mt-1 pl-6 ${b.type === "ol" ? "list-decimal" : "list-disc"}`}>
        {b.items.map((item, j) => (
          <li key={j}>
            <Runs items={item} />
          </li>
        ))}
      </List>
    );
  });
}

const PALETTE = ["#93c5fd", "#3b82f6", "#1e3a8a", "#0f172a"];

/** The ZUS path as bars, one a month: an SVG named by its summary, the summary also shown as the caption. */
function ZusChart({ chart, title, lang }: { chart: GuideZusChart; title: string; lang: string }) {
  // The guide's figures in the guide's language (the article carries its `lang`).
  const { money } = formatters(lang);
  const width = 720;
  const height = 160;
  const gap = 2;
  const barWidth = (width - gap * (chart.bars.length - 1)) / chart.bars.length;
  return (
    <figure className="mt-2">
      <h3 className="font-semibold text-blue-900">{title}</h3>
      <p className="text-xs text-slate-600">{chart.maxLabel}</p>
      <svg
        viewBox={`0 0 ${width} ${height + 18}`}
        role="img"
        aria-label={chart.summary}
        className="h-auto w-full"
        preserveAspectRatio="none"
      >
        {chart.bars.map((b, i) => {
          const h = chart.max > 0 ? (b.value / chart.max) * height : 0;
          return (
            <rect
              key={i}
              x={i * (barWidth + gap)}
              y={height - h}
              width={barWidth}
              height={h}
              fill={PALETTE[b.stage % PALETTE.length]}
            >
              <title>{`${b.label}: ${money(b.value)}`}</title>
            </rect>
          );
        })}
        {chart.bars.map((b, i) =>
          i % 6 === 0 ? (
            <text key={`l${i}`} x={i * (barWidth + gap)} y={height + 14} fontSize="11" fill="#475569">
              {b.label}
            </text>
          ) : null,
        )}
      </svg>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-sm" aria-hidden="true">
        {chart.legend.map((name, i) => (
          <li key={name} className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: PALETTE[i % PALETTE.length] }} />
            {name}
          </li>
        ))}
      </ul>
      <figcaption className="mt-1 text-sm text-slate-600">{chart.summary}</figcaption>
    </figure>
  );
}

/**
 * The guide as a page (the same content as the PDF, in the guide's own language): text is placed
 * as React text, never as HTML, so nothing the user or a model wrote can become markup.
 */
export default function GuideView() {
  const { t } = useT();
  const { guide, content: c } = useLoaderData<typeof loader>() as { guide: { id: string }; content: GuideContent };
  const L = c.labels;
  const sections: [string, string][] = [
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
  const top = Math.max(1, ...(c.taxes.rows ?? []).map((r) => r.netValue));
  return (
    <main id="content" className="mx-auto max-w-4xl px-4 py-8 md:px-8">
      <PageTitle title={c.title} />
      <p className="flex flex-wrap gap-x-5 gap-y-1 print:hidden">
        <Link to="/moje-przewodniki" className={link}>
          {t("guideView.back")}
        </Link>
        <a href={`/new-api/pdf/download/${guide.id}`} download className={link}>
          {t("guideView.download")}
        </a>
        <a href={`/new-api/guide/${guide.id}/calendar`} download className={link}>
          {t("guideView.calendar")}
        </a>
      </p>
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
            {sections.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`} className={link}>
                  {title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <Section id="situation" n={1} title={L.situation}>
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

        <Section id="legal-form" n={2} title={L.legalForm}>
          <p className="rounded-lg bg-blue-50 p-3 text-lg font-semibold text-blue-950">{c.legalForm.recommended}</p>
          <ul className="list-disc pl-6">
            {c.legalForm.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          {c.legalForm.options?.length ? (
            <>
              <h3 className="font-semibold text-blue-900">{L.options}</h3>
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr>
                    <th scope="col" className={th}>
                      {L.form}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {L.net}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {c.legalForm.options.map((o) => (
                    <tr key={o.form} className={o.recommended ? "bg-blue-50 font-semibold" : ""}>
                      <th scope="row" className={`${td} text-left`}>
                        {o.form}
                        {o.recommended ? ` (${L.recommended})` : ""}
                        {o.chosen ? ` — ${L.yourChoice}` : ""}
                      </th>
                      <td className={`${td} text-right whitespace-nowrap`}>{o.net ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
          {c.legalForm.choice ? (
            <p className="rounded-lg border border-slate-300 p-3 text-sm">{c.legalForm.choice}</p>
          ) : null}
          <h3 className="font-semibold text-blue-900">{L.alternatives}</h3>
          <ul className="list-disc pl-6">
            {c.legalForm.alternatives.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </Section>

        <Section id="taxes" n={3} title={L.taxes}>
          <p>{c.taxes.intro}</p>
          {c.taxes.rows ? (
            <>
              <div className="overflow-x-auto">
                <table className="w-full border-collapse text-sm">
                  <thead>
                    <tr>
                      {[L.form, L.social, L.health, L.tax, L.net].map((h, i) => (
                        <th key={h} scope="col" className={`${th} ${i ? "text-right" : ""}`}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {c.taxes.rows.map((r) => (
                      <tr key={r.form} className={r.best ? "bg-blue-50 font-semibold" : ""}>
                        <th scope="row" className={`${td} text-left`}>
                          {r.form}
                          {r.best ? ` (${L.best})` : ""}
                        </th>
                        <td className={`${td} text-right whitespace-nowrap`}>{r.social}</td>
                        <td className={`${td} text-right whitespace-nowrap`}>{r.health}</td>
                        <td className={`${td} text-right whitespace-nowrap`}>{r.tax}</td>
                        <td className={`${td} text-right whitespace-nowrap`}>{r.net}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <h3 className="font-semibold text-blue-900">{L.chart}</h3>
              <ul className="space-y-2">
                {c.taxes.rows.map((r) => (
                  <li key={r.form} className="grid grid-cols-[8rem_1fr] items-center gap-2 text-sm">
                    <span>{r.form}</span>
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className={`inline-block h-4 rounded ${r.best ? "bg-blue-900" : "bg-blue-300"}`}
                        style={{ width: `${(Math.max(0, r.netValue) / top) * 70}%` }}
                      />
                      <span className="whitespace-nowrap">{r.net}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Notes items={c.taxes.notes} />
        </Section>

        <Section id="zus" n={4} title={L.zus}>
          {c.zus.stages ? (
            <>
              <p>{c.zus.intro}</p>
              <div className="overflow-x-auto">
                <table className="w-full border-collapse text-sm">
                  <thead>
                    <tr>
                      {[L.stage, L.period, L.months, L.social, L.health, L.total].map((h, i) => (
                        <th key={h} scope="col" className={`${th} ${i > 1 ? "text-right" : ""}`}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {c.zus.stages.map((r) => (
                      <tr key={r.period}>
                        <th scope="row" className={`${td} text-left font-normal`}>
                          {r.stage}
                        </th>
                        <td className={td}>{r.period}</td>
                        <td className={`${td} text-right whitespace-nowrap`}>{r.monthsLabel}</td>
                        <td className={`${td} text-right whitespace-nowrap`}>{r.social}</td>
                        <td className={`${td} text-right whitespace-nowrap`}>{r.health}</td>
                        <td className={`${td} text-right font-semibold whitespace-nowrap`}>{r.total}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
          {c.zus.chart ? <ZusChart chart={c.zus.chart} title={L.zusChart} lang={c.lang} /> : null}
          <Notes items={c.zus.notes} />
        </Section>

        <Section id="vat" n={5} title={L.vat}>
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

        <Section id="checklist" n={6} title={L.checklist}>
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

        <Section id="deadlines" n={7} title={L.deadlines}>
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

        <Section id="funding" n={8} title={L.funding}>
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

        <Section id="questions" n={9} title={L.questions}>
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

        <Section id="sources" n={10} title={L.sources}>
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

        <Section id="disclaimer" n={11} title={L.disclaimer}>
          <p>{c.disclaimer}</p>
        </Section>
      </article>
    </main>
  );
}
