import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import {
  type CompanyDetailsInput,
  companyDetailsSchema,
  normalizedCompanyDetails,
} from "../../shared/contracts/company.ts";
import { fieldErrorsOf } from "../../shared/contracts/fields.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { restrictionsOf } from "../access/restrictions.service.ts";
import type { Actor } from "../access/actor.ts";
import { AppError } from "../errors.ts";

/** The actor's own company (members see their own company's data only), with its restrictions. */
export async function myCompany(db: Db, actor: Actor | null, now = new Date()) {
  requirePermission(actor, "viewOwnCompany");
  const companyId = actorCompanyId(actor);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError("companyNotFound");
  return { company, restrictions: await restrictionsOf(db, actor, now) };
}

/**
 * A company admin changes the address and contacts of their own company. Naming another company
 * answers deniedUpdateOfCompany; invalid fields are refused whole with their codes.
 */
export async function updateCompany(
  db: Db,
  actor: Actor | null,
  input: CompanyDetailsInput & { companyId?: string | null },
) {
  requirePermission(actor, "editOwnCompany");
  const own = actorCompanyId(actor);
  if (input.companyId && input.companyId !== own) throw new AppError("deniedUpdateOfCompany");
  const fields = fieldErrorsOf(companyDetailsSchema, input);
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  const [company] = await db
    .update(companies)
    .set(normalizedCompanyDetails(input))
    .where(eq(companies.id, own))
    .returning();
  if (!company) throw new AppError("companyNotFound");
  return company;
}
