import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import type { RegistrationStatus } from "../../shared/registration-statuses.ts";

/**
 * Moves a company's registration status up to `status` (docs/decisions/023): never back, so a
 * late or repeated event (a second confirmation, a restarted verification) changes nothing.
 */
export async function advanceRegistrationStatus(db: Db, companyId: string, status: RegistrationStatus) {
  await db
    .update(companies)
    .set({ registrationStatus: status })
    .where(and(eq(companies.id, companyId), lt(companies.registrationStatus, status)));
}
