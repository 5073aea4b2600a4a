CREATE TYPE "public"."score_format" AS ENUM('alphatex', 'musicxml', 'guitar_pro');--> statement-breakpoint
CREATE TYPE "public"."score_instrument" AS ENUM('guitar', 'bass', 'percussion', 'accordion');--> statement-breakpoint
CREATE TABLE "theme_scores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "theme_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"theme_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"instrument" "score_instrument" NOT NULL,
	"format" "score_format" NOT NULL,
	"content" text NOT NULL,
	"accordion_layout" text,
	"bar_count" integer NOT NULL,
	"sync_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theme_scores_bar_count" CHECK ("theme_scores"."bar_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "theme_scores" ADD CONSTRAINT "theme_scores_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "theme_scores_theme_position_key" ON "theme_scores" USING btree ("theme_id","position");