import type { Db } from "../../db/client.ts";
import type { Operator } from "../../shared/operator.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId } from "../access/require-permission.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { JobRegistry } from "../ports/jobs.ts";
import type { PdfRenderer } from "../ports/pdf.ts";
import type { RateLimiter } from "../access/rate-limiter.ts";
import { confirmPayment, orderFor, ordersAwaitingPayment, placeOrder, quoteOrder } from "./orders.service.ts";
import { bankTransferProvider } from "./payment-provider.ts";
import {
  createPlan,
  createPromoCode,
  deactivatePromoCode,
  pricingOverview,
  setPrice,
  updatePlan,
} from "./plans.service.ts";
import { proFormaPdf } from "./pro-forma.ts";
import { isPromoCodeAvailableFor, type PromoScope } from "./promo-rules.ts";
import { renewalRemindersJob, sendRenewalReminders } from "./renewal-reminders.ts";
import { subscriptionState } from "./subscription.service.ts";

export interface PricingServiceDeps {
  db: Db;
  renderer: Pick<PdfRenderer, "render">;
  /** The operator named on the pro-forma, with the account transfers go to (OPERATOR_*). */
  operator: Operator & { bankAccount: string };
  /** A promo code tried in a quote or an order is charged to the user's availability budget (no guessing codes). */
  rateLimits: RateLimiter;
  /** Where the renewal reminders job is registered, and the mailer it sends with. */
  jobs: JobRegistry;
  mailer: Pick<Mailer, "send">;
  /** PUBLIC_URL, for the links in the reminders. */
  publicUrl: string;
}

/**
 * Plans, prices, promo codes, orders and the company's subscription (spec §2 /portal/pricings and
 * /company/info/subscriptions; DESIGN §7; docs/decisions/025), by the domain's own names. Staff with
 * createPricings keep the price list and confirm payments; company admins order; members see.
 */
export function createPricingServices(options: PricingServiceDeps) {
  const { db, renderer, operator, rateLimits, jobs, mailer, publicUrl } = options;
  const payments = bankTransferProvider(operator.bankAccount);
  const reminders = { db, mailer, publicUrl };
  jobs.register(renewalRemindersJob(reminders));
  const deps = { db, payments };
  const withCode = async (actor: Actor | null, input: unknown) => {
    const code = (input as { promoCode?: unknown } | null)?.promoCode;
    if (actor && typeof code === "string" && code.trim())
      await rateLimits.consume("availability", `promo:${actor.user.id}`);
  };
  return {
    pricingOverview: (actor: Actor | null) => pricingOverview(db, actor),
    createPlan: (actor: Actor | null, input: unknown) => createPlan(db, actor, input),
    updatePlan: (actor: Actor | null, planId: string, input: unknown) => updatePlan(db, actor, planId, input),
    setPrice: (actor: Actor | null, planId: string, input: unknown) => setPrice(db, actor, planId, input),
    createPromoCode: (actor: Actor | null, input: unknown) => createPromoCode(db, actor, input),
    deactivatePromoCode: (actor: Actor | null, code: string) => deactivatePromoCode(db, actor, code),
    ordersAwaitingPayment: (actor: Actor | null) => ordersAwaitingPayment(db, actor),
    confirmPayment: (actor: Actor | null, orderId: string) => confirmPayment(deps, actor, orderId),
    subscriptionState: (actor: Actor | null) => subscriptionState(db, actor),
    quoteOrder: async (actor: Actor | null, input: unknown) => {
      await withCode(actor, input);
      return quoteOrder(db, actor, input);
    },
    placeOrder: async (actor: Actor | null, input: unknown) => {
      await withCode(actor, input);
      return placeOrder(deps, actor, input);
    },
    orderFor: (actor: Actor | null, orderId: string) => orderFor(db, actor, orderId),
    proFormaPdf: (actor: Actor | null, orderId: string, lang: "pl" | "en") =>
      proFormaPdf({ db, renderer, operator, payments }, actor, orderId, lang),
    /** The renewal reminders due now, each sent once (the hourly job `renewal-reminders`). */
    sendRenewalReminders: (now?: Date) => sendRenewalReminders(reminders, now),
    /** isPromoCodeAvailable(code, plan, interval, company) for the acting user's company. */
    isPromoCodeAvailable: (actor: Actor, code: string, scope: Omit<PromoScope, "companyId">) =>
      isPromoCodeAvailableFor(db, code, { ...scope, companyId: actorCompanyId(actor) }),
  };
}

export type PricingServices = ReturnType<typeof createPricingServices>;
