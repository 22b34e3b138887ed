ALTER TABLE "user" ADD COLUMN "closed_email" text;--> statement-breakpoint
-- Hand-written backfill (decision 017): accounts closed before this migration free their address too.
UPDATE "user" SET "closed_email" = "email", "email" = "id" || '@closed.invalid' WHERE "deleted_at" IS NOT NULL;