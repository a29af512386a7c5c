import { desc, eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";
import { mailMessages } from "../../src/db/schema/index.ts";

type Mail = typeof mailMessages.$inferSelect;

/**
 * Mail goes out in the background: wait for the newest message to an address (bounded), of a kind,
 * and one `accept` takes ("a resume link other than the first one").
 */
export async function waitForMail(db: Db, to: string, kind?: string, accept: (mail: Mail) => boolean = () => true) {
  const timeoutMs = 5000;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, to))
      .orderBy(desc(mailMessages.createdAt));
    const found = rows.find((r) => (!kind || r.kind === kind) && accept(r));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no ${kind ?? ""} mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const linkToken = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? null;
