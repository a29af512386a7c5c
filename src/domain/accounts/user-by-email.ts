import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { AppError } from "../errors.ts";

/** Addresses are matched without regard to case (the unique index is on lower(email)). */
export const emailMatches = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

/** The account of an address typed into a form; emailCannotBeEmpty for a blank one. */
export async function userByEmail(db: Db, email: string) {
  if (!email.trim()) throw new AppError("emailCannotBeEmpty");
  const [user] = await db.select().from(users).where(emailMatches(email)).limit(1);
  return user ?? null;
}

export const emailTaken = async (db: Db, email: string) =>
  (await db.select({ id: users.id }).from(users).where(emailMatches(email)).limit(1)).length > 0;
