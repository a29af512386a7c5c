/**
 * Restrictions: a company's subscription grants features until an expiry date.
 * Pure rules shared by the domain (authoritative) and the UI (hiding what cannot be done).
 */

/**
 * The features a subscription can grant, with their stable restrictionFeatureId: the one list
 * plans are made of (the advisor's limit is its guides per month; the others' a number of each).
 */
export const RESTRICTION_FEATURES = {
  advisor: 1,
  employees: 2,
  offers: 3,
  vehicles: 4,
  conversations: 5,
  transactions: 6,
  documents: 7,
} as const;
export type RestrictionFeature = keyof typeof RESTRICTION_FEATURES;
export const RESTRICTION_FEATURE_NAMES = Object.keys(RESTRICTION_FEATURES) as RestrictionFeature[];

/**
 * Every gated operation, by name, with the feature it needs: the one list the server checks
 * (`requireOperation` in src/domain/access/restrictions.service.ts refuses with
 * operationIsRestricted) and an integration test enumerates (tests/integration/gated-operations),
 * so an operation added here without its check, or a check without its entry, fails the suite.
 * Transactions (issue 28) are gated where a deal starts: proposing a price. The chat itself is
 * not a plan feature (it answers everyone signed in); the advisor's plan feature is its guides.
 */
export const GATED_OPERATIONS = {
  /** A guide from the conversation (and the plan's guides per month). */
  requestGuide: "advisor",
  /** A failed guide made again (still counted in the month it was first asked for). */
  retryGuide: "advisor",
  /** An employee account added by the company admin (an invitation). */
  addEmployee: "employees",
  /** A company document created. */
  createDocument: "documents",
  /** A file uploaded to a company document. */
  uploadDocumentFile: "documents",
  /** A vehicle added to the company's fleet (editing and deleting one stay allowed). */
  addVehicle: "vehicles",
  /** A load or vehicle offer posted on the exchange (a duplicate too); editing and archiving stay allowed. */
  postOffer: "offers",
  /**
   * Other companies' offers read on the exchange: the search, another company's offer, the matches
   * and the pinned list. The company's own offers and its archive stay readable (and editable).
   */
  readOffers: "offers",
  /** A conversation started with another company (reading, archiving and read markers stay allowed). */
  startConversation: "conversations",
  /** A message written in a conversation. */
  sendMessage: "conversations",
  /**
   * A price proposed or countered on the exchange (issue 28). Accepting, rejecting, withdrawing and a
   * transaction's steps stay allowed: what was offered or agreed is seen through.
   */
  proposePrice: "transactions",
} as const satisfies Record<string, RestrictionFeature>;
export type GatedOperation = keyof typeof GATED_OPERATIONS;
export const GATED_OPERATION_NAMES = Object.keys(GATED_OPERATIONS) as GatedOperation[];

/**
 * Features a company still under verification (not_verified) uses without a plan: the documents
 * verification needs (no subscription exists before it; the trial starts when staff verify).
 * Ordering verification is therefore not a gated operation either: it is only possible then.
 */
export const FREE_BEFORE_VERIFICATION: readonly RestrictionFeature[] = ["documents"];

/** The features whose operations the server refuses without the plan (from GATED_OPERATIONS). */
export const ENFORCED_FEATURES: readonly RestrictionFeature[] = [...new Set(Object.values(GATED_OPERATIONS))];

/** Whether the plan's feature is needed now by a company in `status` (see FREE_BEFORE_VERIFICATION). */
export const featureNeedsPlan = (feature: RestrictionFeature, companyStatus: string | null | undefined) =>
  !(companyStatus === "not_verified" && FREE_BEFORE_VERIFICATION.includes(feature));

/** What a company awaiting verification cannot use yet (its notice names these). */
export const LOCKED_BEFORE_VERIFICATION = ENFORCED_FEATURES.filter((f) => featureNeedsPlan(f, "not_verified"));

/** Restrictions a client has fetched stay valid for 2 hours. */
export const RESTRICTION_CACHE_MS = 2 * 60 * 60 * 1000;

/** Restrictions are expired when there is no expiry date or it is past. */
export const restrictionsExpired = (expireDate: Date | string | null | undefined, now = new Date()): boolean =>
  !expireDate || new Date(expireDate).getTime() <= now.getTime();

export interface RestrictionsState {
  features: RestrictionFeature[];
  expireDate: string | null;
  guidesLimit: number | null;
  /** Guides are counted against guidesLimit from this moment (the month's, or the trial's start). */
  guidesSince?: string | null;
}

/** Whether the restrictions grant a feature now: granted and not expired. */
export const featureGranted = (state: RestrictionsState | null, feature: RestrictionFeature, now = new Date()) =>
  Boolean(state && !restrictionsExpired(state.expireDate, now) && state.features.includes(feature));

/** A cached copy is used while younger than RESTRICTION_CACHE_MS (and not from the future). */
export const restrictionCacheFresh = (fetchedAt: number, now = Date.now()) =>
  fetchedAt <= now && now - fetchedAt < RESTRICTION_CACHE_MS;

/**
 * Whether a gated operation is allowed now: the rule the server refuses by (requireOperation)
 * and the pages hide or disable the action by.
 */
export const operationAllowed = (
  state: RestrictionsState | null,
  operation: GatedOperation,
  companyStatus: string | null | undefined,
  now = new Date(),
) => {
  const feature = GATED_OPERATIONS[operation];
  return !featureNeedsPlan(feature, companyStatus) || featureGranted(state, feature, now);
};
