import { and, eq, notInArray } from "drizzle-orm";
import { ROLES, type RoleName } from "../shared/permissions.ts";
import type { Db } from "./client.ts";
import { rolePermissions, roles } from "./schema/index.ts";

/**
 * Writes the built-in roles of `src/shared/permissions.ts` to the database: the code decides
 * their permissions, the database holds them (roles, their role permissions, the users' roles)
 * for every query that needs them.
 * Idempotent; runs after the migrations at every boot.
 */
export async function syncBuiltInRoles(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [name, role] of Object.entries(ROLES) as [RoleName, (typeof ROLES)[RoleName]][]) {
      await tx.insert(roles).values({ id: role.id, name }).onConflictDoUpdate({ target: roles.id, set: { name } });
      await tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, role.id), notInArray(rolePermissions.permission, [...role.permissions])));
      await tx
        .insert(rolePermissions)
        .values(role.permissions.map((permission) => ({ roleId: role.id, permission })))
        .onConflictDoNothing();
    }
  });
}
