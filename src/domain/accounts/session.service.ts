import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { companies, sessions, users } from "../../db/schema/index.ts";
import type { Actor, SessionUser } from "../access/actor.ts";
import { isCompanyAdminRoles, isStaffRoles, rolesOfUserSql, toUserRoles } from "../access/user-roles.ts";
import { initialsOf } from "./initials.ts";
import { hashSessionToken, newSessionToken } from "./session-token.ts";

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export async function createSession(db: Db, userId: string, userAgent?: string, now = new Date()) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userId,
      expiresAt,
      absoluteExpiresAt,
      userAgent,
      createdAt: now,
      lastSeenAt: now,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/**
 * The lookup behind every signed-in request (a prepared statement: src/db/prepared.ts), reading
 * only the columns the actor is made of: every further column is parsed on each request (on the
 * web thread with PGlite).
 */
const actorLookup = (db: Db) =>
  prepared(db, "actor_from_token", () =>
    db
      .select({
        session: { id: sessions.id, lastSeenAt: sessions.lastSeenAt, absoluteExpiresAt: sessions.absoluteExpiresAt },
        user: {
          id: users.id,
          email: users.email,
          name: users.name,
          surname: users.surname,
          locale: users.locale,
          isActive: users.isActive,
          isBlocked: users.isBlocked,
        },
        company: {
          id: companies.id,
          name: companies.name,
          tin: companies.tin,
          status: companies.status,
          restrictionsVersion: companies.restrictionsVersion,
        },
        roles: rolesOfUserSql(users.id),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql.placeholder("now"))))
      .limit(1),
  );

/** Resolves a token to its acting user, or null when it is unknown, expired or the user is blocked. */
export async function actorFromToken(db: Db, token: string | undefined, now = new Date()): Promise<Actor | null> {
  if (!token || token.length > 200) return null;
  const [row] = await actorLookup(db).execute({ tokenHash: hashSessionToken(token), now });
  if (!row || !row.user.isActive || row.user.isBlocked) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const slid = Math.min(now.getTime() + SESSION_IDLE_MS, row.session.absoluteExpiresAt.getTime());
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(slid) })
      .where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, user: toSessionUser(row.user, row.company, row.roles) };
}

/** The acting user as every transport sees it, from the user row, its company row and its roles. */
export function toSessionUser(
  user: Pick<typeof users.$inferSelect, "id" | "email" | "name" | "surname" | "locale">,
  company:
    (Pick<typeof companies.$inferSelect, "id" | "name" | "tin" | "status"> & { restrictionsVersion?: number }) | null,
  roles: Parameters<typeof toUserRoles>[0],
): SessionUser {
  const userRoles = toUserRoles(roles);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    surname: user.surname,
    initials: initialsOf(user.name, user.surname),
    locale: user.locale,
    isStaff: isStaffRoles(userRoles),
    isCompanyAdmin: isCompanyAdminRoles(userRoles),
    company: company
      ? {
          id: company.id,
          name: company.name,
          tin: company.tin,
          status: company.status,
          ...(company.restrictionsVersion === undefined ? {} : { restrictionsVersion: company.restrictionsVersion }),
        }
      : null,
    userRoles,
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
