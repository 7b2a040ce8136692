CREATE TABLE "form_openings" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"label" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_openings_day_page_label_pk" PRIMARY KEY("day","page","label")
);
--> statement-breakpoint
ALTER TABLE "booked_demos" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "booked_demos" ADD COLUMN "source_label" text;--> statement-breakpoint
ALTER TABLE "booked_demos" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "booked_demos" ADD COLUMN "utm" jsonb;