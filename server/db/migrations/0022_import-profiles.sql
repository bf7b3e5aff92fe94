CREATE TABLE "import_profile_files" (
	"tenant_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"checksum" text NOT NULL,
	"run_id" uuid,
	"import_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_profile_files_identity" UNIQUE("profile_id","name","size","checksum")
);
--> statement-breakpoint
CREATE TABLE "import_profile_runs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_profiles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"configuration" jsonb,
	"sealed_password" text,
	"sealed_private_key" text,
	"host_key_fingerprint" text,
	"mapping" jsonb,
	"schedule" jsonb DEFAULT '{"kind":"none","time":null,"weekday":null,"cron":null}'::jsonb NOT NULL,
	"cron_expression" text,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_profiles_tenant_id_id" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "import_profile_files" ADD CONSTRAINT "import_profile_files_profile" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."import_profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_profile_runs" ADD CONSTRAINT "import_profile_runs_profile" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."import_profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_profiles" ADD CONSTRAINT "import_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_profiles" ADD CONSTRAINT "import_profiles_asset_type" FOREIGN KEY ("tenant_id","asset_type_id") REFERENCES "public"."asset_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_profile_runs_profile_started" ON "import_profile_runs" USING btree ("profile_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_profile_runs_one_running" ON "import_profile_runs" USING btree ("profile_id") WHERE "import_profile_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "import_profiles_due" ON "import_profiles" USING btree ("next_run_at") WHERE "import_profiles"."active" and "import_profiles"."next_run_at" is not null;--> statement-breakpoint
-- Import profiles, their runs and the files they imported are tenant data: the pattern of 0001.
-- The minute tick finds due profiles of every tenant through the explicit platform path.
ALTER TABLE import_profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE import_profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON import_profiles
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE import_profile_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE import_profile_runs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON import_profile_runs
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE import_profile_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE import_profile_files FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON import_profile_files
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
