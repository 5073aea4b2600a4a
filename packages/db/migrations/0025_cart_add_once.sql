-- Adds a product to a student's cart in ONE round trip (decision 056): the owner's row lock, then
-- the add (the item already there is answered as it is; otherwise it is inserted while the cart
-- holds fewer than `max_items`). In a VOLATILE PL/pgSQL function each statement takes a fresh
-- snapshot, so the count after the lock sees every add committed before it: the item limit holds
-- under concurrent adds, as it did with BEGIN, SELECT … FOR UPDATE, the add and COMMIT sent one by
-- one — but the pooled connection is now held for one round trip instead of four.
-- Answers one row: kind 'added' | 'existing' with the item, 'full', or 'no_owner'.
CREATE FUNCTION "cart_add_once"("p_user_id" integer, "p_product_id" integer, "p_max_items" integer)
RETURNS TABLE ("kind" text, "id" integer, "created_at" timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
  PERFORM 1 FROM "users" u WHERE u."id" = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_owner'::text, NULL::integer, NULL::timestamptz;
    RETURN;
  END IF;
  RETURN QUERY
    WITH existing AS (
      SELECT c."id", c."created_at" FROM "cart_items" c WHERE c."user_id" = p_user_id AND c."product_id" = p_product_id
    ), inserted AS (
      INSERT INTO "cart_items" ("user_id", "product_id")
      SELECT p_user_id, p_product_id
      WHERE NOT EXISTS (SELECT 1 FROM existing)
        AND (SELECT count(*) FROM "cart_items" c WHERE c."user_id" = p_user_id) < p_max_items
      ON CONFLICT DO NOTHING
      RETURNING "cart_items"."id", "cart_items"."created_at"
    )
    SELECT 'added'::text, i."id", i."created_at" FROM inserted i
    UNION ALL
    SELECT 'existing'::text, e."id", e."created_at" FROM existing e
    UNION ALL
    SELECT 'full'::text, NULL::integer, NULL::timestamptz
    WHERE NOT EXISTS (SELECT 1 FROM existing) AND NOT EXISTS (SELECT 1 FROM inserted);
END $$;
