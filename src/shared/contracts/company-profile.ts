import { ratingSummary } from "./ratings.ts";
import { z } from "zod";
import { COMPANY_STATUSES } from "../statuses.ts";
import { COMPANY_LIST_KINDS, OFFER_KINDS, OFFER_VISIBILITIES } from "./offers.ts";

/**
 * A company's public profile (DESIGN §7: `/companies/find` + a public profile per company; issue
 * 26): what any member of the exchange may read of a verified company, as the service returns it
 * (dates as dates) and as REST writes it (ISO text), with its ratings and accepted complaints.
 */

/** How many of the company's offers the profile lists (the count covers all of them). */
export const PROFILE_OFFERS_SHOWN = 10;

const place = z.object({ country: z.string(), postalCode: z.string(), city: z.string() });

/** One active offer of the company, shown to the reader: enough for a line with a link. */
export const profileOffer = z.object({
  id: z.uuid(),
  kind: z.enum(OFFER_KINDS),
  origin: place,
  dest: place.nullable(),
  loadFrom: z.string(),
  loadTo: z.string().nullable(),
  weightKg: z.number(),
  visibility: z.enum(OFFER_VISIBILITIES),
});
export type ProfileOffer = z.infer<typeof profileOffer>;

/**
 * What the reader's company sees of another on the exchange: the other's active offers shown to it
 * (public, or private naming it; none when either denies the other), and the reader's own list
 * entry for the other (null: on neither list).
 */
export const companyExchange = z.object({
  offers: z.object({ count: z.number().int(), items: z.array(profileOffer) }),
  list: z.enum(COMPANY_LIST_KINDS).nullable(),
});
export type CompanyExchange = z.infer<typeof companyExchange>;

export const companyProfileRecord = z.object({
  id: z.uuid(),
  name: z.string(),
  tin: z.string(),
  city: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  /** When staff last confirmed the verification (null: verified before the portal kept the date). */
  verifiedAt: z.date().nullable(),
  /** When the company joined the portal. */
  memberSince: z.date(),
  /** The reader's own company. */
  own: z.boolean(),
  ...companyExchange.shape,
  ratings: ratingSummary,
  complaints: z.object({ count: z.number().int() }),
});
export type CompanyProfileRecord = z.infer<typeof companyProfileRecord>;

/** The profile on the wire: dates as ISO text. */
export const wireCompanyProfile = (p: CompanyProfileRecord) => ({
  ...p,
  verifiedAt: p.verifiedAt?.toISOString() ?? null,
  memberSince: p.memberSince.toISOString(),
});
