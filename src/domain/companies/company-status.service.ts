import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  accountTokens,
  companies,
  sessions,
  statusChanges,
  subscriptions,
  userRoles,
  users,
} from "../../db/schema/index.ts";
import { ROLES } from "../../shared/permissions.ts";
import {
  type CompanyAction,
  companyLocksOut,
  nextCompanyStatus,
  nextUserStatus,
  type UserAction,
  userFlagsOf,
  userStatusOf,
} from "../../shared/statuses.ts";
import { isUuid } from "../../shared/uuid.ts";
import { requirePermission } from "../access/require-permission.ts";
import { DEFAULT_TRIAL, startTrial, type TrialPolicy } from "../access/plans.ts";
import type { Actor } from "../access/actor.ts";
import { AppError } from "../errors.ts";
import { employeeById } from "./employees.service.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderMail } from "../mail/render.ts";

export interface StatusDeps {
  db: Db;
  mailer: Mailer;
  trial?: TrialPolicy;
  now?: Date;
}

const cleanReason = (reason: string | null | undefined) => reason?.trim().slice(0, 1000) || null;

/** The company's active admins (not blocked), who hear about its status changes. */
async function companyAdmins(db: Db, companyId: string) {
  return db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLES.companyAdmin.id)))
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true), eq(users.isBlocked, false)));
}

/**
 * Company actions: confirm, deny, suspend, ban, restart, restore (staff with changeCompanyStatus).
 * The move is checked against the state machine inside the transaction that makes it (a
 * concurrent change answers invalidStatusChange), written to the audit log, and mailed to the
 * company's admins. Confirming starts the trial; a suspension or ban ends the sessions of the
 * company's users.
 */
export async function changeCompanyStatus(
  { db, mailer, trial = DEFAULT_TRIAL, now = new Date() }: StatusDeps,
  actor: Actor | null,
  input: { companyId: string; action: CompanyAction; reason?: string | null; baseUrl: string },
) {
  requirePermission(actor, "changeCompanyStatus");
  if (!isUuid(input.companyId)) throw new AppError("companyNotFound");
  const reason = cleanReason(input.reason);
  const result = await db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId)).for("update");
    if (!company) throw new AppError("companyNotFound");
    const to = nextCompanyStatus(company.status, input.action);
    if (!to) throw new AppError("invalidStatusChange", { details: { from: company.status, action: input.action } });
    // A status judged (CONFIRM, DENY) closes an open verification order: its result is this change.
    // Verified by staff: registration status 3 (docs/decisions/023), which it keeps whatever follows.
    const registrationStatus = to === "verified" ? sql`greatest(${companies.registrationStatus}, 3)` : undefined;
    await tx
      .update(companies)
      .set({ status: to, verificationRequestedAt: null, ...(registrationStatus ? { registrationStatus } : {}) })
      .where(eq(companies.id, company.id));
    await tx.insert(statusChanges).values({
      subject: "company",
      companyId: company.id,
      actorId: actor.user.id,
      action: input.action,
      fromStatus: company.status,
      toStatus: to,
      reason,
      createdAt: now,
    });
    if (to === "verified") {
      const [existing] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.companyId, company.id))
        .limit(1);
      if (!existing) {
        await startTrial(tx, company.id, trial, now);
        // Browsers holding the company's (empty) restrictions fetch them again (ADR 025).
        await tx
          .update(companies)
          .set({ restrictionsVersion: sql`${companies.restrictionsVersion} + 1` })
          .where(eq(companies.id, company.id));
      }
    }
    if (companyLocksOut(to)) {
      await tx
        .delete(sessions)
        .where(
          inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(eq(users.companyId, company.id))),
        );
    }
    const changed = {
      ...company,
      status: to,
      registrationStatus: to === "verified" ? Math.max(company.registrationStatus, 3) : company.registrationStatus,
    };
    return { company: changed, from: company.status, ordered: company.verificationRequestedAt };
  });
  await mailAdmins(db, mailer, result, { reason, baseUrl: input.baseUrl });
  return result;
}

/**
 * Tells the company's admins, each in their own language: the result of the verification they
 * ordered (verificationResult), or any other status change (companyStatusChanged).
 */
async function mailAdmins(
  db: Db,
  mailer: Mailer,
  result: { company: { id: string; name: string; status: string }; ordered: Date | null },
  { reason, baseUrl }: { reason: string | null; baseUrl: string },
) {
  const kind = result.ordered ? "verificationResult" : "companyStatusChanged";
  for (const admin of await companyAdmins(db, result.company.id)) {
    const mail = renderMail(kind, admin.locale, {
      name: admin.name,
      company: result.company.name,
      variant: `company.${result.company.status}`,
      reason,
      link: `${baseUrl}/zaloguj`,
    });
    mailer.queue({ ...mail, to: admin.email, kind });
  }
}

/**
 * User account actions: grant, grant again, refuse, suspend, ban, restore (staff with
 * changeUserStatus) on company accounts. Staff accounts and the actor's own are refused
 * (deniedChangeOfUserStatus), so staff cannot lock each other out.
 */
export async function changeUserStatus(
  { db, mailer, now = new Date() }: StatusDeps,
  actor: Actor | null,
  input: { userId: string; action: UserAction; reason?: string | null; baseUrl: string },
) {
  requirePermission(actor, "changeUserStatus");
  if (!isUuid(input.userId)) throw new AppError("userNotFound");
  const reason = cleanReason(input.reason);
  const result = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!user) throw new AppError("userNotFound");
    if (user.id === actor.user.id || !user.companyId) throw new AppError("deniedChangeOfUserStatus");
    const from = userStatusOf(user);
    const to = nextUserStatus(from, input.action);
    if (!to) throw new AppError("invalidStatusChange", { details: { from, action: input.action } });
    await tx.update(users).set(userFlagsOf(to)).where(eq(users.id, user.id));
    await tx.insert(statusChanges).values({
      subject: "user",
      companyId: user.companyId,
      userId: user.id,
      actorId: actor.user.id,
      action: input.action,
      fromStatus: from,
      toStatus: to,
      reason,
      createdAt: now,
    });
    if (to !== "active") await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // A granted account needs no confirmation link any more.
    if (to === "active") {
      await tx
        .delete(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, user.id),
            eq(accountTokens.purpose, "confirmAccount"),
            isNull(accountTokens.usedAt),
          ),
        );
    }
    return { user: { ...user, ...userFlagsOf(to) }, from, to };
  });
  const mail = renderMail("userStatusChanged", result.user.locale, {
    name: result.user.name,
    variant: `user.${result.to}`,
    reason,
    link: `${input.baseUrl}/zaloguj`,
  });
  mailer.queue({ ...mail, to: result.user.email, kind: "userStatusChanged" });
  return { from: result.from, to: result.to, employee: (await employeeById(db, result.user.id))! };
}
