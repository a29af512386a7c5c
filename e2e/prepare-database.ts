// Test-only: run by the e2e web server's command before the server starts (playwright.config.ts),
// on the e2e run's own embedded database (DATA_DIR/pglite; playwright.config.ts clears DATABASE_URL). It makes the journeys' staff
// accounts (e2e/staff-accounts.ts) with the portalStaff role, as the demo seed makes its own. The
// portal has no route that makes staff, and this script is no part of the server.
import path from "node:path";
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { userRoles, users } from "../src/db/schema/index.ts";
import { hashPassword } from "../src/domain/accounts/password.ts";
import { ROLES } from "../src/shared/permissions.ts";
import { E2E_STAFF, E2E_STAFF_PASSWORD } from "./staff-accounts.ts";

const dataDir = process.env.DATA_DIR;
if (!dataDir || process.env.DATABASE_URL)
  throw new Error("prepare-database: only the e2e run's DATA_DIR, never DATABASE_URL");
const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
try {
  await migrate(database);
  const passwordHash = await hashPassword(E2E_STAFF_PASSWORD);
  await database.db.transaction(async (tx) => {
    for (const account of Object.values(E2E_STAFF)) {
      const [made] = await tx
        .insert(users)
        .values({ ...account, passwordHash, isActive: true })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (made) await tx.insert(userRoles).values({ userId: made.id, roleId: ROLES.portalStaff.id });
    }
  });
} finally {
  await database.close();
}
