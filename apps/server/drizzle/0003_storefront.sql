CREATE TABLE "category_counters" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_counters" ADD CONSTRAINT "category_counters_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "products" p SET "seller_verified" = true FROM "user" u WHERE u."id" = p."seller_id" AND u."seller_verified";
--> statement-breakpoint
INSERT INTO "category_counters" ("category_id", "active")
SELECT c."id", (SELECT count(*) FROM "products" p WHERE p."category_id" = c."id" AND p."status" = 'active' AND p."deleted_at" IS NULL)
FROM "categories" c;
--> statement-breakpoint
-- One function for the three statement triggers below: it adds what each statement moved into
-- or out of sale, per category, in category order (so concurrent statements lock the counter
-- rows in the same order and cannot deadlock). A row is "in sale" when active and not deleted.
CREATE FUNCTION "category_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_counters AS c (category_id, active)
    SELECT category_id, count(*) FROM new_rows
    WHERE status = 'active' AND deleted_at IS NULL
    GROUP BY category_id ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET active = c.active + excluded.active;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO category_counters AS c (category_id, active)
    SELECT category_id, -count(*) FROM old_rows
    WHERE status = 'active' AND deleted_at IS NULL
    GROUP BY category_id ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET active = c.active + excluded.active;
  ELSE
    INSERT INTO category_counters AS c (category_id, active)
    SELECT category_id, sum(delta) FROM (
      SELECT category_id, 1 AS delta FROM new_rows WHERE status = 'active' AND deleted_at IS NULL
      UNION ALL
      SELECT category_id, -1 AS delta FROM old_rows WHERE status = 'active' AND deleted_at IS NULL
    ) moved
    GROUP BY category_id HAVING sum(delta) <> 0 ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET active = c.active + excluded.active;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_counters_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_counters_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_counters_apply"();
--> statement-breakpoint
CREATE TRIGGER "products_counters_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_counters_apply"();
