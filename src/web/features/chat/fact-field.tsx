import type { FieldMetadata } from "@conform-to/react";
import type { ProfileFact } from "../../../domain/advisor/profile.ts";
import { FACT_KINDS, PROFILE_CHOICES, PROFILE_START_MAX, PROFILE_START_MIN } from "../../../shared/business-profile.ts";
import { controlVariants } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";

const control = controlVariants({ className: "min-w-0" });

/** The options of a choice or a yes/no fact, after "not given". */
function FactOptions({ fact }: { fact: ProfileFact }) {
  const { t } = useT();
  if (FACT_KINDS[fact] === "yesNo")
    return (
      <>
        <option value="true">{t("chat.profile.options.yes")}</option>
        <option value="false">{t("chat.profile.options.no")}</option>
      </>
    );
  return PROFILE_CHOICES[fact as keyof typeof PROFILE_CHOICES].map((option) => (
    <option key={option} value={option}>
      {t(`chat.profile.options.${fact}.${option}`)}
    </option>
  ));
}

const HINTS: Partial<Record<string, string>> = {
  text: "chat.profile.hints.activity",
  amount: "chat.profile.hints.amount",
  count: "chat.profile.hints.count",
  date: "chat.profile.hints.date",
};

/** One fact of the profile form: a list for choices and yes/no, a field otherwise; its hint and error tied to it. */
export function FactField({
  fact,
  meta,
  error,
}: {
  fact: ProfileFact;
  meta: Pick<FieldMetadata<unknown>, "id" | "name" | "initialValue">;
  error: string | null;
}) {
  const { t } = useT();
  const kind = FACT_KINDS[fact];
  const hint = HINTS[kind] ? t(HINTS[kind]) : null;
  const common = {
    id: meta.id,
    name: meta.name,
    defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [hint ? `${meta.id}-hint` : null, error ? `${meta.id}-error` : null].filter(Boolean).join(" ") || undefined,
    className: control,
  };
  return (
    <div data-fact={fact}>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-900">
        {t(`chat.profile.fields.${fact}`)}
      </label>
      {kind === "choice" || kind === "yesNo" ? (
        <select {...common}>
          <option value="">{t("chat.profile.notGiven")}</option>
          <FactOptions fact={fact} />
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
        />
      )}
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${meta.id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
