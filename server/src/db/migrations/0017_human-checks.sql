CREATE TABLE "used_human_checks" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_human_checks_expires_at_idx" ON "used_human_checks" USING btree ("expires_at");