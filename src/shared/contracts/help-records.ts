import { z } from "zod";
import { HELP_REQUEST_STATUSES } from "../help-request-statuses.ts";

/** A help request and its history as the services return them to staff (dates as dates). */

const status = z.enum(HELP_REQUEST_STATUSES);

/** A help request, with the name of the staff member it is assigned to when it is. */
export const helpRequestRecord = z.object({
  id: z.uuid(),
  /** The account it came from; null from a guest. */
  userId: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  locale: z.string(),
  status,
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable().optional(),
  assigneeSurname: z.string().nullable().optional(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type HelpRequestRecord = z.infer<typeof helpRequestRecord>;

/** One entry of a request's history: a status change, a reply (its text and mail) or an assignment. */
export const helpEventRecord = z.object({
  id: z.uuid(),
  action: z.string(),
  fromStatus: status,
  toStatus: status,
  message: z.string().nullable(),
  createdAt: z.date(),
  actorName: z.string().nullable(),
  actorSurname: z.string().nullable(),
  assigneeName: z.string().nullable(),
  assigneeSurname: z.string().nullable(),
  mailId: z.uuid().nullable(),
  mailSentAt: z.date().nullable(),
  mailError: z.string().nullable(),
});
export type HelpEventRecord = z.infer<typeof helpEventRecord>;

/** A staff member a request can be assigned to. */
export const staffMemberRecord = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** Staff's view of one request. */
export const helpRequestDetailRecord = z.object({
  request: helpRequestRecord,
  events: z.array(helpEventRecord),
  staff: z.array(staffMemberRecord),
});
export type HelpRequestDetailRecord = z.infer<typeof helpRequestDetailRecord>;
