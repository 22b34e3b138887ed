CREATE TABLE "listing_counters" (
	"category_id" uuid NOT NULL,
	"condition" text NOT NULL,
	"working_status" text NOT NULL,
	"seller_verified" boolean NOT NULL,
	"location" text NOT NULL,
	"price_band" text NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_counters_pk" PRIMARY KEY("category_id","condition","working_status","seller_verified","location","price_band")
);
--> statement-breakpoint
ALTER TABLE "listing_counters" ADD CONSTRAINT "listing_counters_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","resale_price","id") WHERE status = 'active' and deleted_at is null;
--> statement-breakpoint
-- The price band a listing's price falls in, '' for none. A stand-in until the app starts:
-- the bands are set in whole units and the minor unit depends on the configured currency, so
-- prepareDatabase replaces this function with the real bounds and recounts when they change.
CREATE FUNCTION "listing_price_band"(price integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ''::text $$;
--> statement-breakpoint
DROP TRIGGER "products_counters_insert" ON "products";
--> statement-breakpoint
DROP TRIGGER "products_counters_update" ON "products";
--> statement-breakpoint
DROP TRIGGER "products_counters_delete" ON "products";
--> statement-breakpoint
DROP FUNCTION "category_counters_apply"();
--> statement-breakpoint
DROP TABLE "category_counters" CASCADE;
--> statement-breakpoint
-- One function for the three statement triggers below: it adds what each statement moved into
-- or out of sale, per key, in key order (so concurrent statements lock the counter rows in the
-- same order and cannot deadlock). A row is "in sale" when active and not deleted; an update
-- that changes a key (a new price, the seller verified) moves one from the old key to the new.
-- Each trigger sees only the transition tables it declares, hence the source chosen per operation.
CREATE FUNCTION "listing_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols text := 'category_id, condition, working_status, seller_verified, location, resale_price, status, deleted_at';
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS delta FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS delta FROM old_rows', cols)
    ELSE format('SELECT %1$s, 1 AS delta FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', cols)
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO listing_counters AS c (category_id, condition, working_status, seller_verified, location, price_band, active)
    SELECT category_id, condition, coalesce(working_status, ''), seller_verified, location, listing_price_band(resale_price), sum(delta)
    FROM (%s) moved
    WHERE status = 'active' AND deleted_at IS NULL
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (category_id, condition, working_status, seller_verified, location, price_band)
    DO UPDATE SET active = c.active + excluded.active
  $sql$, moved);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_counters_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_counters_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_counters_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_counters_apply"();
--> statement-breakpoint
-- Counts every listing for sale afresh: after this migration and whenever the price bands change.
CREATE FUNCTION "listing_counters_recount"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM listing_counters;
  INSERT INTO listing_counters (category_id, condition, working_status, seller_verified, location, price_band, active)
  SELECT category_id, condition, coalesce(working_status, ''), seller_verified, location, listing_price_band(resale_price), count(*)
  FROM products WHERE status = 'active' AND deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6;
$$;
--> statement-breakpoint
SELECT "listing_counters_recount"();
