CREATE TYPE "public"."level_unlock_mode" AS ENUM('open', 'sequential', 'by_date');--> statement-breakpoint
CREATE TYPE "public"."topic_done_rule" AS ENUM('opened', 'finished', 'quiz', 'practice');--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"student_name" text NOT NULL,
	"course_title" text NOT NULL,
	"level_title" text NOT NULL,
	"skills" text NOT NULL,
	"hide_name" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" integer,
	CONSTRAINT "certificates_revocation" CHECK (("certificates"."revoked_at" IS NULL) = ("certificates"."revoked_reason" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "topic_unlocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topic_unlocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"theme_id" integer,
	"reason" text NOT NULL,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "unlock_mode" "level_unlock_mode" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "certified_skills" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "done_rule" "topic_done_rule" DEFAULT 'finished' NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "done_min_percent" smallint;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "done_min_bpm" smallint;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "opens_after_days" smallint;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_unlocks" ADD CONSTRAINT "topic_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_unlocks" ADD CONSTRAINT "topic_unlocks_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_unlocks" ADD CONSTRAINT "topic_unlocks_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_unlocks" ADD CONSTRAINT "topic_unlocks_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_standing_key" ON "certificates" USING btree ("user_id","level_id") WHERE "certificates"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "topic_unlocks_user_level_idx" ON "topic_unlocks" USING btree ("user_id","level_id");--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_done_min_percent_range" CHECK ("themes"."done_min_percent" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_done_min_bpm_range" CHECK ("themes"."done_min_bpm" BETWEEN 40 AND 240);--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_opens_after_days_range" CHECK ("themes"."opens_after_days" BETWEEN 0 AND 3650);--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_practice_rule" CHECK ("themes"."done_rule" <> 'practice' OR ("themes"."done_min_percent" IS NOT NULL AND "themes"."done_min_bpm" IS NOT NULL));--> statement-breakpoint
-- Every level keeps its topics open and every topic its «Marcar como terminado» (the defaults):
-- existing progress (topic_progress.finished_at) means exactly what it meant. A topic a student
-- already opened stays open if the admin later makes the level sequential (decision 033).
COMMENT ON COLUMN "themes"."done_rule" IS 'What makes the topic done (decision 033); finished = the student''s button, as before.';
