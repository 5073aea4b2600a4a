-- Queries that scale (decision 012). Hand-written head, generated index statements below.
-- pg_trgm is a trusted extension (PostgreSQL 13+: a database owner may create it); PGlite
-- loads it from @electric-sql/pglite/contrib/pg_trgm (packages/db/src/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The admin search's folding (lower case, Spanish accents off), IMMUTABLE so the stored column
-- users.search_text and an index may be built on it; the API folds the search words the same
-- way (foldText in the admin students repository).
-- Upper-case accented letters are listed too: lower() leaves them alone under the C locale.
CREATE OR REPLACE FUNCTION fold_search(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(lower(value), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc') $$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_search("first_name" || ' ' || "last_name" || ' ' || "email")) STORED;--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree (fold_search("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_country_idx" ON "users" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "users_instrument_idx" ON "users" USING btree ("instrument_id");