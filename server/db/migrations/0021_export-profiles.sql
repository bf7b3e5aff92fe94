CREATE TABLE "export_attempts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"file_path" text,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error_code" text,
	"error_message" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_profiles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"kind" text NOT NULL,
	"protocol" text,
	"host" text,
	"port" integer,
	"username" text,
	"sealed_password" text,
	"sealed_private_key" text,
	"security" text DEFAULT 'none' NOT NULL,
	"host_key_fingerprint" text,
	"url" text,
	"auth_scheme" text DEFAULT 'None' NOT NULL,
	"auth_username" text,
	"sealed_auth_secret" text,
	"path" text DEFAULT '/' NOT NULL,
	"format" text DEFAULT 'csv' NOT NULL,
	"template" text NOT NULL,
	"file_name_template" text NOT NULL,
	"encoding" text DEFAULT 'UTF-8' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_profiles_tenant_id_id" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "export_runs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"order_version" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"file_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_runs_tenant_id_id" UNIQUE("tenant_id","id"),
	CONSTRAINT "export_runs_once" UNIQUE("profile_id","inquiry_id","order_version")
);
--> statement-breakpoint
ALTER TABLE "export_attempts" ADD CONSTRAINT "export_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_attempts" ADD CONSTRAINT "export_attempts_run" FOREIGN KEY ("tenant_id","run_id") REFERENCES "public"."export_runs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_profiles" ADD CONSTRAINT "export_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_profile" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."export_profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_inquiry" FOREIGN KEY ("tenant_id","inquiry_id") REFERENCES "public"."order_inquiries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_attempts_profile" ON "export_attempts" USING btree ("tenant_id","profile_id","at");--> statement-breakpoint
CREATE INDEX "export_runs_inquiry" ON "export_runs" USING btree ("tenant_id","inquiry_id");--> statement-breakpoint
-- Export profiles, their runs and attempts are tenant data: the pattern of 0001 (decision 046).
ALTER TABLE export_profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE export_profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON export_profiles
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE export_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE export_runs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON export_runs
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE export_attempts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE export_attempts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON export_attempts
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
