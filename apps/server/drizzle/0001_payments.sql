CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_live_per_buyer_idx" ON "orders" USING btree ("buyer_id","product_id") WHERE status in ('pending', 'paid');