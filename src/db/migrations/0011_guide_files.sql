ALTER TABLE "guides" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "file_size" integer;