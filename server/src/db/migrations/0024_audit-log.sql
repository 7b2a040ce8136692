CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_display" text NOT NULL,
	"ip" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "audit_events" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_events_target_at_idx" ON "audit_events" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_at_idx" ON "audit_events" USING btree ("actor_id","at");--> statement-breakpoint
-- Append-only (docs/decisions/0052): no row is ever changed, and only the retention purge removes any.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('app.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
-- The retention purge: deletes the events from before `cutoff` and answers how many.
CREATE FUNCTION purge_audit_events(cutoff timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  removed integer;
BEGIN
  PERFORM set_config('app.audit_purge', 'on', true);
  DELETE FROM audit_events WHERE at < cutoff;
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('app.audit_purge', '', true);
  RETURN removed;
END $$;
