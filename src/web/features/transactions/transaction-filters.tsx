import { DEAL_ROLES, TRANSACTION_STATUSES } from "../../../shared/contracts/deals.ts";
import { FilterForm, fieldsOf } from "../../components/ui/filter-form.tsx";
import { Field, Input, Select } from "../../components/ui/field.tsx";
import { useT } from "../../lib/i18n-react.tsx";

/** The list's filters as typed in the address (kept as they were, a refused one too). */
export const FILTERS = ["status", "role", "from", "to", "counterparty"] as const;
export type FilterName = (typeof FILTERS)[number];
export type FilterValues = Record<FilterName, string>;

/**
 * The transaction list's filters (a GET form: it works before the page's script runs): status,
 * the company's role, the loading days from and to, part of the other company's name. A value
 * the list refused shows its error beside its field and stays as it was typed.
 */
export function TransactionFilters({
  values,
  errors,
}: {
  values: FilterValues;
  errors: Partial<Record<FilterName, string[]>>;
}) {
  const { t } = useT();
  const field = fieldsOf<FilterName>("transactions", values, errors);
  return (
    <FilterForm
      title={t("transactions:filters.title")}
      submit={t("transactions:filters.submit")}
      clear={t("transactions:filters.clear")}
      clearTo="/archive/transactions"
      grid="sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field {...field("status")} label={t("transactions:filters.status")}>
        <Select>
          <option value="">{t("transactions:filters.anyStatus")}</option>
          {TRANSACTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`transactions:statuses.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field {...field("role")} label={t("transactions:filters.role")}>
        <Select>
          <option value="">{t("transactions:filters.anyRole")}</option>
          {DEAL_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`transactions:roles.${r}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        {...field("counterparty")}
        label={t("transactions:filters.counterparty")}
        hint={t("transactions:filters.counterpartyHint")}
      >
        <Input type="search" maxLength={100} />
      </Field>
      <Field {...field("from")} label={t("transactions:filters.from")}>
        <Input type="date" />
      </Field>
      <Field {...field("to")} label={t("transactions:filters.to")}>
        <Input type="date" />
      </Field>
    </FilterForm>
  );
}
