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
 * The features whose operations the server refuses today without the plan (operationIsRestricted);
 * the others are sold in plans ahead of their areas (the freight exchange's next slices).
 */
export const ENFORCED_FEATURES = ["advisor", "employees"] as const satisfies readonly RestrictionFeature[];

/** Restrictions a client has fetched stay valid for 2 hours. */
export const RESTRICTION_CACHE_MS = 2 * 60 * 60 * 1000;

/** Restrictions are expired when there is no expiry date or it is past. */
export const restrictionsExpired = (expireDate: Date | string | null | undefined, now = new Date()): boolean =>
  !expireDate || new Date(expireDate).getTime() <= now.getTime();

export interface RestrictionsState {
  features: RestrictionFeature[];
  expireDate: string | null;
  guidesLimit: number | null;
}

/** Whether the restrictions grant a feature now: granted and not expired. */
export const featureGranted = (state: RestrictionsState | null, feature: RestrictionFeature, now = new Date()) =>
  Boolean(state && !restrictionsExpired(state.expireDate, now) && state.features.includes(feature));

/** A cached copy is used while younger than RESTRICTION_CACHE_MS (and not from the future). */
export const restrictionCacheFresh = (fetchedAt: number, now = Date.now()) =>
  fetchedAt <= now && now - fetchedAt < RESTRICTION_CACHE_MS;
