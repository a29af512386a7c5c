/**
 * Pricing rules shared by the domain (authoritative) and the pages (showing the same figures):
 * currencies, subscription intervals, money in minor units, the order's quote and the dates a
 * paid interval runs to (docs/decisions/025).
 */

/** Spec §3: subscription intervals. */
export const SUBSCRIPTION_INTERVALS = ["day", "week", "month", "quarter", "year"] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** Spec §3: currency ids by language, pl=1 (PLN), en=3 (EUR). */
export const CURRENCIES = { 1: "PLN", 3: "EUR" } as const;
export type CurrencyId = keyof typeof CURRENCIES;
export const CURRENCY_IDS = [1, 3] as const satisfies readonly CurrencyId[];
export const isCurrencyId = (value: unknown): value is CurrencyId => value === 1 || value === 3;

/** The currency a page in this language offers first: PLN in Polish, EUR in English. */
export const currencyForLocale = (locale: string): CurrencyId => (locale === "en" ? 3 : 1);

/** Order statuses: bank transfers wait for staff to confirm the payment. */
export const ORDER_STATUSES = ["awaiting_payment", "paid", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** VAT rates a price may carry, in whole percent (Polish rates and the zero rate). */
export const VAT_RATES = [23, 8, 5, 0] as const;

export type PromoKind = "percent" | "amount";

/**
 * `value` percent of `amount` (minor units), rounded half up to a whole grosz/cent: the rounding
 * of every line of an order (net discount, VAT), so a line's VAT is its own rounded figure and the
 * gross is net + VAT exactly.
 */
export const percentOf = (amount: number, percent: number): number => Math.floor((amount * percent + 50) / 100);

export interface Quote {
  /** The price's net before any discount. */
  listNet: number;
  discount: number;
  /** Net after the discount. */
  net: number;
  vatRate: number;
  vat: number;
  gross: number;
}

/**
 * The one computation of an order's figures (the page shows it before confirming, the server
 * records it): the discount first (a percentage rounded per line, or an amount never above the
 * net), then VAT on the discounted net rounded half up, gross = net + VAT.
 */
export function quoteOf(
  price: { netAmount: number; vatRate: number },
  promo: { kind: PromoKind; value: number } | null,
): Quote {
  const listNet = price.netAmount;
  const discount = !promo
    ? 0
    : promo.kind === "percent"
      ? Math.min(listNet, percentOf(listNet, Math.max(0, Math.min(100, promo.value))))
      : Math.min(listNet, Math.max(0, promo.value));
  const net = listNet - discount;
  const vat = percentOf(net, price.vatRate);
  return { listNet, discount, net, vatRate: price.vatRate, vat, gross: net + vat };
}

/** Calendar months added in UTC, the day kept or clamped to the month's last (31 Jan + 1 month = 28/29 Feb). */
function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
  return target;
}

const DAY_MS = 86_400_000;

/** The end of one interval started at `from`: a day, 7 days, a calendar month, 3 months, 12 months. */
export function addInterval(from: Date, interval: SubscriptionInterval): Date {
  switch (interval) {
    case "day":
      return new Date(from.getTime() + DAY_MS);
    case "week":
      return new Date(from.getTime() + 7 * DAY_MS);
    case "month":
      return addMonths(from, 1);
    case "quarter":
      return addMonths(from, 3);
    case "year":
      return addMonths(from, 12);
  }
}

/**
 * The period a paid order gives: from the later of now and the current expiry of the same plan
 * (an extension continues it; a lapsed or other plan starts now), one interval long.
 */
export function paidPeriod(now: Date, currentExpiry: Date | null, interval: SubscriptionInterval) {
  const startsAt = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  return { startsAt, expiresAt: addInterval(startsAt, interval) };
}

/** Minor units as a decimal string for documents and forms: 12345 → "123.45". */
export const minorToDecimal = (minor: number): string =>
  `${minor < 0 ? "-" : ""}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, "0")}`;

/** A typed amount ("123", "123,4", "123.45") in minor units, or null when it is not one. */
export function decimalToMinor(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** Money in the page's language: "1 234,50 zł" / "€1,234.50". */
export function formatMinor(minor: number, currencyId: CurrencyId, locale: string): string {
  return new Intl.NumberFormat(locale === "en" ? "en-GB" : "pl-PL", {
    style: "currency",
    currency: CURRENCIES[currencyId],
  }).format(minor / 100);
}

/** `PRZ/2026/000123`: the prefix, the order's year and its sequence number. */
export const orderNumber = (year: number, sequence: number) => `PRZ/${year}/${String(sequence).padStart(6, "0")}`;
