import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CURRENCIES } from "../../shared/contracts/offers.ts";
import {
  DEAL_ROLES,
  type DealTerms,
  HISTORY_STEPS,
  PROPOSAL_STATUSES,
  TRANSACTION_STATUSES,
} from "../../shared/contracts/deals.ts";
import { companies, users } from "./accounts.ts";
import { conversations } from "./conversations.ts";
import { offers } from "./offers.ts";

/**
 * A price proposed by one company to another about one offer (issue 28; DESIGN §7 deals;
 * docs/decisions/032). The negotiation of a pair about an offer lives in their conversation about
 * it: at most one proposal is pending there at a time (a counter answers it, a withdrawal or a
 * decision ends it), so two accepts at once can only ever meet one pending row.
 */
export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    fromCompanyId: uuid("from_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    toCompanyId: uuid("to_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    proposedBy: uuid("proposed_by").references(() => users.id, { onDelete: "set null" }),
    proposedByName: text("proposed_by_name").notNull(),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    paymentDays: integer("payment_days"),
    terms: text("terms"),
    status: text("status", { enum: PROPOSAL_STATUSES }).notNull().default("pending"),
    countersId: uuid("counters_id"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedByName: text("decided_by_name"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("proposals_one_pending_idx")
      .on(t.conversationId)
      .where(sql`status = 'pending'`),
    index("proposals_offer_idx").on(t.offerId, t.createdAt),
    index("proposals_conversation_idx").on(t.conversationId, t.createdAt),
    check("proposals_two_companies", sql`${t.fromCompanyId} <> ${t.toCompanyId}`),
  ],
);

/**
 * A transaction concluded by an accepted proposal: one per offer (the offer leaves the exchange),
 * its terms kept as they were agreed, the employees who proposed and accepted it logged by id and
 * by name. Its status follows one state machine (src/domain/deals/transaction-machine.ts).
 */
/** A company's details on a transport order. */
export interface DealParty {
  name: string;
  tin: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
}

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sequence: bigint("sequence", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    offerId: uuid("offer_id").references(() => offers.id, { onDelete: "set null" }),
    proposalId: uuid("proposal_id").references(() => proposals.id, { onDelete: "set null" }),
    conversationId: uuid("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    shipperCompanyId: uuid("shipper_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    carrierCompanyId: uuid("carrier_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    paymentDays: integer("payment_days"),
    terms: text("terms"),
    route: jsonb("route").$type<DealTerms>().notNull(),
    /**
     * Both companies' register details as they were when the deal was concluded: the transport
     * order shows these, not what a company edits later (null for deals concluded before 0033).
     */
    parties: jsonb("parties").$type<{ shipper: DealParty; carrier: DealParty }>(),
    loadFrom: date("load_from").notNull(),
    unloadDue: date("unload_due").notNull(),
    status: text("status", { enum: TRANSACTION_STATUSES }).notNull().default("agreed"),
    proposedBy: uuid("proposed_by").references(() => users.id, { onDelete: "set null" }),
    proposedByName: text("proposed_by_name").notNull(),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    acceptedByName: text("accepted_by_name").notNull(),
    doneByCompanyId: uuid("done_by_company_id"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    cancelRequestedBy: uuid("cancel_requested_by"),
    cancelReason: text("cancel_reason"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("transactions_offer_idx").on(t.offerId),
    uniqueIndex("transactions_proposal_idx").on(t.proposalId),
    uniqueIndex("transactions_sequence_idx").on(t.sequence),
    index("transactions_shipper_idx").on(t.shipperCompanyId, t.status, t.loadFrom),
    index("transactions_carrier_idx").on(t.carrierCompanyId, t.status, t.loadFrom),
    // The clock's steps: agreed ones whose loading day came, and those marked done.
    index("transactions_due_idx")
      .on(t.status, t.loadFrom)
      .where(sql`status IN ('agreed', 'inProgress')`),
    check("transactions_two_companies", sql`${t.shipperCompanyId} <> ${t.carrierCompanyId}`),
  ],
);

/** Every step of a transaction, who took it for which company (null: the clock), and the reason given. */
export const transactionSteps = pgTable(
  "transaction_steps",
  {
    /** In the order the steps were taken (several in one change share its moment). */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    step: text("step", { enum: HISTORY_STEPS }).notNull(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("transaction_steps_transaction_idx").on(t.transactionId, t.createdAt)],
);

/**
 * A rating one side of a completed transaction gives the other (issue 28): one per side, the
 * rated role's categories scored 1–5 (the others null), a comment, the rated company's one
 * answer. Who gave it is logged by id and name.
 */
export const ratings = pgTable(
  "ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    raterCompanyId: uuid("rater_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    ratedCompanyId: uuid("rated_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    ratedRole: text("rated_role", { enum: DEAL_ROLES }).notNull(),
    raterUserId: uuid("rater_user_id").references(() => users.id, { onDelete: "set null" }),
    raterName: text("rater_name").notNull(),
    communication: smallint("communication"),
    punctuality: smallint("punctuality"),
    care: smallint("care"),
    payment: smallint("payment"),
    fairness: smallint("fairness"),
    comment: text("comment"),
    answer: text("answer"),
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
    answeredByName: text("answered_by_name"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ratings_one_per_side_idx").on(t.transactionId, t.raterCompanyId),
    index("ratings_rated_idx").on(t.ratedCompanyId, t.createdAt),
    check("ratings_two_companies", sql`${t.raterCompanyId} <> ${t.ratedCompanyId}`),
    check(
      "ratings_scores",
      sql`(${t.communication} BETWEEN 1 AND 5) AND COALESCE(${t.punctuality}, 1) BETWEEN 1 AND 5
        AND COALESCE(${t.care}, 1) BETWEEN 1 AND 5 AND COALESCE(${t.payment}, 1) BETWEEN 1 AND 5
        AND COALESCE(${t.fairness}, 1) BETWEEN 1 AND 5`,
    ),
  ],
);
