-- The facts an advisor's reply recorded (and the values they replaced), so the user can undo
-- them; the advisor's conversation context kept on the thread beside the profile.
ALTER TABLE "messages" ADD COLUMN "learned" jsonb;--> statement-breakpoint
ALTER TABLE "threads" ADD COLUMN "context" jsonb DEFAULT '{}'::jsonb NOT NULL;
