CREATE TYPE "public"."assignment_kind" AS ENUM('tempo_ladder', 'technique');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('submitted', 'in_review', 'reviewed', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."submission_verdict" AS ENUM('approved', 'retry');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'teacher';--> statement-breakpoint
CREATE TABLE "practice_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer,
	"student_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"from_submission_id" integer,
	"kind" "assignment_kind" NOT NULL,
	"air" "practice_air",
	"bars" smallint,
	"tempo_from" smallint,
	"tempo_to" smallint,
	"tempo_step" smallint,
	"pass_percent" smallint,
	"instructions" text DEFAULT '' NOT NULL,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_assignments_ladder" CHECK ("practice_assignments"."kind" <> 'tempo_ladder' OR ("practice_assignments"."tempo_from" BETWEEN 40 AND 240 AND "practice_assignments"."tempo_to" BETWEEN "practice_assignments"."tempo_from" AND 240 AND "practice_assignments"."tempo_step" BETWEEN 1 AND 40 AND "practice_assignments"."pass_percent" BETWEEN 1 AND 100 AND "practice_assignments"."bars" BETWEEN 1 AND 64))
);
--> statement-breakpoint
CREATE TABLE "submission_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submission_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" integer NOT NULL,
	"author_id" integer,
	"at_ms" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_comments_at_range" CHECK ("submission_comments"."at_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"assignment_id" integer,
	"upload_id" text NOT NULL,
	"media_source" text NOT NULL,
	"media_type" text NOT NULL,
	"media_kind" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_seconds" real NOT NULL,
	"figures" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"status" "submission_status" DEFAULT 'submitted' NOT NULL,
	"teacher_id" integer,
	"claimed_at" timestamp with time zone,
	"verdict" "submission_verdict",
	"reply" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_duration_range" CHECK ("submissions"."duration_seconds" > 0 AND "submissions"."duration_seconds" <= 600),
	CONSTRAINT "submissions_review_pair" CHECK (("submissions"."status" = 'reviewed') = ("submissions"."verdict" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "teacher_courses" (
	"teacher_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_courses_teacher_id_course_id_pk" PRIMARY KEY("teacher_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_from_submission_id_submissions_id_fk" FOREIGN KEY ("from_submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignment_id_practice_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."practice_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_courses" ADD CONSTRAINT "teacher_courses_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_courses" ADD CONSTRAINT "teacher_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_assignments_student_idx" ON "practice_assignments" USING btree ("student_id","due_on","id");--> statement-breakpoint
CREATE INDEX "practice_assignments_teacher_idx" ON "practice_assignments" USING btree ("teacher_id","created_at","id");--> statement-breakpoint
CREATE INDEX "submission_comments_submission_idx" ON "submission_comments" USING btree ("submission_id","at_ms","id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_upload_key" ON "submissions" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "submissions_student_created_idx" ON "submissions" USING btree ("student_id","created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_course_status_created_idx" ON "submissions" USING btree ("course_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_status_created_idx" ON "submissions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_teacher_idx" ON "submissions" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "submissions_assignment_idx" ON "submissions" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "teacher_courses_course_idx" ON "teacher_courses" USING btree ("course_id");