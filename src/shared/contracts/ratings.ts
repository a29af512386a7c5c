import { z } from "zod";
import { optionalText, requiredText } from "./fields.ts";
import { DEAL_ROLES } from "./deals.ts";

/**
 * Ratings that only a completed transaction earns (issue 28; docs/decisions/032): each side rates
 * the other once, within 30 days of completion, and may change it for 14 days; the rated company
 * answers once. The shipper rates the carrier on communication, punctuality and care of the goods
 * and documents; the carrier rates the shipper on payment on time, fairness and communication.
 */
export const CARRIER_CATEGORIES = ["communication", "punctuality", "care"] as const;
export const SHIPPER_CATEGORIES = ["payment", "fairness", "communication"] as const;
export const RATING_CATEGORIES = ["communication", "punctuality", "care", "payment", "fairness"] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];

/** The categories a company in `role` is rated on. */
export const categoriesFor = (role: (typeof DEAL_ROLES)[number]): readonly RatingCategory[] =>
  role === "carrier" ? CARRIER_CATEGORIES : SHIPPER_CATEGORIES;

export const RATING_LIMITS = {
  commentMax: 1000,
  answerMax: 1000,
  /** Days after completion a side may rate. */
  rateWithinDays: 30,
  /** Days a side may change its rating after giving it. */
  editDays: 14,
  /** "Pays on time": the share of payment scores of 4 or 5. */
  onTimeFrom: 4,
  pageSize: 20,
} as const;

/** A score typed or sent: a whole number from 1 to 5, or nothing (the domain says which are needed). */
const score = z
  .union([z.number(), z.string().max(2)])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return undefined;
    const n = typeof v === "number" ? v : Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 5) ctx.addIssue({ code: "custom", message: "score" });
    return n;
  });

/** A rating given or changed: the scores of the rated role's categories (the others refused) and a comment. */
export const ratingInput = z.object({
  communication: score,
  punctuality: score,
  care: score,
  payment: score,
  fairness: score,
  comment: optionalText({ max: RATING_LIMITS.commentMax, multiLine: true }),
});
export type RatingInput = z.input<typeof ratingInput>;

export const ratingAnswerInput = z.object({ text: requiredText({ max: RATING_LIMITS.answerMax, multiLine: true }) });

const party = z.object({ id: z.string(), name: z.string() });

export const ratingRecord = z.object({
  id: z.string(),
  transactionId: z.string(),
  /** The transaction's number: for its two parties only (null to any other reader). */
  transactionNumber: z.string().nullable(),
  rater: party,
  rated: party,
  /** The rated company's role in the transaction (which categories apply). */
  ratedRole: z.enum(DEAL_ROLES),
  scores: z.partialRecord(z.enum(RATING_CATEGORIES), z.number().int()),
  average: z.number(),
  comment: z.string().nullable(),
  /** Who of the rating company gave it (logged): for the transaction's two parties only (null to others). */
  by: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Given by the reader's company, and until when it may change it (null: no longer). */
  own: z.boolean(),
  editableUntil: z.string().nullable(),
  /** The reader's company is the rated one and has not answered yet. */
  canAnswer: z.boolean(),
});
export type RatingRecord = z.infer<typeof ratingRecord>;

const averages = z.partialRecord(z.enum(RATING_CATEGORIES), z.number());

/** What a company's profile shows of its ratings. */
export const ratingSummary = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  asCarrier: z.object({ count: z.number().int(), categories: averages }),
  asShipper: z.object({ count: z.number().int(), categories: averages }),
  last12Months: z.object({ count: z.number().int(), average: z.number().nullable() }),
  /** As a shipper: the share of carriers' payment scores of 4 or 5 (null: never rated as one). */
  paysOnTime: z.object({ share: z.number(), count: z.number().int() }).nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const ratingPage = z.object({
  items: z.array(ratingRecord),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const ratingQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();
