-- Complaints between companies (issue 28; docs/decisions/033): about a transaction of both or a reported message, one
-- response of the company complained against, staff's decision; their history; a complaint's files on media_files.
CREATE TABLE "complaint_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"complaint_id" uuid NOT NULL,
	"event" text NOT NULL,
	"side" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "complaints_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_company_id" uuid NOT NULL,
	"against_company_id" uuid NOT NULL,
	"transaction_id" uuid,
	"message_id" uuid,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"response" text,
	"responded_by" uuid,
	"responded_by_name" text,
	"responded_at" timestamp with time zone,
	"handler_id" uuid,
	"handler_name" text,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_two_companies" CHECK ("complaints"."author_company_id" <> "complaints"."against_company_id")
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "complaint_id" uuid;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_against_company_id_companies_id_fk" FOREIGN KEY ("against_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","id");--> statement-breakpoint
CREATE INDEX "complaints_author_idx" ON "complaints" USING btree ("author_company_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_against_idx" ON "complaints" USING btree ("against_company_id","status","decided_at");--> statement-breakpoint
CREATE INDEX "complaints_queue_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_transaction_idx" ON "complaints" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_open_transaction_idx" ON "complaints" USING btree ("author_company_id","transaction_id") WHERE status IN ('issued', 'processed') AND transaction_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_open_message_idx" ON "complaints" USING btree ("author_company_id","message_id") WHERE status IN ('issued', 'processed') AND message_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_complaint_idx" ON "media_files" USING btree ("complaint_id","created_at");