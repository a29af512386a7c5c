import { and, count, desc, eq, gte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { guides, advisorThreads } from "../../db/schema/index.ts";
import type { GuideRecord } from "../../shared/contracts/guide-records.ts";
import type { RestrictionsState } from "../../shared/restrictions.ts";
import { isUuid } from "../../shared/uuid.ts";
import { requireOperation, restrictionsOf } from "../access/restrictions.service.ts";
import type { Actor } from "../access/actor.ts";
import type { BusinessProfile } from "../advisor/profile.ts";
import { answerCount, ownThread, type ThreadPolicy } from "../advisor/thread.service.ts";
import { AppError } from "../errors.ts";
import type { GuideQueue } from "./guide-queue.ts";
import { guideTitleFor } from "./guide-title.ts";

export type GuideRow = typeof guides.$inferSelect;

/** A guide for the client: its record (shared/contracts) with the date as ISO text. */
export type GuideView = Omit<GuideRecord, "createdAt"> & { createdAt: string };

export const guideView = (g: GuideRow): GuideView => ({
  id: g.id,
  status: g.status,
  isProcessing: g.status === "generating",
  title: g.title,
  createdAt: g.createdAt.toISOString(),
  ...(g.error ? { error: g.error } : {}),
});

/** The guide's title from its plan (scenario.ts): the same in the list, the view, the PDF and the file name. */
const titleFor = (lang: "pl" | "en", profile: BusinessProfile, now: Date) => guideTitleFor(lang, profile, now);

/** The first key of the advisory lock that serialises a company's guide requests (any constant). */
const GUIDE_ALLOWANCE_LOCK = 7_262_027;

/**
 * Refuses a company whose plan's guides are used up (operationIsRestricted): those made since
 * `guidesSince` (a plan's are per month, a trial's for the whole trial). A failed guide does not
 * count, so retrying one checks again.
 *
 * Call it inside the transaction that then writes the guide: it first takes a transaction-level
 * advisory lock keyed by the company, so the company's concurrent requests count and insert one
 * after another and cannot together pass the limit (six at once made 4 of
 * 3). The lock ends with the transaction. On PGlite, one connection whose transactions already
 * run one at a time, the lock is granted at once and changes nothing.
 */
export async function requireGuideAllowance(
  db: Db,
  companyId: string | null,
  { guidesLimit, guidesSince }: Pick<RestrictionsState, "guidesLimit" | "guidesSince">,
) {
  if (guidesLimit === null || !companyId) return;
  await db.execute(sql`select pg_advisory_xact_lock(${GUIDE_ALLOWANCE_LOCK}, hashtext(${companyId}))`);
  const [used] = await db
    .select({ n: count() })
    .from(guides)
    .where(
      and(
        eq(guides.companyId, companyId),
        ne(guides.status, "failed"),
        guidesSince ? gte(guides.createdAt, new Date(guidesSince)) : undefined,
      ),
    );
  if ((used?.n ?? 0) >= guidesLimit)
    throw new AppError("operationIsRestricted", { details: { feature: "advisor", guidesLimit } });
}

/**
 * Ends the actor's open thread and records a guide to be made from it.
 * Refused below the answer threshold (answerThresholdNotReached), on a thread no longer open
 * (conflict), and when the company's plan does not grant the advisor or its guides are used up
 * (operationIsRestricted). The queue is told after the commit. `lang`: the language the user is
 * reading the portal in when they ask (the page's, not the account's stored one); the guide is
 * titled and later written in it. Without it, the account's language.
 */
export async function requestGuide(
  deps: { db: Db; queue: GuideQueue },
  actor: Actor,
  threadId: string,
  policy: Pick<ThreadPolicy, "answerThreshold">,
  now = new Date(),
  lang?: "pl" | "en",
) {
  const { db } = deps;
  const thread = await ownThread(db, actor, threadId);
  if (thread.status !== "open") throw new AppError("conflict", { details: { status: thread.status } });
  const answers = await answerCount(db, thread.id);
  if (answers < policy.answerThreshold)
    throw new AppError("answerThresholdNotReached", {
      details: { threshold: policy.answerThreshold, answers },
    });
  await requireOperation(db, actor, "requestGuide", now);
  const companyId = actor.user.company?.id ?? null;
  const allowance = await restrictionsOf(db, actor, now);
  const guideId = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(advisorThreads).where(eq(advisorThreads.id, thread.id)).for("update");
    if (locked?.status !== "open") throw new AppError("conflict", { details: { status: locked?.status } });
    await requireGuideAllowance(tx, companyId, allowance);
    await tx.update(advisorThreads).set({ status: "ended", endedAt: now }).where(eq(advisorThreads.id, thread.id));
    // The guide's language is the user's at request time: the page's language then, not
    // the thread's nor the account's stored one. Kept on the guide; the generator writes in it.
    const guideLang = lang ?? (actor.user.locale === "en" ? "en" : "pl");
    const [guide] = await tx
      .insert(guides)
      .values({
        userId: actor.user.id,
        companyId,
        threadId: thread.id,
        title: titleFor(guideLang, (locked.profile ?? {}) as BusinessProfile, now),
        lang: guideLang,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: guides.id });
    return guide!.id;
  });
  await deps.queue.enqueue(guideId);
  return { guideId };
}

/** The actor's own guide; any other (or a malformed id) is notFound, never forbidden. */
export async function ownGuide(db: Db, actor: Actor, guideId: string): Promise<GuideRow> {
  if (!isUuid(guideId)) throw new AppError("notFound");
  const [guide] = await db
    .select()
    .from(guides)
    .where(and(eq(guides.id, guideId), eq(guides.userId, actor.user.id)));
  if (!guide) throw new AppError("notFound");
  return guide;
}

/** One of the actor's guides (another user's answers notFound). */
export const guideStatus = async (db: Db, actor: Actor, guideId: string) =>
  guideView(await ownGuide(db, actor, guideId));

/** The actor's guides, newest first, paged (page 1, size 10 by default). */
export async function listGuides(db: Db, actor: Actor, page = 1, pageSize = 10) {
  const where = eq(guides.userId, actor.user.id);
  const [total] = await db.select({ n: count() }).from(guides).where(where);
  const rows = await db
    .select()
    .from(guides)
    .where(where)
    .orderBy(desc(guides.createdAt), desc(guides.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(guideView), page, pageSize, total: total?.n ?? 0 };
}
