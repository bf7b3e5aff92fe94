CREATE TABLE "user_invitations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_invitations_tenant_email" UNIQUE("tenant_id","email")
);
--> statement-breakpoint
ALTER TABLE "tenant_memberships" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Deactivation was global (users.active) and done by some tenant's administrator; it now
-- belongs to the membership. Accounts deactivated that way stay out of every tenant, and a
-- tenant's administrator can let them back into their own.
UPDATE tenant_memberships SET active = false
  WHERE user_id IN (SELECT id FROM users WHERE NOT active);
--> statement-breakpoint
UPDATE users SET active = true WHERE NOT active;
--> statement-breakpoint
ALTER TABLE user_invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_invitations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON user_invitations
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
-- Identities are global: anyone may read an account (sign-in, e-mail look-ups) and a tenant may
-- create one, but only the explicit platform path changes or deletes one, so no tenant's
-- transaction can touch another tenant's users (decision 019).
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY users_read ON users FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY users_create ON users FOR INSERT WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY users_change ON users FOR UPDATE
  USING (app_platform_access()) WITH CHECK (app_platform_access());
--> statement-breakpoint
CREATE POLICY users_remove ON users FOR DELETE USING (app_platform_access());
