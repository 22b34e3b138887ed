CREATE TABLE "listing_specs" (
	"product_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"number" double precision,
	CONSTRAINT "listing_specs_pk" PRIMARY KEY("product_id","key")
);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The search vector now takes in the specifications' words: it is rebuilt with its index.
ALTER TABLE "products" drop column "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(part_number, '') || ' ' || coalesce(manufacturer, '') || ' ' || spec_text), 'A') || setweight(to_tsvector('english', regexp_replace(coalesce(name, '') || ' ' || coalesce(part_number, ''), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', lower(regexp_replace(coalesce(part_number, ''), '[^[:alnum:]]+', '', 'g'))), 'A') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(location, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "proof_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "proof_photo" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "proof_badge_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_specs" ADD CONSTRAINT "listing_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_specs_key_value_idx" ON "listing_specs" USING btree ("key","value");--> statement-breakpoint
CREATE INDEX "listing_specs_key_number_idx" ON "listing_specs" USING btree ("key","number");--> statement-breakpoint
-- A listing from before keeps its one picture as its first (and cover) photo.
UPDATE "products" SET "photos" = ARRAY["picture"] WHERE "picture" IS NOT NULL;
