import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "./button.tsx";

/**
 * A list's filters as a GET form (it works before the page's script runs): a search landmark
 * named `title`, the fields, the submit button and a link that clears them (`clearTo`, the
 * list's own address). `fieldsOf` gives each field its id, name, typed value and refusal.
 */
export function FilterForm({
  title,
  submit,
  clear,
  clearTo,
  grid,
  children,
}: {
  title: string;
  submit: string;
  clear: string;
  clearTo: string;
  /** The grid's columns from the small breakpoint up (one column below it). */
  grid: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={title}
      className={`mt-4 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-3 md:p-4 ${grid}`}
    >
      {children}
      <div className="flex flex-wrap items-end gap-3">
        <Button type="submit">{submit}</Button>
        <Link
          to={clearTo}
          className="inline-flex min-h-11 items-center text-sm font-medium text-blue-800 underline underline-offset-2"
        >
          {clear}
        </Link>
      </div>
    </Form>
  );
}

/** A filter field's props: id (under `prefix`), name, the value as typed and its refusal. */
export const fieldsOf =
  <N extends string>(prefix: string, values: Record<N, string>, errors: Partial<Record<N, string[]>>) =>
  (name: N) => ({ id: `${prefix}-${name}`, name, errors: errors[name] ?? null, defaultValue: values[name] });
