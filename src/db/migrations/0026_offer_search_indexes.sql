-- The exchange's search at a million offers (docs/decisions/028, as built 2026-11-27): the earth
-- GiST indexes also hold the kind and the loading day (btree_gist; PGlite loads it from contrib,
-- src/db/pglite-thread.ts), a route by countries and a price order have B-trees of their own.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
DROP INDEX "offers_active_origin_earth_idx";--> statement-breakpoint
DROP INDEX "offers_active_dest_earth_idx";--> statement-breakpoint
CREATE INDEX "offers_active_origin_earth_kind_date_idx" ON "offers" USING gist (ll_to_earth("origin_lat", "origin_lon"),"kind","load_from") WHERE status = 'active' AND origin_lat IS NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_active_dest_earth_kind_date_idx" ON "offers" USING gist (ll_to_earth("dest_lat", "dest_lon"),"kind","load_from") WHERE status = 'active' AND dest_lat IS NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_active_origin_point_idx" ON "offers" USING btree ("kind","origin_lat","origin_lon","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "offers_active_route_countries_idx" ON "offers" USING btree ("kind","origin_country","dest_country","load_from","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "offers_active_price_idx" ON "offers" USING btree ("kind",COALESCE("price", 1e12),"id") WHERE status = 'active';