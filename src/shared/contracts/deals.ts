import { z } from "zod";
import { CURRENCIES, OFFER_KINDS, OFFER_LIMITS, todayInPoland } from "./offers.ts";
import { choice, measure, optionalText, REQUIRED } from "./fields.ts";
import { text as limitedText } from "../text-rules.ts";

/**
 * Deals on the exchange (issue 28; DESIGN §7 deals; docs/decisions/032): price proposals between
 * two companies about one offer, and the transaction an accepted proposal concludes. The page's
 * forms, the REST edge and the domain check the same schemas; field codes are `common.json`
 * `fieldErrors`.
 */

/** pending: awaiting the other side; countered: answered by a new proposal; closed: the offer was concluded with another company or left the exchange. */
export const PROPOSAL_STATUSES = ["pending", "accepted", "rejected", "countered", "withdrawn", "closed"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** A transaction's life (one state machine: src/domain/deals/transaction-machine.ts). */
export const TRANSACTION_STATUSES = ["agreed", "inProgress", "completed", "cancelled"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** What a side (or time) does to a transaction. */
export const TRANSACTION_STEPS = ["markDone", "object", "requestCancel", "cancel"] as const;
export type TransactionStep = (typeof TRANSACTION_STEPS)[number];
/** Every step of a transaction's history, the clock's own included. */
export const HISTORY_STEPS = ["concluded", "started", "completed", ...TRANSACTION_STEPS] as const;
export type HistoryStep = (typeof HISTORY_STEPS)[number];

export const DEAL_ROLES = ["shipper", "carrier"] as const;
export type DealRole = (typeof DEAL_ROLES)[number];

export const DEAL_LIMITS = {
  termsMax: 1000,
  reasonMin: 3,
  reasonMax: 1000,
  /** Days the other side has to object after one side marks a transaction done. */
  objectionDays: 3,
  pageSize: 20,
} as const;

/** A price proposed (or countered) with its currency, payment days and terms. */
export const proposalInput = z.object({
  price: measure("amount", OFFER_LIMITS.price, 2, true),
  currency: choice(CURRENCIES),
  paymentDays: measure("number", OFFER_LIMITS.paymentDays, 0),
  terms: optionalText({ max: DEAL_LIMITS.termsMax, multiLine: true }),
});
export type ProposalInput = z.input<typeof proposalInput>;

const reason = optionalText({ max: DEAL_LIMITS.reasonMax, multiLine: true })
  .nullable()
  .transform((v) => v?.trim() || null);

/** A step on a transaction; `cancel` and `object` need a reason the other side reads (3 characters at least). */
export const transactionStepInput = z
  .object({ step: z.enum(TRANSACTION_STEPS, { error: "invalidOption" }), reason })
  .superRefine((v, ctx) => {
    if ((v.step === "cancel" || v.step === "object") && (v.reason ?? "").length < DEAL_LIMITS.reasonMin) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: v.reason ? "tooShort" : REQUIRED });
    }
  });
export type TransactionStepInput = z.input<typeof transactionStepInput>;

/** A calendar day that exists ("2026-02-31" does not), or nothing. */
const isoDay = z
  .string()
  .max(10)
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const day = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : null;
    if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== v)
      ctx.addIssue({ code: "custom", message: "date" });
    return v;
  });

/** One of `values`, or nothing (an empty field of a form is nothing). */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum([...values, ""] as [T[number] | "", ...(T[number] | "")[]], { error: "invalidOption" })
    .optional()
    .transform((v) => (v ? (v as T[number]) : undefined));

