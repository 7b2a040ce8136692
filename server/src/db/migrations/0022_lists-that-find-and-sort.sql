CREATE INDEX "dashboard_users_name_sort_idx" ON "dashboard_users" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "metaverse_users_name_sort_idx" ON "metaverse_users" USING btree (nullif(lower("name"), ''),"id");--> statement-breakpoint
CREATE INDEX "metaverses_name_sort_idx" ON "metaverses" USING btree (lower("name"),"id");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express conditional trigram indexes): docs/decisions/0048. The Metaverse Users
-- search ('contains' on name and email, the digits of a phone number) reads these where pg_trgm is installed
-- (migration 0005 installs it where it can); without it the search scans, as the other lists' do.
DO $$
DECLARE
  trgm text;
BEGIN
  SELECT quote_ident(n.nspname) INTO trgm
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX metaverse_users_name_trgm_idx ON metaverse_users USING gin (lower(name) %s.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX metaverse_users_email_trgm_idx ON metaverse_users USING gin (lower(email) %s.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX metaverse_users_phone_number_trgm_idx ON metaverse_users USING gin (phone_number %s.gin_trgm_ops)', trgm);
END $$;
