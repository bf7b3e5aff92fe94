CREATE TABLE "analytics_actor_local_daily" (
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
ALTER TABLE "analytics_actor_local_daily" ADD CONSTRAINT "analytics_actor_local_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_actor_local_daily_tenant" ON "analytics_actor_local_daily" USING btree ("tenant_id","kind","day","actor_id");--> statement-breakpoint
CREATE INDEX "analytics_actor_local_daily_pending" ON "analytics_actor_local_daily" USING btree ("tenant_id","day") WHERE pending;--> statement-breakpoint
-- Tenant data: the pattern of 0001.
ALTER TABLE analytics_actor_local_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE analytics_actor_local_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_actor_local_daily
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
-- Decision 049: the local-day actor rows are in the tenant's time zone as its settings row says.
-- Whoever writes or folds them holds a share lock on that row until commit, so a change of the
-- zone (which locks the row for update) waits for them, and they for it: the rebuild below sees
-- every delta filed in the old zone, and a delta written after it reads the new zone.
CREATE FUNCTION analytics_time_zone_of(p_tenant uuid) RETURNS text
  LANGUAGE sql AS $$
  SELECT coalesce((SELECT time_zone FROM tenant_settings WHERE tenant_id = p_tenant FOR SHARE),
    'Europe/Brussels')
$$;
--> statement-breakpoint
-- A tenant's local-day actor rows again from its hourly ones, in `p_zone`: an hour counts on
-- the local day it starts in, as every read counts an hour in the period it starts in.
CREATE FUNCTION analytics_rebuild_local_days(p_tenant uuid, p_zone text) RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM analytics_actor_local_daily WHERE tenant_id = p_tenant;
  INSERT INTO analytics_actor_local_daily (tenant_id, day, kind, actor_id, events, validated,
      last_at, pending)
    SELECT tenant_id, (hour AT TIME ZONE p_zone)::date, kind, actor_id, sum(events),
      sum(validated), max(last_at), false
    FROM analytics_actor_hourly WHERE tenant_id = p_tenant AND kind IN ('user', 'channel')
    GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
-- Every actor delta into its UTC hour, its UTC day and (people and channels) its local day.
CREATE OR REPLACE FUNCTION analytics_bump_actor(p_tenant uuid, p_kind text, p_actor uuid,
    p_at timestamptz, d_validated int DEFAULT 0) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_actor_hourly (tenant_id, hour, kind, actor_id, events, validated, last_at)
  VALUES (p_tenant, analytics_hour(p_at), p_kind, p_actor, 1, d_validated, p_at);
  INSERT INTO analytics_actor_daily (tenant_id, day, kind, actor_id, events, validated, last_at)
  VALUES (p_tenant, (p_at AT TIME ZONE 'UTC')::date, p_kind, p_actor, 1, d_validated, p_at);
  -- Sign-ins only move "last online" (hourly rows): they need no local day, nor the lock.
  IF p_kind IN ('user', 'channel') THEN
    INSERT INTO analytics_actor_local_daily (tenant_id, day, kind, actor_id, events, validated,
        last_at)
    VALUES (p_tenant, (analytics_hour(p_at) AT TIME ZONE analytics_time_zone_of(p_tenant))::date,
      p_kind, p_actor, 1, d_validated, p_at);
  END IF;
END $$;
--> statement-breakpoint
-- A tenant's time zone set or changed: its local-day rows are rebuilt in that transaction. Read
-- committed (every writer in Fennec): the rebuild's own snapshot then holds every delta committed
-- before the settings row was locked; a snapshot taken earlier could miss some.
CREATE FUNCTION analytics_of_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.time_zone IS NOT DISTINCT FROM NEW.time_zone THEN
    RETURN NULL;
  END IF;
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'A tenant''s time zone is changed in a read committed transaction';
  END IF;
  -- A zone PostgreSQL does not know fails here, not in every later delta (intake, validation).
  PERFORM now() AT TIME ZONE NEW.time_zone;
  PERFORM analytics_rebuild_local_days(NEW.tenant_id, NEW.time_zone);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenant_settings_analytics AFTER INSERT OR UPDATE OF time_zone
  ON tenant_settings FOR EACH ROW EXECUTE FUNCTION analytics_of_time_zone();
--> statement-breakpoint
-- The local day after (or at) a moment and the one before a moment, in a time zone: a range
-- [s, e) reads whole local days [day_after(s), day_before(e)) from the local-day rollup and the
-- hours at its edges from the hourly one.
CREATE FUNCTION analytics_local_day_after(at timestamptz, zone text) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (at AT TIME ZONE zone)::date::timestamp AT TIME ZONE zone >= at
    THEN (at AT TIME ZONE zone)::date ELSE (at AT TIME ZONE zone)::date + 1 END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_local_day_before(at timestamptz, zone text) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (at AT TIME ZONE zone)::date::timestamp AT TIME ZONE zone <= at
    THEN (at AT TIME ZONE zone)::date ELSE (at AT TIME ZONE zone)::date - 1 END
$$;
--> statement-breakpoint
-- What is there already, in each tenant's zone (as the superuser that migrates, or with
-- platform access).
SELECT set_config('app.platform_access', 'on', true);
--> statement-breakpoint
SELECT analytics_rebuild_local_days(t.id, coalesce(s.time_zone, 'Europe/Brussels'))
  FROM tenants t LEFT JOIN tenant_settings s ON s.tenant_id = t.id;
