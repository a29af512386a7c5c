import { eq } from "drizzle-orm";
import { PLAN_FEATURES } from "../domain/access/plans.ts";
import { ROLES } from "../shared/permissions.ts";
import type { Db } from "./client.ts";
import { seedDemoOffers } from "./seed-offers.ts";
import { seedDemoDeal } from "./seed-deals.ts";
import { companies, subscriptions, userRoles, users, vehicles } from "./schema/index.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type NewVehicle = Omit<typeof vehicles.$inferInsert, "companyId">;

/**
 * A second demo company (a carrier with an admin of its own, fictitious NIP with a valid checksum),
 * so the exchange has two sides to try and isolation can be seen in the browser; and a few
 * vehicles of each demo company (docs/decisions/027).
 */
export const DEMO_FLEET = {
  carrier: {
    company: { name: "Trans-Odra Spedycja Sp. z o.o.", tin: "8945123670", city: "Wrocław" },
    admin: { email: "marek@transodra.przewodnik.pl", name: "Marek", surname: "Lewandowski" },
  },
  demoVehicles: [
    { registrationNumber: "WX1234A", kind: "van", bodyType: "box", payloadKg: 1100, volumeM3: 14, palletPlaces: 8 },
    {
      registrationNumber: "WX5678C",
      kind: "tractorSemiTrailer",
      bodyType: "curtain",
      payloadKg: 24000,
      volumeM3: 90,
      loadingMetres: 13.6,
      palletPlaces: 33,
      adr: true,
    },
  ] satisfies NewVehicle[],
  carrierVehicles: [
    {
      registrationNumber: "DW4321K",
      kind: "tractorSemiTrailer",
      bodyType: "refrigerated",
      payloadKg: 22000,
      volumeM3: 86,
      loadingMetres: 13.6,
      palletPlaces: 33,
      temperatureMin: -25,
      temperatureMax: 12,
      notes: "Agregat dwukomorowy, rejestrator temperatury.",
    },
    { registrationNumber: "DW7788T", kind: "soloTruck", bodyType: "tipper", payloadKg: 12000, volumeM3: 18 },
    {
      registrationNumber: "DLE20PL",
      kind: "truckTrailer",
      bodyType: "curtain",
      payloadKg: 22000,
      volumeM3: 120,
      loadingMetres: 15.4,
      palletPlaces: 38,
    },
  ] satisfies NewVehicle[],
};

/** Vehicles of a company: the ones it has keep whatever was changed since (by registration number). */
async function seedVehiclesOf(tx: Tx, companyId: string, list: NewVehicle[]) {
  await tx
    .insert(vehicles)
    .values(list.map((v) => ({ ...v, companyId })))
    .onConflictDoNothing({ target: [vehicles.companyId, vehicles.registrationNumber] });
}

/** A demo company's year of the demo plan, unless it has a subscription already (idempotent). */
export async function ensureDemoSubscription(tx: Tx, companyId: string) {
  const [subscription] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .limit(1);
  if (subscription) return;
  const now = new Date();
  await tx.insert(subscriptions).values({
    companyId,
    plan: "demo",
    interval: "year",
    features: [...PLAN_FEATURES.demo!],
    guidesLimit: null,
    startsAt: now,
    expiresAt: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
  });
}

/** Idempotent, inside the demo seed's transaction (the demo company exists; the hash is the demo password's). */
export async function seedFleet(tx: Tx, demoCompanyId: string, passwordHash: string, demoAdminEmail?: string) {
  const { carrier } = DEMO_FLEET;
  await tx
    .insert(companies)
    .values({
      ...carrier.company,
      street: "ul. Portowa 7",
      postalCode: "50-001",
      status: "verified",
      registrationStatus: 3,
    })
    .onConflictDoNothing({ target: companies.tin });
  const [company] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.tin, carrier.company.tin));
  // A company that registered this NIP for real is none of the seed's: no demo admin, plan or fleet in it.
  if (company!.name !== carrier.company.name) {
    await seedVehiclesOf(tx, demoCompanyId, DEMO_FLEET.demoVehicles);
    await seedDemoOffers(tx, demoCompanyId, null);
    return;
  }
  const [admin] = await tx
    .insert(users)
    .values({ ...carrier.admin, companyId: company!.id, passwordHash, isActive: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (admin) {
    await tx.insert(userRoles).values([
      { userId: admin.id, roleId: ROLES.companyMember.id },
      { userId: admin.id, roleId: ROLES.companyAdmin.id },
    ]);
  }
  await ensureDemoSubscription(tx, company!.id);
  await seedVehiclesOf(tx, demoCompanyId, DEMO_FLEET.demoVehicles);
  await seedVehiclesOf(tx, company!.id, DEMO_FLEET.carrierVehicles);
  await seedDemoOffers(tx, demoCompanyId, company!.id);
  // A deal the two carried out already, rated both ways (issue 28).
  if (demoAdminEmail) await seedDemoDeal(tx, demoCompanyId, company!.id, [demoAdminEmail, carrier.admin.email]);
}
