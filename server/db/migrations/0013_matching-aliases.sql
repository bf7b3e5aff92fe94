CREATE TABLE "matching_aliases" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"customer_number" text,
	"source_key" text NOT NULL,
	"source_text" text NOT NULL,
	"target_code" text NOT NULL,
	"times_confirmed" integer DEFAULT 1 NOT NULL,
	"learned_from_inquiry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matching_aliases_tenant_id_id" UNIQUE("tenant_id","id"),
	CONSTRAINT "matching_aliases_one_per_source" UNIQUE NULLS NOT DISTINCT("tenant_id","kind","customer_number","source_key"),
	CONSTRAINT "matching_aliases_kind" CHECK (("matching_aliases"."kind" = 'product' and "matching_aliases"."customer_number" is not null) or ("matching_aliases"."kind" = 'customer' and "matching_aliases"."customer_number" is null))
);
--> statement-breakpoint
ALTER TABLE "matching_aliases" ADD CONSTRAINT "matching_aliases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_aliases" ADD CONSTRAINT "matching_aliases_inquiry" FOREIGN KEY ("tenant_id","learned_from_inquiry_id") REFERENCES "public"."order_inquiries"("tenant_id","id") ON DELETE SET NULL ("learned_from_inquiry_id") ON UPDATE no action;
--> statement-breakpoint
-- Learned aliases are tenant data: the pattern of 0001. Deleting the inquiry an alias was
-- learned from keeps the alias (only learned_from_inquiry_id is cleared, as in 0011).
ALTER TABLE matching_aliases ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE matching_aliases FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON matching_aliases
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
