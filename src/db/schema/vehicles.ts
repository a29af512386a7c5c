import { sql } from "drizzle-orm";
import { boolean, check, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { BODY_TYPES } from "../../shared/body-types.ts";
import { VEHICLE_KINDS } from "../../shared/contracts/vehicles.ts";
import { companies, users } from "./accounts.ts";

/**
 * A company's vehicle (DESIGN §7 vehicles): its registration number normalised (upper case, no
 * spaces or dashes) and unique within the company; kind and body type; capacities; ADR; a
 * temperature range for a refrigerated body. Vehicle offers will point at these rows.
 */
export const vehicles = pgTable(
  "vehicles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    registrationNumber: text("registration_number").notNull(),
    kind: text("kind", { enum: VEHICLE_KINDS }).notNull(),
    bodyType: text("body_type", { enum: BODY_TYPES }).notNull(),
    payloadKg: integer("payload_kg").notNull(),
    volumeM3: numeric("volume_m3", { precision: 7, scale: 2, mode: "number" }),
    loadingMetres: numeric("loading_metres", { precision: 5, scale: 2, mode: "number" }),
    palletPlaces: integer("pallet_places"),
    adr: boolean("adr").notNull().default(false),
    temperatureMin: integer("temperature_min"),
    temperatureMax: integer("temperature_max"),
    notes: text("notes"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vehicles_company_registration_idx").on(t.companyId, t.registrationNumber),
    check("vehicles_temperature_range", sql`${t.temperatureMin} <= ${t.temperatureMax}`),
  ],
);
