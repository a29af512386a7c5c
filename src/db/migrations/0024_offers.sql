-- The exchange's radius searches (docs/decisions/028): earth points and boxes. PostgreSQL ships both
-- in contrib; PGlite loads them from @electric-sql/pglite/contrib (src/db/pglite-thread.ts).
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE TABLE "company_lists" (
	"company_id" uuid NOT NULL,
	"other_company_id" uuid NOT NULL,
	"list" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_lists_company_id_other_company_id_pk" PRIMARY KEY("company_id","other_company_id")
);
--> statement-breakpoint
CREATE TABLE "exchange_views" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"loads_seen_at" timestamp with time zone,
	"vehicles_seen_at" timestamp with time zone,
	"auto_refresh" boolean DEFAULT true NOT NULL,
	"compact" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_partners" (
	"offer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "offer_partners_offer_id_company_id_pk" PRIMARY KEY("offer_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "offer_pins" (
	"user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_pins_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "offer_places" (
	"offer_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"country" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"city_id" integer,
	"lat" double precision,
	"lon" double precision,
	CONSTRAINT "offer_places_offer_id_role_position_pk" PRIMARY KEY("offer_id","role","position")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"vehicle_id" uuid,
	"load_from" date NOT NULL,
	"load_to" date,
	"unload_from" date,
	"unload_to" date,
	"ends_on" date NOT NULL,
	"origin_country" text NOT NULL,
	"origin_postal_code" text NOT NULL,
	"origin_city" text NOT NULL,
	"origin_lat" double precision,
	"origin_lon" double precision,
	"dest_country" text,
	"dest_postal_code" text,
	"dest_city" text,
	"dest_lat" double precision,
	"dest_lon" double precision,
	"dest_radius_km" integer,
	"dest_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"goods" text,
	"weight_kg" integer NOT NULL,
	"volume_m3" numeric(7, 2),
	"loading_metres" numeric(5, 2),
	"body_types" text[] NOT NULL,
	"adr" boolean DEFAULT false NOT NULL,
	"temperature_min" integer,
	"temperature_max" integer,
	"price" numeric(12, 2),
	"currency" text,
	"payment_days" integer,
	"visibility" text DEFAULT 'public' NOT NULL,
	"contact_user_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "offers_load_window" CHECK ("offers"."load_to" IS NULL OR "offers"."load_to" >= "offers"."load_from"),
	CONSTRAINT "offers_unload_window" CHECK ("offers"."unload_to" IS NULL OR "offers"."unload_to" >= "offers"."unload_from")
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_lists" ADD CONSTRAINT "company_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_lists" ADD CONSTRAINT "company_lists_other_company_id_companies_id_fk" FOREIGN KEY ("other_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_views" ADD CONSTRAINT "exchange_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_partners" ADD CONSTRAINT "offer_partners_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_partners" ADD CONSTRAINT "offer_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_pins" ADD CONSTRAINT "offer_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_pins" ADD CONSTRAINT "offer_pins_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_places" ADD CONSTRAINT "offer_places_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_contact_user_id_users_id_fk" FOREIGN KEY ("contact_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_lists_other_idx" ON "company_lists" USING btree ("other_company_id","list");--> statement-breakpoint
CREATE INDEX "offer_partners_company_idx" ON "offer_partners" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "offers_active_load_from_idx" ON "offers" USING btree ("kind","load_from","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "offers_active_created_idx" ON "offers" USING btree ("kind","created_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "offers_active_ends_idx" ON "offers" USING btree ("ends_on") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "offers_active_origin_postal_idx" ON "offers" USING btree ("kind","origin_country","origin_postal_code" text_pattern_ops) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "offers_active_dest_postal_idx" ON "offers" USING btree ("kind","dest_country","dest_postal_code" text_pattern_ops) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "offers_active_origin_earth_idx" ON "offers" USING gist (ll_to_earth("origin_lat", "origin_lon")) WHERE status = 'active' AND origin_lat IS NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_active_dest_earth_idx" ON "offers" USING gist (ll_to_earth("dest_lat", "dest_lon")) WHERE status = 'active' AND dest_lat IS NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_company_idx" ON "offers" USING btree ("company_id","status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_user_name_idx" ON "saved_filters" USING btree ("user_id","kind","name");
--> statement-breakpoint
-- Posting offers became a gated feature (docs/decisions/028): the trial plan, running trials and the demo grant it.
UPDATE "plans" SET "features" = array_append("features", 'offers')
WHERE "code" = 'trial' AND NOT ('offers' = ANY("features"));
--> statement-breakpoint
UPDATE "subscriptions" SET "features" = array_append("features", 'offers')
WHERE "plan" IN ('trial', 'demo') AND NOT ('offers' = ANY("features"));
