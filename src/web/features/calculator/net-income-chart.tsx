/**
 * Net income per tax form as horizontal bars (HTML, no library), so the labels keep the page's
 * text size on a phone (at least 12 px; an SVG scaled to 320 px made them 6 px). The table or
 * cards beside it carry the same numbers for screen readers, so the chart is one labelled image.
 */
export function NetIncomeChart({
  bars,
  label,
}: {
  bars: { key: string; label: string; value: number; text: string; best: boolean }[];
  label: string;
}) {
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value)));
  return (
    <div role="img" aria-label={label} className="mt-4 flex max-w-xl flex-col gap-3" data-testid="net-income-chart">
      {bars.map((b) => {
        const share = Math.max(0.01, Math.abs(b.value) / max);
        return (
          <div
            key={b.key}
            data-form={b.key}
            className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] sm:items-center sm:gap-3"
          >
            <span className="text-slate-800">{b.label}</span>
            <span className="flex min-w-0 items-center gap-2">
              <span
                className={`h-6 shrink-0 rounded ${b.value < 0 ? "bg-red-700" : b.best ? "bg-emerald-700" : "bg-blue-700"}`}
                // The longest bar leaves room for its amount (about 8 rem) beside it.
                style={{ width: `calc((100% - 8rem) * ${share.toFixed(4)})` }}
              />
              <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{b.text}</span>
            </span>
          </div>
        );
      })}
    </div>
  );
}
