import { closeNegotiations } from "./offer-expiry.ts";
import { and, desc, eq, gte, inArray, lt, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, offerPartners, offerPlaces, offers, users, vehicles } from "../../db/schema/index.ts";
import { type DuplicateDates, offerValues } from "../../shared/contracts/offer-values.ts";
import { offerInput, type OfferRecord, type OfferValues, todayInPoland } from "../../shared/contracts/offers.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { requireOperation } from "../access/restrictions.service.ts";
import { AppError } from "../errors.ts";
import { validInput } from "../validation.ts";
import type { PlaceLanguage } from "../places/countries.ts";
import { resolvePlaces, type ResolvedPlaces, routeColumns } from "./offer-places.ts";
import { offerRecords, offerRow, type OfferRow, type Tx, visibleTo } from "./offer-records.ts";

/**
 * The company's offers on the exchange (spec §2 /ongoing/offers, /archive/offers; §5; DESIGN §7;
 * docs/decisions/028). Members read what is shown to their company (viewOwnCompany); members
 * holding editOwnOffers post (while the plan allows: postOffer), edit, duplicate and archive
 * their company's. Another company's offer is offerNotFound to read when it is not shown to the
 * reader, and deniedUpdateOfOffer to change.
 */

const invalid = (fields: Record<string, string[]>) => new AppError("validation", { fields });

/** The input on the contract (dates judged from `earliest`), or `validation` with each field's codes. */
const valid = (input: unknown, earliest: string): OfferValues => validInput(offerInput(earliest), input);

/** The last day an offer stays on the exchange: its last unloading (or availability) day. */
export const endsOn = (v: OfferValues) =>
  [v.loadFrom, v.loadTo, v.kind === "load" ? v.unloadFrom : null, v.kind === "load" ? v.unloadTo : null]
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1)!;

function readerCompany(actor: Actor | null): string {
  requirePermission(actor, "viewOwnCompany");
  return actorCompanyId(actor);
}

function editorCompany(actor: Actor | null): { actor: Actor; companyId: string } {
  requirePermission(actor, "editOwnOffers");
  return { actor, companyId: actorCompanyId(actor) };
}

/** What the offer carries besides its places: a load's own, or a vehicle offer's from its vehicle. */
async function cargoColumns(tx: Tx, v: OfferValues, companyId: string) {
  const shared = {
    loadFrom: v.loadFrom!,
    loadTo: v.loadTo,
    endsOn: endsOn(v),
    price: v.price,
    currency: v.price === null ? null : (v.currency ?? null),
    paymentDays: v.paymentDays,
    visibility: v.visibility,
    notes: v.notes?.trim() || null,
  };
  if (v.kind === "load") {
    return {
      ...shared,
      vehicleId: null,
      unloadFrom: v.unloadFrom,
      unloadTo: v.unloadTo,
      destRadiusKm: null,
      destCountries: [],
      goods: v.goods?.trim() || null,
      weightKg: v.weightKg!,
      volumeM3: v.volumeM3,
      loadingMetres: v.loadingMetres,
      bodyTypes: v.bodyTypes,
      adr: v.adr ?? false,
      temperatureMin: v.temperatureMin,
      temperatureMax: v.temperatureMax,
    };
  }
  const [vehicle] = await tx
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, v.vehicleId), eq(vehicles.companyId, companyId)));
  if (!vehicle) throw invalid({ vehicleId: ["invalidOption"] });
  return {
    ...shared,
    vehicleId: vehicle.id,
    unloadFrom: null,
    unloadTo: null,
    destRadiusKm: v.destRadiusKm,
    destCountries: v.destCountries,
    goods: null,
    weightKg: vehicle.payloadKg,
    volumeM3: vehicle.volumeM3,
    loadingMetres: vehicle.loadingMetres,
    bodyTypes: [vehicle.bodyType],
    adr: vehicle.adr,
    temperatureMin: vehicle.temperatureMin,
    temperatureMax: vehicle.temperatureMax,
  };
}

/** The contact must be one of the company's people; partners other verified companies. */
async function checkPeople(tx: Tx, v: OfferValues, companyId: string) {
  if (v.contactUserId) {
    const [contact] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, v.contactUserId), eq(users.companyId, companyId)));
    if (!contact) throw invalid({ contactUserId: ["invalidOption"] });
  }
  const partners = v.visibility === "private" ? v.partners.filter((p) => p !== companyId) : [];
  if (partners.length) {
    const known = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(inArray(companies.id, partners), eq(companies.status, "verified")));
    if (known.length !== new Set(partners).size) throw invalid({ partners: ["invalidOption"] });
  }
  if (v.visibility === "private" && !partners.length) throw invalid({ partners: ["partnersRequired"] });
  return partners;
}

async function writePlaces(tx: Tx, offerId: string, places: ResolvedPlaces, partners: string[]) {
  await tx.delete(offerPlaces).where(eq(offerPlaces.offerId, offerId));
  await tx.delete(offerPartners).where(eq(offerPartners.offerId, offerId));
  const rows = (["loading", "unloading"] as const).flatMap((role) =>
    places[role].map((p, position) => ({ ...p, offerId, role, position })),
  );
  if (rows.length) await tx.insert(offerPlaces).values(rows);
  if (partners.length) await tx.insert(offerPartners).values(partners.map((companyId) => ({ offerId, companyId })));
}

