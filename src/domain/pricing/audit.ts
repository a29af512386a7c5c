import type { Db } from "../../db/client.ts";
import { statusChanges } from "../../db/schema/index.ts";

/**
 * A pricing or order change in the audit log (`status_changes`): plans, prices and promo codes as
 * subject `pricing` (no company), orders as subject `order` (the company's history shows them).
 */
export async function audit(
  db: Db,
  entry: {
    subject: "pricing" | "order";
    action: string;
    actorId: string;
    companyId?: string | null;
    from?: string;
    to?: string;
    reason?: string | null;
    at?: Date;
  },
) {
  await db.insert(statusChanges).values({
    subject: entry.subject,
    companyId: entry.companyId ?? null,
    actorId: entry.actorId,
    action: entry.action,
    fromStatus: entry.from ?? "none",
    toStatus: entry.to ?? "none",
    reason: entry.reason?.slice(0, 1000) ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
