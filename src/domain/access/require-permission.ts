import { hasPermission, type Permission } from "../../shared/permissions.ts";
import type { Actor } from "./actor.ts";
import { AppError, type ErrorCode } from "../errors.ts";

/** The "missing permission to …" error codes, by the permission missing; others answer forbidden. */
const missingCodes: Partial<Record<Permission, ErrorCode>> = {
  changeCompanyStatus: "missingPermissionToChangeCompanyStatus",
  changeDocumentParams: "missingPermissionToChangeDocumentParams",
  createPricings: "missingPermissionToCreatePricings",
  changeEmployees: "missingPermissionToChangeEmployees",
  changeUserStatus: "missingPermissionToChangeUserStatus",
};

/** The server's authoritative check (the UI asks the same `hasPermission` only to hide things). */
export function requirePermission(actor: Actor | null, permission: Permission): asserts actor is Actor {
  if (!actor) throw new AppError("unauthorized");
  if (!hasPermission(actor.user.userRoles, permission)) {
    throw new AppError(missingCodes[permission] ?? "forbidden", { details: { permission } });
  }
}

/** The actor's company id, for company-scoped work; userIsNotPartOfCompany for accounts without one. */
export function actorCompanyId(actor: Actor): string {
  const id = actor.user.company?.id;
  if (!id) throw new AppError("userIsNotPartOfCompany");
  return id;
}
