import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { companies, statusChanges, users } from "../../db/schema/index.ts";
import { searchPhraseTooShort } from "../../shared/contracts/company.ts";
import type { CompanyStatus } from "../../shared/statuses.ts";
import { isUuid } from "../../shared/uuid.ts";
import { requirePermission } from "../access/require-permission.ts";
import { currentSubscription } from "../access/restrictions.service.ts";
import type { Actor } from "../access/actor.ts";
import { AppError } from "../errors.ts";
import { employeesOfCompany } from "./employees.service.ts";

export const COMPANIES_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

const likePattern = (phrase: string) => `%${phrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A phrase, when given, has at least 3 characters. */
function phraseOf(raw: string | null | undefined): string | null {
  if (searchPhraseTooShort(raw)) throw new AppError("phraseMustBeAtLeast3");
  return raw?.trim() ? raw.trim().slice(0, 200) : null;
}

/** A company matches a phrase by name, NIP (digits) or one of its users' e-mail addresses. */
function matching(phrase: string): SQL {
  const digits = phrase.replace(/[\s-]/g, "");
  return or(
    ilike(companies.name, likePattern(phrase)),
    /^\d+$/.test(digits) ? ilike(companies.tin, likePattern(digits)) : undefined,
    inArray(
      companies.id,
      sql`(select ${users.companyId} from ${users} where ${users.email} ilike ${likePattern(phrase)})`,
    ),
  )!;
}

/**
 * Staff: companies by phrase and status, newest first, paged. `awaitingVerification` keeps the
 * not-verified companies with an open verification order, the oldest order first (spec §9: the
 * result is due within 14 days).
 */
export async function listCompanies(
  db: Db,
  actor: Actor | null,
  input: {
    phrase?: string | null;
    status?: CompanyStatus | null;
    awaitingVerification?: boolean | null;
    page?: number | null;
    pageSize?: number | null;
  },
) {
  requirePermission(actor, "viewCompanies");
  const phrase = phraseOf(input.phrase);
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(input.pageSize ?? COMPANIES_PAGE_SIZE)));
  const where = and(
    phrase ? matching(phrase) : undefined,
    input.status ? eq(companies.status, input.status) : undefined,
    input.awaitingVerification
      ? and(eq(companies.status, "not_verified"), isNotNull(companies.verificationRequestedAt))
      : undefined,
  );
  const order = input.awaitingVerification
    ? [asc(companies.verificationRequestedAt), asc(companies.name)]
    : [desc(companies.createdAt), asc(companies.name)];
  const [total] = await db.select({ n: count() }).from(companies).where(where);
  // Joined, not a correlated subquery: in a one-table select Drizzle leaves `${companies.id}`
  // unqualified, and inside `from users` it named users.id (0 users for every company).
  const userCounts = db
    .select({ companyId: users.companyId, n: count().as("n") })
    .from(users)
    .groupBy(users.companyId)
    .as("user_counts");
  const items = await db
    .select({
      id: companies.id,
      name: companies.name,
      tin: companies.tin,
      status: companies.status,
      registrationStatus: companies.registrationStatus,
      city: companies.city,
      createdAt: companies.createdAt,
      verificationRequestedAt: companies.verificationRequestedAt,
      userCount: sql<number>`coalesce(${userCounts.n}, 0)::int`,
    })
    .from(companies)
    .leftJoin(userCounts, eq(userCounts.companyId, companies.id))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total: total?.n ?? 0, page, pageSize };
}

/** Staff: one company with its users, subscription and status history. */
export async function companyDetail(db: Db, actor: Actor | null, companyId: string, now = new Date()) {
  requirePermission(actor, "viewCompanies");
  if (!isUuid(companyId)) throw new AppError("companyNotFound");
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError("companyNotFound");
  const actorUser = alias(users, "actor_user");
  const subjectUser = alias(users, "subject_user");
  const history = await db
    .select({
      id: statusChanges.id,
      subject: statusChanges.subject,
      action: statusChanges.action,
      fromStatus: statusChanges.fromStatus,
      toStatus: statusChanges.toStatus,
      reason: statusChanges.reason,
      createdAt: statusChanges.createdAt,
      actorName: sql<string | null>`${actorUser.name} || ' ' || ${actorUser.surname}`,
      userEmail: subjectUser.email,
    })
    .from(statusChanges)
    .leftJoin(actorUser, eq(actorUser.id, statusChanges.actorId))
    .leftJoin(subjectUser, eq(subjectUser.id, statusChanges.userId))
    .where(eq(statusChanges.companyId, company.id))
    .orderBy(desc(statusChanges.createdAt))
    .limit(200);
  return {
    company,
    users: await employeesOfCompany(db, company.id),
    subscription: await currentSubscription(db, company.id, now),
    history,
    /** Company documents arrive with their own issue; the list is empty until then. */
    documents: [] as { id: string; name: string }[],
  };
}

/** Members (spec /companies/find): verified companies by name or NIP, public details only. */
export async function findCompanies(db: Db, actor: Actor | null, rawPhrase: string) {
  requirePermission(actor, "findCompanies");
  const phrase = phraseOf(rawPhrase);
  if (!phrase) throw new AppError("phraseMustBeAtLeast3");
  const digits = phrase.replace(/[\s-]/g, "");
  return db
    .select({ id: companies.id, name: companies.name, tin: companies.tin, city: companies.city })
    .from(companies)
    .where(
      and(
        eq(companies.status, "verified"),
        or(
          ilike(companies.name, likePattern(phrase)),
          /^\d+$/.test(digits) ? ilike(companies.tin, likePattern(digits)) : undefined,
        ),
      ),
    )
    .orderBy(asc(companies.name))
    .limit(20);
}
