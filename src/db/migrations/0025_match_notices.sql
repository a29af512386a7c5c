CREATE TABLE "offer_match_notices" (
	"offer_id" uuid NOT NULL,
	"match_offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "offer_match_notices_offer_id_match_offer_id_pk" PRIMARY KEY("offer_id","match_offer_id")
);
--> statement-breakpoint
ALTER TABLE "offer_match_notices" ADD CONSTRAINT "offer_match_notices_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_match_notices" ADD CONSTRAINT "offer_match_notices_match_offer_id_offers_id_fk" FOREIGN KEY ("match_offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_match_notices" ADD CONSTRAINT "offer_match_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_match_notices_unseen_idx" ON "offer_match_notices" USING btree ("user_id","offer_id") WHERE seen_at IS NULL;