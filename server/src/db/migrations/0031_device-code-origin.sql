ALTER TABLE "device_codes" ADD COLUMN "requested_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_codes" ADD COLUMN "requested_region" text DEFAULT '' NOT NULL;