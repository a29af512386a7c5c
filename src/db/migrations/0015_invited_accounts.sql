-- An account a company admin invited is activated only through its invitation, never by a
-- confirmation link (so an expired invitation cannot become an active account by a resent link).
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
-- Accounts still awaiting their owner that were invited: an invitation was issued for them, or
-- they were created after their company (a sign-up creates the company and its admin together).
UPDATE "users" SET "invited_at" = "created_at"
WHERE "confirmed_at" IS NULL AND (
  EXISTS (SELECT 1 FROM "account_tokens" t WHERE t."user_id" = "users"."id" AND t."purpose" = 'invitation')
  OR EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = "users"."company_id" AND c."created_at" < "users"."created_at")
);--> statement-breakpoint
-- Their unspent confirmation links are of no use any more.
DELETE FROM "account_tokens"
WHERE "used_at" IS NULL AND "purpose" = 'confirmAccount'
  AND "user_id" IN (SELECT "id" FROM "users" WHERE "invited_at" IS NOT NULL);
