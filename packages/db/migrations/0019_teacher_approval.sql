ALTER TYPE "public"."topic_done_rule" ADD VALUE 'teacher';--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "requires_teacher_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "approved_by" text;