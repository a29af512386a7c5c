CREATE TABLE "company_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"staff_note" text,
	"rejection_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"document_id" uuid,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "stored_file_removals" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_document_id_company_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."company_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_documents_company_idx" ON "company_documents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "media_files_company_idx" ON "media_files" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "media_files_document_idx" ON "media_files" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_file_removals_created_idx" ON "stored_file_removals" USING btree ("created_at");--> statement-breakpoint
-- The bytes of a deleted file row (also on a cascade from a deleted company or account, and a
-- guide's PDF with its guide) are left to the orphan sweep, which removes them from the store.
CREATE FUNCTION "stored_file_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stored_file_removals" ("storage_key") VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "guide_file_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stored_file_removals" ("storage_key") VALUES (OLD.file_key) ON CONFLICT DO NOTHING;
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "media_files_removal" AFTER DELETE ON "media_files" FOR EACH ROW EXECUTE FUNCTION "stored_file_removal"();--> statement-breakpoint
CREATE TRIGGER "guides_file_removal" AFTER DELETE ON "guides" FOR EACH ROW WHEN (OLD.file_key IS NOT NULL) EXECUTE FUNCTION "guide_file_removal"();
