-- The booked-demo search matches phone numbers by their digits (docs/decisions/0046): a trigram index on the digits
-- only, where pg_trgm is installed (migration 0005 installs it when it can); without it the same query scans.
DO $$
DECLARE
  trgm text;
BEGIN
  SELECT quote_ident(n.nspname) INTO trgm
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format(
    'CREATE INDEX booked_demos_phone_digits_trgm_idx ON booked_demos USING gin ((regexp_replace(phone_number, ''[^0-9]'', '''', ''g'')) %s.gin_trgm_ops)',
    trgm
  );
END $$;
