CREATE TABLE "idempotent_requests" (
	"actor" text NOT NULL,
	"key" text NOT NULL,
	"endpoint" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_actor_key_pk" PRIMARY KEY("actor","key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_at_idx" ON "idempotent_requests" USING btree ("created_at");--> statement-breakpoint
-- Names that differ only in case (allowed until now): the oldest keeps its name, the others get their id appended.
UPDATE "metaverses" SET "name" = "name" || ' (' || "id" || ')' WHERE "id" IN (
	SELECT "id" FROM (
		SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS "n" FROM "metaverses"
	) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "metaverses_name_lower_idx" ON "metaverses" USING btree (lower("name"));