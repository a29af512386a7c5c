import { useEffect, useId, useRef, useState } from "react";
import { FACT_KINDS, PROFILE_CHOICES, PROFILE_START_MAX, PROFILE_START_MIN } from "../../../shared/business-profile.ts";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { chatApi } from "./chat-api.ts";
import type { ProfileView } from "./chat-types.ts";
import { errorsByFact } from "./profile-panel.tsx";
import {
  displayValue,
  errorLimits,
  fieldText,
  singleCorrection,
  summaryOf,
  type SummaryFact,
} from "./guide-summary.ts";
import { buttonVariants } from "../../components/ui/button.tsx";

const neutral = buttonVariants({ variant: "secondary", size: "sm" });
const primary = buttonVariants({ size: "sm" });
const control =
  "mt-1 block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";

/**
 * The summary a user confirms before a guide is requested: the facts the guide will be built
 * from, each correctable in place through the profile's correction contract and endpoint (the
 * same as the profile panel's), the unknown ones marked (the guide assumes them and says so).
 * A refused correction keeps what was typed and shows the translated field error.
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
  const { t, locale } = useT();
  const id = useId();
  const [editing, setEditing] = useState<SummaryFact | null>(null);
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const focusAfter = useRef<{ to: "field" } | { to: "edit"; fact: SummaryFact } | null>(null);
  const list = useRef<HTMLDListElement>(null);
  const { rows, unknown } = summaryOf(view.profile);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target) return;
    if (target.to === "field") form.current?.querySelector<HTMLElement>("input, select")?.focus();
    else list.current?.querySelector<HTMLElement>(`[data-fact="${target.fact}"] button`)?.focus();
  });

  const label = (fact: SummaryFact) => t(`chat.profile.fields.${fact}`);
  const open = (fact: SummaryFact) => {
    setEditing(fact);
    setText(fieldText(view.profile[fact]));
    setFieldError(null);
    setFormError(null);
    focusAfter.current = { to: "field" };
  };
  const close = () => {
    if (editing) focusAfter.current = { to: "edit", fact: editing };
    setEditing(null);
    setFieldError(null);
    setFormError(null);
  };

  const save = async () => {
    if (!editing || saving) return;
    const fact = editing;
    const checked = singleCorrection(fact, text, view.profile);
    if (checked.kind === "unchanged") return close();
    if (checked.kind === "invalid") {
      setFieldError(t(`chat.profile.errors.${checked.code}`, errorLimits(fact, locale)));
      focusAfter.current = { to: "field" };
      return;
    }
    setSaving(true);
    const answer = await chatApi.correctProfile(threadId, checked.set, checked.remove);
    setSaving(false);
    if (!answer.ok) {
      // What was typed stays in the field; the refusal is said next to it.
      const code = answer.status === 400 && answer.fields ? errorsByFact(answer.fields)[fact] : undefined;
      if (code) setFieldError(t(`chat.profile.errors.${code}`, errorLimits(fact, locale)));
      else setFormError(answer.code === "conflict" ? t("chat.profile.closed") : t(`errors:${answer.code}`));
      focusAfter.current = { to: "field" };
      return;
    }
    onChange(answer.body);
    setNotice(t("chat.guideSummary.saved", { fact: label(fact) }));
    close();
  };

  const editor = (fact: SummaryFact) => {
    const kind = FACT_KINDS[fact];
    const fieldId = `${id}-${fact}`;
    const hint =
      kind === "text"
        ? t("chat.profile.hints.activity")
        : kind === "amount"
          ? t("chat.profile.hints.amount")
          : kind === "count"
            ? t("chat.profile.hints.count")
            : kind === "date"
              ? t("chat.profile.hints.date")
              : null;
    const described = [hint ? `${fieldId}-hint` : null, fieldError ? `${fieldId}-error` : null]
      .filter(Boolean)
      .join(" ");
    const common = {
      id: fieldId,
      name: fact,
      value: text,
      "aria-invalid": fieldError ? true : undefined,
      "aria-describedby": described || undefined,
      className: control,
    };
    const change = (value: string) => {
      setText(value);
      if (fieldError) setFieldError(null);
    };
    return (
      <form
        ref={form}
        noValidate
        className="mt-2 flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        onKeyDown={(e) => {
          // Escape leaves the correction, not the whole summary.
          if (e.key === "Escape") {
            e.preventDefault();
            e.stopPropagation();
            close();
          }
        }}
      >
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-900">
          {label(fact)}
        </label>
        {kind === "choice" || kind === "yesNo" ? (
          <select {...common} onChange={(e) => change(e.target.value)}>
            <option value="">{t("chat.profile.notGiven")}</option>
            {kind === "yesNo" ? (
              <>
                <option value="true">{t("chat.profile.options.yes")}</option>
                <option value="false">{t("chat.profile.options.no")}</option>
              </>
            ) : (
              PROFILE_CHOICES[fact as keyof typeof PROFILE_CHOICES].map((option) => (
                <option key={option} value={option}>
                  {t(`chat.profile.options.${fact}.${option}`)}
                </option>
              ))
            )}
          </select>
        ) : (
          <input
            {...common}
            type={kind === "date" ? "date" : "text"}
            min={kind === "date" ? PROFILE_START_MIN : undefined}
            max={kind === "date" ? PROFILE_START_MAX : undefined}
            inputMode={kind === "amount" ? "decimal" : kind === "count" ? "numeric" : undefined}
            autoComplete="off"
            onChange={(e) => change(e.target.value)}
          />
        )}
        {hint ? (
          <p id={`${fieldId}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
        {fieldError ? (
          <p id={`${fieldId}-error`} className="text-sm text-red-800">
            {fieldError}
          </p>
        ) : null}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={neutral} onClick={close}>
            {t("actions.cancel")}
          </button>
          <button type="submit" className={primary} disabled={saving} aria-busy={saving || undefined}>
            {saving ? t("chat.profile.saving") : t("chat.guideSummary.save")}
          </button>
        </div>
      </form>
    );
  };

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
      <dl ref={list} className="mt-3 flex flex-col divide-y divide-slate-200">
        {rows.map(({ fact, value }) => (
          <div key={fact} data-fact={fact} data-known={value !== undefined} className="py-2">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <div className="min-w-0 flex-1">
                <dt className="text-sm font-medium text-slate-700">{label(fact)}</dt>
                <dd className="break-words text-slate-900">
                  {value === undefined ? (
                    <span className="text-amber-900">{t("chat.guideSummary.unknown")}</span>
                  ) : (
                    displayValue(fact, value, t, locale)
                  )}
                </dd>
              </div>
              {editing === fact ? null : (
                <button
                  type="button"
                  className={`${neutral} px-2 py-1`}
                  aria-label={t(value === undefined ? "chat.guideSummary.addLabel" : "chat.guideSummary.editLabel", {
                    fact: label(fact),
                  })}
                  disabled={busy}
                  onClick={() => open(fact)}
                >
                  {t(value === undefined ? "chat.guideSummary.add" : "chat.guideSummary.edit")}
                </button>
              )}
            </div>
            {editing === fact ? editor(fact) : null}
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">{t("chat.guideConfirmText")}</p>
      <div role="status" aria-live="polite" className="sr-only">
        {notice}
      </div>
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      {/* Stays in view at the bottom of the scrolling dialog, down to 320 px wide. */}
      <div className="sticky bottom-0 -mx-5 -mb-4 mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3">
        {editing ? (
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
          disabled={busy || editing !== null}
          aria-describedby={editing ? `${id}-finish` : unknown.length ? `${id}-unknown` : undefined}
          aria-busy={busy || undefined}
        >
          {t("chat.guideSummary.confirm")}
        </button>
      </div>
    </div>
  );
}
