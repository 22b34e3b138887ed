-- Search reads words in NFKC, as the query is read: Bengali letters typed precomposed or in parts match.
-- The vector is rebuilt with its index.
ALTER TABLE "products" drop column "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', normalize(coalesce(name, ''), NFKC) || ' ' || coalesce(part_number, '') || ' ' || normalize(coalesce(manufacturer, ''), NFKC) || ' ' || spec_text), 'A') || setweight(to_tsvector('english', regexp_replace(normalize(coalesce(name, ''), NFKC) || ' ' || coalesce(part_number, ''), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', lower(regexp_replace(coalesce(part_number, ''), '[^[:alnum:]]+', '', 'g'))), 'A') || setweight(to_tsvector('english', normalize(coalesce(description, ''), NFKC) || ' ' || normalize(coalesce(location, ''), NFKC)), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");
