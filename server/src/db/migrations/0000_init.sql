CREATE TABLE "booked_demos" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"business_email" text NOT NULL,
	"phone_number" text NOT NULL,
	"company_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_state" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "dashboard_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"device_secret_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"interval" integer DEFAULT 5 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_polled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"metaverse_id" text,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metaverse_managers" (
	"id" text PRIMARY KEY NOT NULL,
	"metaverse_id" text NOT NULL,
	"dashboard_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metaverse_memberships" (
	"id" text PRIMARY KEY NOT NULL,
	"metaverse_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metaverse_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"identity_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metaverses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"admin_id" text,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"user_id" text NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "super_admins" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_codes" ADD CONSTRAINT "device_codes_user_id_metaverse_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."metaverse_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_metaverse_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."metaverse_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_metaverse_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."metaverse_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_metaverse_id_metaverses_id_fk" FOREIGN KEY ("metaverse_id") REFERENCES "public"."metaverses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metaverse_managers" ADD CONSTRAINT "metaverse_managers_metaverse_id_metaverses_id_fk" FOREIGN KEY ("metaverse_id") REFERENCES "public"."metaverses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metaverse_managers" ADD CONSTRAINT "metaverse_managers_dashboard_user_id_dashboard_users_id_fk" FOREIGN KEY ("dashboard_user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metaverse_memberships" ADD CONSTRAINT "metaverse_memberships_metaverse_id_metaverses_id_fk" FOREIGN KEY ("metaverse_id") REFERENCES "public"."metaverses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metaverse_memberships" ADD CONSTRAINT "metaverse_memberships_user_id_metaverse_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."metaverse_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metaverses" ADD CONSTRAINT "metaverses_admin_id_dashboard_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."dashboard_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booked_demos_created_at_idx" ON "booked_demos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booked_demos_mail_queue_idx" ON "booked_demos" USING btree ("mail_state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_users_email_lower_idx" ON "dashboard_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "dashboard_users_created_at_idx" ON "dashboard_users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_codes_code_idx" ON "device_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "device_codes_user_id_idx" ON "device_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "device_codes_expires_at_idx" ON "device_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "devices_user_id_idx" ON "devices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_user_id_idx" ON "events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_metaverse_id_idx" ON "events" USING btree ("metaverse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "metaverse_managers_pair_idx" ON "metaverse_managers" USING btree ("metaverse_id","dashboard_user_id");--> statement-breakpoint
CREATE INDEX "metaverse_managers_dashboard_user_id_idx" ON "metaverse_managers" USING btree ("dashboard_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "metaverse_memberships_pair_idx" ON "metaverse_memberships" USING btree ("metaverse_id","user_id");--> statement-breakpoint
CREATE INDEX "metaverse_memberships_user_id_idx" ON "metaverse_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "metaverse_memberships_created_at_idx" ON "metaverse_memberships" USING btree ("metaverse_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "metaverse_users_email_lower_idx" ON "metaverse_users" USING btree (lower("email")) WHERE "metaverse_users"."email" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "metaverse_users_identity_key_idx" ON "metaverse_users" USING btree ("identity_key");--> statement-breakpoint
CREATE INDEX "metaverse_users_phone_number_idx" ON "metaverse_users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "metaverse_users_created_at_idx" ON "metaverse_users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "metaverses_admin_id_idx" ON "metaverses" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "metaverses_created_at_idx" ON "metaverses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_owner_idx" ON "refresh_tokens" USING btree ("user_type","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "super_admins_email_lower_idx" ON "super_admins" USING btree (lower("email"));