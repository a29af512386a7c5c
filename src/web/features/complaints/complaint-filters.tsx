import { Form, Link } from "react-router";
import { COMPLAINT_STATUSES } from "../../../shared/contracts/complaints.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field, Select } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** The list's filters as typed in the address (kept as they were, a refused one too). */
export const FILTERS = ["side", "status"] as const;
export type FilterName = (typeof FILTERS)[number];
export type FilterValues = Record<FilterName, string>;
export const SIDES = ["author", "against"] as const;

/**
 * The complaint list's filters (a GET form: it works before the page's script runs): which side
 * the company is on (filed by it, or against it) and the status. A value the page refused shows
 * its error beside its field.
 */
export function ComplaintFilters({
  values,
  errors,
}: {
  values: FilterValues;
  errors: Partial<Record<FilterName, string[]>>;
}) {
  const { t } = useT();
  const field = (name: FilterName) => ({
    id: `complaints-${name}`,
    name,
    errors: errors[name] ?? null,
    defaultValue: values[name],
  });
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("complaints:filters.title")}
      className="mt-4 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3 md:p-4"
    >
      <Field {...field("side")} label={t("complaints:filters.side")}>
        <Select>
          <option value="">{t("complaints:filters.anySide")}</option>
          {SIDES.map((s) => (
            <option key={s} value={s}>
              {t(`complaints:filters.sides.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field {...field("status")} label={t("complaints:filters.status")}>
        <Select>
          <option value="">{t("complaints:filters.anyStatus")}</option>
          {COMPLAINT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.complaint.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-wrap items-end gap-3">
        <Button type="submit">{t("complaints:filters.submit")}</Button>
        <Link
          to="/company/info/complaints"
          className="inline-flex min-h-11 items-center text-sm font-medium text-blue-800 underline underline-offset-2"
        >
          {t("complaints:filters.clear")}
        </Link>
      </div>
    </Form>
  );
}
