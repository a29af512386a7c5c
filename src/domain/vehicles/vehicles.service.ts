import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../db/rows.ts";
import { vehicles } from "../../db/schema/index.ts";
import { type VehicleRecord, type VehicleValues, vehicleInput } from "../../shared/contracts/vehicles.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { requireOperation } from "../access/restrictions.service.ts";
import { AppError } from "../errors.ts";
import { validInput } from "../validation.ts";

type VehicleRow = typeof vehicles.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A company's vehicles (spec §2 /company/vehicles, §6, §8; docs/decisions/027). Every member of the
 * company reads them (viewOwnCompany); members holding editOwnVehicles add, edit and delete them.
 * Another company's vehicle is vehicleNotFound to read, and deniedUpdateOfVehicle to change.
 */

const record = (v: VehicleRow): VehicleRecord => ({
  id: v.id,
  companyId: v.companyId,
  registrationNumber: v.registrationNumber,
  kind: v.kind,
  bodyType: v.bodyType,
  payloadKg: v.payloadKg,
  volumeM3: v.volumeM3,
  loadingMetres: v.loadingMetres,
  palletPlaces: v.palletPlaces,
  adr: v.adr,
  temperatureMin: v.temperatureMin,
  temperatureMax: v.temperatureMax,
  notes: v.notes,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
});

const taken = () =>
  new AppError("vehicleRegistrationTaken", { fields: { registrationNumber: ["vehicleRegistrationTaken"] } });

/** The input on the contract, or `validation` with each field's codes. */
const valid = (input: unknown): VehicleValues => validInput(vehicleInput, input);

/** The columns of a vehicle from the checked input. */
const columns = (v: VehicleValues) => ({
  registrationNumber: v.registrationNumber,
  kind: v.kind,
  bodyType: v.bodyType,
  payloadKg: v.payloadKg!,
  volumeM3: v.volumeM3,
  loadingMetres: v.loadingMetres,
  palletPlaces: v.palletPlaces,
  adr: v.adr ?? false,
  temperatureMin: v.temperatureMin,
  temperatureMax: v.temperatureMax,
  notes: v.notes?.trim() || null,
});

/** The company whose vehicles the actor reads: any member of one (viewOwnCompany). */
function readerCompany(actor: Actor | null): string {
  requirePermission(actor, "viewOwnCompany");
  return actorCompanyId(actor);
}

/** The company whose vehicles the actor changes: a member holding editOwnVehicles. */
function managerCompany(actor: Actor | null): { actor: Actor; companyId: string } {
  requirePermission(actor, "editOwnVehicles");
  return { actor, companyId: actorCompanyId(actor) };
}

/** The actor's company's vehicles, by registration number. */
export async function myVehicles(db: Db, actor: Actor | null): Promise<VehicleRecord[]> {
  const companyId = readerCompany(actor);
  const rows = await db
    .select()
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.registrationNumber));
  return rows.map(record);
}

/** One of the actor's company's vehicles; vehicleNotFound for any other (another company's too). */
export async function vehicleOf(db: Db, actor: Actor | null, vehicleId: string): Promise<VehicleRecord> {
  const companyId = readerCompany(actor);
  if (!isUuid(vehicleId)) throw new AppError("vehicleNotFound");
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.companyId, companyId)));
  if (!row) throw new AppError("vehicleNotFound");
  return record(row);
}

/** A new vehicle of the actor's company: gated by the plan (addVehicle); a registration it has is refused. */
export async function addVehicle(db: Db, actor: Actor | null, input: unknown): Promise<VehicleRecord> {
  const { companyId } = managerCompany(actor);
  const values = valid(input);
  await requireOperation(db, actor!, "addVehicle");
  const [row] = await db
    .insert(vehicles)
    .values({ ...columns(values), companyId, createdBy: actor!.user.id })
    .onConflictDoNothing({ target: [vehicles.companyId, vehicles.registrationNumber] })
    .returning();
  if (!row) throw taken();
  return record(row);
}

/**
 * The vehicle to change, locked: vehicleNotFound when there is none, deniedUpdateOfVehicle when it
 * is another company's (spec §8).
 */
async function changeable(tx: Tx, vehicleId: string, companyId: string): Promise<VehicleRow> {
  if (!isUuid(vehicleId)) throw new AppError("vehicleNotFound");
  // Only the own company's row is locked: another company's is told apart by a plain read.
  const [row] = await tx
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.companyId, companyId)))
    .for("update");
  if (row) return row;
  const [other] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId));
  throw new AppError(other ? "deniedUpdateOfVehicle" : "vehicleNotFound");
}

/** Every field of a vehicle of the actor's company, as the form sends them again. */
export async function updateVehicle(db: Db, actor: Actor | null, vehicleId: string, input: unknown) {
  const { companyId } = managerCompany(actor);
  const values = valid(input);
  try {
    const row = await db.transaction(async (tx) => {
      const vehicle = await changeable(tx, vehicleId, companyId);
      const [other] = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.companyId, companyId),
            eq(vehicles.registrationNumber, values.registrationNumber),
            ne(vehicles.id, vehicle.id),
          ),
        );
      if (other) throw taken();
      const [updated] = await tx
        .update(vehicles)
        .set({ ...columns(values), updatedAt: new Date() })
        .where(eq(vehicles.id, vehicle.id))
        .returning();
      return updated!;
    });
    return record(row);
  } catch (error) {
    // Two edits to one registration at once: the index refuses the second.
    if (uniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Deletes a vehicle of the actor's company (another company's: deniedUpdateOfVehicle). */
export async function deleteVehicle(db: Db, actor: Actor | null, vehicleId: string) {
  const { companyId } = managerCompany(actor);
  const { registrationNumber } = await db.transaction(async (tx) => {
    const vehicle = await changeable(tx, vehicleId, companyId);
    await tx.delete(vehicles).where(eq(vehicles.id, vehicle.id));
    return vehicle;
  });
  return { id: vehicleId, registrationNumber };
}
