ALTER TYPE "public"."practice_tool" ADD VALUE 'play_along';--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "play_along" jsonb;