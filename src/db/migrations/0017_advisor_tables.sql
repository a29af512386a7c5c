-- The advisor's conversations take the advisor_ prefix, leaving the plain names to conversations
-- between companies (ADR 020). Renamed in place, so every row stays; the primary keys, foreign
-- keys and indexes follow the names drizzle gives them. Guides and interviews keep their names.
ALTER TABLE "threads" RENAME TO "advisor_threads";--> statement-breakpoint
ALTER TABLE "messages" RENAME TO "advisor_messages";--> statement-breakpoint
ALTER TABLE "advisor_threads" RENAME CONSTRAINT "threads_pkey" TO "advisor_threads_pkey";--> statement-breakpoint
ALTER TABLE "advisor_messages" RENAME CONSTRAINT "messages_pkey" TO "advisor_messages_pkey";--> statement-breakpoint
ALTER TABLE "advisor_threads" RENAME CONSTRAINT "threads_user_id_users_id_fk" TO "advisor_threads_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "advisor_messages" RENAME CONSTRAINT "messages_thread_id_threads_id_fk" TO "advisor_messages_thread_id_advisor_threads_id_fk";--> statement-breakpoint
ALTER TABLE "guides" RENAME CONSTRAINT "guides_thread_id_threads_id_fk" TO "guides_thread_id_advisor_threads_id_fk";--> statement-breakpoint
ALTER INDEX "threads_user_idx" RENAME TO "advisor_threads_user_idx";--> statement-breakpoint
ALTER INDEX "threads_one_open_per_user" RENAME TO "advisor_threads_one_open_per_user";--> statement-breakpoint
ALTER INDEX "messages_thread_idx" RENAME TO "advisor_messages_thread_idx";--> statement-breakpoint
-- PostgreSQL 18 also names each NOT NULL constraint after its table (earlier versions keep none).
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conrelid::regclass AS tbl, conname FROM pg_constraint
    WHERE conrelid IN ('advisor_threads'::regclass, 'advisor_messages'::regclass) AND conname ~ '^(threads|messages)_'
  LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', c.tbl, c.conname, 'advisor_' || c.conname);
  END LOOP;
END $$;
