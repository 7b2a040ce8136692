CREATE TABLE "metaverse_users_by_name_12" (
	"head" text NOT NULL,
	"prefix" text NOT NULL,
	"users" bigint NOT NULL,
	CONSTRAINT "metaverse_users_by_name_12_head_prefix_pk" PRIMARY KEY("head","prefix")
);
--> statement-breakpoint
CREATE TABLE "metaverse_users_by_name_3" (
	"prefix" text PRIMARY KEY NOT NULL,
	"users" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "metaverse_users_phone_number_idx";--> statement-breakpoint
CREATE INDEX "metaverse_users_phone_after_2_idx" ON "metaverse_users" USING btree (substr("phone_number", 3) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "metaverse_users_phone_after_3_idx" ON "metaverse_users" USING btree (substr("phone_number", 4) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "metaverse_users_phone_after_4_idx" ON "metaverse_users" USING btree (substr("phone_number", 5) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "metaverse_users_phone_reversed_idx" ON "metaverse_users" USING btree (reverse("phone_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "metaverse_users_email_prefix_idx" ON "metaverse_users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "metaverse_users_phone_number_idx" ON "metaverse_users" USING btree ("phone_number" text_pattern_ops);--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express triggers): docs/decisions/0055.
-- The phone search reads the btree ranges above, not a trigram index.
DROP INDEX IF EXISTS "metaverse_users_phone_number_trgm_idx";--> statement-breakpoint
-- Users per name prefix for deep pages of the name order, kept as the per-hour counts are (migration 0005): one
-- upsert per statement and bucket. Nobody writes users while the triggers are made and the names counted.
LOCK TABLE "metaverse_users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Names that left their bucket (gone) and names that came into one (came); a rename to a name of the same bucket, or
-- an update that leaves the name alone, cancels out and writes nothing. Buckets in key order, so concurrent
-- statements take their row locks in the same order. The nameless (head '') are counted per first 2 characters of
-- their (hex) id, the order they are listed in.
CREATE FUNCTION "metaverse_users_by_name_move"(gone_names text[], gone_ids text[], came_names text[], came_ids text[])
RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $$
  WITH moved AS (
    SELECT coalesce(left(nullif(lower(n), ''), 3), '') AS head, coalesce(left(nullif(lower(n), ''), 12), left(id, 2)) AS prefix,
           sum(d) AS d
    FROM (SELECT g.n, g.id, -1 AS d FROM unnest(gone_names, gone_ids) AS g(n, id)
          UNION ALL SELECT c.n, c.id, 1 FROM unnest(came_names, came_ids) AS c(n, id)) AS x
    GROUP BY 1, 2 HAVING sum(d) <> 0
  ), heads AS (
    INSERT INTO metaverse_users_by_name_3 (prefix, users)
    SELECT head, sum(d) FROM moved GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
    ON CONFLICT (prefix) DO UPDATE SET users = metaverse_users_by_name_3.users + excluded.users
  )
  INSERT INTO metaverse_users_by_name_12 (head, prefix, users)
  SELECT head, prefix, d FROM moved ORDER BY 1, 2
  ON CONFLICT (head, prefix) DO UPDATE SET users = metaverse_users_by_name_12.users + excluded.users;
$$;--> statement-breakpoint
CREATE FUNCTION "metaverse_users_by_name_count"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM metaverse_users_by_name_3;
    DELETE FROM metaverse_users_by_name_12;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM metaverse_users_by_name_move('{}', '{}', ARRAY(SELECT name FROM new_rows ORDER BY id), ARRAY(SELECT id FROM new_rows ORDER BY id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM metaverse_users_by_name_move(ARRAY(SELECT name FROM old_rows ORDER BY id), ARRAY(SELECT id FROM old_rows ORDER BY id), '{}', '{}');
  ELSE
    PERFORM metaverse_users_by_name_move(ARRAY(SELECT name FROM old_rows ORDER BY id), ARRAY(SELECT id FROM old_rows ORDER BY id),
                                         ARRAY(SELECT name FROM new_rows ORDER BY id), ARRAY(SELECT id FROM new_rows ORDER BY id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "metaverse_users_by_name_insert" AFTER INSERT ON "metaverse_users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metaverse_users_by_name_count"();--> statement-breakpoint
CREATE TRIGGER "metaverse_users_by_name_delete" AFTER DELETE ON "metaverse_users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "metaverse_users_by_name_count"();--> statement-breakpoint
CREATE TRIGGER "metaverse_users_by_name_update" AFTER UPDATE ON "metaverse_users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metaverse_users_by_name_count"();--> statement-breakpoint
CREATE TRIGGER "metaverse_users_by_name_truncate" AFTER TRUNCATE ON "metaverse_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "metaverse_users_by_name_count"();--> statement-breakpoint
INSERT INTO "metaverse_users_by_name_3" ("prefix", "users")
  SELECT coalesce(left(nullif(lower("name"), ''), 3), ''), count(*) FROM "metaverse_users" GROUP BY 1;--> statement-breakpoint
INSERT INTO "metaverse_users_by_name_12" ("head", "prefix", "users")
  SELECT coalesce(left(nullif(lower("name"), ''), 3), ''), coalesce(left(nullif(lower("name"), ''), 12), left("id", 2)), count(*)
  FROM "metaverse_users" GROUP BY 1, 2;
--> statement-breakpoint
-- A finer histogram of the searched names and emails (where their trigram indexes exist, migration 0022): with the
-- default 100 entries a fragment in 0.5% of names ('sanchez') matches none of them and is estimated at 0.01%, so the
-- planner reads its 4,700 rows from the trigram index and sorts them (53 ms at a million users) instead of walking
-- the created_at index to the tenth (1 ms). docs/decisions/0055.
ALTER INDEX IF EXISTS "metaverse_users_name_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX IF EXISTS "metaverse_users_email_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
-- The new expression indexes have no statistics until analysed: without them the planner guesses 2% of rows for a
-- phone range and walks the created_at index instead (1.8 s at a million users, 0.3 ms with them).
ANALYZE "metaverse_users";
