import { z } from "zod";
import type { BusinessProfile, ProfileFact } from "../domain/advisor/profile.ts";
import { hasControlCharacters, INVALID_CHARACTERS } from "./text-rules.ts";

/**
 * The business profile's contract: what each fact may hold when the user corrects it. One schema
 * for the REST operation (OpenAPI), the domain service and the chat page's form, so the page shows
 * the same field errors the server would answer. Error messages are codes the page translates
 * (`chat.profile.errors.<code>`), as the other forms do.
 */

/** A monthly amount in złoty. */
export const PROFILE_AMOUNT_MAX = 100_000_000;
/** Founders and employees. */
export const PROFILE_COUNT_MAX = 10_000;
export const PROFILE_ACTIVITY_MIN = 2;
export const PROFILE_ACTIVITY_MAX = 200;
/**
 * The start date's range (ISO, compared as text): a business started long ago is still running;
 * a start further ahead than the end of the century is a typing mistake.
 */
export const PROFILE_START_MIN = "1950-01-01";
export const PROFILE_START_MAX = "2099-12-31";

/** `YYYY-MM-DD` naming a real day ("2027-02-30" is none). */
export const isIsoDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [+m[1]!, +m[2]!, +m[3]!];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
};

export const PROFILE_CHOICES = {
  stage: ["idea", "starting", "running"],
  customers: ["b2b", "b2c", "both"],
  legalForm: ["jdg", "sc", "spzoo", "psa", "undecided"],
  vatStatus: ["exempt", "active", "undecided"],
} as const satisfies Partial<Record<ProfileFact, readonly string[]>>;

const amount = z
  .number({ error: "notANumber" })
  .min(0, { error: "tooSmall" })
  .max(PROFILE_AMOUNT_MAX, { error: "tooLarge" });
const count = (min: number) =>
  z
    .number({ error: "notANumber" })
    .int({ error: "notAnInteger" })
    .min(min, { error: "tooSmall" })
    .max(PROFILE_COUNT_MAX, { error: "tooLarge" });
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: "invalidOption" });
const yesNo = z.boolean({ error: "invalidOption" });
/**
 * The business's first day: `YYYY-MM-DD`, or a month `YYYY-MM` kept as its first day (the guide's
 * plan starts in the month anyway). Anything else is `invalidDate`.
 */
const startDate = z
  .string({ error: "invalidDate" })
  .overwrite((s) => {
    const t = s.trim();
    return /^\d{4}-\d{2}$/.test(t) ? `${t}-01` : t;
  })
  .refine(isIsoDate, { error: "invalidDate", abort: true })
  .refine((s) => s >= PROFILE_START_MIN, { error: "dateTooEarly", abort: true })
  .refine((s) => s <= PROFILE_START_MAX, { error: "dateTooLate", abort: true });

/** Every fact, each optional; an unknown fact is refused. */
export const BusinessProfileSchema = z.strictObject(
  {
    stage: choice(PROFILE_CHOICES.stage).optional(),
    startDate: startDate.optional(),
    activity: z
      .string({ error: "required" })
      .overwrite((s) => s.replace(/\s+/g, " ").trim())
      .min(PROFILE_ACTIVITY_MIN, { error: "tooShort" })
      .max(PROFILE_ACTIVITY_MAX, { error: "tooLong" })
      // NUL and other controls (and a lone surrogate) cannot be stored in the profile's jsonb.
      .refine((value) => !hasControlCharacters(value), { error: INVALID_CHARACTERS })
      .optional(),
    customers: choice(PROFILE_CHOICES.customers).optional(),
    monthlyRevenue: amount.optional(),
    monthlyCosts: amount.optional(),
    founders: count(1).optional(),
    legalForm: choice(PROFILE_CHOICES.legalForm).optional(),
    employees: count(0).optional(),
    formerEmployerClient: yesNo.optional(),
    businessInLast60Months: yesNo.optional(),
    otherEmployment: yesNo.optional(),
    vatStatus: choice(PROFILE_CHOICES.vatStatus).optional(),
    fundingNeeds: yesNo.optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "unknownFact" : "invalidInputObject") },
);
// The schema's values are the profile's: a fact changed on one side only fails to compile here.
export const PROFILE_SCHEMA_MATCHES: [z.output<typeof BusinessProfileSchema>] extends [BusinessProfile]
  ? [Required<BusinessProfile>] extends [Required<z.output<typeof BusinessProfileSchema>>]
    ? true
    : never
  : never = true;

/** Every fact, in the order the panel, the advisor's summaries and the guide list them (the interview's fact names too). */
export const PROFILE_FACT_NAMES = [
  "activity",
  "stage",
  "startDate",
  "customers",
  "monthlyRevenue",
  "monthlyCosts",
  "founders",
  "legalForm",
  "employees",
  "formerEmployerClient",
  "businessInLast60Months",
  "otherEmployment",
  "vatStatus",
  "fundingNeeds",
] as const satisfies readonly ProfileFact[];
// A fact added to BusinessProfile but not listed here fails to compile.
export const PROFILE_FACT_NAMES_COMPLETE: [Exclude<ProfileFact, (typeof PROFILE_FACT_NAMES)[number]>] extends [never]
  ? true
  : never = true;

/** How the form edits each fact. */
export type FactKind = "text" | "amount" | "count" | "choice" | "yesNo" | "date";
export const FACT_KINDS: Record<ProfileFact, FactKind> = {
  activity: "text",
  stage: "choice",
  startDate: "date",
  customers: "choice",
  monthlyRevenue: "amount",
  monthlyCosts: "amount",
  founders: "count",
  legalForm: "choice",
  employees: "count",
  formerEmployerClient: "yesNo",
  businessInLast60Months: "yesNo",
  otherEmployment: "yesNo",
  vatStatus: "choice",
  fundingNeeds: "yesNo",
};

export const ProfileFactSchema = z.enum(PROFILE_FACT_NAMES, { error: "unknownFact" });

/** The parts of a correction from the profile panel: facts to set and facts to remove. */
export const profileCorrectionFields = {
  set: BusinessProfileSchema.default({}),
  remove: z.array(ProfileFactSchema).max(PROFILE_FACT_NAMES.length, { error: "tooLong" }).default([]),
};

/** A fact may not be both set and removed. */
export const refineCorrection = (
  value: { set: Partial<Record<ProfileFact, unknown>>; remove: ProfileFact[] },
  ctx: z.RefinementCtx,
) => {
  for (const fact of value.remove)
    if (value.set[fact] !== undefined) ctx.addIssue({ code: "custom", path: ["set", fact], message: "setAndRemoved" });
};

/** A correction from the profile panel; `set` holds the checked values (activity with its spaces tidied). */
export const ProfileCorrectionSchema = z.object(profileCorrectionFields).superRefine(refineCorrection);
export type ProfileCorrection = { set: BusinessProfile; remove: ProfileFact[] };

/** zod issues as the REST error's field map (`{ "set.monthlyRevenue": ["tooLarge"] }`), as fieldsFromZod keys them. */
export function correctionFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** The correction checked: its values, or the field errors (keyed `set.<fact>` / `remove`). */
export function checkCorrection(
  input: unknown,
): { ok: true; value: ProfileCorrection } | { ok: false; fields: Record<string, string[]> } {
  const result = ProfileCorrectionSchema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data as ProfileCorrection }
    : { ok: false, fields: correctionFieldErrors(result.error.issues) };
}
