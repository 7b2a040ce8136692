-- Hand-written (drizzle-kit cannot express INCLUDE): docs/decisions/0067. The name order's index also carries the
-- name, so PostgreSQL can skip a name-sorted page's offset in the index alone (an index-only scan: it needs every
-- column the query names, and `nullif(lower(name), '')` names `name`). Built beside the old one, which is then
-- dropped, so reads keep an index throughout.
CREATE INDEX "metaverse_users_name_sort_cover_idx" ON "metaverse_users" USING btree (nullif(lower("name"), ''),"id") INCLUDE ("name");--> statement-breakpoint
DROP INDEX IF EXISTS "metaverse_users_name_sort_idx";--> statement-breakpoint
ALTER INDEX "metaverse_users_name_sort_cover_idx" RENAME TO "metaverse_users_name_sort_idx";
