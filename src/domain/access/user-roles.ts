import { and, type AnyColumn, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rolePermissions, roles, userRoles } from "../../db/schema/index.ts";
import { hasRole, ROLES, type UserRole, userRole } from "../../shared/permissions.ts";

interface RoleRow {
  id: number;
  name: string;
  permissions: string[];
}

/**
 * A user's roles with their permissions, as one correlated subquery, so loading the acting user
 * stays one round trip (`toUserRoles` turns it into userRoles with role permissions).
 */
export const rolesOfUserSql = (userId: AnyColumn) => sql<RoleRow[] | string>`(
  select coalesce(json_agg(json_build_object(
    'id', r.id,
    'name', r.name,
    'permissions', (select coalesce(json_agg(rp.permission order by rp.permission), '[]'::json)
                    from ${rolePermissions} rp where rp.role_id = r.id)
  ) order by r.id), '[]'::json)
  from ${userRoles} ur join ${roles} r on r.id = ur.role_id
  where ur.user_id = ${userId})`;

/** node-postgres parses json; PGlite may hand back text. */
export function toUserRoles(value: RoleRow[] | string | null | undefined): UserRole[] {
  const rows: RoleRow[] = typeof value === "string" ? (JSON.parse(value) as RoleRow[]) : (value ?? []);
  return rows.map((r) => userRole(r.id, r.name, r.permissions));
}

export const isStaffRoles = (r: UserRole[]) => hasRole(r, "portalStaff");
export const isCompanyAdminRoles = (r: UserRole[]) => hasRole(r, "companyAdmin");

/** The company roles of an employee: member, and admin when `isAdmin`. */
export async function setCompanyRoles(db: Db, userId: string, isAdmin: boolean): Promise<void> {
  await db.insert(userRoles).values({ userId, roleId: ROLES.companyMember.id }).onConflictDoNothing();
  if (isAdmin) await db.insert(userRoles).values({ userId, roleId: ROLES.companyAdmin.id }).onConflictDoNothing();
  else await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, ROLES.companyAdmin.id)));
}
