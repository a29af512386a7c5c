import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { companies, ratings, transactions } from "../../db/schema/index.ts";
import { transactionNumber } from "../../shared/contracts/deals.ts";
import {
  categoriesFor,
  RATING_CATEGORIES,
  RATING_LIMITS,
  type RatingCategory,
  ratingAnswerInput,
  ratingInput,
  type RatingRecord,
  ratingQuery,
  type RatingSummary,
} from "../../shared/contracts/ratings.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { AppError } from "../errors.ts";
import { validInput } from "../validation.ts";
import { companyNames, dealerOf, type Reader } from "./deal-records.ts";
import { settledRow } from "./transactions.service.ts";

type RatingRow = typeof ratings.$inferSelect;
const DAY = 86_400_000;

const scoresOf = (r: RatingRow) =>
  Object.fromEntries(RATING_CATEGORIES.filter((c) => r[c] !== null).map((c) => [c, r[c]!])) as Partial<
    Record<RatingCategory, number>
  >;
const round = (n: number) => Math.round(n * 100) / 100;

function record(r: RatingRow, names: Map<string, string>, number: string, reader: string, now: Date): RatingRecord {
  const scores = scoresOf(r);
  const values = Object.values(scores);
  const editableUntil = new Date(r.createdAt.getTime() + RATING_LIMITS.editDays * DAY);
  const own = r.raterCompanyId === reader;
  // A third company reads a profile's ratings: no employee's name, no transaction number.
  const party = own || r.ratedCompanyId === reader;
  return {
    id: r.id,
    transactionId: r.transactionId,
    transactionNumber: party ? number : null,
    rater: { id: r.raterCompanyId, name: names.get(r.raterCompanyId) ?? "" },
    rated: { id: r.ratedCompanyId, name: names.get(r.ratedCompanyId) ?? "" },
    ratedRole: r.ratedRole,
    scores,
    average: round(values.reduce((a, b) => a + b, 0) / values.length),
    comment: r.comment,
    by: party ? r.raterName : null,
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    own,
    editableUntil: own && now < editableUntil && r.answer === null ? editableUntil.toISOString() : null,
    canAnswer: r.ratedCompanyId === reader && r.answer === null,
  };
}

/** The ratings of one transaction (both sides'), as a party reads them. */
export async function transactionRatings(db: Reader, transactionId: string, reader: string, now: Date) {
  const rows = await db.select().from(ratings).where(eq(ratings.transactionId, transactionId));
  const [t] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
  const names = await companyNames(
    db,
    rows.flatMap((r) => [r.raterCompanyId, r.ratedCompanyId]),
  );
  return rows.map((r) => record(r, names, transactionNumber(t!.sequence, t!.createdAt), reader, now));
}

/**
 * Until when the reader's company may give its rating of a transaction (30 days after completion),
 * or null: not completed, the window past, or given already (then its own `editableUntil` says).
 */
export function rateUntilOf(
  t: { status: string; completedAt: Date | null },
  items: RatingRecord[],
  now: Date,
): string | null {
  if (t.status !== "completed" || !t.completedAt || items.some((r) => r.own)) return null;
  const closes = new Date(t.completedAt.getTime() + RATING_LIMITS.rateWithinDays * DAY);
  return now <= closes ? closes.toISOString() : null;
}

/**
 * The actor's company rates the other side of a completed transaction, or changes its rating:
 * only then (ratingNotAllowed), within 30 days of completion (ratingWindowClosed), a change within
 * 14 days of giving it (ratingNotEditable); the rated role's categories scored, no others.
 */
export async function rateTransaction(
  deps: { db: Db; now: () => Date },
  actor: Actor | null,
  transactionId: string,
  input: unknown,
): Promise<RatingRecord> {
  const dealer = dealerOf(actor);
  const values = validInput(ratingInput, input ?? {});
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    // The clock's steps first: a completion due at `now` is a completion.
    const { row: t } = await settledRow(tx, dealer.companyId, transactionId, now);
    if (t.status !== "completed" || !t.completedAt) throw new AppError("ratingNotAllowed");
    const ratedRole = t.shipperCompanyId === dealer.companyId ? "carrier" : "shipper";
    const wanted = categoriesFor(ratedRole);
    const fields: Record<string, string[]> = {};
    for (const c of RATING_CATEGORIES) {
      if (wanted.includes(c) && values[c] === undefined) fields[c] = ["required"];
      if (!wanted.includes(c) && values[c] !== undefined) fields[c] = ["notRated"];
    }
    if (Object.keys(fields).length) throw new AppError("validation", { fields });
    const scores = Object.fromEntries(RATING_CATEGORIES.map((c) => [c, wanted.includes(c) ? values[c]! : null]));
    const comment = values.comment?.trim() || null;
    const [mine] = await tx
      .select()
      .from(ratings)
      .where(and(eq(ratings.transactionId, t.id), eq(ratings.raterCompanyId, dealer.companyId)));
    if (mine) {
      // Past 14 days, or answered already: the answer stays under the rating it answered.
      if (now.getTime() > mine.createdAt.getTime() + RATING_LIMITS.editDays * DAY || mine.answer !== null)
        throw new AppError("ratingNotEditable");
      const [changed] = await tx
        .update(ratings)
        .set({ ...scores, comment, raterUserId: dealer.userId, raterName: dealer.name, updatedAt: now })
        .where(eq(ratings.id, mine.id))
        .returning();
      return changed!;
    }
    if (now.getTime() > t.completedAt.getTime() + RATING_LIMITS.rateWithinDays * DAY)
      throw new AppError("ratingWindowClosed");
    const ratedCompanyId = ratedRole === "carrier" ? t.carrierCompanyId : t.shipperCompanyId;
    const [made] = await tx
      .insert(ratings)
      .values({
        transactionId: t.id,
        raterCompanyId: dealer.companyId,
        ratedCompanyId,
        ratedRole,
        raterUserId: dealer.userId,
        raterName: dealer.name,
        ...scores,
        comment,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return made!;
  });
  const [rated] = await transactionRatings(deps.db, transactionId, dealer.companyId, now).then((all) =>
    all.filter((r) => r.id === row.id),
  );
  return rated!;
}

