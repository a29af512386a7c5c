import type { GuideContent } from "../../../shared/guide-content.ts";
import { Notes, Section, td, th } from "./guide-parts.tsx";
import { ZusChart } from "./zus-chart.tsx";

/** The recommended legal form, why, the forms compared by what is left, and the alternatives. */
export function LegalFormSection({ c, n }: { c: GuideContent; n: number }) {
  const L = c.labels;
  return (
    <Section id="legal-form" n={n} title={L.legalForm}>
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
  );
}

/** The forms of taxation compared: the table, and the net result as bars (the best one dark). */
export function TaxesSection({ c, n }: { c: GuideContent; n: number }) {
  const L = c.labels;
  const top = Math.max(1, ...(c.taxes.rows ?? []).map((r) => r.netValue));
  return (
    <Section id="taxes" n={n} title={L.taxes}>
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
  );
}

/** The ZUS contributions stage by stage, with the monthly chart. */
export function ZusSection({ c, n }: { c: GuideContent; n: number }) {
  const L = c.labels;
  return (
    <Section id="zus" n={n} title={L.zus}>
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
  );
}
