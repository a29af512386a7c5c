/**
 * What a list shows when it has nothing in it: a sentence saying so, an optional title, and the
 * next step (a link or a button) when there is one.
 */
export function EmptyState({
  title,
  children,
  action,
  headingLevel = 2,
  announce = false,
  className = "",
}: {
  title?: string;
  children: React.ReactNode;
  action?: React.ReactNode;
  headingLevel?: 2 | 3;
  /** Read out when it appears (the answer to a search), as a polite status. */
  announce?: boolean;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      role={announce ? "status" : undefined}
      className={`rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700 ${className}`}
    >
      {title ? <Heading className="text-lg font-semibold text-slate-900">{title}</Heading> : null}
      <div className={title ? "mt-2" : undefined}>{children}</div>
      {action ? <div className="mt-4 flex flex-wrap gap-3">{action}</div> : null}
    </div>
  );
}
