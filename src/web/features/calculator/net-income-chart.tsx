/**
 * Net income per tax form as horizontal bars (SVG, no library). The table beside it carries the
 * same numbers for screen readers, so the chart is one labelled image.
 */
export function NetIncomeChart({
  bars,
  label,
}: {
  bars: { key: string; label: string; value: number; text: string; best: boolean }[];
  label: string;
}) {
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value)));
  const rowHeight = 44;
  const labelWidth = 170;
  const width = 620;
  const barSpace = width - labelWidth - 130;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${bars.length * rowHeight}`}
      className="mt-4 w-full max-w-xl"
    >
      {bars.map((b, i) => {
        const w = Math.max(2, (Math.abs(b.value) / max) * barSpace);
        const y = i * rowHeight + 8;
        return (
          <g key={b.key} data-form={b.key}>
            <text x={0} y={y + 19} fontSize={14} className="fill-slate-800">
              {b.label}
            </text>
            <rect
              x={labelWidth}
              y={y}
              width={w}
              height={28}
              rx={4}
              className={b.value < 0 ? "fill-red-700" : b.best ? "fill-emerald-700" : "fill-blue-700"}
            />
            <text x={labelWidth + w + 8} y={y + 19} fontSize={14} fontWeight={600} className="fill-slate-900">
              {b.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
