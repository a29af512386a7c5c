import type { Db } from "../../db/client.ts";
import type { Actor } from "../access/actor.ts";
import { addVehicle, deleteVehicle, myVehicles, updateVehicle, vehicleOf } from "./vehicles.service.ts";

/**
 * A company's vehicles (spec §2 /company/vehicles; DESIGN §7; docs/decisions/027), by the
 * domain's own names. Members read their company's; those with editOwnVehicles manage them.
 */
export function createVehicleServices({ db }: { db: Db }) {
  return {
    myVehicles: (actor: Actor | null) => myVehicles(db, actor),
    vehicleOf: (actor: Actor | null, vehicleId: string) => vehicleOf(db, actor, vehicleId),
    addVehicle: (actor: Actor | null, input: unknown) => addVehicle(db, actor, input),
    updateVehicle: (actor: Actor | null, vehicleId: string, input: unknown) =>
      updateVehicle(db, actor, vehicleId, input),
    deleteVehicle: (actor: Actor | null, vehicleId: string) => deleteVehicle(db, actor, vehicleId),
  };
}

export type VehicleServices = ReturnType<typeof createVehicleServices>;
