CREATE TABLE "order_inquiries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inbound_message_id" uuid NOT NULL,
	"channel_id" uuid,
	"status" text NOT NULL,
	"subject" text,
	"from_address" text,
	"from_name" text,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"error" text,
	"result" jsonb,
	"customer_number" text,
	"order_reference" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_inquiries_tenant_id_id" UNIQUE("tenant_id","id"),
	CONSTRAINT "order_inquiries_one_per_message" UNIQUE("tenant_id","inbound_message_id")
);
--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD CONSTRAINT "order_inquiries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD CONSTRAINT "order_inquiries_message" FOREIGN KEY ("tenant_id","inbound_message_id") REFERENCES "public"."inbound_messages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_inquiries_tenant_status_updated" ON "order_inquiries" USING btree ("tenant_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "order_inquiries_tenant_updated" ON "order_inquiries" USING btree ("tenant_id","updated_at");--> statement-breakpoint
-- Order inquiries are tenant data: the pattern of 0001.
ALTER TABLE order_inquiries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_inquiries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON order_inquiries
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
