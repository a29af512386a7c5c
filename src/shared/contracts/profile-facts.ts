import { z } from "zod";
import type { BusinessProfile, ProfileFact } from "../../domain/advisor/profile.ts";
import { BusinessProfileSchema, FACT_KINDS, PROFILE_FACT_NAMES } from "../business-profile.ts";
import { parseAmount } from "../format.ts";

/**
 * The chat's profile form: one text field per fact of the business profile, read as people type
 * (amounts in either language's way, yes/no from a list) and checked by the profile's own schema,
 * the one the correction operation and the domain apply. Messages are the profile's codes
 * (`chat.profile.errors.<code>`).
 */

/**
 * A fact's text as its value: amounts and counts as numbers (an unreadable one NaN, which the
 * schema refuses as `notANumber`), yes/no as a boolean, anything else as typed.
 */
export function factValue(fact: ProfileFact, text: string): unknown {
  const kind = FACT_KINDS[fact];
  if (kind === "amount" || kind === "count") return parseAmount(text) ?? Number.NaN;
  if (kind === "yesNo") return text === "true" ? true : text === "false" ? false : text;
  return text;
}

/** An empty field (or only spaces) holds no fact. */
const factField = (fact: ProfileFact) =>
  z
    .string()
    .optional()
    .transform((text) => (text?.trim() ? factValue(fact, text.trim()) : undefined))
    .pipe(BusinessProfileSchema.shape[fact] as z.ZodType<unknown>);

/** The profile form: each fact's field, empty or a value the profile may hold. */
export const profileFactsFormSchema = z
  .object(Object.fromEntries(PROFILE_FACT_NAMES.map((fact) => [fact, factField(fact)])))
  .transform((values) => values as Partial<BusinessProfile>);

/** What the form's fields show for a stored profile. */
export const profileFormValues = (profile: BusinessProfile): Record<ProfileFact, string> =>
  Object.fromEntries(
    PROFILE_FACT_NAMES.map((fact) => [fact, profile[fact] === undefined ? "" : String(profile[fact])]),
  ) as Record<ProfileFact, string>;

/**
 * The form's values as a correction of the stored profile (the correction operation's body): a
 * field emptied removes its fact, a changed one sets it, an unchanged one is left out.
 */
export function correctionOf(values: Partial<BusinessProfile>, profile: BusinessProfile) {
  const set: Partial<Record<ProfileFact, unknown>> = {};
  const remove: ProfileFact[] = [];
  for (const fact of PROFILE_FACT_NAMES) {
    const value = values[fact];
    if (value === undefined) {
      if (profile[fact] !== undefined) remove.push(fact);
    } else if (value !== profile[fact]) set[fact] = value;
  }
  return { set, remove };
}

/**
 * The correction operation's field errors (`set.<fact>`) as the form's, by fact; anything that
 * belongs to no fact (`remove`, `_`) is the form's own.
 */
export function formErrorsOf(fields: Record<string, string[]>) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [key, codes] of Object.entries(fields)) {
    const fact = key.replace(/^set\./, "");
    if ((PROFILE_FACT_NAMES as readonly string[]).includes(fact)) fieldErrors[fact] = codes;
    else formErrors.push(...codes);
  }
  return { fieldErrors, formErrors };
}
