CREATE TABLE "api_clients" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expiration_date" timestamp with time zone,
	"secret_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_clients_client_id" UNIQUE("client_id"),
	CONSTRAINT "api_clients_tenant_id_id" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- API clients are tenant data: the pattern of 0001. Sign-in finds a client by client_id before
-- any tenant is known, through the explicit platform path (decision 042).
ALTER TABLE api_clients ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE api_clients FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON api_clients
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
-- A client's live tokens are found by client id when it is revoked or deleted.
CREATE INDEX oauth_payloads_client_credentials ON oauth_payloads ((payload ->> 'clientId'))
  WHERE model = 'ClientCredentials';
