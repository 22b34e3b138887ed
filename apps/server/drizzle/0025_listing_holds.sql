-- A booking holds its listing for a set time (orders/holds.ts): the holding order and until when.
-- Bookings made before this stay as they were (unheld); the next booking of their listing holds it.
ALTER TABLE "products" ADD COLUMN "hold_order_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hold_whole" CHECK ((hold_order_id is null) = (held_until is null));
