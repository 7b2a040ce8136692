CREATE TABLE "meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"booked_demo_id" text NOT NULL,
	"office_id" text NOT NULL,
	"rep_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"uid" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_holidays" (
	"id" text PRIMARY KEY NOT NULL,
	"office_id" text NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_mails" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"reply_to" text,
	"calendar" text,
	"calendar_method" text,
	"meeting_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_state" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales_offices" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_reps" (
	"id" text PRIMARY KEY NOT NULL,
	"office_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_booked_demo_id_booked_demos_id_fk" FOREIGN KEY ("booked_demo_id") REFERENCES "public"."booked_demos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_office_id_sales_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."sales_offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_rep_id_sales_reps_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."sales_reps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_holidays" ADD CONSTRAINT "office_holidays_office_id_sales_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."sales_offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reps" ADD CONSTRAINT "sales_reps_office_id_sales_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."sales_offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_uid_idx" ON "meetings" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_rep_slot_booked_idx" ON "meetings" USING btree ("rep_id","starts_at") WHERE "meetings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_booked_demo_booked_idx" ON "meetings" USING btree ("booked_demo_id") WHERE "meetings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "meetings_office_starts_idx" ON "meetings" USING btree ("office_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "office_holidays_office_date_idx" ON "office_holidays" USING btree ("office_id","date");--> statement-breakpoint
CREATE INDEX "outgoing_mails_queue_idx" ON "outgoing_mails" USING btree ("mail_state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_offices_one_default_idx" ON "sales_offices" USING btree ("is_default") WHERE "sales_offices"."is_default";--> statement-breakpoint
CREATE INDEX "sales_reps_office_id_idx" ON "sales_reps" USING btree ("office_id");