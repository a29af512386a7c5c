import { useId } from "react";
import { buttonVariants } from "../../components/ui/button.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import type { ProfileView } from "./chat-types.ts";
import { displayValue, type SummaryRow, summaryOf } from "./guide-summary.ts";
import { FactEditor } from "./summary-fact-editor.tsx";
import { type FactCorrection, useFactCorrection } from "./use-fact-correction.ts";

const neutral = buttonVariants({ variant: "secondary", size: "sm" });
const primary = buttonVariants({ size: "sm" });

/** One fact of the summary: its value (or "unknown"), its add or edit button, and its correction form when open. */
function SummaryItem({ row, id, busy, c }: { row: SummaryRow; id: string; busy: boolean; c: FactCorrection }) {
  const { t, locale } = useT();
  const { fact, value } = row;
  const label = t(`chat.profile.fields.${fact}`);
  return (
    <div data-fact={fact} data-known={value !== undefined} className="py-2">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <dt className="text-sm font-medium text-slate-700">{label}</dt>
          <dd className="break-words text-slate-900">
            {value === undefined ? (
              <span className="text-amber-900">{t("chat.guideSummary.unknown")}</span>
            ) : (
              displayValue(fact, value, t, locale)
            )}
          </dd>
        </div>
        {c.editing === fact ? null : (
          <button
            type="button"
            className={`${neutral} px-2 py-1`}
            aria-label={t(value === undefined ? "chat.guideSummary.addLabel" : "chat.guideSummary.editLabel", {
              fact: label,
            })}
            disabled={busy}
            onClick={() => c.open(fact)}
          >
            {t(value === undefined ? "chat.guideSummary.add" : "chat.guideSummary.edit")}
          </button>
        )}
      </div>
      {c.editing === fact ? <FactEditor fact={fact} fieldId={`${id}-${fact}`} c={c} /> : null}
    </div>
  );
}

/**
 * The summary a user confirms before a guide is requested: the facts the guide will be built
 * from, each correctable in place (useFactCorrection), the unknown ones marked (the guide assumes
 * them and says so).
 */
export function GuideSummary({
  threadId,
  view,
  onChange,
  onConfirm,
  onCancel,
  busy,
  error,
}: {
  threadId: string;
  view: ProfileView;
  onChange: (view: ProfileView) => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** The request is being sent. */
  busy: boolean;
  /** The request's refusal, translated. */
  error: string | null;
}) {
  const { t } = useT();
  const id = useId();
  const c = useFactCorrection(threadId, view, onChange);
  const { rows, unknown } = summaryOf(view.profile);
  return (
    <div data-testid="guide-summary">
      <p className="text-slate-800">{t("chat.guideSummary.intro")}</p>
      {unknown.length ? (
        <p
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          id={`${id}-unknown`}
        >
          {t("chat.guideSummary.unknownNote", { count: unknown.length })}
        </p>
      ) : null}
      <dl ref={c.list} className="mt-3 flex flex-col divide-y divide-slate-200">
        {rows.map((row) => (
          <SummaryItem key={row.fact} row={row} id={id} busy={busy} c={c} />
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">{t("chat.guideConfirmText")}</p>
      <div role="status" aria-live="polite" className="sr-only">
        {c.notice}
      </div>
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      {/* Stays in view at the bottom of the scrolling dialog, down to 320 px wide. */}
      <div className="sticky bottom-0 -mx-5 -mb-4 mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3">
        {c.editing ? (
          <p id={`${id}-finish`} className="w-full text-sm text-slate-700">
            {t("chat.guideSummary.finishEditing")}
          </p>
        ) : null}
        <button type="button" className={neutral} onClick={onCancel}>
          {t("actions.cancel")}
        </button>
        <button
          type="button"
          className={primary}
          onClick={onConfirm}
          disabled={busy || c.editing !== null}
          aria-describedby={c.editing ? `${id}-finish` : unknown.length ? `${id}-unknown` : undefined}
          aria-busy={busy || undefined}
        >
          {t("chat.guideSummary.confirm")}
        </button>
      </div>
    </div>
  );
}
