import { z } from "zod";
import { optionalChoice } from "./deals.ts";
import { optionalText, requiredText } from "./fields.ts";
import { text as limitedText } from "../text-rules.ts";

/**
 * Complaints between companies (issue 28; spec §3, §5, §8; docs/decisions/033): filed by one
 * company against another about a transaction of theirs or a message it reported in their
 * conversation; answered once by the company complained against; taken and decided by portal
 * staff. The statuses follow one state machine (src/domain/complaints/complaint-machine.ts).
 */
export const COMPLAINT_STATUSES = ["issued", "processed", "accepted", "rejected", "withdrawn"] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** The status changes: staff take, accept and reject; the author withdraws. */
export const COMPLAINT_ACTIONS = ["take", "accept", "reject", "withdraw"] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

/** What the reader may do with a complaint now (its status, its side, what was done already). */
export const COMPLAINT_OPERATIONS = [...COMPLAINT_ACTIONS, "respond", "addFile", "reverify"] as const;
export type ComplaintOperation = (typeof COMPLAINT_OPERATIONS)[number];

/** Every entry of a complaint's history. */
export const COMPLAINT_EVENTS = [
  "filed",
  "responded",
  "fileAdded",
  "taken",
  "accepted",
  "rejected",
  "withdrawn",
  "reverification",
] as const;
export type ComplaintEvent = (typeof COMPLAINT_EVENTS)[number];

/** Who a reader (or an entry's actor) is to a complaint. */
export const COMPLAINT_SIDES = ["author", "against", "staff"] as const;
export type ComplaintSide = (typeof COMPLAINT_SIDES)[number];

export const COMPLAINT_LIMITS = {
  /** Spec §5: a complaint's text has at least 3 characters. */
  textMin: 3,
  textMax: 4000,
  responseMax: 4000,
  reasonMin: 3,
  reasonMax: 1000,
  /** Files each side may attach to one complaint. */
  filesPerSide: 5,
  /** Accepted complaints counted on a profile: decided within this many days. */
  profileDays: 365,
  pageSize: 20,
} as const;

/** A complaint filed: about a transaction of both companies, or a message of the other company reported in their conversation. */
export const complaintInput = z
  .object({
    transactionId: limitedText(64).optional(),
    messageId: limitedText(64).optional(),
    text: requiredText({ min: COMPLAINT_LIMITS.textMin, max: COMPLAINT_LIMITS.textMax, multiLine: true }),
  })
  .strict();
export type ComplaintInput = z.input<typeof complaintInput>;

/** The one response of the company complained against. */
export const complaintResponseInput = z
  .object({ text: requiredText({ min: COMPLAINT_LIMITS.textMin, max: COMPLAINT_LIMITS.responseMax, multiLine: true }) })
  .strict();

/** A status change: staff's decision needs a reason both sides read; a withdrawal's reason is optional. */
export const complaintStepInput = z
  .object({
    action: z.enum(COMPLAINT_ACTIONS, { error: "invalidOption" }),
    reason: optionalText({ min: COMPLAINT_LIMITS.reasonMin, max: COMPLAINT_LIMITS.reasonMax, multiLine: true }),
  })
  .strict();
export type ComplaintStepInput = z.input<typeof complaintStepInput>;

/** Staff send the company complained against back to verification, with a reason its admins read. */
export const complaintReverifyInput = z
  .object({
    reason: requiredText({ min: COMPLAINT_LIMITS.reasonMin, max: COMPLAINT_LIMITS.reasonMax, multiLine: true }),
  })
  .strict();

/** `/company/info/complaints`: the complaints filed by the company and against it. */
export const complaintQuery = z
  .object({
    side: optionalChoice(["author", "against"] as const),
    status: optionalChoice(COMPLAINT_STATUSES),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

/** `/portal/complaints`: staff's queue, oldest first. */
export const staffComplaintQuery = z
  .object({
    status: optionalChoice(COMPLAINT_STATUSES),
    /** Filed at least this many days ago. */
    olderThanDays: z.coerce.number().int().min(0).max(3650).optional(),
    /** Part of either company's name, or its NIP (3 characters at least). */
    company: limitedText(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

const party = z.object({ id: z.string(), name: z.string() });

export const complaintFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  side: z.enum(["author", "against"]),
  createdAt: z.string(),
});

export const complaintHistoryEntry = z.object({
  event: z.enum(COMPLAINT_EVENTS),
  side: z.enum(COMPLAINT_SIDES),
  /** The person (staff's names are for staff only). */
  by: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const complaintRecord = z.object({
  id: z.string(),
  /** As people read it: R-2026-000042. */
  number: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  text: z.string(),
  author: party,
  against: party,
  /** The person who filed it (for the two companies and staff). */
  filedBy: z.string(),
  transaction: z.object({ id: z.string(), number: z.string() }).nullable(),
  /** The reported message: its conversation and what it said. */
  message: z.object({ id: z.string(), conversationId: z.string(), text: z.string(), at: z.string() }).nullable(),
  response: z.object({ text: z.string(), by: z.string(), at: z.string() }).nullable(),
  /** The staff member handling it (staff only). */
  handler: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  files: z.array(complaintFile),
  history: z.array(complaintHistoryEntry),
  /** The reader's side. */
  side: z.enum(COMPLAINT_SIDES),
  /** What the reader may do now. */
  operations: z.array(z.enum(COMPLAINT_OPERATIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ComplaintRecord = z.infer<typeof complaintRecord>;

export const complaintSummary = complaintRecord.omit({ files: true, history: true, message: true, response: true });
export type ComplaintSummary = z.infer<typeof complaintSummary>;

export const complaintPage = z.object({
  items: z.array(complaintSummary.extend({ responded: z.boolean() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ComplaintPage = z.infer<typeof complaintPage>;

/** A complaint's number as people read it: R-2026-000042. */
export const complaintNumber = (sequence: number, year: string) => `R-${year}-${String(sequence).padStart(6, "0")}`;
