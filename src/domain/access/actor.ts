import type { UserRole } from "../../shared/permissions.ts";
import type { CompanyStatus } from "../../shared/statuses.ts";

/** The signed-in user as every transport and service sees them (read once per request from the session). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  surname: string;
  initials: string;
  locale: string;
  /** Derived from the roles (portal staff; company admin). */
  isStaff: boolean;
  isCompanyAdmin: boolean;
  /** restrictionsVersion: moves on when the company's subscriptions change (cached restrictions compare it). */
  company: { id: string; name: string; tin: string; status: CompanyStatus; restrictionsVersion?: number } | null;
  userRoles: UserRole[];
}

/**
 * Who acts: the user and the session they act through. Edges resolve it once per request; a guard
 * (`requireActor` in the web app, `actorOf` at the REST edge) turns "maybe nobody" into an Actor
 * or a refusal, so code past the guard never asserts it is there. Services that decide for
 * themselves whether a guest may call them take `Actor | null`.
 */
export interface Actor {
  user: SessionUser;
  sessionId: string;
}
