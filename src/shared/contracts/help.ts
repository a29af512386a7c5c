import { z } from "zod";
import { HELP_REPLY_MAX, HELP_REPLY_MIN } from "../help-request-statuses.ts";
import { email, REQUIRED, requiredText } from "./fields.ts";

/** Topics a user can choose (deletion is raised from the profile page). */
export const HELP_FORM_TOPICS = ["signIn", "activation", "password", "account", "guides", "other"] as const;
export const HELP_MESSAGE_MIN = 10;
export const HELP_MESSAGE_MAX = 5000;

export interface HelpInput {
  name: string;
  email: string;
  topic: string;
  message: string;
}

const message = () => requiredText({ min: HELP_MESSAGE_MIN, max: HELP_MESSAGE_MAX, multiLine: true });
const topic = () => z.enum(HELP_FORM_TOPICS, { error: REQUIRED });

/** A signed-in user's help request: the account gives the name and the address. */
export const helpRequestSchema = z.object({ topic: topic(), message: message() });

/** A guest's help request, who gives a name and an address to answer. */
export const guestHelpRequestSchema = helpRequestSchema.extend({
  name: requiredText({ max: 200 }),
  email: email(),
});

/** Staff answer a help request by mail (and may close it with the same submit). */
export const helpReplySchema = z.object({
  message: requiredText({ min: HELP_REPLY_MIN, max: HELP_REPLY_MAX, multiLine: true }),
  close: z.boolean().optional(),
});
