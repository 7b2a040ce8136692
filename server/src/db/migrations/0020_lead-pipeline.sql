CREATE TABLE "lead_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"booked_demo_id" text NOT NULL,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booked_demos" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "booked_demos" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_booked_demo_id_booked_demos_id_fk" FOREIGN KEY ("booked_demo_id") REFERENCES "public"."booked_demos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_booked_demo_idx" ON "lead_notes" USING btree ("booked_demo_id","created_at");--> statement-breakpoint
ALTER TABLE "booked_demos" ADD CONSTRAINT "booked_demos_owner_id_sales_reps_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."sales_reps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booked_demos_leads_status_idx" ON "booked_demos" USING btree ("status","created_at","id") WHERE "booked_demos"."quarantine_reason" is null;--> statement-breakpoint
CREATE INDEX "booked_demos_leads_owner_idx" ON "booked_demos" USING btree ("owner_id","created_at","id") WHERE "booked_demos"."quarantine_reason" is null;--> statement-breakpoint
CREATE INDEX "booked_demos_leads_source_page_idx" ON "booked_demos" USING btree ("source_page","created_at","id") WHERE "booked_demos"."quarantine_reason" is null;--> statement-breakpoint
CREATE INDEX "booked_demos_leads_source_label_idx" ON "booked_demos" USING btree ("source_label","created_at","id") WHERE "booked_demos"."quarantine_reason" is null;--> statement-breakpoint
CREATE INDEX "meetings_booked_demo_starts_idx" ON "meetings" USING btree ("booked_demo_id","starts_at");