-- Hand-written (drizzle-kit cannot express it): docs/decisions/0063. Metaverse Users are found by the start of any
-- word of their name or email. The words are the lower-cased name and email cut at spaces and ASCII punctuation (the
-- server cuts a search the same way, `searchWordsOf`); the column keeps every start of every word as a lexeme
-- (array_to_tsvector: no parser, no dictionary), so each typed word is one exact GIN entry. An exact entry's posting
-- list is read in step with the others' (GIN's fast scan); a `word:*` prefix would collect every matching lexeme's
-- list first, several milliseconds at a million rows. The column is not in schema.ts: nothing selects it, and
-- drizzle's `select()` would read it into every row.
CREATE FUNCTION "metaverse_user_search_prefixes"(name text, email text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT array_to_tsvector(array(
    SELECT DISTINCT left(w, n)
    FROM unnest(regexp_split_to_array(
           translate(lower(coalesce(name, '') || ' ' || coalesce(email, '')), $$!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~$$, repeat(' ', 32)),
           '[[:space:]]+')) AS w,
         generate_series(1, length(w)) AS n
    WHERE w <> ''))
$fn$;--> statement-breakpoint
ALTER TABLE "metaverse_users" ADD COLUMN "search_prefixes" tsvector
  GENERATED ALWAYS AS ("metaverse_user_search_prefixes"("name", "email")) STORED;--> statement-breakpoint
CREATE INDEX "metaverse_users_search_prefixes_idx" ON "metaverse_users" USING gin ("search_prefixes");--> statement-breakpoint
-- Names and emails are no longer looked for by a trigram 'contains' (phone numbers since 0026).
DROP INDEX IF EXISTS "metaverse_users_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "metaverse_users_email_trgm_idx";--> statement-breakpoint
ANALYZE "metaverse_users";
