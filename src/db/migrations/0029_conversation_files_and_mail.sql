-- Issue 27 (docs/decisions/031): a file sent in a conversation belongs to its message; the last unread-message mail per conversation and user.
CREATE TABLE "conversation_mail_notices" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	"mailed_sequence" bigint NOT NULL,
	CONSTRAINT "conversation_mail_notices_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "conversation_message_id" uuid;--> statement-breakpoint
ALTER TABLE "conversation_mail_notices" ADD CONSTRAINT "conversation_mail_notices_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_mail_notices" ADD CONSTRAINT "conversation_mail_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_conversation_message_id_conversation_messages_id_fk" FOREIGN KEY ("conversation_message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_conversation_message_idx" ON "media_files" USING btree ("conversation_message_id");