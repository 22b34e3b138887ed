-- The catalogue's vocabulary for spelling correction and suggestions (schema/catalog.ts).
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"term" text NOT NULL,
	"kind" text NOT NULL,
	"display" text NOT NULL,
	"listings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_vocabulary_pk" PRIMARY KEY("term","kind")
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_prefix_idx" ON "search_vocabulary" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
-- The terms of some listings (words of names and manufacturers, part numbers, manufacturers,
-- names), each counted once per listing, upserted in key order (two statements
-- never lock the same terms in opposite orders). Words split at spaces and ASCII punctuation,
-- so a Bengali word keeps its vowel signs.
CREATE FUNCTION search_vocabulary_note(names text[], parts text[], makers text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_vocabulary AS v (term, kind, display, listings)
  SELECT term, kind, min(display), count(*) FROM (
    SELECT DISTINCT n.i, lower(w) AS term, 'word' AS kind, lower(w) AS display
      FROM unnest(names, makers) WITH ORDINALITY AS n(name, maker, i),
        regexp_split_to_table(normalize(n.name || ' ' || coalesce(n.maker, ''), NFKC), '[[:space:][:punct:]]+') AS w
      WHERE length(w) >= 2
    UNION ALL
    SELECT 0, lower(regexp_replace(p, '[^[:alnum:]]+', '', 'g')), 'part', p FROM unnest(parts) AS p WHERE coalesce(p, '') <> ''
    UNION ALL
    SELECT 0, lower(normalize(m, NFKC)), 'manufacturer', normalize(m, NFKC) FROM unnest(makers) AS m WHERE coalesce(m, '') <> ''
    UNION ALL
    SELECT 0, lower(normalize(n, NFKC)), 'name', normalize(n, NFKC) FROM unnest(names) AS n
  ) t
  WHERE term <> ''
  GROUP BY term, kind
  ORDER BY term, kind
  ON CONFLICT (term, kind) DO UPDATE SET listings = v.listings + excluded.listings
$$;--> statement-breakpoint
CREATE FUNCTION search_vocabulary_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_note(array_agg(name), array_agg(part_number), array_agg(manufacturer)) FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An edit adds the terms only when it changed them: a sale, a boost or a verified mark adds nothing.
CREATE FUNCTION search_vocabulary_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_note(array_agg(n.name), array_agg(n.part_number), array_agg(n.manufacturer))
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.part_number, n.manufacturer) IS DISTINCT FROM (o.name, o.part_number, o.manufacturer)
    HAVING count(*) > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_vocabulary_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_inserted();--> statement-breakpoint
CREATE TRIGGER products_vocabulary_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_updated();--> statement-breakpoint
-- The listings already written.
SELECT search_vocabulary_note(array_agg(name), array_agg(part_number), array_agg(manufacturer)) FROM products HAVING count(*) > 0;
