-- Delivery and cash (schema/listings.ts, schema/orders.ts). A listing says how it is handed
-- over: existing listings are meet-up only (the default), a courier is offered when both of its
-- fees are set. An order keeps the buyer's choice, its fee and how it is paid; a cash order is
-- `confirmed` by its seller, which sells the listing as a card payment does.
ALTER TABLE "products" ADD COLUMN "meet_up" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "courier_fee_inside" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "courier_fee_outside" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_delivery_check" CHECK ((courier_fee_inside is null) = (courier_fee_outside is null) and (meet_up or courier_fee_inside is not null) and coalesce(courier_fee_inside, 0) >= 0 and coalesce(courier_fee_outside, 0) >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" text DEFAULT 'meetup' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_received_at" timestamp with time zone;--> statement-breakpoint
-- Orders booked before a choice existed were for a meet-up; those a seller already sent went by courier.
UPDATE "orders" SET "delivery" = 'courier_inside' WHERE "carrier" IS NOT NULL;--> statement-breakpoint
DROP INDEX "orders_one_live_per_buyer_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_live_per_buyer_idx" ON "orders" USING btree ("buyer_id","product_id") WHERE status in ('pending', 'paid', 'confirmed');--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_shipped_when_paid";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_when_paid" CHECK (shipped_at is null or (status in ('paid', 'confirmed', 'cancelled') and (carrier is not null or delivery = 'meetup')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fee_check" CHECK (delivery_fee >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_confirmed" CHECK (status <> 'confirmed' or (payment_method = 'cash' and confirmed_at is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_received_when_cash" CHECK (cash_received_at is null or payment_method = 'cash');
