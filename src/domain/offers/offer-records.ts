import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyLists, offerPartners, offerPlaces, offers } from "../../db/schema/index.ts";
import type { OfferRecord } from "../../shared/contracts/offers.ts";

export type OfferRow = typeof offers.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Db | Tx;

/** The companies `companyId` does not deal with, either way (a deny list hides offers both ways). */
export async function deniedCompanies(db: Reader, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ a: companyLists.companyId, b: companyLists.otherCompanyId })
    .from(companyLists)
    .where(
      and(
        eq(companyLists.list, "deny"),
        or(eq(companyLists.companyId, companyId), eq(companyLists.otherCompanyId, companyId)),
      ),
    );
  return [...new Set(rows.map((r) => (r.a === companyId ? r.b : r.a)))];
}

/**
 * Whether `reader` sees another company's offer: public or naming it a partner, and neither
 * company denies the other. The own company sees its offers whatever their visibility.
 */
export async function visibleTo(db: Reader, offer: OfferRow, reader: string): Promise<boolean> {
  if (offer.companyId === reader) return true;
  if ((await deniedCompanies(db, reader)).includes(offer.companyId)) return false;
  if (offer.visibility === "public") return true;
  const [partner] = await db
    .select({ one: sql`1` })
    .from(offerPartners)
    .where(and(eq(offerPartners.offerId, offer.id), eq(offerPartners.companyId, reader)));
  return Boolean(partner);
}

/** Offer rows as records, with their places, partners (own offers only) and companies' names. */
export async function offerRecords(db: Reader, rows: OfferRow[], reader: string): Promise<OfferRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const places = await db
    .select()
    .from(offerPlaces)
    .where(inArray(offerPlaces.offerId, ids))
    .orderBy(asc(offerPlaces.offerId), asc(offerPlaces.role), asc(offerPlaces.position));
  const ownIds = rows.filter((r) => r.companyId === reader).map((r) => r.id);
  const partners = ownIds.length
    ? await db.select().from(offerPartners).where(inArray(offerPartners.offerId, ownIds))
    : [];
  const names = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...new Set(rows.map((r) => r.companyId))]));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((o) => {
    const mine = places.filter((p) => p.offerId === o.id);
    const side = (role: "loading" | "unloading") =>
      mine
        .filter((p) => p.role === role)
        .map(({ country, postalCode, city, cityId, lat, lon }) => ({ country, postalCode, city, cityId, lat, lon }));
    return {
      id: o.id,
      companyId: o.companyId,
      companyName: nameOf.get(o.companyId) ?? "",
      kind: o.kind,
      status: o.status,
      vehicleId: o.vehicleId,
      loading: side("loading"),
      unloading: side("unloading"),
      loadFrom: o.loadFrom,
      loadTo: o.loadTo,
      unloadFrom: o.unloadFrom,
      unloadTo: o.unloadTo,
      endsOn: o.endsOn,
      destRadiusKm: o.destRadiusKm,
      destCountries: o.destCountries,
      goods: o.goods,
      weightKg: o.weightKg,
      volumeM3: o.volumeM3,
      loadingMetres: o.loadingMetres,
      bodyTypes: o.bodyTypes as OfferRecord["bodyTypes"],
      adr: o.adr,
      temperatureMin: o.temperatureMin,
      temperatureMax: o.temperatureMax,
      price: o.price,
      currency: o.currency as OfferRecord["currency"],
      paymentDays: o.paymentDays,
      visibility: o.visibility,
      partners: partners.filter((p) => p.offerId === o.id).map((p) => p.companyId),
      contactUserId: o.contactUserId,
      notes: o.notes,
      own: o.companyId === reader,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      archivedAt: o.archivedAt,
    };
  });
}

/** The offers table's own row of an id, or none. */
export async function offerRow(db: Reader, id: string, lock = false): Promise<OfferRow | undefined> {
  const query = db.select().from(offers).where(eq(offers.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}
