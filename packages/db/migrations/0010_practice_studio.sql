CREATE TYPE "public"."practice_air" AS ENUM('paseo', 'merengue', 'son', 'puya');--> statement-breakpoint
CREATE TYPE "public"."practice_tool" AS ENUM('tuner', 'metronome');--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"start_id" uuid NOT NULL,
	"tool" "practice_tool" NOT NULL,
	"instrument_id" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"tempo_bpm" smallint,
	"air" "practice_air",
	"hit_percent" smallint,
	"mean_offset_ms" smallint,
	"spread_ms" smallint,
	"tempo_reached_bpm" smallint,
	"onset_count" integer,
	"theme_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"local_date" date NOT NULL,
	CONSTRAINT "practice_sessions_duration_range" CHECK ("practice_sessions"."duration_seconds" BETWEEN 1 AND 14400),
	CONSTRAINT "practice_sessions_tempo_range" CHECK ("practice_sessions"."tempo_bpm" BETWEEN 40 AND 240),
	CONSTRAINT "practice_sessions_tempo_reached_range" CHECK ("practice_sessions"."tempo_reached_bpm" BETWEEN 20 AND 480),
	CONSTRAINT "practice_sessions_hit_percent_range" CHECK ("practice_sessions"."hit_percent" BETWEEN 0 AND 100),
	CONSTRAINT "practice_sessions_mean_offset_range" CHECK ("practice_sessions"."mean_offset_ms" BETWEEN -1000 AND 1000),
	CONSTRAINT "practice_sessions_spread_range" CHECK ("practice_sessions"."spread_ms" BETWEEN 0 AND 1000),
	CONSTRAINT "practice_sessions_onset_count_range" CHECK ("practice_sessions"."onset_count" >= 0),
	CONSTRAINT "practice_sessions_score_pair" CHECK (("practice_sessions"."hit_percent" IS NULL) = ("practice_sessions"."onset_count" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "practice_preset" jsonb;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_sessions_start_key" ON "practice_sessions" USING btree ("start_id");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_created_idx" ON "practice_sessions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_date_idx" ON "practice_sessions" USING btree ("user_id","local_date");