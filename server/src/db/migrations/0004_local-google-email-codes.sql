ALTER TABLE "phone_verifications" ALTER COLUMN "phone_number" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "channel" text DEFAULT 'phone' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "phone_verifications_email_created_idx" ON "phone_verifications" USING btree ("email","created_at");