-- Quantities named in names and descriptions, as search words (written by the listings service;
-- null rows are filled in at start, db/quantity-text.ts), indexed with the description's weight.
ALTER TABLE "products" ADD COLUMN "quantity_text" text;--> statement-breakpoint
ALTER TABLE "products" drop column "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(part_number, '') || ' ' || regexp_replace(coalesce(part_number, ''), '[^[:alnum:]]+', ' ', 'g') || ' ' || normalize(coalesce(manufacturer, ''), NFKC)), 'A') || setweight(to_tsvector('simple', lower(regexp_replace(coalesce(part_number, ''), '[^[:alnum:]]+', '', 'g'))), 'A') || setweight(to_tsvector('english', normalize(coalesce(name, ''), NFKC) || ' ' || regexp_replace(normalize(coalesce(name, ''), NFKC), '[^[:alnum:]]+', ' ', 'g')), 'B') || setweight(to_tsvector('english', spec_text), 'C') || setweight(to_tsvector('english', normalize(coalesce(description, ''), NFKC) || ' ' || normalize(coalesce(location, ''), NFKC) || ' ' || coalesce(quantity_text, '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_quantity_text_todo_idx" ON "products" USING btree ("id") WHERE quantity_text is null;
