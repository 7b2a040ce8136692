-- Hand-written INCLUDE (drizzle-kit cannot express it): docs/decisions/0071. A head's 12-character name buckets in C
-- order with their counts, so a deep name page's running sum reads them from the index (an index-only scan that
-- stops at the page's bucket) instead of reading every bucket of the head and sorting them (1,637 for "mar").
CREATE INDEX "metaverse_users_by_name_12_c_order_idx" ON "metaverse_users_by_name_12" USING btree ("head",("prefix" collate "C")) INCLUDE ("users");
