import { and, eq, gte, inArray } from "drizzle-orm";
import { addDays, todayInPoland } from "../shared/contracts/offers.ts";
import { routeColumns } from "../domain/offers/offer-places.ts";
import type { Db } from "./client.ts";
import { offerPlaces, offers, vehicles } from "./schema/index.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Place = { country: string; postalCode: string; city: string; lat: number; lon: number };

const P = {
  wroclaw: { country: "PL", postalCode: "50-001", city: "Wrocław", lat: 51.1, lon: 17.0333 },
  legnica: { country: "PL", postalCode: "59-220", city: "Legnica", lat: 51.2101, lon: 16.1619 },
  poznan: { country: "PL", postalCode: "60-001", city: "Poznań", lat: 52.4069, lon: 16.9299 },
  krakow: { country: "PL", postalCode: "30-001", city: "Kraków", lat: 50.0614, lon: 19.9366 },
  lyon: { country: "FR", postalCode: "69001", city: "Lyon", lat: 45.7485, lon: 4.8467 },
  berlin: { country: "DE", postalCode: "10115", city: "Berlin", lat: 52.5244, lon: 13.4105 },
  wien: { country: "AT", postalCode: "1010", city: "Wien", lat: 48.2085, lon: 16.3721 },
  hamburg: { country: "DE", postalCode: "20095", city: "Hamburg", lat: 53.5507, lon: 9.993 },
} satisfies Record<string, Place>;

/** The demo company's loads: day offsets from today, places, weight, bodies, price. */
const LOADS = [
  {
    from: 1,
    days: 2,
    a: P.wroclaw,
    b: P.lyon,
    kg: 12000,
    bodies: ["curtain", "box"],
    price: 5200,
    cur: "EUR",
    goods: "Palety z ceramiką",
  },
  {
    from: 2,
    days: 1,
    a: P.poznan,
    b: P.berlin,
    kg: 8000,
    bodies: ["curtain"],
    price: 2900,
    cur: "PLN",
    goods: "Meble w kartonach",
  },
  {
    from: 3,
    days: 2,
    a: P.krakow,
    b: P.wien,
    kg: 18000,
    bodies: ["refrigerated"],
    price: null,
    cur: null,
    goods: "Owoce",
  },
] as const;

/** The offer row's route columns, as the offers feature writes them from its places. */
const route = (a: Place, b: Place | null) => routeColumns({ loading: [placeOf(a)], unloading: b ? [placeOf(b)] : [] });
const placeOf = (p: Place) => ({ ...p, cityId: null });

/** Whether a company has an offer still on the exchange. */
async function hasActive(tx: Tx, companyId: string, today: string) {
  const rows = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.status, "active"), gte(offers.endsOn, today)))
    .limit(1);
  return rows.length > 0;
}

async function insertOffer(tx: Tx, row: typeof offers.$inferInsert, loading: Place[], unloading: Place[]) {
  const [made] = await tx.insert(offers).values(row).returning({ id: offers.id });
  await tx
    .insert(offerPlaces)
    .values([
      ...loading.map((p, position) => ({ ...p, offerId: made!.id, role: "loading" as const, position })),
      ...unloading.map((p, position) => ({ ...p, offerId: made!.id, role: "unloading" as const, position })),
    ]);
}

/** Two vehicle offers of the carrier: its reefer from Legnica towards Hamburg, its curtainsider from Wrocław. */
async function seedCarrierOffers(tx: Tx, carrierCompanyId: string, today: string) {
  const fleet = await tx
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.companyId, carrierCompanyId), inArray(vehicles.registrationNumber, ["DW4321K", "DLE20PL"])));
  for (const [i, v] of fleet.entries()) {
    const start = i === 0 ? P.legnica : P.wroclaw;
    const dest = i === 0 ? P.hamburg : null;
    const loadFrom = addDays(today, 1 + i);
    await insertOffer(
      tx,
      {
        companyId: carrierCompanyId,
        kind: "vehicle",
        vehicleId: v.id,
        loadFrom,
        loadTo: addDays(loadFrom, 4),
        endsOn: addDays(loadFrom, 4),
        ...route(start, dest),
        destRadiusKm: dest ? 150 : null,
        destCountries: dest ? [] : ["DE", "FR", "NL"],
        weightKg: v.payloadKg,
        volumeM3: v.volumeM3,
        loadingMetres: v.loadingMetres,
        bodyTypes: [v.bodyType],
        adr: v.adr,
        temperatureMin: v.temperatureMin,
        temperatureMax: v.temperatureMax,
      },
      [start],
      dest ? [dest] : [],
    );
  }
}

/**
 * Demo offers (issue 26), so the exchange has something to search on a fresh start: three loads
 * of the demo company and two vehicle offers of the second demo company, dated from today. A
 * company that still has an active demo offer gets none again; one whose offers have all expired
 * gets them anew, so the exchange is never empty after a restart.
 */
export async function seedDemoOffers(tx: Tx, demoCompanyId: string, carrierCompanyId: string | null) {
  const today = todayInPoland();
  if (!(await hasActive(tx, demoCompanyId, today))) {
    for (const l of LOADS) {
      const loadFrom = addDays(today, l.from);
      const unloadFrom = addDays(loadFrom, l.days);
      await insertOffer(
        tx,
        {
          companyId: demoCompanyId,
          kind: "load",
          loadFrom,
          unloadFrom,
          endsOn: unloadFrom,
          ...route(l.a, l.b),
          goods: l.goods,
          weightKg: l.kg,
          bodyTypes: [...l.bodies],
          price: l.price,
          currency: l.cur,
          paymentDays: l.price ? 30 : null,
        },
        [l.a],
        [l.b],
      );
    }
  }
  if (carrierCompanyId && !(await hasActive(tx, carrierCompanyId, today)))
    await seedCarrierOffers(tx, carrierCompanyId, today);
}
