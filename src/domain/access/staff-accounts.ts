import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userRoles, users } from "../../db/schema/index.ts";
import { ROLES } from "../../shared/permissions.ts";

/** Active portal staff accounts (they hear about help requests and new companies). */
export const staffAccounts = (db: Db) =>
  db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLES.portalStaff.id)))
    .where(and(eq(users.isActive, true), eq(users.isBlocked, false)));
