ALTER TABLE "analytics_actor_hourly" DROP CONSTRAINT "analytics_actor_hourly_tenant_id_kind_hour_actor_id_pk";--> statement-breakpoint
ALTER TABLE "analytics_hourly" DROP CONSTRAINT "analytics_hourly_tenant_id_hour_pk";--> statement-breakpoint
CREATE INDEX "analytics_actor_hourly_tenant" ON "analytics_actor_hourly" USING btree ("tenant_id","kind","hour","actor_id");--> statement-breakpoint
CREATE INDEX "analytics_hourly_tenant_hour" ON "analytics_hourly" USING btree ("tenant_id","hour");--> statement-breakpoint
-- Every change adds a delta row instead of adding into one row per tenant-hour (decision 049):
-- the upsert held that row's lock until commit, so two validations of a tenant in the same hour
-- waited for each other and committed in lock order, never out of order. Reads sum the rows.
CREATE OR REPLACE FUNCTION analytics_bump(p_tenant uuid, p_at timestamptz,
    d_emails int DEFAULT 0, d_received int DEFAULT 0, d_lines int DEFAULT 0,
    d_validated int DEFAULT 0, d_rejected int DEFAULT 0, d_reopened int DEFAULT 0,
    d_sent_ok int DEFAULT 0, d_ai_errors int DEFAULT 0, d_erp_errors int DEFAULT 0,
    d_accuracy_sum double precision DEFAULT 0, d_accuracy_count int DEFAULT 0,
    d_touchless int DEFAULT 0, d_validate_ms bigint DEFAULT 0, d_validate_count int DEFAULT 0,
    d_submit_ms bigint DEFAULT 0, d_submit_count int DEFAULT 0) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO analytics_hourly (tenant_id, hour, emails, received, lines, validated, rejected,
      reopened, sent_ok, ai_errors, erp_errors, accuracy_sum, accuracy_count, touchless,
      validate_ms_sum, validate_count, submit_ms_sum, submit_count)
  VALUES (p_tenant, analytics_hour(p_at), d_emails, d_received, d_lines, d_validated, d_rejected,
      d_reopened, d_sent_ok, d_ai_errors, d_erp_errors, d_accuracy_sum, d_accuracy_count,
      d_touchless, d_validate_ms, d_validate_count, d_submit_ms, d_submit_count)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_bump_actor(p_tenant uuid, p_kind text, p_actor uuid,
    p_at timestamptz, d_validated int DEFAULT 0) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO analytics_actor_hourly (tenant_id, hour, kind, actor_id, events, validated, last_at)
  VALUES (p_tenant, analytics_hour(p_at), p_kind, p_actor, 1, d_validated, p_at)
$$;
