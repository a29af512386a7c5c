-- Conversations between companies (issue 27; docs/decisions/030): the conversation, each company's side,
-- each user's read marker and the messages, numbered by one identity (the events' ids later).
CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "conversation_messages_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"author_id" uuid,
	"author_company_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_sequence" bigint DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_reads_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_sides" (
	"conversation_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "conversation_sides_conversation_id_company_id_pk" PRIMARY KEY("conversation_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"other_company_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"offer_id" uuid,
	"started_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_two_companies" CHECK ("conversations"."company_id" <> "conversations"."other_company_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_sides" ADD CONSTRAINT "conversation_sides_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_sides" ADD CONSTRAINT "conversation_sides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_other_company_id_companies_id_fk" FOREIGN KEY ("other_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_sequence_idx" ON "conversation_messages" USING btree ("sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_conversation_sequence_idx" ON "conversation_messages" USING btree ("conversation_id","sequence");--> statement-breakpoint
CREATE INDEX "conversation_reads_user_idx" ON "conversation_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversation_sides_company_idx" ON "conversation_sides" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_offer_idx" ON "conversations" USING btree (LEAST("company_id", "other_company_id"),GREATEST("company_id", "other_company_id"),"offer_id") WHERE subject = 'offer';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_company_idx" ON "conversations" USING btree (LEAST("company_id", "other_company_id"),GREATEST("company_id", "other_company_id")) WHERE subject = 'company';--> statement-breakpoint
CREATE INDEX "conversations_company_activity_idx" ON "conversations" USING btree ("company_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_other_company_activity_idx" ON "conversations" USING btree ("other_company_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_offer_idx" ON "conversations" USING btree ("offer_id");
--> statement-breakpoint
-- Conversations became a gated feature (docs/decisions/030): the trial plan, running trials and the demo grant it.
UPDATE "plans" SET "features" = array_append("features", 'conversations')
WHERE "code" = 'trial' AND NOT ('conversations' = ANY("features"));
--> statement-breakpoint
UPDATE "subscriptions" SET "features" = array_append("features", 'conversations')
WHERE "plan" IN ('trial', 'demo') AND NOT ('conversations' = ANY("features"));
