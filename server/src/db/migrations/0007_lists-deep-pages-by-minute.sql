CREATE TABLE "metaverse_users_by_minute" (
	"minute" bigint PRIMARY KEY NOT NULL,
	"users" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express triggers): docs/decisions/0019, amendment 3.
-- Nobody writes users while the function changes and the minutes are counted, so no sign-up is counted by the old
-- function only (missing from the minutes) or twice. Readers are not blocked.
LOCK TABLE "metaverse_users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- The same statement triggers (migration 0005) now keep both the per-hour and the per-minute counts: one upsert per
-- statement and bucket, however many rows the statement wrote.
CREATE OR REPLACE FUNCTION "metaverse_users_by_hour_count"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM metaverse_users_by_hour;
    DELETE FROM metaverse_users_by_minute;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE metaverse_users_by_hour AS h SET users = h.users - gone.n
    FROM (SELECT floor(extract(epoch FROM created_at) / 3600)::bigint AS hour, count(*) AS n FROM old_rows GROUP BY 1) AS gone
    WHERE h.hour = gone.hour;
    UPDATE metaverse_users_by_minute AS m SET users = m.users - gone.n
    FROM (SELECT floor(extract(epoch FROM created_at) / 60)::bigint AS minute, count(*) AS n FROM old_rows GROUP BY 1) AS gone
    WHERE m.minute = gone.minute;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO metaverse_users_by_hour (hour, users)
    SELECT floor(extract(epoch FROM created_at) / 3600)::bigint, count(*) FROM new_rows GROUP BY 1
    ON CONFLICT (hour) DO UPDATE SET users = metaverse_users_by_hour.users + excluded.users;
    INSERT INTO metaverse_users_by_minute (minute, users)
    SELECT floor(extract(epoch FROM created_at) / 60)::bigint, count(*) FROM new_rows GROUP BY 1
    ON CONFLICT (minute) DO UPDATE SET users = metaverse_users_by_minute.users + excluded.users;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "metaverse_users_by_minute" ("minute", "users")
  SELECT floor(extract(epoch FROM "created_at") / 60)::bigint, count(*) FROM "metaverse_users" GROUP BY 1;
