import { ratingSummaryOf } from "../deals/ratings.service.ts";
import { acceptedComplaintsOf } from "../complaints/complaints.service.ts";
import { and, desc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, statusChanges } from "../../db/schema/index.ts";
import type { CompanyExchange, CompanyProfileRecord } from "../../shared/contracts/company-profile.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { AppError } from "../errors.ts";

/** The exchange's part of a profile, read by the offers feature (handed in by the composition). */
export type CompanyExchangeReader = (actor: Actor, companyId: string) => Promise<CompanyExchange>;

export interface ProfileDeps {
  db: Db;
  companyExchange: CompanyExchangeReader;
}

/**
 * A company's public profile (DESIGN §7; issue 26): the companies `/companies/find` shows
 * (verified ones) and the reader's own, to members of a company (findCompanies and
 * viewOwnCompany: the offers on it are the exchange's, shown as the exchange shows them). Any
 * other id, a uuid or not, is companyNotFound. Its name, NIP and city as the register gave them,
 * when staff confirmed its verification, when it joined, its offers shown to the reader, the
 * reader's list entry for it, and the summaries of its ratings (earned by completed transactions,
 * src/domain/deals) and its accepted complaints of the last 12 months (src/domain/complaints). The register import keeps no owners or management, so the profile names
 * none and no change of them.
 */
export async function companyProfile(
  { db, companyExchange }: ProfileDeps,
  actor: Actor | null,
  companyId: string,
): Promise<CompanyProfileRecord> {
  requirePermission(actor, "findCompanies");
  requirePermission(actor, "viewOwnCompany");
  const reader = actorCompanyId(actor);
  if (!isUuid(companyId)) throw new AppError("companyNotFound");
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      tin: companies.tin,
      city: companies.city,
      status: companies.status,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(and(eq(companies.id, companyId), or(eq(companies.status, "verified"), eq(companies.id, reader))));
  if (!company) throw new AppError("companyNotFound");
  // The latest confirmation: a suspension lifted (RESTORE) does not verify the company again.
  const [confirmed] =
    company.status === "verified"
      ? await db
          .select({ at: statusChanges.createdAt })
          .from(statusChanges)
          .where(
            and(
              eq(statusChanges.companyId, company.id),
              eq(statusChanges.subject, "company"),
              eq(statusChanges.action, "CONFIRM"),
            ),
          )
          .orderBy(desc(statusChanges.createdAt))
          .limit(1)
      : [];
  const exchange = await companyExchange(actor, company.id);
  return {
    id: company.id,
    name: company.name,
    tin: company.tin,
    city: company.city,
    status: company.status,
    verifiedAt: confirmed?.at ?? null,
    memberSince: company.createdAt,
    own: company.id === reader,
    offers: exchange.offers,
    // The own company is on none of its own lists.
    list: company.id === reader ? null : exchange.list,
    ratings: await ratingSummaryOf(db, company.id, new Date()),
    complaints: { count: await acceptedComplaintsOf(db, company.id, new Date()) },
  };
}
