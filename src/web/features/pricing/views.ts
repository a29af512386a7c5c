import type { OrderRecord, PlanRecord, PromoCodeRecord, QuoteRecord } from "../../../shared/contracts/pricing.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { type CurrencyId, formatMinor } from "../../../shared/pricing.ts";

/**
 * The pricing records as the pages show them: dates (Europe/Berlin) and money formatted on the
 * server in the page's language, so the browser's own number formatting (its ICU may group
 * "1 000,00 zł" where Node writes "1000,00 zł") never differs from the server's at hydration.
 */
const day = (d: Date | null) => (d ? formatDateTime(d).slice(0, 10) : null);

export const money = (minor: number, currencyId: number, locale: string) =>
  formatMinor(minor, currencyId as CurrencyId, locale);

export const planView = (p: PlanRecord, locale: string) => ({
  ...p,
  prices: p.prices.map((price) => ({
    ...price,
    validFrom: day(price.validFrom)!,
    validTo: day(price.validTo),
    netText: money(price.netAmount, price.currencyId, locale),
  })),
});
export type PlanView = ReturnType<typeof planView>;

export const promoView = (p: PromoCodeRecord, locale: string) => ({
  ...p,
  validFrom: day(p.validFrom),
  validUntil: day(p.validUntil),
  discountText: p.kind === "percent" ? `−${p.value}%` : `−${money(p.value, p.currencyId ?? 1, locale)}`,
});
export type PromoView = ReturnType<typeof promoView>;

export const orderView = (o: OrderRecord, locale: string) => ({
  ...o,
  grossText: money(o.gross, o.currencyId, locale),
  createdAt: formatDateTime(o.createdAt),
  paidAt: o.paidAt ? formatDateTime(o.paidAt) : null,
});
export type OrderView = ReturnType<typeof orderView>;

/** The pro-forma's address (members of the company and staff; the page's language picks its text). */
export const proFormaHref = (orderId: string) => `/new-api/company/orders/${orderId}/pro-forma`;

/** An order's figures before it is placed, each amount written out. */
export const quoteView = (q: QuoteRecord, locale: string) => ({
  ...q,
  text: Object.fromEntries(
    (["listNet", "discount", "net", "vat", "gross"] as const).map((k) => [k, money(q[k], q.currencyId, locale)]),
  ) as Record<"listNet" | "discount" | "net" | "vat" | "gross", string>,
});
export type QuoteView = ReturnType<typeof quoteView>;
