import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailMessages } from "../../db/schema/index.ts";

/** The newest messages first. */
export const listOutbox = (db: Db, limit: number) =>
  db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(limit);
