DROP INDEX "dashboard_users_created_at_idx";--> statement-breakpoint
DROP INDEX "metaverse_users_created_at_idx";--> statement-breakpoint
CREATE INDEX "dashboard_users_created_at_id_idx" ON "dashboard_users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "dashboard_users_name_pattern_idx" ON "dashboard_users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dashboard_users_email_pattern_idx" ON "dashboard_users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dashboard_users_phone_number_pattern_idx" ON "dashboard_users" USING btree (lower("phone_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "metaverse_users_created_at_id_idx" ON "metaverse_users" USING btree ("created_at","id");