CREATE TABLE "practice_goals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_minutes" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_goals_daily_minutes" CHECK ("practice_goals"."daily_minutes" IN (5, 10, 20))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "weekly_summary" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "heard_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_goals" ADD CONSTRAINT "practice_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_heard_range" CHECK ("practice_sessions"."heard_seconds" BETWEEN 0 AND "practice_sessions"."duration_seconds");