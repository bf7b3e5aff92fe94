CREATE TABLE "order_deliveries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"integration_id" uuid,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payload" jsonb NOT NULL,
	"erp_order_number" text,
	"reason" text,
	"line_errors" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_deliveries_tenant_id_id" UNIQUE("tenant_id","id"),
	CONSTRAINT "order_deliveries_idempotency_key" UNIQUE("tenant_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "order_delivery_attempts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"duration_ms" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"webhook_id" uuid NOT NULL,
	"trigger" text DEFAULT 'scheduled' NOT NULL,
	"outcome" text NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"response" text,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_messages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event" text NOT NULL,
	"inquiry_id" uuid,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_messages_tenant_id_id" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"events" jsonb DEFAULT '["order.validated"]'::jsonb NOT NULL,
	"auth_scheme" text DEFAULT 'None' NOT NULL,
	"auth_username" text,
	"sealed_auth_secret" text,
	"sealed_signing_secrets" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"failing_since" timestamp with time zone,
	"last_delivery_at" timestamp with time zone,
	"last_delivery_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_tenant_id_id" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD COLUMN "erp_order_number" text;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_inquiry" FOREIGN KEY ("tenant_id","inquiry_id") REFERENCES "public"."order_inquiries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_integration" FOREIGN KEY ("tenant_id","integration_id") REFERENCES "public"."integrations"("tenant_id","id") ON DELETE SET NULL ("integration_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_attempts" ADD CONSTRAINT "order_delivery_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_attempts" ADD CONSTRAINT "order_delivery_attempts_delivery" FOREIGN KEY ("tenant_id","delivery_id") REFERENCES "public"."order_deliveries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_message" FOREIGN KEY ("tenant_id","message_id") REFERENCES "public"."webhook_messages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_messages" ADD CONSTRAINT "webhook_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_messages" ADD CONSTRAINT "webhook_messages_webhook" FOREIGN KEY ("tenant_id","webhook_id") REFERENCES "public"."webhooks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_messages" ADD CONSTRAINT "webhook_messages_inquiry" FOREIGN KEY ("tenant_id","inquiry_id") REFERENCES "public"."order_inquiries"("tenant_id","id") ON DELETE SET NULL ("inquiry_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_deliveries_inquiry" ON "order_deliveries" USING btree ("tenant_id","inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "order_deliveries_integration" ON "order_deliveries" USING btree ("tenant_id","integration_id","created_at");--> statement-breakpoint
CREATE INDEX "order_delivery_attempts_delivery" ON "order_delivery_attempts" USING btree ("tenant_id","delivery_id","at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_webhook" ON "webhook_attempts" USING btree ("tenant_id","webhook_id","at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_message" ON "webhook_attempts" USING btree ("tenant_id","message_id","at");--> statement-breakpoint
CREATE INDEX "webhook_messages_webhook" ON "webhook_messages" USING btree ("tenant_id","webhook_id","created_at");--> statement-breakpoint
-- Deliveries and webhooks are tenant data: the pattern of 0001. Deleting an integration keeps
-- its deliveries, deleting an order keeps its webhook messages (only the reference is cleared).
ALTER TABLE order_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_deliveries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON order_deliveries
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE order_delivery_attempts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_delivery_attempts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON order_delivery_attempts
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE webhooks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE webhooks FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON webhooks
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE webhook_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE webhook_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON webhook_messages
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE webhook_attempts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE webhook_attempts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON webhook_attempts
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
-- Decision 027: the history notes why an order could not be sent (the inquiry's error), and a
-- validation's note when the transaction gave one (app.status_note: 'automatic' for the
-- threshold rule).
CREATE OR REPLACE FUNCTION record_order_inquiry_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO order_inquiry_events (tenant_id, inquiry_id, status, note, user_id)
    VALUES (NEW.tenant_id, NEW.id, NEW.status,
      CASE NEW.status
        WHEN 'failed' THEN NEW.error
        WHEN 'submit_failed' THEN NEW.error
        WHEN 'rejected' THEN NEW.rejection_reason
        ELSE nullif(current_setting('app.status_note', true), '')
      END,
      nullif(current_setting('app.user_id', true), '')::uuid);
  END IF;
  RETURN NULL;
END $$;
