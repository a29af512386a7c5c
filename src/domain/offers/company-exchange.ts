import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { companyLists } from "../../db/schema/index.ts";
import {
  type CompanyExchange,
  PROFILE_OFFERS_SHOWN,
  type ProfileOffer,
} from "../../shared/contracts/company-profile.ts";
import { todayInPoland } from "../../shared/contracts/offers.ts";
import { isUuid } from "../../shared/uuid.ts";
import type { Actor } from "../access/actor.ts";
import { actorCompanyId, requirePermission } from "../access/require-permission.ts";
import { deniedCompanies } from "./offer-records.ts";
import { shownTo } from "./offer-search.ts";

interface Row extends Record<string, unknown> {
  id: string;
  total: number | string;
}

/**
 * What the reader's company sees of `companyId` on the exchange (its public profile): the other's
 * active offers the exchange shows the reader (the search's own rule, `shownTo`: public ones,
 * private ones naming the reader, none of a company either denies), newest first, and the reader's
 * list entry for it. The company itself is not checked here: the profile reads it first.
 */
export async function companyExchange(
  db: Db,
  actor: Actor | null,
  companyId: string,
  now = new Date(),
): Promise<CompanyExchange> {
  requirePermission(actor, "viewOwnCompany");
  const reader = actorCompanyId(actor);
  if (!isUuid(companyId)) return { offers: { count: 0, items: [] }, list: null };
  const where = [
    sql`o.company_id = ${companyId}`,
    sql`o.status = 'active'`,
    sql`o.ends_on >= ${todayInPoland(now)}::date`,
    ...shownTo(reader, await deniedCompanies(db, reader)),
  ];
  const rows = await rowsOf<Row>(
    db,
    sql`
    SELECT o.id, o.kind, o.origin_country, o.origin_postal_code, o.origin_city, o.dest_country,
      o.dest_postal_code, o.dest_city, o.load_from::text AS load_from, o.load_to::text AS load_to,
      o.weight_kg, o.visibility, count(*) OVER () AS total
    FROM offers o
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY o.created_at DESC, o.id
    LIMIT ${PROFILE_OFFERS_SHOWN}`,
  );
  const [entry] = await db
    .select({ list: companyLists.list })
    .from(companyLists)
    .where(and(eq(companyLists.companyId, reader), eq(companyLists.otherCompanyId, companyId)));
  return {
    offers: { count: rows.length ? Number(rows[0]!.total) : 0, items: rows.map(profileOffer) },
    list: entry?.list ?? null,
  };
}

function profileOffer(r: Row): ProfileOffer {
  return {
    id: r.id,
    kind: r.kind as ProfileOffer["kind"],
    origin: {
      country: String(r.origin_country),
      postalCode: String(r.origin_postal_code),
      city: String(r.origin_city),
    },
    dest: r.dest_country
      ? { country: String(r.dest_country), postalCode: String(r.dest_postal_code), city: String(r.dest_city) }
      : null,
    loadFrom: String(r.load_from),
    loadTo: r.load_to === null || r.load_to === undefined ? null : String(r.load_to),
    weightKg: Number(r.weight_kg),
    visibility: r.visibility as ProfileOffer["visibility"],
  };
}
