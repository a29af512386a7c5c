import { and, asc, eq, lt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { guides, mediaFiles, storedFileRemovals } from "../../db/schema/index.ts";
import type { FileStore } from "../ports/files.ts";
import { defineJob } from "../ports/jobs.ts";

/** Entries younger than this are left alone: an upload may still be streaming its bytes. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Removes the stored bytes no row names any more: the keys queued in `stored_file_removals` more
 * than an hour ago (an upload a crash interrupted; a file, a document, a company or an account
 * deleted: the delete triggers queue the keys, guides' PDFs included). A key a row still names
 * is only unqueued. Returns how many files were removed.
 */
export async function sweepOrphanFiles(deps: { db: Db; store: FileStore }, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_AGE_MS);
  let removed = 0;
  for (;;) {
    const due = await deps.db
      .select({ key: storedFileRemovals.storageKey })
      .from(storedFileRemovals)
      .where(lt(storedFileRemovals.createdAt, before))
      .orderBy(asc(storedFileRemovals.createdAt))
      .limit(BATCH);
    for (const { key } of due) {
      const [media] = await deps.db
        .select({ id: mediaFiles.id })
        .from(mediaFiles)
        .where(eq(mediaFiles.storageKey, key));
      const [guide] = await deps.db.select({ id: guides.id }).from(guides).where(eq(guides.fileKey, key));
      if (!media && !guide) {
        await deps.store.delete(key);
        removed++;
      }
      await deps.db
        .delete(storedFileRemovals)
        .where(and(eq(storedFileRemovals.storageKey, key), lt(storedFileRemovals.createdAt, before)));
    }
    if (due.length < BATCH) return removed;
  }
}

/** The sweep, every hour at minute 17 (UTC), once across the workers. */
export const orphanSweepJob = (deps: { db: Db; store: FileStore }) =>
  defineJob({
    name: "media-orphan-sweep",
    schema: z.object({}),
    handler: async () => ({ removed: await sweepOrphanFiles(deps) }),
    retryLimit: 1,
    expireInSeconds: 900,
    singletonKey: () => "media-orphan-sweep",
    schedule: { cron: "17 * * * *", payload: {} },
  });
