import { randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountTokens, companies, sessions, statusChanges, userRoles, users } from "../../db/schema/index.ts";
import { type NewEmployeeInput, newEmployeeSchema } from "../../shared/contracts/company.ts";
import { fieldErrorsOf } from "../../shared/contracts/fields.ts";
import { ROLES } from "../../shared/permissions.ts";
import { userStatusOf } from "../../shared/statuses.ts";
import { isUuid } from "../../shared/uuid.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { requireOperation } from "../access/restrictions.service.ts";
import { setCompanyRoles } from "../access/user-roles.ts";
import { issueToken } from "../accounts/account-tokens.ts";
import { INVITATION_DAYS } from "../accounts/invitation-pending.ts";
import { hashPassword } from "../accounts/password.ts";
import type { Actor } from "../access/actor.ts";
import { emailTaken } from "../accounts/user-by-email.ts";
import { AppError } from "../errors.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderMail } from "../mail/render.ts";

export { INVITATION_DAYS };

interface Deps {
  db: Db;
  mailer: Mailer;
  now?: Date;
}

const isAdminSql = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${ROLES.companyAdmin.id})`;

const employeeColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  isActive: users.isActive,
  isBlocked: users.isBlocked,
  isAdmin: isAdminSql,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  /** Invited by the company admin and not accepted yet: the admin may send the invitation again. */
  awaitsInvitation: sql<boolean>`(${users.invitedAt} is not null and ${users.confirmedAt} is null and not ${users.isActive} and not ${users.isBlocked})`,
};

type EmployeeRow = { isActive: boolean; isBlocked: boolean } & Record<string, unknown>;
const withStatus = <T extends EmployeeRow>(row: T) => ({ ...row, status: userStatusOf(row) });

/** One account in the employee shape (no secrets), or null. */
export async function employeeById(db: Db, userId: string) {
  const [row] = await db.select(employeeColumns).from(users).where(eq(users.id, userId));
  return row ? withStatus(row) : null;
}

/** A company's accounts by surname (callers decide who may see which company). */
export async function employeesOfCompany(db: Db, companyId: string) {
  const rows = await db
    .select(employeeColumns)
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.surname), asc(users.name));
  return rows.map(withStatus);
}

/** The actor's company's employees; always filtered by the actor's company in the query. */
export async function listEmployees(db: Db, actor: Actor | null) {
  requirePermission(actor, "viewOwnCompany");
  return employeesOfCompany(db, actorCompanyId(actor));
}

/**
 * A company admin adds an employee by e-mail: an account of the company, not active until the
 * employee sets a password from the invitation (valid INVITATION_DAYS days). Needs the
 * subscription's employees feature (operationIsRestricted before verification).
 */
export async function addEmployee(
  { db, mailer, now = new Date() }: Deps,
  actor: Actor | null,
  input: NewEmployeeInput & { baseUrl: string },
) {
  requirePermission(actor, "changeEmployees");
  const companyId = actorCompanyId(actor);
  const fields = fieldErrorsOf(newEmployeeSchema, input);
  if (fields.email?.includes("emailCannotBeEmpty")) throw new AppError("emailCannotBeEmpty", { fields });
  if (Object.keys(fields).length) throw new AppError("validation", { fields });
  await requireOperation(db, actor, "addEmployee", now);
  const email = input.email.trim();
  if (await emailTaken(db, email)) throw new AppError("emailIsTaken", { fields: { email: ["emailIsTaken"] } });
  // Nobody knows this password; the employee chooses one through the invitation.
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          name: input.name.trim(),
          surname: input.surname.trim(),
          passwordHash,
          companyId,
          isActive: false,
          locale: actor.user.locale === "en" ? "en" : "pl",
          createdAt: now,
          invitedAt: now,
        })
        .returning({ id: users.id });
      await setCompanyRoles(tx as unknown as Db, user!.id, input.isAdmin);
      return user!.id;
    });
  } catch (error) {
    if (String((error as { cause?: unknown })?.cause ?? error).includes("users_email_lower_idx"))
      throw new AppError("emailIsTaken", { fields: { email: ["emailIsTaken"] } });
    throw error;
  }
  await sendInvitation({ db, mailer, now }, actor, { id, email, name: input.name.trim() }, input.baseUrl);
  const [row] = await db.select(employeeColumns).from(users).where(eq(users.id, id));
  return withStatus(row!);
}

/** A new single-use invitation (earlier unspent ones stop working), mailed in the admin's language. */
async function sendInvitation(
  { db, mailer, now = new Date() }: Deps,
  actor: Actor,
  employee: { id: string; email: string; name: string },
  baseUrl: string,
) {
  const token = await issueToken(db, employee.id, "invitation", INVITATION_DAYS * 24 * 60 * 60 * 1000, now);
  const companyId = actorCompanyId(actor);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const mail = renderMail("employeeInvitation", actor.user.locale, {
    name: employee.name,
    from: `${actor.user.name} ${actor.user.surname}`,
    company: company?.name ?? "",
    days: INVITATION_DAYS,
    link: `${baseUrl}/pomoc/haslo/ustaw?token=${token}&invitation=1`,
  });
  mailer.queue({ ...mail, to: employee.email, kind: "employeeInvitation" });
}

/**
 * A company admin sends the invitation again to an employee who has not accepted it (it expired,
 * or the mail was lost): a new link valid INVITATION_DAYS days; the earlier one stops working.
 * Another company's user answers deniedEditOfUserFromDifferentCompany; an account that does not
 * await its invitation (accepted, switched on or off by the admin, blocked by staff, or signed
 * up by its owner) invalidStatusChange.
 */
export async function resendInvitation(
  { db, mailer, now = new Date() }: Deps,
  actor: Actor | null,
  input: { userId: string; baseUrl: string },
) {
  requirePermission(actor, "changeEmployees");
  const companyId = actorCompanyId(actor);
  if (!isUuid(input.userId)) throw new AppError("userNotFound");
  const [target] = await db
    .select({ ...employeeColumns, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!target) throw new AppError("userNotFound");
  if (!target.companyId) throw new AppError("userIsNotPartOfCompany");
  if (target.companyId !== companyId) throw new AppError("deniedEditOfUserFromDifferentCompany");
  if (!target.awaitsInvitation) throw new AppError("invalidStatusChange");
  await sendInvitation({ db, mailer, now }, actor, target, input.baseUrl);
  const { companyId: _company, ...employee } = target;
  return withStatus(employee);
}

/**
 * A company admin switches an employee on or off and grants or takes away admin rights. Another
 * company's user answers deniedEditOfUserFromDifferentCompany, an account outside any company
 * userIsNotPartOfCompany, an account blocked by the portal team deniedChangeOfUserStatus, and a
 * change that would leave the company without an active admin companyNeedsActiveAdmin.
 */
export async function updateEmployee(
  { db, now = new Date() }: Omit<Deps, "mailer">,
  actor: Actor | null,
  input: { userId: string; isActive?: boolean | null; isAdmin?: boolean | null },
) {
  requirePermission(actor, "changeEmployees");
  const companyId = actorCompanyId(actor);
  if (!isUuid(input.userId)) throw new AppError("userNotFound");
  await db.transaction(async (tx) => {
    // One change at a time per company, so two admins cannot both step down at once.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const [target] = await tx
      .select({ ...employeeColumns, companyId: users.companyId, confirmedAt: users.confirmedAt })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!target) throw new AppError("userNotFound");
    if (!target.companyId) throw new AppError("userIsNotPartOfCompany");
    if (target.companyId !== companyId) throw new AppError("deniedEditOfUserFromDifferentCompany");
    // Switching off an account that still awaits its owner's confirmation (an invited employee
    // who has not accepted yet) withdraws the invitation, though the status stays "inactive".
    const withdraws = input.isActive === false && !target.isActive && target.confirmedAt === null;
    const changesActive = input.isActive != null && (input.isActive !== target.isActive || withdraws);
    if (changesActive && target.isBlocked) throw new AppError("deniedChangeOfUserStatus");
    if (changesActive) {
      // The admin's choice is final for the owner: from now on neither a
      // confirmation link nor an invitation switches the account on, and unspent ones are deleted.
      await tx
        .update(users)
        .set({ isActive: input.isActive!, confirmedAt: target.confirmedAt ?? now })
        .where(eq(users.id, target.id));
      if (!input.isActive) {
        await tx
          .delete(accountTokens)
          .where(
            and(
              eq(accountTokens.userId, target.id),
              inArray(accountTokens.purpose, ["confirmAccount", "invitation"]),
              isNull(accountTokens.usedAt),
            ),
          );
      }
      const from = userStatusOf(target);
      await tx.insert(statusChanges).values({
        subject: "user",
        companyId,
        userId: target.id,
        actorId: actor.user.id,
        action: input.isActive ? "EMPLOYEE_ACTIVATE" : "EMPLOYEE_DEACTIVATE",
        fromStatus: from,
        toStatus: userStatusOf({ isActive: input.isActive!, isBlocked: target.isBlocked }),
        createdAt: now,
      });
      if (!input.isActive) await tx.delete(sessions).where(eq(sessions.userId, target.id));
    }
    if (input.isAdmin != null && input.isAdmin !== target.isAdmin) {
      await setCompanyRoles(tx as unknown as Db, target.id, input.isAdmin);
      await tx.insert(statusChanges).values({
        subject: "user",
        companyId,
        userId: target.id,
        actorId: actor.user.id,
        action: input.isAdmin ? "EMPLOYEE_ADMIN_GRANT" : "EMPLOYEE_ADMIN_REVOKE",
        fromStatus: target.isAdmin ? "admin" : "member",
        toStatus: input.isAdmin ? "admin" : "member",
        createdAt: now,
      });
    }
    const [admins] = await tx
      .select({ n: count() })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLES.companyAdmin.id)))
      .where(and(eq(users.companyId, companyId), eq(users.isActive, true), eq(users.isBlocked, false)));
    if (!admins || admins.n < 1) throw new AppError("companyNeedsActiveAdmin");
  });
  const [row] = await db.select(employeeColumns).from(users).where(eq(users.id, input.userId));
  return withStatus(row!);
}
