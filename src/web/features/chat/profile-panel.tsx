import { useEffect, useId, useRef, useState } from "react";
import {
  checkCorrection,
  FACT_KINDS,
  PROFILE_ACTIVITY_MAX,
  PROFILE_ACTIVITY_MIN,
  PROFILE_AMOUNT_MAX,
  PROFILE_CHOICES,
  PROFILE_COUNT_MAX,
  PROFILE_FACT_NAMES,
  PROFILE_START_MAX,
  PROFILE_START_MIN,
} from "../../../shared/business-profile.ts";
import { parseAmount } from "../../../shared/format.ts";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { chatApi } from "./chat-api.ts";
import type { ProfileView } from "./chat-types.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";

type Fact = (typeof PROFILE_FACT_NAMES)[number];

const neutral = buttonVariants({ variant: "secondary", size: "sm" });
const primary = buttonVariants({ size: "sm" });
const control =
  "mt-1 block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";

/** An ISO day in words in the page's language ("1 marca 2027"), for limits and summaries. */
export const longDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "pl-PL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

/** The limits a start-date error names, in the page's language. */
export const dateLimits = (locale: string) => ({
  min: longDay(PROFILE_START_MIN, locale),
  max: longDay(PROFILE_START_MAX, locale),
});

/** The form's text for a stored value (what the user sees in the field). */
const asText = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/**
 * The form's values as a correction: a field emptied removes its fact, a changed one sets it
 * (numbers read as people type them; anything unreadable stays NaN for the contract to refuse).
 */
export function correctionFrom(values: Record<Fact, string>, profile: ProfileView["profile"]) {
  const set: Record<string, unknown> = {};
  const remove: Fact[] = [];
  for (const fact of PROFILE_FACT_NAMES) {
    const raw = values[fact].trim();
    const current = profile[fact];
    if (!raw) {
      if (current !== undefined) remove.push(fact);
      continue;
    }
    const kind = FACT_KINDS[fact];
    const value =
      kind === "amount" || kind === "count"
        ? (parseAmount(raw) ?? Number.NaN)
        : kind === "yesNo"
          ? raw === "true"
          : raw;
    if (value !== current) set[fact] = value;
  }
  return { set, remove };
}

/** The contract's field errors (`set.<fact>`) by fact; the first code of each. */
export const errorsByFact = (fields: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, codes]) => [key.replace(/^set\./, "").replace(/^remove\.\d+$/, "_"), codes[0]!]),
  ) as Partial<Record<Fact | "_" | "set", string>>;

/**
 * "What I know about your business": the facts the advisor keeps on this thread, each with a
 * remove button, and a form to correct any of them (checked with the same contract the server
 * uses; what the user typed stays on an error). Results are announced through `announce`.
 */
