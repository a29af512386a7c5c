import { EMAIL_PATTERN } from "./sign-up-rules.ts";

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

/** Field error codes for the help forms (the server's check; the page shows the same codes). */
export function helpFieldErrors(input: HelpInput, guest: boolean): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (field: string, code: string) => (fields[field] ??= []).push(code);
  if (guest) {
    if (!input.name.trim()) add("name", "required");
    else if (input.name.length > 200) add("name", "tooLong");
    if (!input.email.trim()) add("email", "required");
    else if (input.email.length > 320 || !EMAIL_PATTERN.test(input.email.trim())) add("email", "email");
  }
  if (!(HELP_FORM_TOPICS as readonly string[]).includes(input.topic)) add("topic", "required");
  const message = input.message.trim();
  if (!message) add("message", "required");
  else if (message.length < HELP_MESSAGE_MIN) add("message", "tooShort");
  else if (message.length > HELP_MESSAGE_MAX) add("message", "tooLong");
  return fields;
}
