import { z } from "zod";
import { COMPANY_STATUSES } from "../statuses.ts";
import type { DocumentType } from "./documents.ts";

/**
 * Ordering verification (spec §2 "order verification", §9 "the result within 14 days"): the
 * documents a company needs first, the state its page shows, and the deadline staff see. The rule
 * itself (which documents count) is applied by the domain (src/domain/documents/verification.ts).
 */

/** Spec §9: staff give the result within 14 days of the order. */
export const VERIFICATION_DAYS = 14;

/** The document types that need at least one file before verification can be ordered. */
export const VERIFICATION_REQUIRED_TYPES = ["companyRegistration", "tax"] as const satisfies readonly DocumentType[];
export type VerificationRequiredType = (typeof VERIFICATION_REQUIRED_TYPES)[number];

const DAY_MS = 86_400_000;

/** The day the result is due: the order's moment plus 14 days. */
export const verificationDeadline = (requestedAt: Date): Date =>
  new Date(requestedAt.getTime() + VERIFICATION_DAYS * DAY_MS);

/**
 * Days left until the deadline, a part of a day counted whole: 14 when just ordered, 1 on its last
 * day, negative once it has passed (-1 on the first day overdue).
 */
export function verificationDaysLeft(requestedAt: Date, now: Date): number {
  const days = (verificationDeadline(requestedAt).getTime() - now.getTime()) / DAY_MS;
  return days >= 0 ? Math.ceil(days) : -Math.ceil(-days);
}

/** The company's verification as its page shows it: the checklist, whether it may order, the open order. */
export const verificationStateRecord = z.object({
  checklist: z.array(z.object({ type: z.enum(VERIFICATION_REQUIRED_TYPES), met: z.boolean() })),
  /** Every item of the checklist is met, the company is not verified and no order is open. */
  canRequest: z.boolean(),
  /** The company's status: only a not-verified company orders verification. */
  companyStatus: z.enum(COMPANY_STATUSES),
  requestedAt: z.date().nullable(),
  deadline: z.date().nullable(),
});
export type VerificationState = z.infer<typeof verificationStateRecord>;
