-- Every write to a student's notifications (a new one, read, deleted) tells the listening
-- instances whose they were, when its transaction commits: their caches of that student's bell
-- and notification pages forget them (packages/db/src/account-changes.ts, decision 013's
-- amendment). A truncation tells them to forget all.
CREATE FUNCTION "notify_notification_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('fz_notifications', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('fz_notifications', OLD."user_id"::text);
  ELSE
    PERFORM pg_notify('fz_notifications', NEW."user_id"::text);
    IF TG_OP = 'UPDATE' AND OLD."user_id" <> NEW."user_id" THEN
      PERFORM pg_notify('fz_notifications', OLD."user_id"::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "notify_notification_change"();
--> statement-breakpoint
CREATE TRIGGER "notifications_notify_truncate" AFTER TRUNCATE ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_notification_change"();
