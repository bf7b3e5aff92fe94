CREATE TABLE "reference_data_versions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_data_versions" ADD CONSTRAINT "reference_data_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Tenant data: the pattern of 0001.
ALTER TABLE reference_data_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE reference_data_versions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON reference_data_versions
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
-- Decision 015: one statement-level trigger per table and event moves the counter of every
-- tenant whose rows the statement touched (read from the transition table `changed_rows`).
-- A tenant being deleted (its rows go by cascade) no longer exists and is skipped.
CREATE FUNCTION bump_reference_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reference_data_versions AS v (tenant_id, version)
    SELECT DISTINCT c.tenant_id, 1 FROM changed_rows c
    WHERE EXISTS (SELECT 1 FROM tenants t WHERE t.id = c.tenant_id)
  ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER asset_entries_inserted AFTER INSERT ON asset_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
--> statement-breakpoint
CREATE TRIGGER asset_entries_updated AFTER UPDATE ON asset_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
--> statement-breakpoint
CREATE TRIGGER asset_entries_deleted AFTER DELETE ON asset_entries
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_fields_inserted AFTER INSERT ON asset_type_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_fields_updated AFTER UPDATE ON asset_type_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_fields_deleted AFTER DELETE ON asset_type_fields
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_ai_fields_inserted AFTER INSERT ON asset_type_ai_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_ai_fields_updated AFTER UPDATE ON asset_type_ai_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_ai_fields_deleted AFTER DELETE ON asset_type_ai_fields
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_reference_data_version();
