import type { GuideZusChart } from "../../../shared/guide-content.ts";
import { formatters } from "../../lib/use-format.ts";

const PALETTE = ["#93c5fd", "#3b82f6", "#1e3a8a", "#0f172a"];

/** The ZUS path as bars, one a month: an SVG named by its summary, the summary also shown as the caption. */
export function ZusChart({ chart, title, lang }: { chart: GuideZusChart; title: string; lang: string }) {
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
