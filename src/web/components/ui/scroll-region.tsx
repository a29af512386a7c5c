/**
 * A horizontally scrolling box for wide tables on small screens. It can take keyboard focus and
 * is named, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-blue-700 ${className}`}
    >
      {children}
    </div>
  );
}
