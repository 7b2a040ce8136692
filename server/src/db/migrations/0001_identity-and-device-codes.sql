CREATE TABLE "phone_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_codes" ADD COLUMN "device_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_codes" ADD COLUMN "device_platform" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_created_idx" ON "phone_verifications" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_codes_device_secret_hash_idx" ON "device_codes" USING btree ("device_secret_hash");