-- Lots and BOMs (issue 34): quantities with per-booking holds, sellers' SKUs and spreadsheet
-- imports, part numbers as BOM lines match them, and saved BOMs (wanted lists).
CREATE TABLE "listing_holds" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_holds_units_check" CHECK (units > 0)
);
--> statement-breakpoint
CREATE TABLE "listing_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"source" text NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "listing_imports_progress_check" CHECK (checked >= 0 and checked <= total)
);
--> statement-breakpoint
CREATE TABLE "wanted_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wanted_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"part_number" text,
	"description" text DEFAULT '' NOT NULL,
	"part_key" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "wanted_lines_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "wanted_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_hold_whole";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "part_key" text GENERATED ALWAYS AS (lower(regexp_replace(coalesce(part_number, ''), '[^[:alnum:]]+', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_holds" ADD CONSTRAINT "listing_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_hits" ADD CONSTRAINT "wanted_hits_line_id_wanted_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."wanted_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_hits" ADD CONSTRAINT "wanted_hits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_lines" ADD CONSTRAINT "wanted_lines_list_id_wanted_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."wanted_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_lines" ADD CONSTRAINT "wanted_lines_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_lists" ADD CONSTRAINT "wanted_lists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_holds_product_idx" ON "listing_holds" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "listing_imports_seller_created_idx" ON "listing_imports" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wanted_hits_line_product_idx" ON "wanted_hits" USING btree ("line_id","product_id");--> statement-breakpoint
CREATE INDEX "wanted_lines_list_idx" ON "wanted_lines" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "wanted_lines_open_part_idx" ON "wanted_lines" USING btree ("part_key") WHERE closed_at is null and part_key is not null;--> statement-breakpoint
CREATE INDEX "wanted_lists_user_created_idx" ON "wanted_lists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_seller_sku_idx" ON "products" USING btree ("seller_id","sku") WHERE sku is not null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_part_key_idx" ON "products" USING btree ("part_key","resale_price") WHERE status = 'active' and deleted_at is null and part_key <> '';--> statement-breakpoint
-- Holds move to their own rows (a lot has several): each held listing holds its one unit.
INSERT INTO "listing_holds" ("order_id", "product_id", "units", "held_until") SELECT "hold_order_id", "id", 1, "held_until" FROM "products" WHERE "hold_order_id" IS NOT NULL;--> statement-breakpoint
UPDATE "products" SET "held" = 1 WHERE "hold_order_id" IS NOT NULL;--> statement-breakpoint
-- A sold listing has no units left and sold its one; every other one keeps its single unit.
UPDATE "products" SET "quantity" = 0, "units_sold" = 1 WHERE "status" = 'sold';--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "hold_order_id";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_held_check" CHECK (held >= 0 and held <= quantity and (held = 0) = (held_until is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_check" CHECK (quantity >= 0 and units_sold >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quantity_check" CHECK (quantity > 0);