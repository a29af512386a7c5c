import { FACT_KINDS, PROFILE_CHOICES, PROFILE_START_MAX, PROFILE_START_MIN } from "../../../shared/business-profile.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { FormAlert } from "../../components/ui/form.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import type { SummaryFact } from "./guide-summary.ts";
import type { FactCorrection } from "./use-fact-correction.ts";

const neutral = buttonVariants({ variant: "secondary", size: "sm" });
const primary = buttonVariants({ size: "sm" });
const control =
  "mt-1 block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";

/** What a fact's field says under it: the form its value is written in. */
const HINTS: Partial<Record<string, string>> = {
  text: "chat.profile.hints.activity",
  amount: "chat.profile.hints.amount",
  count: "chat.profile.hints.count",
  date: "chat.profile.hints.date",
};

/** The fact's control: a list for a choice or yes/no, a date field, or a text field. */
function FactControl({ fact, fieldId, described, c }: FieldProps & { described: string }) {
  const { t } = useT();
  const kind = FACT_KINDS[fact];
  const common = {
    id: fieldId,
    name: fact,
    value: c.text,
    "aria-invalid": c.fieldError ? true : undefined,
    "aria-describedby": described || undefined,
    className: control,
  };
  if (kind === "choice" || kind === "yesNo")
    return (
      <select {...common} onChange={(e) => c.change(e.target.value)}>
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
    );
  return (
    <input
      {...common}
      type={kind === "date" ? "date" : "text"}
      min={kind === "date" ? PROFILE_START_MIN : undefined}
      max={kind === "date" ? PROFILE_START_MAX : undefined}
      inputMode={kind === "amount" ? "decimal" : kind === "count" ? "numeric" : undefined}
      autoComplete="off"
      onChange={(e) => c.change(e.target.value)}
    />
  );
}

interface FieldProps {
  fact: SummaryFact;
  fieldId: string;
  c: FactCorrection;
}

/** The correction form under a fact: its field with hint and error, cancel and save; Escape leaves it. */
export function FactEditor({ fact, fieldId, c }: FieldProps) {
  const { t } = useT();
  const hintKey = HINTS[FACT_KINDS[fact]];
  const described = [hintKey ? `${fieldId}-hint` : null, c.fieldError ? `${fieldId}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <form
      ref={c.form}
      noValidate
      className="mt-2 flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void c.save();
      }}
      onKeyDown={(e) => {
        // Escape leaves the correction, not the whole summary.
        if (e.key === "Escape") {
          e.preventDefault();
          e.stopPropagation();
          c.close();
        }
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-900">
        {t(`chat.profile.fields.${fact}`)}
      </label>
      <FactControl fact={fact} fieldId={fieldId} described={described} c={c} />
      {hintKey ? (
        <p id={`${fieldId}-hint`} className="text-sm text-slate-600">
          {t(hintKey)}
        </p>
      ) : null}
      {c.fieldError ? (
        <p id={`${fieldId}-error`} className="text-sm text-red-800">
          {c.fieldError}
        </p>
      ) : null}
      {c.formError ? <FormAlert>{c.formError}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={neutral} onClick={c.close}>
          {t("actions.cancel")}
        </button>
        <button type="submit" className={primary} disabled={c.saving} aria-busy={c.saving || undefined}>
          {c.saving ? t("chat.profile.saving") : t("chat.guideSummary.save")}
        </button>
      </div>
    </form>
  );
}
