import { z } from "zod";
import { COMPLAINT_LIMITS } from "../../../shared/contracts/complaints.ts";
import { requiredText } from "../../../shared/contracts/fields.ts";

const reason = () =>
  requiredText({ min: COMPLAINT_LIMITS.reasonMin, max: COMPLAINT_LIMITS.reasonMax, multiLine: true });

/**
 * Staff's decision on the complaint's page: accept or reject (the button pressed), with the reason
 * both companies are mailed. Checked in the browser and again by the page's action; the service
 * checks it a third time (complaintStepInput).
 */
export const decisionForm = z.object({
  decision: z.enum(["accept", "reject"], { error: "invalidOption" }),
  reason: reason(),
});

/** Sending the company complained against back to verification: the reason its admins read. */
export const reverifyForm = z.object({ reason: reason() });

/** What a refused form keeps of the typed reason: all of it (1000 characters and a little over). */
export const KEEP = { keep: COMPLAINT_LIMITS.reasonMax + 100 };
