-- Deals on the exchange (issue 28; docs/decisions/032): proposals between two companies about an offer, the
-- transactions they conclude with every step, and the card a step leaves in the pair's conversation.
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"from_company_id" uuid NOT NULL,
	"to_company_id" uuid NOT NULL,
	"proposed_by" uuid,
	"proposed_by_name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"payment_days" integer,
	"terms" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"counters_id" uuid,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_two_companies" CHECK ("proposals"."from_company_id" <> "proposals"."to_company_id")
);
--> statement-breakpoint
CREATE TABLE "transaction_steps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transaction_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"step" text NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"user_name" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transactions_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" uuid,
	"proposal_id" uuid,
	"conversation_id" uuid,
	"shipper_company_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"payment_days" integer,
	"terms" text,
	"route" jsonb NOT NULL,
	"load_from" date NOT NULL,
	"unload_due" date NOT NULL,
	"status" text DEFAULT 'agreed' NOT NULL,
	"proposed_by" uuid,
	"proposed_by_name" text NOT NULL,
	"accepted_by" uuid,
	"accepted_by_name" text NOT NULL,
	"done_by_company_id" uuid,
	"done_at" timestamp with time zone,
	"cancel_requested_by" uuid,
	"cancel_reason" text,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_two_companies" CHECK ("transactions"."shipper_company_id" <> "transactions"."carrier_company_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_from_company_id_companies_id_fk" FOREIGN KEY ("from_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_to_company_id_companies_id_fk" FOREIGN KEY ("to_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_steps" ADD CONSTRAINT "transaction_steps_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_steps" ADD CONSTRAINT "transaction_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_steps" ADD CONSTRAINT "transaction_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_one_pending_idx" ON "proposals" USING btree ("conversation_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "proposals_offer_idx" ON "proposals" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "proposals_conversation_idx" ON "proposals" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "transaction_steps_transaction_idx" ON "transaction_steps" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_offer_idx" ON "transactions" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_proposal_idx" ON "transactions" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_sequence_idx" ON "transactions" USING btree ("sequence");--> statement-breakpoint
CREATE INDEX "transactions_shipper_idx" ON "transactions" USING btree ("shipper_company_id","status","load_from");--> statement-breakpoint
CREATE INDEX "transactions_carrier_idx" ON "transactions" USING btree ("carrier_company_id","status","load_from");--> statement-breakpoint
CREATE INDEX "transactions_due_idx" ON "transactions" USING btree ("status","load_from") WHERE status IN ('agreed', 'inProgress');--> statement-breakpoint
-- Proposing a price became a gated operation of the transactions feature (docs/decisions/032): the trial plan, running trials and the demo grant it.
UPDATE "plans" SET "features" = array_append("features", 'transactions')
WHERE "code" = 'trial' AND NOT ('transactions' = ANY("features"));
--> statement-breakpoint
UPDATE "subscriptions" SET "features" = array_append("features", 'transactions')
WHERE "plan" IN ('trial', 'demo') AND NOT ('transactions' = ANY("features"));
