import { closePairNegotiations } from "./offer-expiry.ts";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import {
  companies,
  companyLists,
  exchangeViews,
  offerPartners,
  offerPins,
  offers,
  savedFilters,
} from "../../db/schema/index.ts";
import { offerSearchFields } from "../../shared/contracts/offer-search.ts";
import {
  COMPANY_LIST_KINDS,
  OFFER_KINDS,
  type OfferKind,
  type OfferRecord,
  todayInPoland,
} from "../../shared/contracts/offers.ts";
import { deniedCompanies, offerRecords } from "./offer-records.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { AppError } from "../errors.ts";
import { validInput } from "../validation.ts";
import { offerOf } from "./offers.service.ts";

/**
 * What a user keeps on the exchange (spec §3: pinned offer ids, onlyNew and onlyNewSince, the
 * refresh and resize toggles; issue 26: saved filters) and what a company keeps about others (its
 * allow and deny lists). Each is the user's or the company's own: no operation names another's.
 */

export const SAVED_FILTERS_MAX = 20;
export const SAVED_FILTER_NAME_MAX = 60;

function member(actor: Actor | null): { userId: string; companyId: string } {
  requirePermission(actor, "viewOwnCompany");
  return { userId: actor.user.id, companyId: actorCompanyId(actor) };
}

/** Pins an offer the user's company may read (offerNotFound otherwise); pinning twice is one pin. */
export async function pinOffer(db: Db, actor: Actor | null, offerId: string) {
  const { userId } = member(actor);
  await offerOf(db, actor, offerId);
  await db.insert(offerPins).values({ userId, offerId }).onConflictDoNothing();
  return { offerId, pinned: true };
}

/**
 * Unpins an offer: a pin the user has goes, whatever became of the offer since; without a pin,
 * an offer the company may read answers the same (nothing to do), any other offerNotFound.
 */
export async function unpinOffer(db: Db, actor: Actor | null, offerId: string) {
  const { userId } = member(actor);
  const removed = isUuid(offerId)
    ? await db
        .delete(offerPins)
        .where(and(eq(offerPins.userId, userId), eq(offerPins.offerId, offerId)))
        .returning({ id: offerPins.offerId })
    : [];
  if (!removed.length) await offerOf(db, actor, offerId);
  return { offerId, pinned: false };
}

/** The user's pinned offer ids, oldest pin first. */
export async function pinnedOfferIds(db: Db, actor: Actor | null): Promise<string[]> {
  const { userId } = member(actor);
  const rows = await db
    .select({ id: offerPins.offerId })
    .from(offerPins)
    .where(eq(offerPins.userId, userId))
    .orderBy(asc(offerPins.createdAt));
  return rows.map((r) => r.id);
}

/**
 * The user's pinned offers still on the exchange and shown to the company, oldest pin first: one
 * read of the rows, one of the partners and deny lists, one of the records (not a read per pin).
 */
export async function pinnedOffers(db: Db, actor: Actor | null): Promise<OfferRecord[]> {
  const { companyId } = member(actor);
  const ids = await pinnedOfferIds(db, actor);
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(offers)
    .where(and(inArray(offers.id, ids), eq(offers.status, "active"), gte(offers.endsOn, todayInPoland())));
  const denied = new Set(await deniedCompanies(db, companyId));
  const privateIds = rows.filter((r) => r.visibility === "private" && r.companyId !== companyId).map((r) => r.id);
  const partnerOf = new Set(
    privateIds.length
      ? (
          await db
            .select({ id: offerPartners.offerId })
            .from(offerPartners)
            .where(and(inArray(offerPartners.offerId, privateIds), eq(offerPartners.companyId, companyId)))
        ).map((p) => p.id)
      : [],
  );
  const shown = rows
    .filter(
      (r) =>
        r.companyId === companyId || (!denied.has(r.companyId) && (r.visibility === "public" || partnerOf.has(r.id))),
    )
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return offerRecords(db, shown, companyId);
}

export interface ExchangeView {
  loadsSeenAt: Date | null;
  vehiclesSeenAt: Date | null;
  autoRefresh: boolean;
  compact: boolean;
}

export async function exchangeView(db: Db, actor: Actor | null): Promise<ExchangeView> {
  const { userId } = member(actor);
  const [row] = await db.select().from(exchangeViews).where(eq(exchangeViews.userId, userId));
  return row ?? { loadsSeenAt: null, vehiclesSeenAt: null, autoRefresh: true, compact: false };
}

/** The user looked at a list now: "only new" counts from here next time. Answers the previous mark. */
export async function markSeen(db: Db, actor: Actor | null, kind: OfferKind, now = new Date()) {
  const { userId } = member(actor);
  const before = await exchangeView(db, actor);
  const set = kind === "load" ? { loadsSeenAt: now } : { vehiclesSeenAt: now };
  await db
    .insert(exchangeViews)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: exchangeViews.userId, set });
  return kind === "load" ? before.loadsSeenAt : before.vehiclesSeenAt;
}

