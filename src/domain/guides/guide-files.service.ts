import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { guides } from "../../db/schema/index.ts";
import type { GuideContent } from "../../shared/guide-content.ts";
import { requireOperation, restrictionsOf } from "../access/restrictions.service.ts";
import type { Actor } from "../access/actor.ts";
import { fold } from "../knowledge/analyzer.ts";
import { AppError } from "../errors.ts";
import type { FileStore } from "../ports/files.ts";
import type { GuideQueue } from "./guide-queue.ts";
import { guideView, ownGuide, requireGuideAllowance, type GuideRow } from "./guide-request.service.ts";
import { guideCalendar } from "./ics.ts";

const ready = (guide: GuideRow): GuideRow & { content: GuideContent; fileKey: string } => {
  if (guide.status !== "ready" || !guide.content || !guide.fileKey)
    throw new AppError("conflict", { details: { status: guide.status } });
  return guide as GuideRow & { content: GuideContent; fileKey: string };
};

/** "przewodnik-biznesowy-sklep-z-odzieza-2026-11-23": ASCII, so every browser keeps it. */
export function guideFileName(guide: Pick<GuideRow, "title" | "createdAt">, extension: string): string {
  const slug = fold(guide.title)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${slug || "przewodnik"}-${guide.createdAt.toISOString().slice(0, 10)}.${extension}`;
}

/**
 * The PDF of a ready guide as a stream read from the file store, never whole in memory (conflict
 * while it is generating or after it failed).
 */
export async function guidePdf(deps: { db: Db; store: FileStore }, actor: Actor, guideId: string) {
  const guide = ready(await ownGuide(deps.db, actor, guideId));
  const file = await deps.store.read(guide.fileKey);
  if (!file) throw new AppError("notFound");
  return { fileName: guideFileName(guide, "pdf"), file };
}

/** What the HTML view shows: the same content as the PDF. */
export async function guideContent(db: Db, actor: Actor, guideId: string) {
  const guide = ready(await ownGuide(db, actor, guideId));
  return { guide: guideView(guide), content: guide.content };
}

/** The guide's deadlines as an `.ics` calendar. */
export async function guideIcs(db: Db, actor: Actor, guideId: string, now = new Date()) {
  const guide = ready(await ownGuide(db, actor, guideId));
  return { fileName: guideFileName(guide, "ics"), ics: guideCalendar(guide.content, { guideId: guide.id, now }) };
}

/**
 * A failed guide is made again: back to `generating` and queued. The plan's guide allowance is
 * checked again, since a failed guide does not count against it.
 */
export async function retryGuide(deps: { db: Db; queue: GuideQueue }, actor: Actor, guideId: string, now = new Date()) {
  const { db } = deps;
  const guide = await ownGuide(db, actor, guideId);
  if (guide.status !== "failed") throw new AppError("conflict", { details: { status: guide.status } });
  await requireOperation(db, actor, "retryGuide", now);
  const allowance = await restrictionsOf(db, actor, now);
  // Counted and changed under the company's allowance lock, as a new request is.
  const updated = await db.transaction(async (tx) => {
    await requireGuideAllowance(tx, guide.companyId, allowance);
    const [row] = await tx
      .update(guides)
      .set({ status: "generating", error: null, updatedAt: now })
      .where(and(eq(guides.id, guide.id), eq(guides.status, "failed")))
      .returning();
    return row;
  });
  if (!updated) throw new AppError("conflict");
  await deps.queue.enqueue(guide.id);
  return guideView(updated);
}
