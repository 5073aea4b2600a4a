ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Access tokens carry token_version (`ver`): a change of password, activity or role, made by
-- any path (API, back office, SQL by hand), ends every access token already issued.
CREATE FUNCTION "users_bump_token_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash
     OR NEW.is_active IS DISTINCT FROM OLD.is_active
     OR NEW.role IS DISTINCT FROM OLD.role THEN
    NEW.token_version := OLD.token_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_bump_token_version" BEFORE UPDATE OF "password_hash", "is_active", "role" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_bump_token_version"();