const toggles = z.object({ autoRefresh: z.boolean().optional(), compact: z.boolean().optional() }).strict();

/** The list's refresh and compact-layout toggles (spec §3), kept per user. */
export async function setExchangeToggles(db: Db, actor: Actor | null, input: unknown) {
  const { userId } = member(actor);
  const parsed = toggles.safeParse(input);
  if (!parsed.success) throw new AppError("invalidInputObject");
  const set = parsed.data;
  if (Object.keys(set).length)
    await db
      .insert(exchangeViews)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: exchangeViews.userId, set });
  return exchangeView(db, actor);
}

const savedFilterInput = z.object({
  name: z.string().trim().min(1, "required").max(SAVED_FILTER_NAME_MAX, "tooLong"),
  kind: z.enum(OFFER_KINDS, { error: "invalidOption" }),
  filter: offerSearchFields.omit({ after: true, kind: true }).partial(),
});

export async function savedFiltersOf(db: Db, actor: Actor | null) {
  const { userId } = member(actor);
  return db
    .select({ id: savedFilters.id, name: savedFilters.name, kind: savedFilters.kind, filter: savedFilters.filter })
    .from(savedFilters)
    .where(eq(savedFilters.userId, userId))
    .orderBy(asc(savedFilters.kind), asc(savedFilters.name));
}

/** Saves a search under a name (the same name of the same list is replaced); at most SAVED_FILTERS_MAX. */
export async function saveFilter(db: Db, actor: Actor | null, input: unknown) {
  const { userId } = member(actor);
  const { name, kind, filter } = validInput(savedFilterInput, input);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedFilters)
    .where(eq(savedFilters.userId, userId))) as [{ n: number }];
  const [same] = await db
    .select({ id: savedFilters.id })
    .from(savedFilters)
    .where(and(eq(savedFilters.userId, userId), eq(savedFilters.kind, kind), eq(savedFilters.name, name)));
  if (!same && n >= SAVED_FILTERS_MAX) throw new AppError("validation", { fields: { name: ["tooMany"] } });
  const [row] = await db
    .insert(savedFilters)
    .values({ userId, name, kind, filter })
    .onConflictDoUpdate({ target: [savedFilters.userId, savedFilters.kind, savedFilters.name], set: { filter } })
    .returning({ id: savedFilters.id, name: savedFilters.name, kind: savedFilters.kind, filter: savedFilters.filter });
  return row!;
}

export async function deleteSavedFilter(db: Db, actor: Actor | null, id: string) {
  const { userId } = member(actor);
  const [row] = isUuid(id)
    ? await db
        .delete(savedFilters)
        .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId)))
        .returning({ id: savedFilters.id })
    : [];
  if (!row) throw new AppError("savedFilterNotFound");
  return { id };
}

const listInput = z.object({
  companyId: z.uuid({ error: "invalidOption" }),
  list: z.enum([...COMPANY_LIST_KINDS, "none"], { error: "invalidOption" }),
});

/**
 * Puts another company on the actor's company's allow or deny list, or takes it off ("none").
 * Members holding editOwnOffers manage the lists; the own company cannot be listed.
 */
export async function setCompanyList(db: Db, actor: Actor | null, input: unknown) {
  requirePermission(actor, "editOwnOffers");
  const companyId = actorCompanyId(actor);
  const parsed = listInput.safeParse(input);
  if (!parsed.success) throw new AppError("invalidInputObject");
  const { companyId: other, list } = parsed.data;
  if (other === companyId) throw new AppError("validation", { fields: { companyId: ["invalidOption"] } });
  const [known] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, other));
  if (!known) throw new AppError("companyNotFound");
  if (list === "none") {
    await db
      .delete(companyLists)
      .where(and(eq(companyLists.companyId, companyId), eq(companyLists.otherCompanyId, other)));
  } else {
    await db
      .insert(companyLists)
      .values({ companyId, otherCompanyId: other, list })
      .onConflictDoUpdate({ target: [companyLists.companyId, companyLists.otherCompanyId], set: { list } });
    // No deal with a denied company: the pair's waiting price proposals are closed (issue 28).
    if (list === "deny") await closePairNegotiations(db, companyId, other, new Date());
  }
  return { companyId: other, list };
}

/** The actor's company's lists: the companies on them, with names. */
export async function companyListsOf(db: Db, actor: Actor | null) {
  requirePermission(actor, "viewOwnCompany");
  const companyId = actorCompanyId(actor);
  return db
    .select({ companyId: companyLists.otherCompanyId, name: companies.name, list: companyLists.list })
    .from(companyLists)
    .innerJoin(companies, eq(companies.id, companyLists.otherCompanyId))
    .where(eq(companyLists.companyId, companyId))
    .orderBy(asc(companies.name));
}
