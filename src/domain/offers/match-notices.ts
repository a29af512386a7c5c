import { and, count, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { offerMatchNotices, offerPartners, offers, users } from "../../db/schema/index.ts";
import { todayInPoland } from "../../shared/contracts/offers.ts";
import { createTranslator } from "../../shared/i18n.ts";
import { cataloguesFor } from "../../infra/i18n/catalogues.ts";
import { formatLongDate } from "../../shared/format.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderMail } from "../mail/render.ts";
import { defineJob } from "../ports/jobs.ts";
import { isUuid } from "../../shared/uuid.ts";
import { deniedCompanies, offerRow, type OfferRow } from "./offer-records.ts";
import { fittingRows, scorePair } from "./matching.ts";

/** A fit told to a poster scores at least this (of 100): a weaker one is shown on the offer's page only. */
export const MATCH_NOTICE_MIN_SCORE = 50;

const recipientOf = (offer: OfferRow) => offer.contactUserId ?? offer.createdBy;

/** Of `offerIds`, those private offers that name `companyId` a partner. */
async function partneredOffers(db: Db, offerIds: string[], companyId: string): Promise<Set<string>> {
  if (!offerIds.length) return new Set();
  const rows = await db
    .select({ id: offerPartners.offerId })
    .from(offerPartners)
    .where(and(inArray(offerPartners.offerId, offerIds), eq(offerPartners.companyId, companyId)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Records who to tell that an offer, new or changed, fits theirs (issue 26): each fitting active
 * offer of another company scoring at least MATCH_NOTICE_MIN_SCORE, in both directions, where the
 * offer told of is shown to the recipient's company (public, or naming it a partner; neither
 * company denies the other). A pair is recorded once: a run repeated tells nobody again.
 */
export async function noticeMatches(db: Db, offerId: string): Promise<{ told: number }> {
  const self = await offerRow(db, offerId);
  if (!self || self.status !== "active" || self.endsOn < todayInPoland()) return { told: 0 };
  const denied = await deniedCompanies(db, self.companyId);
  const where = denied.length ? [sql`o.company_id <> ALL(${`{${denied.join(",")}}`}::uuid[])`] : [];
  const rows = await fittingRows(db, self, where);
  const selfPartners = new Set(
    self.visibility === "private"
      ? (
          await db.select({ id: offerPartners.companyId }).from(offerPartners).where(eq(offerPartners.offerId, self.id))
        ).map((p) => p.id)
      : [],
  );
  const privateIds = rows.filter((r) => r.visibility === "private").map((r) => r.id);
  const theirPartners = await partneredOffers(db, privateIds, self.companyId);
  const values: (typeof offerMatchNotices.$inferInsert)[] = [];
  for (const other of rows) {
    const { score } = scorePair(self, other);
    if (score < MATCH_NOTICE_MIN_SCORE) continue;
    const them = recipientOf(other);
    if (them && (self.visibility === "public" || selfPartners.has(other.companyId)))
      values.push({ offerId: other.id, matchOfferId: self.id, userId: them, score });
    const me = recipientOf(self);
    if (me && (other.visibility === "public" || theirPartners.has(other.id)))
      values.push({ offerId: self.id, matchOfferId: other.id, userId: me, score });
  }
  if (!values.length) return { told: 0 };
  const made = await db
    .insert(offerMatchNotices)
    .values(values)
    .onConflictDoNothing()
    .returning({ offerId: offerMatchNotices.offerId });
  return { told: made.length };
}

/** Offers changed within the last hour are matched again when a worker starts (a job a crash lost). */
const RESUME_WINDOW_MS = 60 * 60 * 1000;

/** Finds the matches of an offer just posted, changed or duplicated; a retry tells nobody twice. */
export const offerMatchesJob = (db: Db) =>
  defineJob({
    name: "offer-matches",
    schema: z.object({ offerId: z.uuid() }),
    handler: async ({ offerId }) => noticeMatches(db, offerId),
    retryLimit: 3,
    expireInSeconds: 300,
    singletonKey: ({ offerId }) => offerId,
    resume: async () =>
      (
        await db
          .select({ offerId: offers.id })
          .from(offers)
          .where(and(eq(offers.status, "active"), gte(offers.updatedAt, new Date(Date.now() - RESUME_WINDOW_MS))))
          .limit(1_000)
      ).map((r) => ({ offerId: r.offerId })),
  });

/** Unseen matches still on the exchange, counted per own offer of the user's, for the app's notices. */
export async function unseenMatches(db: Db, actor: Actor | null): Promise<{ offerId: string; count: number }[]> {
  requirePermission(actor, "viewOwnCompany");
  const companyId = actorCompanyId(actor!);
  const today = todayInPoland();
  const rows = await db
    .select({ offerId: offerMatchNotices.offerId, count: count() })
    .from(offerMatchNotices)
    .innerJoin(offers, eq(offers.id, offerMatchNotices.offerId))
    .where(
      and(
        eq(offerMatchNotices.userId, actor!.user.id),
        isNull(offerMatchNotices.seenAt),
        eq(offers.companyId, companyId),
        eq(offers.status, "active"),
        gte(offers.endsOn, today),
        sql`EXISTS (SELECT 1 FROM offers m WHERE m.id = ${offerMatchNotices.matchOfferId} AND m.status = 'active' AND m.ends_on >= ${today}::date)`,
      ),
    )
    .groupBy(offerMatchNotices.offerId);
  return rows.map((r) => ({ offerId: r.offerId, count: Number(r.count) }));
}

/** The user opened an offer's matches: its notices are seen (and no longer mailed). */
export async function markMatchesSeen(db: Db, actor: Actor | null, offerId: string, now = new Date()) {
  requirePermission(actor, "viewOwnCompany");
  if (!isUuid(offerId)) return;
  await db
    .update(offerMatchNotices)
    .set({ seenAt: now })
    .where(
      and(
        eq(offerMatchNotices.userId, actor!.user.id),
        eq(offerMatchNotices.offerId, offerId),
        isNull(offerMatchNotices.seenAt),
      ),
    );
}

export interface DigestDeps {
  db: Db;
  mailer: Pick<Mailer, "send">;
  /** PUBLIC_URL: the mail's links go to the offers. */
  publicUrl: string;
}

/** "Wrocław (PL) → Lyon (FR), from 12 December 2026: 3 new matches" in the recipient's language. */
function digestLine(offer: OfferRow, matches: number, locale: string): string {
  const { t } = createTranslator(locale, cataloguesFor(locale));
  const dest = offer.destCity ? `${offer.destCity} (${offer.destCountry})` : offer.destCountries.join(", ") || "—";
  return t("mail:matchDigest.line", {
    route: `${offer.originCity} (${offer.originCountry}) → ${dest}`,
    date: formatLongDate(new Date(`${offer.loadFrom}T12:00:00Z`), locale),
    count: matches,
  });
}

/**
 * Mails each user the matches they have neither seen nor been mailed (issue 26: "by a mail
 * digest"), one message listing their offers. A run first claims the user's notices
 * (`mailed_at`); only the run that claims them mails, so two workers or a rerun send nothing
 * twice. Offers no longer on the exchange are left out; a user without any left gets no mail.
 */
export async function mailMatchDigests(deps: DigestDeps, now = new Date()) {
  const { db } = deps;
  const due = await db
    .selectDistinct({ userId: offerMatchNotices.userId })
    .from(offerMatchNotices)
    .where(and(isNull(offerMatchNotices.seenAt), isNull(offerMatchNotices.mailedAt)));
  const sent: { to: string; offers: number }[] = [];
  for (const { userId } of due) {
    const claimed = await db
      .update(offerMatchNotices)
      .set({ mailedAt: now })
      .where(
        and(eq(offerMatchNotices.userId, userId), isNull(offerMatchNotices.seenAt), isNull(offerMatchNotices.mailedAt)),
      )
      .returning({ offerId: offerMatchNotices.offerId, matchOfferId: offerMatchNotices.matchOfferId });
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!claimed.length || !user?.isActive || user.isBlocked) continue;
    const today = todayInPoland(now);
    const live = await db
      .select()
      .from(offers)
      .where(
        and(
          inArray(offers.id, [...new Set(claimed.flatMap((c) => [c.offerId, c.matchOfferId]))]),
          eq(offers.status, "active"),
          gte(offers.endsOn, today),
        ),
      );
    const liveIds = new Set(live.map((o) => o.id));
    const perOffer = new Map<string, number>();
    for (const c of claimed)
      if (liveIds.has(c.offerId) && liveIds.has(c.matchOfferId))
        perOffer.set(c.offerId, (perOffer.get(c.offerId) ?? 0) + 1);
    if (!perOffer.size) continue;
    const own = live.filter((o) => perOffer.has(o.id)).sort((a, b) => a.loadFrom.localeCompare(b.loadFrom));
    const mail = renderMail("matchDigest", user.locale, {
      name: user.name,
      link: `${deps.publicUrl}/ongoing/offers?tab=mine`,
      lines: own.map(
        (o) => `${digestLine(o, perOffer.get(o.id)!, user.locale)}\n${deps.publicUrl}/ongoing/offers/${o.id}`,
      ),
    });
    await deps.mailer.send({ ...mail, to: user.email, kind: "matchDigest" });
    sent.push({ to: user.email, offers: own.length });
  }
  return sent;
}

/** The digest every morning at 6:00 UTC (7 or 8 in Poland), once across the workers. */
export const matchDigestJob = (deps: DigestDeps) =>
  defineJob({
    name: "offer-match-digest",
    schema: z.object({}),
    handler: async () => mailMatchDigests(deps),
    retryLimit: 1,
    expireInSeconds: 900,
    singletonKey: () => "offer-match-digest",
    schedule: { cron: "0 6 * * *", payload: {} },
  });
