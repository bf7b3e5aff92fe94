CREATE TABLE "analytics_actor_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"validated" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"pending" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"emails" integer DEFAULT 0 NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"validated" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"reopened" integer DEFAULT 0 NOT NULL,
	"sent_ok" integer DEFAULT 0 NOT NULL,
	"ai_errors" integer DEFAULT 0 NOT NULL,
	"erp_errors" integer DEFAULT 0 NOT NULL,
	"accuracy_sum" double precision DEFAULT 0 NOT NULL,
	"accuracy_count" integer DEFAULT 0 NOT NULL,
	"touchless" integer DEFAULT 0 NOT NULL,
	"validate_ms_sum" bigint DEFAULT 0 NOT NULL,
	"validate_count" integer DEFAULT 0 NOT NULL,
	"submit_ms_sum" bigint DEFAULT 0 NOT NULL,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"pending" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_actor_hourly" ADD COLUMN "pending" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD COLUMN "pending" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_actor_daily" ADD CONSTRAINT "analytics_actor_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_actor_daily_tenant" ON "analytics_actor_daily" USING btree ("tenant_id","kind","day","actor_id");--> statement-breakpoint
CREATE INDEX "analytics_actor_daily_kind_day" ON "analytics_actor_daily" USING btree ("kind","day");--> statement-breakpoint
CREATE INDEX "analytics_actor_daily_pending" ON "analytics_actor_daily" USING btree ("tenant_id","day") WHERE pending;--> statement-breakpoint
CREATE INDEX "analytics_daily_tenant_day" ON "analytics_daily" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_day" ON "analytics_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_daily_pending" ON "analytics_daily" USING btree ("tenant_id","day") WHERE pending;--> statement-breakpoint
CREATE INDEX "analytics_actor_hourly_pending" ON "analytics_actor_hourly" USING btree ("tenant_id","hour") WHERE pending;--> statement-breakpoint
CREATE INDEX "analytics_hourly_pending" ON "analytics_hourly" USING btree ("tenant_id","hour") WHERE pending;--> statement-breakpoint
-- Tenant data: the pattern of 0001.
ALTER TABLE analytics_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE analytics_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_daily
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE analytics_actor_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE analytics_actor_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_actor_daily
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
-- Decision 049: every delta goes into its UTC hour and its UTC day, in the same statement.
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
      d_touchless, d_validate_ms, d_validate_count, d_submit_ms, d_submit_count);
  INSERT INTO analytics_daily (tenant_id, day, emails, received, lines, validated, rejected,
      reopened, sent_ok, ai_errors, erp_errors, accuracy_sum, accuracy_count, touchless,
      validate_ms_sum, validate_count, submit_ms_sum, submit_count)
  VALUES (p_tenant, (p_at AT TIME ZONE 'UTC')::date, d_emails, d_received, d_lines, d_validated,
      d_rejected, d_reopened, d_sent_ok, d_ai_errors, d_erp_errors, d_accuracy_sum,
      d_accuracy_count, d_touchless, d_validate_ms, d_validate_count, d_submit_ms, d_submit_count);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_bump_actor(p_tenant uuid, p_kind text, p_actor uuid,
    p_at timestamptz, d_validated int DEFAULT 0) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO analytics_actor_hourly (tenant_id, hour, kind, actor_id, events, validated, last_at)
  VALUES (p_tenant, analytics_hour(p_at), p_kind, p_actor, 1, d_validated, p_at);
  INSERT INTO analytics_actor_daily (tenant_id, day, kind, actor_id, events, validated, last_at)
  VALUES (p_tenant, (p_at AT TIME ZONE 'UTC')::date, p_kind, p_actor, 1, d_validated, p_at);
$$;
--> statement-breakpoint
-- What is there already, per day (as the superuser that migrates, or with platform access).
SELECT set_config('app.platform_access', 'on', true);
--> statement-breakpoint
INSERT INTO analytics_daily (tenant_id, day, emails, received, lines, validated, rejected,
    reopened, sent_ok, ai_errors, erp_errors, accuracy_sum, accuracy_count, touchless,
    validate_ms_sum, validate_count, submit_ms_sum, submit_count, pending)
  SELECT tenant_id, (hour AT TIME ZONE 'UTC')::date, sum(emails), sum(received), sum(lines),
    sum(validated), sum(rejected), sum(reopened), sum(sent_ok), sum(ai_errors), sum(erp_errors),
    sum(accuracy_sum), sum(accuracy_count), sum(touchless), sum(validate_ms_sum),
    sum(validate_count), sum(submit_ms_sum), sum(submit_count), false
  FROM analytics_hourly GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO analytics_actor_daily (tenant_id, day, kind, actor_id, events, validated, last_at,
    pending)
  SELECT tenant_id, (hour AT TIME ZONE 'UTC')::date, kind, actor_id, sum(events),
    sum(validated), max(last_at), false
  FROM analytics_actor_hourly GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The UTC midnight at or after a moment, and at or before it: a range [s, e) reads whole UTC
-- days [day_after(s), day_before(e)) from the daily rollup and its edges from the hourly one.
CREATE FUNCTION analytics_day_after(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN date_trunc('day', at AT TIME ZONE 'UTC') = at AT TIME ZONE 'UTC' THEN at
    ELSE (date_trunc('day', at AT TIME ZONE 'UTC') + interval '1 day') AT TIME ZONE 'UTC' END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_day_before(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$ SELECT date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' $$;