/** The rated company answers a rating once (ratingAlreadyAnswered after). */
export async function answerRating(
  deps: { db: Db; now: () => Date },
  actor: Actor | null,
  ratingId: string,
  input: unknown,
): Promise<RatingRecord> {
  const dealer = dealerOf(actor);
  const { text } = validInput(ratingAnswerInput, input ?? {});
  if (!isUuid(ratingId)) throw new AppError("ratingNotFound");
  const now = deps.now();
  const [answered] = await deps.db
    .update(ratings)
    .set({ answer: text.trim(), answeredBy: dealer.userId, answeredByName: dealer.name, answeredAt: now })
    .where(and(eq(ratings.id, ratingId), eq(ratings.ratedCompanyId, dealer.companyId), sql`${ratings.answer} IS NULL`))
    .returning();
  if (!answered) {
    const [exists] = await deps.db
      .select({ id: ratings.id })
      .from(ratings)
      .where(and(eq(ratings.id, ratingId), eq(ratings.ratedCompanyId, dealer.companyId)));
    throw new AppError(exists ? "ratingAlreadyAnswered" : "ratingNotFound");
  }
  const all = await transactionRatings(deps.db, answered.transactionId, dealer.companyId, now);
  return all.find((r) => r.id === ratingId)!;
}

/** A verified company's (or the reader's own) ratings, newest first, a page of 20. */
export async function companyRatings(db: Db, actor: Actor | null, companyId: string, query: unknown, now: Date) {
  const dealer = dealerOf(actor);
  const { page } = validInput(ratingQuery, query ?? {});
  if (!isUuid(companyId)) throw new AppError("companyNotFound");
  const [company] = await db.select({ status: companies.status }).from(companies).where(eq(companies.id, companyId));
  if (!company || (company.status !== "verified" && companyId !== dealer.companyId))
    throw new AppError("companyNotFound");
  const rows = await db
    .select({ rating: ratings, sequence: transactions.sequence, createdAt: transactions.createdAt })
    .from(ratings)
    .innerJoin(transactions, eq(transactions.id, ratings.transactionId))
    .where(eq(ratings.ratedCompanyId, companyId))
    .orderBy(desc(ratings.createdAt))
    .limit(RATING_LIMITS.pageSize)
    .offset((page - 1) * RATING_LIMITS.pageSize);
  const [{ total }] = (await rowsOf(
    db,
    sql`SELECT count(*) AS total FROM ratings WHERE rated_company_id = ${companyId}`,
  )) as [{ total: unknown }];
  const names = await companyNames(
    db,
    rows.flatMap((r) => [r.rating.raterCompanyId, r.rating.ratedCompanyId]),
  );
  return {
    items: rows.map((r) => record(r.rating, names, transactionNumber(r.sequence, r.createdAt), dealer.companyId, now)),
    page,
    pageSize: RATING_LIMITS.pageSize,
    total: Number(total),
  };
}

/** What a company's profile shows of its ratings: averages per category and overall, the last 12 months, paying on time. */
export async function ratingSummaryOf(db: Reader, companyId: string, now: Date): Promise<RatingSummary> {
  const rows = await db.select().from(ratings).where(eq(ratings.ratedCompanyId, companyId));
  const mean = (values: number[]) => (values.length ? round(values.reduce((a, b) => a + b, 0) / values.length) : null);
  const averageOf = (r: RatingRow) => mean(Object.values(scoresOf(r)))!;
  const side = (role: "carrier" | "shipper") => {
    const mine = rows.filter((r) => r.ratedRole === role);
    const categories = Object.fromEntries(
      categoriesFor(role).map((c) => [c, mean(mine.map((r) => r[c]).filter((v): v is number => v !== null))]),
    );
    return { count: mine.length, categories: mine.length ? categories : {} };
  };
  const yearAgo = new Date(now.getTime() - 365 * DAY);
  const recent = rows.filter((r) => r.createdAt >= yearAgo);
  const payments = rows.map((r) => r.payment).filter((v): v is number => v !== null);
  return {
    count: rows.length,
    average: mean(rows.map(averageOf)),
    asCarrier: side("carrier") as RatingSummary["asCarrier"],
    asShipper: side("shipper") as RatingSummary["asShipper"],
    last12Months: { count: recent.length, average: mean(recent.map(averageOf)) },
    paysOnTime: payments.length
      ? {
          share: round(payments.filter((p) => p >= RATING_LIMITS.onTimeFrom).length / payments.length),
          count: payments.length,
        }
      : null,
  };
}
