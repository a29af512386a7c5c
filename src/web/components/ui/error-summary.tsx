import { useEffect, useId, useRef } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import { fieldErrorText } from "../../lib/field-messages.ts";

/**
 * After a failed submit, the list of what to correct at the top of the form: it takes focus
 * (each time `focusKey` changes while there is something to show) and links to each invalid
 * field by its id (`${formId}-${name}`), in the order of `labels`. `children` are the form's own
 * messages (a refusal that belongs to no field). `describe` words a field's error where a page
 * has its own texts for them (the calculator); otherwise the shared field messages are used.
 */
export function ErrorSummary({
  formId,
  errors,
  labels,
  focusKey,
  describe,
  children,
}: {
  formId: string;
  errors: Record<string, readonly string[] | null | undefined> | undefined;
  labels: Record<string, string>;
  focusKey: number;
  describe?: (name: string) => string | null;
  children?: React.ReactNode;
}) {
  const i18n = useT();
  const { t } = i18n;
  const heading = useId();
  const ref = useRef<HTMLDivElement>(null);
  const invalid = Object.entries(labels).filter(([name]) => errors?.[name]?.length);
  const shown = invalid.length > 0 || Boolean(children);
  useEffect(() => {
    if (focusKey > 0 && shown) ref.current?.focus();
  }, [focusKey, shown]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={heading}
      data-slot="error-summary"
      className="rounded-lg border-2 border-red-700 bg-white px-4 py-3 text-slate-900 focus:outline-3 focus:outline-offset-2 focus:outline-blue-700"
    >
      <h2 id={heading} className="text-base font-bold text-red-900">
        {t("errorSummary.title")}
      </h2>
      {children ? <div className="mt-2 flex flex-col gap-2">{children}</div> : null}
      {invalid.length ? (
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">
          {invalid.map(([name, label]) => (
            <li key={name}>
              <a
                href={`#${formId}-${name}`}
                className="font-medium text-red-900 underline underline-offset-2 hover:text-red-950"
                onClick={(event) => {
                  const field = document.getElementById(`${formId}-${name}`);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                }}
              >
                {`${label}: ${describe?.(name) ?? fieldErrorText(i18n, errors?.[name] ?? [])}`}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
