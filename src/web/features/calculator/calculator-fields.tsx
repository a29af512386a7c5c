import type { FieldMetadata } from "@conform-to/react";
import { controlVariants } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";

type Meta = FieldMetadata<unknown>;

/** The calculator's own message for a field's first error code, with the year's figures. */
export function useCalcError(vars: Record<string, string>) {
  const { t } = useT();
  return (codes: readonly string[] | null | undefined) =>
    codes?.[0] ? t(`calculator.errors.${codes[0]}`, vars) : null;
}

export const calcControl = controlVariants({ className: "min-w-0" });

/** The ids that describe a field: its hint and, when it has one, its error. */
export const describedBy = (meta: Meta, hint: boolean) =>
  [hint ? `${meta.id}-hint` : null, meta.errors?.length ? `${meta.id}-error` : null].filter(Boolean).join(" ") ||
  undefined;

export const initial = (meta: Meta) => (typeof meta.initialValue === "string" ? meta.initialValue : "");

/** A field's error line (the calculator's own wording). */
export function ErrorLine({ meta, text }: { meta: Meta; text: string | null }) {
  return text ? (
    <p id={`${meta.id}-error`} className="mt-1 text-sm text-red-800">
      {text}
    </p>
  ) : null;
}

/** A labelled control of the calculator with its hint and error. */
export function CalcField({
  meta,
  label,
  hint,
  error,
  children,
}: {
  meta: Meta;
  label: string;
  hint?: string;
  error: string | null;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorLine meta={meta} text={error} />
    </div>
  );
}

/** An amount typed in either language's way ("120 000", "1 234,56"). */
export function AmountField({
  meta,
  label,
  hint,
  error,
}: {
  meta: Meta;
  label: string;
  hint: string;
  error: string | null;
}) {
  return (
    <CalcField meta={meta} label={label} hint={hint} error={error}>
      <input
        id={meta.id}
        name={meta.name}
        inputMode="decimal"
        defaultValue={initial(meta)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(meta, true)}
        className={controlVariants()}
      />
    </CalcField>
  );
}
