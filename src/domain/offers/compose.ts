import type { Db } from "../../db/client.ts";
import type { JobRegistry } from "../ports/jobs.ts";
import type { Actor } from "../access/actor.ts";
import type { PlaceLanguage } from "../places/countries.ts";
import type { DuplicateDates } from "../../shared/contracts/offer-values.ts";
import type { OfferKind } from "../../shared/contracts/offers.ts";
import * as state from "./exchange-state.service.ts";
import { expireOffers, offerExpiryJob } from "./offer-expiry.ts";
import { matchesFor } from "./matching.ts";
import {
  type DigestDeps,
  mailMatchDigests,
  markMatchesSeen,
  matchDigestJob,
  noticeMatches,
  offerMatchesJob,
  unseenMatches,
} from "./match-notices.ts";
import { companyExchange } from "./company-exchange.ts";
import { searchOffers } from "./offer-search.ts";
import { archiveOffer, companyOffers, duplicateOffer, offerOf, postOffer, updateOffer } from "./offers.service.ts";
import { requirePermission, actorCompanyId } from "../access/require-permission.ts";
import { requireOperation } from "../access/restrictions.service.ts";

/**
 * The exchange's offers (spec §2 /ongoing/offers, /archive/offers; DESIGN §7; docs/decisions/028),
 * by the domain's own names; the expiry job registered with the queue.
 */
export function createOfferServices(deps: { db: Db; jobs: JobRegistry } & Omit<DigestDeps, "db">) {
  const { db, jobs } = deps;
  jobs.register(offerExpiryJob(db));
  const matchesJob = offerMatchesJob(db);
  jobs.register(matchesJob);
  jobs.register(matchDigestJob({ ...deps, db }));
  /** An offer posted or changed: who it fits is found in the background (a retry tells nobody twice). */
  const findMatches = async <T extends { id: string }>(offer: Promise<T>) => {
    const made = await offer;
    await jobs.send(matchesJob, { offerId: made.id });
    return made;
  };
  return {
    postOffer: (actor: Actor | null, input: unknown, lang?: PlaceLanguage) =>
      findMatches(postOffer(db, actor, input, lang)),
    updateOffer: (actor: Actor | null, offerId: string, input: unknown, lang: PlaceLanguage = "pl") =>
      findMatches(updateOffer(db, actor, offerId, input, lang)),
    duplicateOffer: (actor: Actor | null, offerId: string, dates: DuplicateDates, lang?: PlaceLanguage) =>
      findMatches(duplicateOffer(db, actor, offerId, dates, lang)),
    archiveOffer: (actor: Actor | null, offerId: string) => archiveOffer(db, actor, offerId),
    offerOf: (actor: Actor | null, offerId: string) => offerOf(db, actor, offerId),
    companyOffers: (actor: Actor | null, which: "active" | "archive") => companyOffers(db, actor, which),
    /**
     * A page of the exchange. "Only new" counts from `since` when given (a page keeps the mark it
     * was opened with, so its refreshes do not move it), else from the user's stored mark;
     * `markSeen` moves the stored mark to now (a visit, not a refresh).
     */
    async searchOffers(actor: Actor | null, input: unknown, options: { markSeen?: boolean; since?: Date | null } = {}) {
      requirePermission(actor, "viewOwnCompany");
      await requireOperation(db, actor!, "readOffers");
      const companyId = actorCompanyId(actor);
      const kind: OfferKind = (input as { kind?: unknown } | null)?.kind === "vehicle" ? "vehicle" : "load";
      const stored = async () => {
        const view = await state.exchangeView(db, actor);
        return kind === "load" ? view.loadsSeenAt : view.vehiclesSeenAt;
      };
      const seenSince = options.since === undefined ? await stored() : options.since;
      const page = await searchOffers(db, input, { companyId, userId: actor.user.id, seenSince });
      if (options.markSeen) await state.markSeen(db, actor, kind);
      return page;
    },
    pinOffer: (actor: Actor | null, offerId: string) => state.pinOffer(db, actor, offerId),
    unpinOffer: (actor: Actor | null, offerId: string) => state.unpinOffer(db, actor, offerId),
    pinnedOfferIds: (actor: Actor | null) => state.pinnedOfferIds(db, actor),
    /** The user's pinned offers still on the exchange and shown to the company, oldest pin first. */
    async pinnedOffers(actor: Actor | null) {
      const pinned = await state.pinnedOffers(db, actor);
      if (pinned.some((o) => !o.own)) await requireOperation(db, actor!, "readOffers");
      return pinned;
    },
    exchangeView: (actor: Actor | null) => state.exchangeView(db, actor),
    /** The user looked at a list now; answers the mark before (null: never). */
    markSeen: (actor: Actor | null, kind: OfferKind) => state.markSeen(db, actor, kind),
    setExchangeToggles: (actor: Actor | null, input: unknown) => state.setExchangeToggles(db, actor, input),
    savedFilters: (actor: Actor | null) => state.savedFiltersOf(db, actor),
    saveFilter: (actor: Actor | null, input: unknown) => state.saveFilter(db, actor, input),
    deleteSavedFilter: (actor: Actor | null, id: string) => state.deleteSavedFilter(db, actor, id),
    setCompanyList: (actor: Actor | null, input: unknown) => state.setCompanyList(db, actor, input),
    companyLists: (actor: Actor | null) => state.companyListsOf(db, actor),
    /** Another company as the actor's company sees it on the exchange: its offers shown, the list it is on. */
    companyExchange: (actor: Actor | null, companyId: string) => companyExchange(db, actor, companyId),
    /** The offers that fit one (a vehicle's loads, a load's vehicles), best first, each score explained. */
    async matchesFor(actor: Actor | null, offerId: string) {
      requirePermission(actor, "viewOwnCompany");
      await requireOperation(db, actor!, "readOffers");
      return matchesFor(db, actor, offerId);
    },
    expireOffers: (now?: Date) => expireOffers(db, now),
    /** Records who to tell of an offer's matches (the job's work; tests call it directly). */
    noticeMatches: (offerId: string) => noticeMatches(db, offerId),
    /** The user's own offers with matches not yet seen, and how many. */
    unseenMatches: (actor: Actor | null) => unseenMatches(db, actor),
    markMatchesSeen: (actor: Actor | null, offerId: string) => markMatchesSeen(db, actor, offerId),
    mailMatchDigests: (now?: Date) => mailMatchDigests({ ...deps, db }, now),
  };
}

export type OfferServices = ReturnType<typeof createOfferServices>;
