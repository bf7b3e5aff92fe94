CREATE TABLE "analytics_actor_hourly" (
	"tenant_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"validated" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_actor_hourly_tenant_id_kind_hour_actor_id_pk" PRIMARY KEY("tenant_id","kind","hour","actor_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"tenant_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
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
	CONSTRAINT "analytics_hourly_tenant_id_hour_pk" PRIMARY KEY("tenant_id","hour")
);
--> statement-breakpoint
ALTER TABLE "analytics_actor_hourly" ADD CONSTRAINT "analytics_actor_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD CONSTRAINT "analytics_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_actor_hourly_kind_hour" ON "analytics_actor_hourly" USING btree ("kind","hour");--> statement-breakpoint
CREATE INDEX "analytics_hourly_hour" ON "analytics_hourly" USING btree ("hour");--> statement-breakpoint
-- Tenant data: the pattern of 0001.
ALTER TABLE analytics_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE analytics_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_hourly
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE analytics_actor_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE analytics_actor_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_actor_hourly
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
-- Decision 049: the rollups are kept by triggers where the events happen, in the transaction
-- that makes them, whichever code path (operator, job, integrator, CLI) moved an order.
-- The UTC hour of a moment, whatever the session's TimeZone.
CREATE FUNCTION analytics_hour(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$ SELECT date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' $$;
--> statement-breakpoint
CREATE FUNCTION analytics_bump(p_tenant uuid, p_at timestamptz,
    d_emails int DEFAULT 0, d_received int DEFAULT 0, d_lines int DEFAULT 0,
    d_validated int DEFAULT 0, d_rejected int DEFAULT 0, d_reopened int DEFAULT 0,
    d_sent_ok int DEFAULT 0, d_ai_errors int DEFAULT 0, d_erp_errors int DEFAULT 0,
    d_accuracy_sum double precision DEFAULT 0, d_accuracy_count int DEFAULT 0,
    d_touchless int DEFAULT 0, d_validate_ms bigint DEFAULT 0, d_validate_count int DEFAULT 0,
    d_submit_ms bigint DEFAULT 0, d_submit_count int DEFAULT 0) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO analytics_hourly AS h (tenant_id, hour, emails, received, lines, validated, rejected,
      reopened, sent_ok, ai_errors, erp_errors, accuracy_sum, accuracy_count, touchless,
      validate_ms_sum, validate_count, submit_ms_sum, submit_count)
  VALUES (p_tenant, analytics_hour(p_at), d_emails, d_received, d_lines, d_validated, d_rejected,
      d_reopened, d_sent_ok, d_ai_errors, d_erp_errors, d_accuracy_sum, d_accuracy_count,
      d_touchless, d_validate_ms, d_validate_count, d_submit_ms, d_submit_count)
  ON CONFLICT (tenant_id, hour) DO UPDATE SET
    emails = h.emails + excluded.emails, received = h.received + excluded.received,
    lines = h.lines + excluded.lines, validated = h.validated + excluded.validated,
    rejected = h.rejected + excluded.rejected, reopened = h.reopened + excluded.reopened,
    sent_ok = h.sent_ok + excluded.sent_ok, ai_errors = h.ai_errors + excluded.ai_errors,
    erp_errors = h.erp_errors + excluded.erp_errors,
    accuracy_sum = h.accuracy_sum + excluded.accuracy_sum,
    accuracy_count = h.accuracy_count + excluded.accuracy_count,
    touchless = h.touchless + excluded.touchless,
    validate_ms_sum = h.validate_ms_sum + excluded.validate_ms_sum,
    validate_count = h.validate_count + excluded.validate_count,
    submit_ms_sum = h.submit_ms_sum + excluded.submit_ms_sum,
    submit_count = h.submit_count + excluded.submit_count
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_bump_actor(p_tenant uuid, p_kind text, p_actor uuid, p_at timestamptz,
    d_validated int DEFAULT 0) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO analytics_actor_hourly AS a (tenant_id, hour, kind, actor_id, events, validated, last_at)
  VALUES (p_tenant, analytics_hour(p_at), p_kind, p_actor, 1, d_validated, p_at)
  ON CONFLICT (tenant_id, kind, hour, actor_id) DO UPDATE SET
    events = a.events + 1, validated = a.validated + excluded.validated,
    last_at = greatest(a.last_at, excluded.last_at)
$$;
--> statement-breakpoint
-- When a row's change happened: its updated_at when the writer moved it, else now().
CREATE FUNCTION analytics_event_time(old_updated timestamptz, new_updated timestamptz)
  RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN old_updated IS DISTINCT FROM new_updated THEN new_updated ELSE now() END
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_of_inquiry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_status text := CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END;
  old_order int := CASE WHEN old_status IS NULL OR old_status = 'not_an_order' THEN 0 ELSE 1 END;
  new_order int := CASE WHEN NEW.status = 'not_an_order' THEN 0 ELSE 1 END;
  old_lines int := CASE WHEN old_order = 1 THEN coalesce(OLD.line_count, 0) ELSE 0 END;
  new_lines int := new_order * coalesce(NEW.line_count, 0);
  undecided text[] := ARRAY['received', 'queued', 'processing', 'failed', 'not_an_order',
    'pending_validation', 'saved'];
  accepted text[] := ARRAY['validated', 'submitted', 'submit_failed', 'completed'];
  was_undecided boolean := old_status IS NULL OR old_status = ANY (undecided);
  at timestamptz;
  waited bigint;
BEGIN
  IF new_order <> old_order OR new_lines <> old_lines THEN
    PERFORM analytics_bump(NEW.tenant_id, NEW.received_at,
      d_received => new_order - old_order, d_lines => new_lines - old_lines);
  END IF;
  IF old_status IS NOT DISTINCT FROM NEW.status THEN
    RETURN NULL;
  END IF;
  at := CASE WHEN TG_OP = 'INSERT' THEN NEW.updated_at
    ELSE analytics_event_time(OLD.updated_at, NEW.updated_at) END;
  IF NEW.status = 'failed' THEN
    PERFORM analytics_bump(NEW.tenant_id, at, d_ai_errors => 1);
  ELSIF was_undecided AND NEW.status = ANY (accepted) THEN
    waited := greatest(0, (extract(epoch FROM at - NEW.received_at) * 1000)::bigint);
    PERFORM analytics_bump(NEW.tenant_id, at, d_validated => 1, d_validate_ms => waited,
      d_validate_count => 1,
      d_accuracy_sum => coalesce(NEW.ai_accuracy, 0),
      d_accuracy_count => CASE WHEN NEW.ai_accuracy IS NULL THEN 0 ELSE 1 END,
      d_touchless => CASE WHEN NEW.ai_accuracy >= 1 THEN 1 ELSE 0 END);
    IF NEW.validated_by IS NOT NULL THEN
      PERFORM analytics_bump_actor(NEW.tenant_id, 'user', NEW.validated_by, at, d_validated => 1);
    END IF;
  ELSIF was_undecided AND NEW.status = 'rejected' THEN
    PERFORM analytics_bump(NEW.tenant_id, at, d_rejected => 1);
  ELSIF NOT was_undecided AND NEW.status = ANY (undecided) THEN
    PERFORM analytics_bump(NEW.tenant_id, at, d_reopened => 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_inquiries_analytics AFTER INSERT OR UPDATE OF status, line_count
  ON order_inquiries FOR EACH ROW EXECUTE FUNCTION analytics_of_inquiry();
--> statement-breakpoint
CREATE FUNCTION analytics_of_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_status text := CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END;
  at timestamptz;
  received timestamptz;
BEGIN
  IF old_status IS NOT DISTINCT FROM NEW.status THEN
    RETURN NULL;
  END IF;
  at := CASE WHEN TG_OP = 'INSERT' THEN NEW.updated_at
    ELSE analytics_event_time(OLD.updated_at, NEW.updated_at) END;
  IF NEW.status IN ('submitted', 'completed')
      AND (old_status IS NULL OR old_status NOT IN ('submitted', 'completed')) THEN
    SELECT i.received_at INTO received FROM order_inquiries i
      WHERE i.tenant_id = NEW.tenant_id AND i.id = NEW.inquiry_id;
    PERFORM analytics_bump(NEW.tenant_id, at, d_sent_ok => 1, d_submit_count => 1,
      d_submit_ms => greatest(0, (extract(epoch FROM at - received) * 1000)::bigint));
  ELSIF NEW.status IN ('refused', 'failed') THEN
    PERFORM analytics_bump(NEW.tenant_id, at, d_erp_errors => 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_deliveries_analytics AFTER INSERT OR UPDATE OF status
  ON order_deliveries FOR EACH ROW EXECUTE FUNCTION analytics_of_delivery();
--> statement-breakpoint
CREATE FUNCTION analytics_of_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_bump(NEW.tenant_id, NEW.received_at, d_emails => 1);
  IF NEW.channel_id IS NOT NULL THEN
    PERFORM analytics_bump_actor(NEW.tenant_id, 'channel', NEW.channel_id, NEW.received_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inbound_messages_analytics AFTER INSERT
  ON inbound_messages FOR EACH ROW EXECUTE FUNCTION analytics_of_message();
--> statement-breakpoint
CREATE FUNCTION analytics_of_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NOT NULL THEN
    PERFORM analytics_bump_actor(NEW.tenant_id, 'user', NEW.user_id, NEW.changed_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_changes_analytics AFTER INSERT
  ON order_changes FOR EACH ROW EXECUTE FUNCTION analytics_of_change();
--> statement-breakpoint
-- What happened before the rollups existed, as well as the current rows tell it: messages and
-- orders at their receipt, decisions at their validation (rejections at their last change).
INSERT INTO analytics_hourly (tenant_id, hour, emails)
  SELECT tenant_id, analytics_hour(received_at), count(*) FROM inbound_messages GROUP BY 1, 2
  ON CONFLICT (tenant_id, hour) DO UPDATE SET emails = excluded.emails;
--> statement-breakpoint
INSERT INTO analytics_hourly (tenant_id, hour, received, lines)
  SELECT tenant_id, analytics_hour(received_at), count(*), coalesce(sum(line_count), 0)
  FROM order_inquiries WHERE status <> 'not_an_order' GROUP BY 1, 2
  ON CONFLICT (tenant_id, hour) DO UPDATE SET received = excluded.received, lines = excluded.lines;
--> statement-breakpoint
INSERT INTO analytics_hourly (tenant_id, hour, validated, validate_ms_sum, validate_count,
    accuracy_sum, accuracy_count, touchless)
  SELECT tenant_id, analytics_hour(validated_at), count(*),
    sum((extract(epoch FROM validated_at - received_at) * 1000)::bigint), count(*),
    coalesce(sum(ai_accuracy), 0), count(ai_accuracy), count(*) FILTER (WHERE ai_accuracy >= 1)
  FROM order_inquiries
  WHERE validated_at IS NOT NULL AND status IN ('validated', 'submitted', 'submit_failed', 'completed')
  GROUP BY 1, 2
  ON CONFLICT (tenant_id, hour) DO UPDATE SET validated = excluded.validated,
    validate_ms_sum = excluded.validate_ms_sum, validate_count = excluded.validate_count,
    accuracy_sum = excluded.accuracy_sum, accuracy_count = excluded.accuracy_count,
    touchless = excluded.touchless;
--> statement-breakpoint
INSERT INTO analytics_hourly (tenant_id, hour, rejected)
  SELECT tenant_id, analytics_hour(updated_at), count(*) FROM order_inquiries
  WHERE status = 'rejected' GROUP BY 1, 2
  ON CONFLICT (tenant_id, hour) DO UPDATE SET rejected = excluded.rejected;
--> statement-breakpoint
INSERT INTO analytics_actor_hourly (tenant_id, hour, kind, actor_id, events, last_at)
  SELECT tenant_id, analytics_hour(received_at), 'channel', channel_id, count(*), max(received_at)
  FROM inbound_messages WHERE channel_id IS NOT NULL GROUP BY 1, 2, 4;
