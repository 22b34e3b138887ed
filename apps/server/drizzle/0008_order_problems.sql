CREATE TABLE "order_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_note" text
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_shipped_when_paid";--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_problems_one_open_idx" ON "order_problems" USING btree ("order_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "order_problems_order_idx" ON "order_problems" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_problems_status_created_idx" ON "order_problems" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_when_paid" CHECK (shipped_at is null or (status in ('paid', 'cancelled') and carrier is not null));