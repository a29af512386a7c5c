CREATE TABLE "subscription_reminders" (
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_reminders_subscription_id_kind_expires_at_pk" PRIMARY KEY("subscription_id","kind","expires_at")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "restrictions_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_reminders" ADD CONSTRAINT "subscription_reminders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Company documents became a gated feature (docs/decisions/025): the trial and the demo grant it.
UPDATE "subscriptions" SET "features" = array_append("features", 'documents')
WHERE "plan" IN ('trial', 'demo') AND NOT ('documents' = ANY("features"));
--> statement-breakpoint
-- The trial is a plan (docs/decisions/025): not for sale (inactive), its features staff's to
-- change; its length and guides stay TRIAL_DAYS and TRIAL_GUIDES. Past trials point at it.
INSERT INTO "plans" ("code", "name_pl", "name_en", "description_pl", "description_en", "features", "active")
VALUES ('trial', 'Okres próbny', 'Trial',
  'Przyznawany firmie przy weryfikacji; długość i liczba przewodników z konfiguracji (TRIAL_DAYS, TRIAL_GUIDES).',
  'Given to a company when it is verified; its length and guides come from the configuration (TRIAL_DAYS, TRIAL_GUIDES).',
  '{advisor,employees,documents}', false)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
UPDATE "subscriptions" SET "plan_id" = (SELECT "id" FROM "plans" WHERE "code" = 'trial')
WHERE "plan" = 'trial' AND "plan_id" IS NULL;
