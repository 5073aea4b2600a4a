-- Every write to what a student may open and how far they went (access_grants: a purchase, a
-- redeemed reward, an admin's grant or revocation; topic_progress: a topic opened or finished)
-- tells the listening instances whose it was, when its transaction commits: their caches of that
-- student's access and topic overlays forget them (packages/db/src/account-changes.ts, decision
-- 059). A truncation tells them to forget all. Cascaded deletes (a user, a topic) fire it too.
CREATE FUNCTION "notify_standing_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('fz_standing', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('fz_standing', OLD."user_id"::text);
  ELSE
    PERFORM pg_notify('fz_standing', NEW."user_id"::text);
    IF TG_OP = 'UPDATE' AND OLD."user_id" <> NEW."user_id" THEN
      PERFORM pg_notify('fz_standing', OLD."user_id"::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "access_grants_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "access_grants"
  FOR EACH ROW EXECUTE FUNCTION "notify_standing_change"();
--> statement-breakpoint
CREATE TRIGGER "access_grants_notify_truncate" AFTER TRUNCATE ON "access_grants"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_standing_change"();
--> statement-breakpoint
CREATE TRIGGER "topic_progress_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "topic_progress"
  FOR EACH ROW EXECUTE FUNCTION "notify_standing_change"();
--> statement-breakpoint
CREATE TRIGGER "topic_progress_notify_truncate" AFTER TRUNCATE ON "topic_progress"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_standing_change"();
