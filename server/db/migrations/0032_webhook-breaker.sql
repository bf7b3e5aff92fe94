ALTER TABLE "webhooks" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "slowed_until" timestamp with time zone;--> statement-breakpoint
-- The breaker's bookkeeping moves with every failed delivery, not because anyone changed the
-- webhook: no change worth a log entry (decision 063).
CREATE OR REPLACE FUNCTION log_noise_key(name text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT name ~ '^(updated_at|search_text|failing_since|next_run_at|design_version|consecutive_failures|slowed_until|last_.*)$'
$$;
