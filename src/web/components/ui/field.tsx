import type { FieldMetadata } from "@conform-to/react";
import { cva } from "class-variance-authority";
import { createContext, useContext, useId } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import { fieldErrorText } from "../../lib/field-messages.ts";

interface FieldControl {
  id: string;
  name?: string;
  form?: string;
  defaultValue?: string;
  invalid: boolean;
  describedBy?: string;
}

const FieldContext = createContext<FieldControl | null>(null);

/** The Field a control sits in (its id, name, error state and description), if any. */
export const useFieldContext = () => useContext(FieldContext);

/** A Conform field or a plain one: its name, errors (codes) and initial value. */
type Source =
  | { meta: FieldMetadata<unknown>; id?: never; name?: never; errors?: never; defaultValue?: never }
  | { meta?: never; id?: string; name?: string; errors?: string[] | null; defaultValue?: string };

const initialText = (value: unknown) => (typeof value === "string" ? value : undefined);

function useFieldControl(source: Source, hint: boolean) {
  const fallback = useId();
  const id = source.meta?.id ?? source.id ?? fallback;
  const errors = (source.meta ? source.meta.errors : source.errors) ?? undefined;
  const invalid = Boolean(errors?.length);
  const control: FieldControl = {
    id,
    name: source.meta?.name ?? source.name,
    form: source.meta?.formId,
    defaultValue: source.meta ? initialText(source.meta.initialValue) : source.defaultValue,
    invalid,
    describedBy: [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(" ") || undefined,
  };
  return { control, errors };
}

/**
 * A labelled form control with an optional hint and its error, wired for screen readers: the
 * control inside (Input, Select, Textarea) takes the id, name, initial value, aria-invalid and
 * aria-describedby from here.
 */
export function Field({
  label,
  hint,
  className,
  children,
  ...source
}: Source & { label: React.ReactNode; hint?: React.ReactNode; className?: string; children: React.ReactNode }) {
  const i18n = useT();
  const { control, errors } = useFieldControl(source as Source, Boolean(hint));
  return (
    <div data-slot="field" className={className}>
      <label id={`${control.id}-label`} htmlFor={control.id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={`${control.id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`${control.id}-error`} className="mt-1 text-sm text-red-800">
          {fieldErrorText(i18n, errors)}
        </p>
      ) : null}
    </div>
  );
}

export const controlVariants = cva(
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700",
);

type ControlProps = {
  "aria-describedby"?: string;
  className?: string;
  value?: unknown;
  defaultValue?: string | number | readonly string[];
};

/**
 * The props a control takes from its Field; its own props win (an undefined one does not),
 * aria-describedby is joined, and a controlled one (`value`) gets no initial value.
 */
function useControlProps<P extends ControlProps>(props: P, empty?: string) {
  const field = useContext(FieldContext);
  const { "aria-describedby": extra, className, defaultValue, ...rest } = props;
  return {
    id: field?.id,
    name: field?.name,
    form: field?.form,
    defaultValue: props.value === undefined ? (defaultValue ?? field?.defaultValue ?? empty) : undefined,
    "aria-invalid": field?.invalid || undefined,
    "aria-describedby": [field?.describedBy, extra].filter(Boolean).join(" ") || undefined,
    className: controlVariants({ className }),
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
  };
}

export function Input(props: React.ComponentProps<"input">) {
  return <input {...useControlProps(props)} />;
}

export function Textarea(props: React.ComponentProps<"textarea">) {
  return <textarea {...useControlProps(props)} />;
}

export function Select(props: React.ComponentProps<"select">) {
  return <select {...useControlProps(props, "")} />;
}

/** A checkbox with its label beside it and its own error under it. */
export function Checkbox({
  label,
  className,
  ...source
}: Source & { label: React.ReactNode; className?: string } & Omit<
    React.ComponentProps<"input">,
    "name" | "id" | "defaultValue"
  >) {
  const i18n = useT();
  const {
    meta,
    id,
    name,
    errors: plainErrors,
    defaultValue,
    ...input
  } = source as Source & Omit<React.ComponentProps<"input">, "name" | "id" | "defaultValue">;
  const { control, errors } = useFieldControl({ meta, id, name, errors: plainErrors, defaultValue } as Source, false);
  return (
    <div data-slot="field" className={className}>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          id={control.id}
          name={control.name}
          form={control.form}
          defaultChecked={control.defaultValue === "on" || control.defaultValue === "true"}
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
          className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
          {...input}
        />
        <span className="text-sm">{label}</span>
      </label>
      {errors?.length ? (
        <p id={`${control.id}-error`} className="mt-1 ml-7 text-sm text-red-800">
          {fieldErrorText(i18n, errors)}
        </p>
      ) : null}
    </div>
  );
}
