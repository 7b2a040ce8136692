CREATE TABLE "metaverse_users_by_hour" (
	"hour" bigint PRIMARY KEY NOT NULL,
	"users" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express triggers or trigram indexes): docs/decisions/0019.
-- Users created per hour, kept in step with metaverse_users by statement triggers (one upsert per statement and
-- hour, however many rows it wrote), so page N of the newest-first list finds its hour without skipping N×10 rows.
CREATE FUNCTION "metaverse_users_by_hour_count"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM metaverse_users_by_hour;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE metaverse_users_by_hour AS h SET users = h.users - gone.n
    FROM (SELECT floor(extract(epoch FROM created_at) / 3600)::bigint AS hour, count(*) AS n FROM old_rows GROUP BY 1) AS gone
    WHERE h.hour = gone.hour;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO metaverse_users_by_hour (hour, users)
    SELECT floor(extract(epoch FROM created_at) / 3600)::bigint, count(*) FROM new_rows GROUP BY 1
    ON CONFLICT (hour) DO UPDATE SET users = metaverse_users_by_hour.users + excluded.users;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "metaverse_users_by_hour_insert" AFTER INSERT ON "metaverse_users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metaverse_users_by_hour_count"();--> statement-breakpoint
CREATE TRIGGER "metaverse_users_by_hour_delete" AFTER DELETE ON "metaverse_users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "metaverse_users_by_hour_count"();--> statement-breakpoint
CREATE TRIGGER "metaverse_users_by_hour_update" AFTER UPDATE ON "metaverse_users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metaverse_users_by_hour_count"();--> statement-breakpoint
CREATE TRIGGER "metaverse_users_by_hour_truncate" AFTER TRUNCATE ON "metaverse_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "metaverse_users_by_hour_count"();--> statement-breakpoint
INSERT INTO "metaverse_users_by_hour" ("hour", "users")
  SELECT floor(extract(epoch FROM "created_at") / 3600)::bigint, count(*) FROM "metaverse_users" GROUP BY 1;--> statement-breakpoint
-- Trigram indexes for the 'contains' / 'ends with' filters and the booked-demo search, where pg_trgm can be had:
-- installed once per database in schema public (a test schema dropped with CASCADE must not take it along), or
-- wherever an administrator put it. PGlite has it only when the client loads @electric-sql/pglite/contrib/pg_trgm;
-- without it the lists work as before, by scanning.
DO $$
DECLARE
  trgm text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
     AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public') THEN
        CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
      ELSE
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
      END IF;
    EXCEPTION
      -- Not allowed to (no CREATE right on the database), or another migration installed it at the same moment.
      WHEN insufficient_privilege OR unique_violation OR duplicate_object THEN NULL;
    END;
  END IF;
  SELECT quote_ident(n.nspname) INTO trgm
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX dashboard_users_name_trgm_idx ON dashboard_users USING gin (lower(name) %s.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX dashboard_users_email_trgm_idx ON dashboard_users USING gin (lower(email) %s.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX dashboard_users_phone_number_trgm_idx ON dashboard_users USING gin (lower(phone_number) %s.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX metaverses_description_trgm_idx ON metaverses USING gin (lower(description) %s.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX booked_demos_name_trgm_idx ON booked_demos USING gin (lower(name) %s.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX booked_demos_business_email_trgm_idx ON booked_demos USING gin (lower(business_email) %s.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX booked_demos_company_name_trgm_idx ON booked_demos USING gin (lower(company_name) %s.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX booked_demos_message_trgm_idx ON booked_demos USING gin (lower(message) %s.gin_trgm_ops)', trgm);
END $$;
