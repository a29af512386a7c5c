import type { VehicleRecord } from "../../../shared/contracts/vehicles.ts";

/** A vehicle as the page's loader sends it (dates dropped: the page does not show them). */
export type VehicleView = Omit<VehicleRecord, "createdAt" | "updatedAt" | "companyId">;

export const vehicleView = ({ createdAt: _c, updatedAt: _u, companyId: _company, ...v }: VehicleRecord): VehicleView =>
  v;
