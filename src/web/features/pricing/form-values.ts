import { decimalToMinor } from "../../../shared/pricing.ts";
import { RESTRICTION_FEATURE_NAMES } from "../../../shared/restrictions.ts";

/**
 * The pricing forms' fields read into the contracts' inputs (src/shared/contracts/pricing.ts): the
 * page actions send these to the domain, which checks them on the same schemas. Amounts are typed
 * as decimals and sent in minor units; an empty number is "none".
 */
const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const optionalNumber = (form: FormData, name: string) => {
  const value = text(form, name).trim();
  return value === "" ? null : Number.isFinite(Number(value)) ? Number(value) : value;
};

export function planFormInput(form: FormData) {
  const features = form.getAll("features").map(String);
  const limits: Record<string, unknown> = {};
  for (const f of RESTRICTION_FEATURE_NAMES) {
    const value = optionalNumber(form, `limit.${f}`);
    if (value !== null) limits[f] = value;
  }
  return {
    code: text(form, "code"),
    namePl: text(form, "namePl"),
    nameEn: text(form, "nameEn"),
    descriptionPl: text(form, "descriptionPl"),
    descriptionEn: text(form, "descriptionEn"),
    features,
    limits,
    active: form.get("active") === "on",
  };
}

/** A typed decimal amount in minor units; the typed text when it is not an amount (refused as such). */
const amount = (form: FormData, name: string) => decimalToMinor(text(form, name)) ?? text(form, name);

export function priceFormInput(form: FormData) {
  return {
    interval: text(form, "interval"),
    currencyId: Number(text(form, "currencyId")),
    netAmount: amount(form, "net"),
    vatRate: Number(text(form, "vatRate")),
  };
}

export function promoFormInput(form: FormData) {
  const kind = text(form, "kind");
  const day = (name: string) => text(form, name).trim() || null;
  return {
    code: text(form, "code").trim().toUpperCase(),
    description: text(form, "description"),
    kind,
    value: kind === "amount" ? amount(form, "value") : optionalNumber(form, "value"),
    currencyId: kind === "amount" ? Number(text(form, "currencyId")) : null,
    planIds: form.getAll("planIds").map(String),
    intervals: form.getAll("intervals").map(String),
    validFrom: day("validFrom"),
    validUntil: day("validUntil"),
    maxUses: optionalNumber(form, "maxUses"),
    usesPerCompany: optionalNumber(form, "usesPerCompany"),
  };
}

/** The form's typed values, kept to show again after a refusal. */
export const typedValues = (form: FormData): Record<string, string[]> => {
  const values: Record<string, string[]> = {};
  for (const [name, value] of form.entries())
    if (typeof value === "string") (values[name] ??= []).push(value.slice(0, 500));
  return values;
};
