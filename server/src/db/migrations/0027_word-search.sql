-- Hand-written (drizzle-kit cannot express it): docs/decisions/0063. Metaverse Users are found by the start of any
-- word of their name or email. The words are the lower-cased name and email split at ASCII punctuation and spaces,
-- kept as they are (array_to_tsvector: no parser, no dictionary), so the server splits a search the same way
-- (`searchWordsOf`). A GIN index reads one posting list per typed word instead of one per trigram of the text.
-- The column is not in schema.ts: nothing selects it, and drizzle's `select()` would read it into every row.
ALTER TABLE "metaverse_users" ADD COLUMN "search_words" tsvector GENERATED ALWAYS AS (
  array_to_tsvector(array_remove(regexp_split_to_array(
    translate(lower("name" || ' ' || "email"), $$!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~$$, repeat(' ', 32)),
    '[[:space:]]+'), ''))
) STORED;--> statement-breakpoint
CREATE INDEX "metaverse_users_search_words_idx" ON "metaverse_users" USING gin ("search_words");--> statement-breakpoint
-- Names and emails are no longer looked for by a trigram 'contains' (phones since 0026).
DROP INDEX IF EXISTS "metaverse_users_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "metaverse_users_email_trgm_idx";--> statement-breakpoint
ANALYZE "metaverse_users";
