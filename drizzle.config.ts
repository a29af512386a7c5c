import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this: it writes SQL migrations from the schema.
// Migrations are applied by the server at boot (src/db/migrate.ts), never by an outside tool
// against a live PGlite directory (DESIGN §2).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
});