/** A new offer of the actor's company (gated by the plan: postOffer). */
export async function postOffer(db: Db, actor: Actor | null, input: unknown, lang: PlaceLanguage = "pl") {
  const { companyId } = editorCompany(actor);
  const values = valid(input, todayInPoland());
  const places = resolvePlaces(values, lang);
  await requireOperation(db, actor!, "postOffer");
  const row = await db.transaction(async (tx) => {
    const partners = await checkPeople(tx, values, companyId);
    const [made] = await tx
      .insert(offers)
      .values({
        ...(await cargoColumns(tx, values, companyId)),
        ...routeColumns(places),
        companyId,
        kind: values.kind,
        contactUserId: values.contactUserId ?? actor!.user.id,
        createdBy: actor!.user.id,
      })
      .returning();
    await writePlaces(tx, made!.id, places, partners);
    return made!;
  });
  return (await offerRecords(db, [row], companyId))[0]!;
}

/** The offer to change, locked: offerNotFound, deniedUpdateOfOffer (another company's), offerNotActive. */
async function changeable(tx: Tx, offerId: string, companyId: string): Promise<OfferRow> {
  if (!isUuid(offerId)) throw new AppError("offerNotFound");
  const row = await offerRow(tx, offerId, true);
  if (!row) throw new AppError("offerNotFound");
  if (row.companyId !== companyId) throw new AppError("deniedUpdateOfOffer");
  if (row.status !== "active" || row.endsOn < todayInPoland()) throw new AppError("offerNotActive");
  return row;
}

/** Every field of an active offer of the actor's company, as the form sends them again. */
export async function updateOffer(db: Db, actor: Actor | null, offerId: string, input: unknown, lang: PlaceLanguage) {
  const { companyId } = editorCompany(actor);
  const row = await db.transaction(async (tx) => {
    const offer = await changeable(tx, offerId, companyId);
    const today = todayInPoland();
    const values = valid(input, offer.loadFrom < today ? offer.loadFrom : today);
    if (values.kind !== offer.kind) throw invalid({ kind: ["invalidOption"] });
    const places = resolvePlaces(values, lang);
    const partners = await checkPeople(tx, values, companyId);
    const [updated] = await tx
      .update(offers)
      .set({
        ...(await cargoColumns(tx, values, companyId)),
        ...routeColumns(places),
        contactUserId: values.contactUserId ?? offer.contactUserId,
        updatedAt: new Date(),
      })
      .where(eq(offers.id, offer.id))
      .returning();
    await writePlaces(tx, offer.id, places, partners);
    // A price proposed for the offer as it was is no price for the offer as it is now (issue 28).
    await closeNegotiations(tx, [offer.id], new Date());
    return updated!;
  });
  return (await offerRecords(db, [row], companyId))[0]!;
}

/** Takes an active offer of the actor's company off the exchange by hand. */
export async function archiveOffer(db: Db, actor: Actor | null, offerId: string) {
  const { companyId } = editorCompany(actor);
  const row = await db.transaction(async (tx) => {
    const offer = await changeable(tx, offerId, companyId);
    const [archived] = await tx
      .update(offers)
      .set({ status: "archived", archivedAt: new Date(), updatedAt: new Date() })
      .where(eq(offers.id, offer.id))
      .returning();
    await closeNegotiations(tx, [offer.id], new Date());
    return archived!;
  });
  return (await offerRecords(db, [row], companyId))[0]!;
}

/** One offer the actor's company may read: its own (any status), or another's it is shown while active. */
export async function offerOf(db: Db, actor: Actor | null, offerId: string): Promise<OfferRecord> {
  const companyId = readerCompany(actor);
  if (!isUuid(offerId)) throw new AppError("offerNotFound");
  const row = await offerRow(db, offerId);
  const shown =
    row &&
    (row.companyId === companyId ||
      (row.status === "active" && row.endsOn >= todayInPoland() && (await visibleTo(db, row, companyId))));
  if (!shown) throw new AppError("offerNotFound");
  // Another company's offer is read under the plan (a company's own never is refused).
  if (row.companyId !== companyId) await requireOperation(db, actor!, "readOffers");
  return (await offerRecords(db, [row], companyId))[0]!;
}

/**
 * The actor's company's offers: on the exchange (active, last day not past), or its archive
 * (archived by hand, expired, or past their last day while the job has not run yet).
 */
export async function companyOffers(db: Db, actor: Actor | null, which: "active" | "archive", limit = 200) {
  const companyId = readerCompany(actor);
  const today = todayInPoland();
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.companyId, companyId),
        which === "active"
          ? and(eq(offers.status, "active"), gte(offers.endsOn, today))
          : or(ne(offers.status, "active"), lt(offers.endsOn, today)),
      ),
    )
    .orderBy(desc(offers.updatedAt))
    .limit(limit);
  return offerRecords(db, rows, companyId);
}

/**
 * A copy of one of the company's offers (active or archived) with new dates (spec §2 "archive and
 * duplicate"): posted as a new offer, with the same checks and the plan's gate.
 */
export async function duplicateOffer(
  db: Db,
  actor: Actor | null,
  offerId: string,
  dates: DuplicateDates,
  lang: PlaceLanguage = "pl",
) {
  const { companyId } = editorCompany(actor);
  if (!isUuid(offerId)) throw new AppError("offerNotFound");
  const row = await offerRow(db, offerId);
  if (!row) throw new AppError("offerNotFound");
  if (row.companyId !== companyId) throw new AppError("deniedUpdateOfOffer");
  const [source] = await offerRecords(db, [row], companyId);
  const pick = (d: string | undefined) => (typeof d === "string" ? d : undefined);
  const input = {
    ...offerValues(source!),
    loadFrom: pick(dates.loadFrom),
    loadTo: pick(dates.loadTo),
    ...(row.kind === "load" ? { unloadFrom: pick(dates.unloadFrom), unloadTo: pick(dates.unloadTo) } : {}),
  };
  return postOffer(db, actor, input, lang);
}
