ALTER TYPE "public"."order_status" ADD VALUE 'refund_due';--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_purchase_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id","created_at");--> statement-breakpoint
-- An administrator's adjustment kept its reason in `reference`: the points history now reads it from `note`.
UPDATE "points_ledger" SET "note" = "reference" WHERE "reason" = 'adjustment' AND "reference" IS NOT NULL AND "reference" <> 'demo';--> statement-breakpoint
UPDATE "points_ledger" SET "note" = 'Puntos de bienvenida de la demostración' WHERE "reason" = 'adjustment' AND "reference" = 'demo';
