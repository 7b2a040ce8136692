CREATE TABLE "used_identity_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_identity_tokens_expires_at_idx" ON "used_identity_tokens" USING btree ("expires_at");