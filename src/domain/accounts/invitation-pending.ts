import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, userRoles, users } from "../../db/schema/index.ts";
import { ROLES } from "../../shared/permissions.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderMail } from "../mail/render.ts";

/** An employee's invitation is valid this many days (a product rule; the spec names none). */
export const INVITATION_DAYS = 7;

type UserRow = typeof users.$inferSelect;

/**
 * An account a company admin invited that its owner has not accepted yet (nor the admin switched
 * on or off, nor staff decided on): only its invitation activates it. No confirmation link, and
 * no password-reset link (which would set a password on an account that stays off), is mailed
 * for it. The same condition as `employees.service`'s `awaitsInvitation` column.
 */
export const awaitsInvitation = (user: Pick<UserRow, "invitedAt" | "confirmedAt" | "isActive" | "isBlocked">) =>
  user.invitedAt !== null && user.confirmedAt === null && !user.isActive && !user.isBlocked;

/**
 * Tells the owner of such an account, who asked for a confirmation or a password link, that it
 * is activated through the invitation only and whom to ask for a new one: the company's active
 * admins by name. The mail carries no link; the caller's answer is the same as for any address.
 */
export async function mailInvitationPending(
  db: Db,
  mailer: Mailer,
  user: Pick<UserRow, "name" | "email" | "locale" | "companyId">,
) {
  const companyId = user.companyId;
  const [company] = companyId
    ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId))
    : [];
  const admins = companyId
    ? await db
        .select({ name: users.name, surname: users.surname })
        .from(users)
        .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLES.companyAdmin.id)))
        .where(and(eq(users.companyId, companyId), eq(users.isActive, true), eq(users.isBlocked, false)))
        .orderBy(asc(users.surname), asc(users.name))
        .limit(3)
    : [];
  const mail = renderMail("invitationPending", user.locale, {
    name: user.name,
    company: company?.name ?? "",
    from: admins.map((a) => `${a.name} ${a.surname}`).join(", "),
    days: INVITATION_DAYS,
  });
  await mailer.send({ ...mail, to: user.email, kind: "invitationPending" });
}
