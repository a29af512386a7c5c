import { COMPLAINT_STATUSES } from "../../../shared/contracts/complaints.ts";
import { FilterForm, fieldsOf } from "../../components/ui/filter-form.tsx";
import { Field, Input, Select } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** The queue's filters as typed in the address (kept as they were, a refused one too). */
export const QUEUE_FILTERS = ["status", "olderThanDays", "company"] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
export type QueueValues = Record<QueueFilter, string>;
export type QueueErrors = Partial<Record<QueueFilter, string[]>>;

/** "Filed at least N days ago": the ages offered. */
export const QUEUE_AGES = ["3", "7", "14", "30"] as const;

/**
 * The queue's filters (a GET form: it works before the page's script runs): the status, how long
 * ago the complaint was filed, either company's name or NIP. A value the queue refused shows its
 * error beside its field and stays as it was typed.
 */
export function QueueFilters({ values, errors }: { values: QueueValues; errors: QueueErrors }) {
  const { t } = useT();
  const field = fieldsOf<QueueFilter>("complaints", values, errors);
  return (
    <FilterForm
      title={t("complaint-queue:filters.title")}
      submit={t("complaint-queue:filters.submit")}
      clear={t("complaint-queue:filters.clear")}
      clearTo="/portal/complaints"
      grid="sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field {...field("status")} label={t("complaint-queue:filters.status")}>
        <Select>
          <option value="">{t("complaint-queue:filters.anyStatus")}</option>
          {COMPLAINT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.complaint.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field {...field("olderThanDays")} label={t("complaint-queue:filters.age")}>
        <Select>
          <option value="">{t("complaint-queue:filters.anyAge")}</option>
          {QUEUE_AGES.map((days) => (
            <option key={days} value={days}>
              {t("complaint-queue:filters.olderThan", { count: Number(days) })}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        {...field("company")}
        label={t("complaint-queue:filters.company")}
        hint={t("complaint-queue:filters.companyHint")}
      >
        <Input type="search" maxLength={100} />
      </Field>
    </FilterForm>
  );
}
