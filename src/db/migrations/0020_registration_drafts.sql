CREATE TABLE "registration_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"resume_token_hash" text,
	"email" text,
	"step" smallint DEFAULT 1 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"password_hash" text,
	"locale" varchar(2) DEFAULT 'pl' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resumed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"user_id" uuid,
	CONSTRAINT "registration_drafts_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "registration_drafts_resume_token_hash_unique" UNIQUE("resume_token_hash")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registration_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_drafts" ADD CONSTRAINT "registration_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_drafts_expires_idx" ON "registration_drafts" USING btree ("expires_at");--> statement-breakpoint
-- Companies from before the registration statuses: the furthest each has reached (docs/decisions/023).
UPDATE "companies" c SET "registration_status" = 3
WHERE c."status" IN ('verified', 'excluded')
   OR EXISTS (SELECT 1 FROM "status_changes" s WHERE s."company_id" = c."id" AND s."action" = 'CONFIRM');--> statement-breakpoint
UPDATE "companies" c SET "registration_status" = 2
WHERE c."registration_status" < 2
  AND (c."verification_requested_at" IS NOT NULL
       OR EXISTS (SELECT 1 FROM "status_changes" s WHERE s."company_id" = c."id" AND s."action" = 'VERIFICATION_REQUEST'));--> statement-breakpoint
UPDATE "companies" c SET "registration_status" = 1
WHERE c."registration_status" < 1
  AND EXISTS (SELECT 1 FROM "users" u WHERE u."company_id" = c."id" AND (u."confirmed_at" IS NOT NULL OR u."is_active"));
