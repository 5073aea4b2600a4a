-- Every write that can change an account's standing (users: activity, role, password, points,
-- names; refresh_tokens: a sign-out, a rotation, a revocation) tells the listening instances
-- which user it was, when its transaction commits: their session caches forget that user
-- (packages/db/src/account-changes.ts, decision 013). A truncation tells them to forget all.
CREATE FUNCTION "notify_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('fz_accounts', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('fz_accounts', OLD."id"::text);
  ELSE
    PERFORM pg_notify('fz_accounts', OLD."user_id"::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_change"();
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_notify_change" AFTER UPDATE OR DELETE ON "refresh_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_account_change"();
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_notify_truncate" AFTER TRUNCATE ON "refresh_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_account_change"();
