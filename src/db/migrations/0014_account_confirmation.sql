-- Issue 21, point 3: an account's own confirmation (link or invitation) activates it only while
-- it is still awaiting it (confirmed_at null). Wrong old passwords in change password are
-- counted per user (point 9).
CREATE TABLE "password_check_failures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_check_failures" ADD CONSTRAINT "password_check_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Accounts that are active, blocked, have signed in, or have had a status decided by the company
-- admin or staff no longer await confirmation (this covers employees switched off before today).
UPDATE "users" SET "confirmed_at" = "created_at"
WHERE "is_active" OR "is_blocked" OR "last_login_at" IS NOT NULL
   OR EXISTS (SELECT 1 FROM "status_changes" sc WHERE sc."user_id" = "users"."id");--> statement-breakpoint
-- Their unspent confirmation links and invitations are of no use any more.
DELETE FROM "account_tokens"
WHERE "used_at" IS NULL AND "purpose" IN ('confirmAccount', 'invitation')
  AND "user_id" IN (SELECT "id" FROM "users" WHERE "confirmed_at" IS NOT NULL AND NOT "is_active");
