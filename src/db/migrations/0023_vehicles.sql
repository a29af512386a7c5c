CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"registration_number" text NOT NULL,
	"kind" text NOT NULL,
	"body_type" text NOT NULL,
	"payload_kg" integer NOT NULL,
	"volume_m3" numeric(7, 2),
	"loading_metres" numeric(5, 2),
	"pallet_places" integer,
	"adr" boolean DEFAULT false NOT NULL,
	"temperature_min" integer,
	"temperature_max" integer,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_temperature_range" CHECK ("vehicles"."temperature_min" <= "vehicles"."temperature_max")
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_registration_idx" ON "vehicles" USING btree ("company_id","registration_number");--> statement-breakpoint
-- Vehicles became a gated feature (docs/decisions/027): the trial plan, running trials and the demo grant it.
UPDATE "plans" SET "features" = array_append("features", 'vehicles')
WHERE "code" = 'trial' AND NOT ('vehicles' = ANY("features"));
--> statement-breakpoint
UPDATE "subscriptions" SET "features" = array_append("features", 'vehicles')
WHERE "plan" IN ('trial', 'demo') AND NOT ('vehicles' = ANY("features"));
