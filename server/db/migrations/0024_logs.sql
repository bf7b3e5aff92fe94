CREATE TABLE "log_entries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"area" text NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"subject_label" text,
	"user_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"message" text,
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "log_retention_days" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
ALTER TABLE "log_entries" ADD CONSTRAINT "log_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_entries" ADD CONSTRAINT "log_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_entries_tenant_at" ON "log_entries" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "log_entries_tenant_user_at" ON "log_entries" USING btree ("tenant_id","user_id","at");--> statement-breakpoint
-- Tenant data: the pattern of 0001.
ALTER TABLE log_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE log_entries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON log_entries
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
-- Decision 050: the one deny list of what is never logged. A key naming a secret (sealed_*,
-- *_hash, secret, password, token, private key, api key) is dropped at any depth.
CREATE FUNCTION log_secret_key(name text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(name) ~ '(^sealed|hash$|secret|password|passwd|token|private_?key|api_?key|authorization|credential)'
$$;
--> statement-breakpoint
CREATE FUNCTION log_redact(doc jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF jsonb_typeof(doc) = 'object' THEN
    RETURN coalesce((SELECT jsonb_object_agg(key, log_redact(value)) FROM jsonb_each(doc)
      WHERE NOT log_secret_key(key)), '{}'::jsonb);
  ELSIF jsonb_typeof(doc) = 'array' THEN
    RETURN coalesce((SELECT jsonb_agg(log_redact(value) ORDER BY ordinality)
      FROM jsonb_array_elements(doc) WITH ORDINALITY), '[]'::jsonb);
  END IF;
  RETURN doc;
END $$;
--> statement-breakpoint
-- Columns that move without anyone changing the thing (bookkeeping of deliveries and runs):
-- an update of only these is no change worth a log entry.
CREATE FUNCTION log_noise_key(name text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT name ~ '^(updated_at|search_text|failing_since|next_run_at|last_.*)$'
$$;
--> statement-breakpoint
-- Decision 050: the audit trail. One trigger function for every audited table; its arguments:
-- area, subject type, the column holding the subject's id, the column holding its label.
-- Updates keep only the changed keys, before and after; nothing secret is kept.
CREATE FUNCTION log_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_doc jsonb := CASE WHEN TG_OP <> 'INSERT' THEN log_redact(to_jsonb(OLD)) END;
  new_doc jsonb := CASE WHEN TG_OP <> 'DELETE' THEN log_redact(to_jsonb(NEW)) END;
  raw jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  changed text[];
  label text := raw ->> TG_ARGV[3];
BEGIN
  -- A tenant being deleted takes its rows along: nothing is left to log them for.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM tenants WHERE id = (raw ->> 'tenant_id')::uuid) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(key) INTO changed FROM jsonb_each(new_doc) n
      WHERE NOT log_noise_key(key) AND n.value IS DISTINCT FROM old_doc -> key;
    IF changed IS NULL THEN RETURN NULL; END IF;
    SELECT jsonb_object_agg(key, value) INTO old_doc FROM jsonb_each(old_doc) WHERE key = ANY (changed);
    SELECT jsonb_object_agg(key, value) INTO new_doc FROM jsonb_each(new_doc) WHERE key = ANY (changed);
  END IF;
  IF TG_TABLE_NAME = 'tenant_memberships' THEN
    SELECT email INTO label FROM users WHERE id = (raw ->> 'user_id')::uuid;
  END IF;
  INSERT INTO log_entries (tenant_id, level, area, kind, action, subject_type, subject_id,
      subject_label, user_id, before, after)
    VALUES ((raw ->> 'tenant_id')::uuid, 'info', TG_ARGV[0], 'change',
      CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END,
      TG_ARGV[1], raw ->> TG_ARGV[2], label,
      nullif(current_setting('app.user_id', true), '')::uuid, old_doc, new_doc);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenant_memberships_log AFTER INSERT OR UPDATE OR DELETE ON tenant_memberships
  FOR EACH ROW EXECUTE FUNCTION log_change('users', 'user', 'user_id', '');
--> statement-breakpoint
CREATE TRIGGER tenant_settings_log AFTER UPDATE ON tenant_settings
  FOR EACH ROW EXECUTE FUNCTION log_change('settings', 'settings', 'tenant_id', '');
--> statement-breakpoint
CREATE TRIGGER channels_log AFTER INSERT OR UPDATE OR DELETE ON channels
  FOR EACH ROW EXECUTE FUNCTION log_change('channels', 'channel', 'id', 'name');
--> statement-breakpoint
CREATE TRIGGER integrations_log AFTER INSERT OR UPDATE OR DELETE ON integrations
  FOR EACH ROW EXECUTE FUNCTION log_change('integrations', 'integration', 'id', 'name');
--> statement-breakpoint
CREATE TRIGGER webhooks_log AFTER INSERT OR UPDATE OR DELETE ON webhooks
  FOR EACH ROW EXECUTE FUNCTION log_change('webhooks', 'webhook', 'id', 'name');
--> statement-breakpoint
CREATE TRIGGER api_clients_log AFTER INSERT OR UPDATE OR DELETE ON api_clients
  FOR EACH ROW EXECUTE FUNCTION log_change('api_clients', 'api_client', 'id', 'name');
--> statement-breakpoint
CREATE TRIGGER export_profiles_log AFTER INSERT OR UPDATE OR DELETE ON export_profiles
  FOR EACH ROW EXECUTE FUNCTION log_change('export_profiles', 'export_profile', 'id', 'name');
--> statement-breakpoint
CREATE TRIGGER import_profiles_log AFTER INSERT OR UPDATE OR DELETE ON import_profiles
  FOR EACH ROW EXECUTE FUNCTION log_change('import_profiles', 'import_profile', 'id', 'name');
--> statement-breakpoint
CREATE TRIGGER asset_types_log AFTER INSERT OR UPDATE OR DELETE ON asset_types
  FOR EACH ROW EXECUTE FUNCTION log_change('asset_types', 'asset_type', 'id', 'name');
--> statement-breakpoint
-- Entries and order values are many: only what a person changed is logged; imports and the
-- AI log their runs as events instead.
CREATE TRIGGER asset_entries_log AFTER INSERT OR UPDATE OR DELETE ON asset_entries
  FOR EACH ROW WHEN (coalesce(current_setting('app.user_id', true), '') <> '')
  EXECUTE FUNCTION log_change('reference_data', 'asset_type', 'asset_type_id', '');
--> statement-breakpoint
CREATE TRIGGER order_changes_log AFTER INSERT ON order_changes
  FOR EACH ROW WHEN (coalesce(current_setting('app.user_id', true), '') <> '')
  EXECUTE FUNCTION log_change('orders', 'order_inquiry', 'inquiry_id', 'field');
