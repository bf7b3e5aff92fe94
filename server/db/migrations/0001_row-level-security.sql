-- The application's own role: owns nothing, cannot bypass row-level security.
-- Every later tenant table follows the pattern at the end of this file.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'fennec_app') THEN
    CREATE ROLE fennec_app NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
  END IF;
END
$$;
--> statement-breakpoint
-- Lets a migrator without a separate application login switch to the role (SET ROLE).
GRANT fennec_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO fennec_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO fennec_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO fennec_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO fennec_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO fennec_app;
--> statement-breakpoint
-- Health checks read which migrations are applied.
GRANT USAGE ON SCHEMA drizzle TO fennec_app;
--> statement-breakpoint
GRANT SELECT ON drizzle.__drizzle_migrations TO fennec_app;
--> statement-breakpoint
-- The tenant of the current transaction, set with set_config('app.tenant_id', id, true).
-- Unset means no tenant: every tenant table then shows nothing.
CREATE FUNCTION app_current_tenant() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
-- The explicit, separately permitted cross-tenant path (platform views, operations CLI).
CREATE FUNCTION app_platform_access() RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(current_setting('app.platform_access', true), '') = 'on' $$;
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenants
  USING (id = app_current_tenant() OR app_platform_access())
  WITH CHECK (id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE tenant_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenant_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenant_settings
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE tenant_memberships ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenant_memberships FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenant_memberships
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
