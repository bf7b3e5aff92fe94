-- Decision 050, completed: a change of the tenant's name (Settings) is in the audit trail with
-- the other settings. (A member's role is a column of the membership, under Users: Fennec's
-- roles themselves are fixed, so there is no Roles area.)
CREATE OR REPLACE FUNCTION log_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_doc jsonb := CASE WHEN TG_OP <> 'INSERT' THEN log_redact(to_jsonb(OLD)) END;
  new_doc jsonb := CASE WHEN TG_OP <> 'DELETE' THEN log_redact(to_jsonb(NEW)) END;
  raw jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  -- The tenants table is its own tenant's row.
  tenant uuid := (CASE WHEN TG_TABLE_NAME = 'tenants' THEN raw ->> 'id' ELSE raw ->> 'tenant_id' END)::uuid;
  changed text[];
  label text := raw ->> TG_ARGV[3];
BEGIN
  -- A tenant being deleted takes its rows along: nothing is left to log them for.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM tenants WHERE id = tenant) THEN
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
    VALUES (tenant, 'info', TG_ARGV[0], 'change',
      CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END,
      TG_ARGV[1], raw ->> TG_ARGV[2], label,
      nullif(current_setting('app.user_id', true), '')::uuid, old_doc, new_doc);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenants_log AFTER UPDATE OF name ON tenants
  FOR EACH ROW EXECUTE FUNCTION log_change('settings', 'settings', 'id', '');
