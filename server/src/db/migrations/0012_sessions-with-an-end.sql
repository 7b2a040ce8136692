ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;