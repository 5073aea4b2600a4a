ALTER TABLE "submissions" ADD COLUMN "reply_media_source" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "reply_media_type" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "reply_media_kind" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "reply_duration_seconds" real;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "share_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "share_approved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "submissions_shared_theme_idx" ON "submissions" USING btree ("theme_id","reviewed_at","id") WHERE "submissions"."share_approved_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_share_pair" CHECK ("submissions"."share_approved_at" IS NULL OR "submissions"."share_requested_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reply_media_pair" CHECK (("submissions"."reply_media_source" IS NULL) = ("submissions"."reply_media_kind" IS NULL));