export function ProfilePanel({
  threadId,
  view,
  onChange,
  announce,
  readOnly,
}: {
  threadId: string | null;
  view: ProfileView;
  onChange: (view: ProfileView) => void;
  announce: (text: string) => void;
  readOnly: boolean;
}) {
  const { t, locale } = useT();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<Fact, string>>(() => valuesOf(view.profile));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusAfter = useRef<"edit" | "field" | null>(null);
  // Bumped after each refused save: the error summary then takes focus.
  const [summaryKey, setSummaryKey] = useState(0);
  const number = (n: number) => new Intl.NumberFormat(locale === "en" ? "en-GB" : "pl-PL").format(n);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === "edit") editButton.current?.focus();
    else if (target === "field") form.current?.querySelector<HTMLElement>("input, select")?.focus();
  });

  const open = () => {
    setValues(valuesOf(view.profile));
    setErrors({});
    setFormError(null);
    setEditing(true);
    focusAfter.current = "field";
  };
  const close = () => {
    setEditing(false);
    focusAfter.current = "edit";
  };

  const failure = (code: string) => (code === "conflict" ? t("chat.profile.closed") : t(`errors:${code}`));

  const save = async () => {
    if (!threadId || busy) return;
    const correction = correctionFrom(values, view.profile);
    const checked = checkCorrection(correction);
    if (!checked.ok) {
      setErrors(errorsByFact(checked.fields));
      setFormError(t("chat.profile.formErrors"));
      setSummaryKey((k) => k + 1);
      return;
    }
    if (!Object.keys(correction.set).length && !correction.remove.length) {
      close();
      return;
    }
    setBusy(true);
    const answer = await chatApi.correctProfile(threadId, correction.set, correction.remove);
    setBusy(false);
    if (!answer.ok) {
      if (answer.fields && answer.status === 400) {
        setErrors(errorsByFact(answer.fields));
        setFormError(t("chat.profile.formErrors"));
        setSummaryKey((k) => k + 1);
      } else setFormError(failure(answer.code));
      return;
    }
    onChange(answer.body);
    setErrors({});
    setFormError(null);
    setEditing(false);
    focusAfter.current = "edit";
    announce(t("chat.profile.saved"));
  };

  const remove = async (fact: Fact, label: string) => {
    if (!threadId || busy) return;
    setBusy(true);
    const answer = await chatApi.correctProfile(threadId, {}, [fact]);
    setBusy(false);
    if (!answer.ok) {
      announce(failure(answer.code));
      return;
    }
    onChange(answer.body);
    heading.current?.focus();
    announce(t("chat.profile.removed", { fact: label }));
  };

  const errorText = (fact: Fact) => {
    const code = errors[fact];
    if (!code) return null;
    const kind = FACT_KINDS[fact];
    const limits =
      kind === "amount"
        ? { min: number(0), max: number(PROFILE_AMOUNT_MAX) }
        : kind === "count"
          ? { min: number(fact === "founders" ? 1 : 0), max: number(PROFILE_COUNT_MAX) }
          : kind === "date"
            ? dateLimits(locale)
            : { min: PROFILE_ACTIVITY_MIN, max: PROFILE_ACTIVITY_MAX };
    return t(`chat.profile.errors.${code}`, limits);
  };

  const field = (fact: Fact) => {
    const kind = FACT_KINDS[fact];
    const fieldId = `${id}-${fact}`;
    const error = errorText(fact);
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
    const described = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(" ");
    const common = {
      id: fieldId,
      name: fact,
      value: values[fact],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": described || undefined,
      className: control,
    };
    const change = (value: string) => {
      setValues((v) => ({ ...v, [fact]: value }));
      if (errors[fact]) setErrors((e) => ({ ...e, [fact]: undefined }));
    };
    return (
      <div key={fact} data-fact={fact}>
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-900">
          {t(`chat.profile.fields.${fact}`)}
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
            // A date picker where the browser has one; its value is the ISO day the contract checks.
            type={kind === "date" ? "date" : "text"}
            min={kind === "date" ? PROFILE_START_MIN : undefined}
            max={kind === "date" ? PROFILE_START_MAX : undefined}
            inputMode={kind === "amount" ? "decimal" : kind === "count" ? "numeric" : undefined}
            autoComplete="off"
            onChange={(e) => change(e.target.value)}
          />
        )}
        {hint ? (
          <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="@container px-4 py-4" data-testid="profile-panel">
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {t("chat.profile.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("chat.profile.intro")}</p>
      {view.facts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t("chat.profile.empty")}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-slate-200" aria-labelledby={`${id}-title`}>
          {view.facts.map((f) => (
            <li
              key={f.fact}
              data-fact={f.fact}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2"
            >
              <span className="min-w-0 break-words text-slate-900">{f.label}</span>
              {readOnly ? null : (
                <button
                  type="button"
                  className={`${neutral} px-2 py-1`}
                  aria-label={t("chat.profile.removeLabel", { fact: f.label })}
                  aria-disabled={busy || undefined}
                  onClick={() => void remove(f.fact as Fact, f.label)}
                >
                  {t("chat.profile.remove")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : editing ? (
        <form
          ref={form}
          id={`${id}-form`}
          noValidate
          aria-labelledby={`${id}-form-title`}
          className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <h3 id={`${id}-form-title`} className="font-semibold text-slate-900">
            {t("chat.profile.formTitle")}
          </h3>
          <p className="-mt-2 text-sm text-slate-700">{t("chat.profile.formHint")}</p>
          <ErrorSummary
            formId={id}
            errors={Object.fromEntries(Object.entries(errors).map(([fact, code]) => [fact, code ? [code] : null]))}
            labels={Object.fromEntries(PROFILE_FACT_NAMES.map((fact) => [fact, t(`chat.profile.fields.${fact}`)]))}
            describe={(fact) => errorText(fact as Fact)}
            focusKey={summaryKey}
          >
            {formError ? <FormAlert>{formError}</FormAlert> : null}
          </ErrorSummary>
          <div className="grid grid-cols-1 gap-4 @lg:grid-cols-2">{PROFILE_FACT_NAMES.map(field)}</div>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={neutral} onClick={close}>
              {t("actions.cancel")}
            </button>
            <button type="submit" className={primary} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t("chat.profile.saving") : t("chat.profile.save")}
            </button>
          </div>
        </form>
      ) : (
        <p className="mt-3">
          <button ref={editButton} type="button" className={neutral} disabled={!threadId} onClick={open}>
            {t("chat.profile.edit")}
          </button>
        </p>
      )}
    </section>
  );
}

const valuesOf = (profile: ProfileView["profile"]) =>
  Object.fromEntries(PROFILE_FACT_NAMES.map((f) => [f, asText(profile[f])])) as Record<Fact, string>;