/** `/archive/transactions`: the company's transactions, active ones first. */
export const transactionQuery = z
  .object({
    status: optionalChoice(TRANSACTION_STATUSES),
    role: optionalChoice(DEAL_ROLES),
    /** Loading on or after, and on or before. */
    from: isoDay,
    to: isoDay,
    /** Part of the other company's name (3 characters at least). */
    counterparty: limitedText(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

const party = z.object({ id: z.string(), name: z.string() });
const person = z.object({ id: z.string().nullable(), name: z.string() });

export const proposalRecord = z.object({
  id: z.string(),
  offerId: z.string(),
  conversationId: z.string(),
  from: party,
  to: party,
  proposedBy: person,
  price: z.number(),
  currency: z.enum(CURRENCIES),
  paymentDays: z.number().int().nullable(),
  terms: z.string().nullable(),
  status: z.enum(PROPOSAL_STATUSES),
  /** The proposal this one answers (a counter). */
  countersId: z.string().nullable(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Made by the reader's company. */
  own: z.boolean(),
  /** The transaction it concluded. */
  transactionId: z.string().nullable(),
});
export type ProposalRecord = z.infer<typeof proposalRecord>;

const place = z.object({ country: z.string(), postalCode: z.string(), city: z.string() });

/** What was agreed, kept as it was at the conclusion (the offer may change or go later). */
export const dealTerms = z.object({
  kind: z.enum(OFFER_KINDS),
  loading: z.array(place),
  unloading: z.array(place),
  loadFrom: z.string(),
  loadTo: z.string().nullable(),
  unloadFrom: z.string().nullable(),
  unloadTo: z.string().nullable(),
  goods: z.string().nullable(),
  weightKg: z.number().int(),
  bodyTypes: z.array(z.string()),
  adr: z.boolean(),
  notes: z.string().nullable(),
});
export type DealTerms = z.infer<typeof dealTerms>;

export const historyEntry = z.object({
  step: z.enum(HISTORY_STEPS),
  company: party.nullable(),
  by: person.nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const transactionRecord = z.object({
  id: z.string(),
  number: z.string(),
  offerId: z.string().nullable(),
  conversationId: z.string().nullable(),
  shipper: party,
  carrier: party,
  /** The reader's company's role in it. */
  role: z.enum(DEAL_ROLES),
  counterparty: party,
  price: z.number(),
  currency: z.enum(CURRENCIES),
  paymentDays: z.number().int().nullable(),
  terms: z.string().nullable(),
  route: dealTerms,
  /** The day unloading is due: the last day it may happen. */
  unloadDue: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  proposedBy: person,
  acceptedBy: person,
  /** The side that marked it done and when (the other confirms or objects within 3 days). */
  doneBy: party.nullable(),
  doneAt: z.string().nullable(),
  /** When that mark completes it unless the other side objects first. */
  completesAt: z.string().nullable(),
  /** The side that asked to cancel it (the other agrees by asking too). */
  cancelRequestedBy: party.nullable(),
  cancelReason: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** What the reader's company may do now. */
  steps: z.array(z.enum(TRANSACTION_STEPS)),
  history: z.array(historyEntry),
  createdAt: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

export const transactionPage = z.object({
  items: z.array(transactionRecord.omit({ history: true })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TransactionPage = z.infer<typeof transactionPage>;

/** A card in a conversation: one step of its negotiation or transaction, as it was then. */
export const dealCard = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("proposal"),
    step: z.enum(["proposed", "countered", "accepted", "rejected", "withdrawn", "closed"]),
    proposalId: z.string(),
    price: z.number(),
    currency: z.enum(CURRENCIES),
    paymentDays: z.number().int().nullable(),
    terms: z.string().nullable(),
    transactionId: z.string().nullable(),
  }),
  z.object({
    kind: z.literal("transaction"),
    step: z.enum(HISTORY_STEPS),
    transactionId: z.string(),
    number: z.string(),
    reason: z.string().nullable(),
  }),
]);
export type DealCard = z.infer<typeof dealCard>;

/** A transaction's number as people read it: T-2026-000042. */
export const transactionNumber = (sequence: number, createdAt: Date) =>
  `T-${todayInPoland(createdAt).slice(0, 4)}-${String(sequence).padStart(6, "0")}`;
