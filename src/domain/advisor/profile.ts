/** What the advisor keeps about the user's business, filled from the interview and the chat. */
export interface BusinessProfile {
  stage?: "idea" | "starting" | "running";
  activity?: string;
  customers?: "b2b" | "b2c" | "both";
  legalForm?: "jdg" | "sc" | "spzoo" | "psa" | "undecided";
  founders?: number;
  monthlyRevenue?: number;
  monthlyCosts?: number;
  employees?: number;
  formerEmployerClient?: boolean;
  businessInLast60Months?: boolean;
  otherEmployment?: boolean;
  vatStatus?: "exempt" | "active" | "undecided";
  fundingNeeds?: boolean;
  /**
   * The business's first day, ISO `YYYY-MM-DD`. A month without a day ("od marca", "in July") is
   * kept as its first day, so the fact is always a whole date; the guide's plan starts in its month.
   */
  startDate?: string;
}
export type ProfileFact = keyof BusinessProfile;

/** Every fact the profile keeps, by name (all an evaluation item's `records` may name). */
export const PROFILE_FACTS = Object.keys({
  stage: 1,
  activity: 1,
  customers: 1,
  legalForm: 1,
  founders: 1,
  monthlyRevenue: 1,
  monthlyCosts: 1,
  employees: 1,
  formerEmployerClient: 1,
  businessInLast60Months: 1,
  otherEmployment: 1,
  vatStatus: 1,
  fundingNeeds: 1,
  startDate: 1,
} satisfies Record<ProfileFact, 1>) as ProfileFact[];

/** The business description as the profile keeps it. */
export const activityOf = (text: string) => text.trim().replace(/\s+/g, " ").slice(0, 200);

/** The order the advisor asks in: what decides the legal form, taxes and ZUS first. */
export const PROFILE_QUESTIONS: ProfileFact[] = [
  "activity",
  "monthlyRevenue",
  "monthlyCosts",
  "customers",
  "businessInLast60Months",
  "formerEmployerClient",
  "otherEmployment",
  "employees",
  "founders",
  "fundingNeeds",
  "startDate",
];

/** Asked only of a business being started: an idea has no date yet, a running business is past it. */
const askable = (fact: ProfileFact, profile: BusinessProfile) => fact !== "startDate" || profile.stage === "starting";

/** The next fact to ask for, or null when the profile has all the advisor needs. */
export const nextQuestion = (profile: BusinessProfile): ProfileFact | null =>
  PROFILE_QUESTIONS.find((fact) => profile[fact] === undefined && askable(fact, profile)) ?? null;

/** Facts merge over earlier ones; a later statement wins. */
export const mergeProfile = (profile: BusinessProfile, facts: Partial<BusinessProfile>): BusinessProfile => ({
  ...profile,
  ...Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)),
});
