-- Ratings that only a completed transaction earns (issue 28; docs/decisions/032): one per side, the rated role's
-- categories scored 1–5, a comment, the rated company's one answer.
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"rater_company_id" uuid NOT NULL,
	"rated_company_id" uuid NOT NULL,
	"rated_role" text NOT NULL,
	"rater_user_id" uuid,
	"rater_name" text NOT NULL,
	"communication" smallint,
	"punctuality" smallint,
	"care" smallint,
	"payment" smallint,
	"fairness" smallint,
	"comment" text,
	"answer" text,
	"answered_by" uuid,
	"answered_by_name" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_two_companies" CHECK ("ratings"."rater_company_id" <> "ratings"."rated_company_id"),
	CONSTRAINT "ratings_scores" CHECK (("ratings"."communication" BETWEEN 1 AND 5) AND COALESCE("ratings"."punctuality", 1) BETWEEN 1 AND 5
        AND COALESCE("ratings"."care", 1) BETWEEN 1 AND 5 AND COALESCE("ratings"."payment", 1) BETWEEN 1 AND 5
        AND COALESCE("ratings"."fairness", 1) BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_company_id_companies_id_fk" FOREIGN KEY ("rater_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rated_company_id_companies_id_fk" FOREIGN KEY ("rated_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_user_id_users_id_fk" FOREIGN KEY ("rater_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_one_per_side_idx" ON "ratings" USING btree ("transaction_id","rater_company_id");--> statement-breakpoint
CREATE INDEX "ratings_rated_idx" ON "ratings" USING btree ("rated_company_id","created_at");