-- Proof photos are checked by an admin before the "Photo with code" badge shows; boosts run out.
ALTER TABLE "products" ADD COLUMN "proof_status" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "proof_submitted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "proof_rejected_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "advertised_until" timestamp with time zone;--> statement-breakpoint
-- Photos sent before the check existed were never looked at: they wait in the admins' queue. A badge
-- an admin already removed stays removed (its photo counts as checked).
UPDATE "products" SET
  "proof_status" = CASE WHEN "proof_badge_removed_at" IS NULL THEN 'pending' ELSE 'approved' END,
  "proof_submitted_at" = "updated_at"
WHERE "proof_photo" IS NOT NULL;--> statement-breakpoint
-- Boosts made before boosts ran out last their 7 days from when they were made.
UPDATE "products" SET "advertised_until" = "advertised_at" + interval '7 days' WHERE "advertised_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "products_proof_newest_idx";--> statement-breakpoint
CREATE INDEX "products_proof_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' and deleted_at is null and proof_photo is not null and proof_badge_removed_at is null and proof_status = 'approved';--> statement-breakpoint
CREATE INDEX "products_proof_pending_idx" ON "products" USING btree ("proof_submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE proof_status = 'pending' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_seller_boost_idx" ON "products" USING btree ("seller_id","advertised_until") WHERE advertised_until is not null;
