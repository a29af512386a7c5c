import { COMPLAINT_STATUSES } from "../../../shared/contracts/complaints.ts";
import { FilterForm, fieldsOf } from "../../components/ui/filter-form.tsx";
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
  const field = fieldsOf<FilterName>("complaints", values, errors);
  return (
    <FilterForm
      title={t("complaints:filters.title")}
      submit={t("complaints:filters.submit")}
      clear={t("complaints:filters.clear")}
      clearTo="/company/info/complaints"
      grid="sm:grid-cols-3"
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
    </FilterForm>
  );
}
