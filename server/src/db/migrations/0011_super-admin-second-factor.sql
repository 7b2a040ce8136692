CREATE TABLE "second_factor_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"super_admin_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "super_admin_recovery_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"super_admin_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "super_admin_second_factors" (
	"super_admin_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint
);
--> statement-breakpoint
ALTER TABLE "second_factor_tickets" ADD CONSTRAINT "second_factor_tickets_super_admin_id_super_admins_id_fk" FOREIGN KEY ("super_admin_id") REFERENCES "public"."super_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "super_admin_recovery_codes" ADD CONSTRAINT "super_admin_recovery_codes_super_admin_id_super_admins_id_fk" FOREIGN KEY ("super_admin_id") REFERENCES "public"."super_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "super_admin_second_factors" ADD CONSTRAINT "super_admin_second_factors_super_admin_id_super_admins_id_fk" FOREIGN KEY ("super_admin_id") REFERENCES "public"."super_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "second_factor_tickets_token_hash_idx" ON "second_factor_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "second_factor_tickets_admin_idx" ON "second_factor_tickets" USING btree ("super_admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "super_admin_recovery_codes_hash_idx" ON "super_admin_recovery_codes" USING btree ("super_admin_id","code_hash");