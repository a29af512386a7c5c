import { z } from "zod";
import { COMPANY_STATUSES, USER_STATUSES } from "../statuses.ts";

/**
 * A company, its accounts, its subscription and its status history as the services return them
 * (dates as dates): the GraphQL types are these, and each transport only writes dates as ISO text.
 */

/** A company: the session's summary, or a row with its address, contacts and, for staff lists, its size. */
export const companyRecord = z.object({
  id: z.uuid(),
  name: z.string(),
  tin: z.string(),
  status: z.enum(COMPANY_STATUSES),
  street: z.string().nullable().optional(),
  postalCode: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  website: z.string().nullable().optional(),
  createdAt: z.date().optional(),
  userCount: z.number().int().optional(),
  /** How far the sign-up got (ADR 023: 0 started … 3 verified); staff only. */
  registrationStatus: z.number().int().min(0).max(3).optional(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

/** An account of a company, without secrets. */
export const employeeRecord = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  isBlocked: z.boolean(),
  isAdmin: z.boolean(),
  status: z.enum(USER_STATUSES),
  lastLoginAt: z.date().nullable(),
  createdAt: z.date(),
  /** Invited by the company admin and not accepted yet. */
  awaitsInvitation: z.boolean(),
});
export type EmployeeRecord = z.infer<typeof employeeRecord>;

/** What a company's plan grants, from when until when (no end: open-ended). */
export const subscriptionRecord = z.object({
  plan: z.string(),
  interval: z.string(),
  features: z.array(z.string()),
  guidesLimit: z.number().int().nullable(),
  startsAt: z.date(),
  expiresAt: z.date().nullable(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecord>;

/** One entry of the audit log: who changed a company's or a user's status, when, from what to what, and why. */
export const statusChangeRecord = z.object({
  id: z.uuid(),
  subject: z.enum(["company", "user", "document", "pricing", "order"]),
  action: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  reason: z.string().nullable(),
  createdAt: z.date(),
  actorName: z.string().nullable(),
  userEmail: z.string().nullable(),
});
export type StatusChangeRecord = z.infer<typeof statusChangeRecord>;

/** A document a company has handed in. */
export const companyDocumentRecord = z.object({ id: z.string(), name: z.string() });

/** Staff's view of one company. */
export const companyDetailRecord = z.object({
  company: companyRecord,
  users: z.array(employeeRecord),
  subscription: subscriptionRecord.nullable(),
  history: z.array(statusChangeRecord),
  documents: z.array(companyDocumentRecord),
});
export type CompanyDetailRecord = z.infer<typeof companyDetailRecord>;
