ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_when_paid" CHECK (shipped_at is null or (status = 'paid' and carrier is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_received_after_shipped" CHECK (received_at is null or shipped_at is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_completed_after_shipped" CHECK (completed_at is null or (shipped_at is not null and received_at is null));