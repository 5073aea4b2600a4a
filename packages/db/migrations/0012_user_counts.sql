CREATE TABLE "user_counts" (
	"role" text NOT NULL,
	"is_active" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "user_counts_role_is_active_pk" PRIMARY KEY("role","is_active")
);
--> statement-breakpoint
-- No account may be written while the counters are built (another instance mid-rollout waits).
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Kept by every path that writes users (API, back office, SQL by hand). An update that moves an
-- account between two counters touches both rows in one statement, in key order, so two
-- opposite moves (a deactivation and a reactivation) cannot deadlock on them.
CREATE FUNCTION "users_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_counts" AS c ("role", "is_active", "n")
      VALUES (coalesce(NEW."role"::text, ''), NEW."is_active", 1)
      ON CONFLICT ("role", "is_active") DO UPDATE SET "n" = c."n" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "user_counts" SET "n" = "n" - 1
      WHERE "role" = coalesce(OLD."role"::text, '') AND "is_active" = OLD."is_active";
  ELSE
    INSERT INTO "user_counts" AS c ("role", "is_active", "n")
      SELECT d."role", d."is_active", d."delta"
      FROM (VALUES (coalesce(OLD."role"::text, ''), OLD."is_active", -1),
                   (coalesce(NEW."role"::text, ''), NEW."is_active", 1)) AS d("role", "is_active", "delta")
      ORDER BY d."role", d."is_active"
      ON CONFLICT ("role", "is_active") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count" AFTER INSERT OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_count"();
--> statement-breakpoint
CREATE TRIGGER "users_count_moved" AFTER UPDATE OF "role", "is_active" ON "users"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."is_active" IS DISTINCT FROM NEW."is_active")
  EXECUTE FUNCTION "users_count"();
--> statement-breakpoint
CREATE FUNCTION "users_count_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_count_truncated"();
--> statement-breakpoint
INSERT INTO "user_counts" ("role", "is_active", "n")
  SELECT coalesce("role"::text, ''), "is_active", count(*) FROM "users" GROUP BY 1, 2;
