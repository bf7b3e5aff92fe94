-- Reference data is tenant data: the pattern of 0001 for every table.
--> statement-breakpoint
ALTER TABLE asset_types ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE asset_types FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON asset_types
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE asset_type_fields ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE asset_type_fields FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON asset_type_fields
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE asset_type_ai_fields ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE asset_type_ai_fields FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON asset_type_ai_fields
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE asset_type_form_fields ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE asset_type_form_fields FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON asset_type_form_fields
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE asset_type_table_fields ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE asset_type_table_fields FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON asset_type_table_fields
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE asset_type_indexes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE asset_type_indexes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON asset_type_indexes
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE asset_type_relationships ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE asset_type_relationships FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON asset_type_relationships
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE asset_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE asset_entries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON asset_entries
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE asset_entry_links ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE asset_entry_links FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON asset_entry_links
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
