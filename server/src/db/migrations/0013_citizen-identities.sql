CREATE TABLE "metaverse_user_identities" (
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"identity_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metaverse_user_identities" ADD CONSTRAINT "metaverse_user_identities_user_id_metaverse_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."metaverse_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metaverse_user_identities_user_provider_idx" ON "metaverse_user_identities" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "metaverse_user_identities_key_idx" ON "metaverse_user_identities" USING btree ("identity_key");