CREATE TABLE "order_changes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"field" text NOT NULL,
	"line_id" uuid,
	"ai_value" text,
	"previous_value" text,
	"final_value" text,
	"user_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_inquiry_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD COLUMN "order" jsonb;--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD COLUMN "line_count" integer;--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD COLUMN "ai_accuracy" real;--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD COLUMN "validated_by" uuid;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_inquiry" FOREIGN KEY ("tenant_id","inquiry_id") REFERENCES "public"."order_inquiries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_inquiry_events" ADD CONSTRAINT "order_inquiry_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_inquiry_events" ADD CONSTRAINT "order_inquiry_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_inquiry_events" ADD CONSTRAINT "order_inquiry_events_inquiry" FOREIGN KEY ("tenant_id","inquiry_id") REFERENCES "public"."order_inquiries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_changes_inquiry" ON "order_changes" USING btree ("tenant_id","inquiry_id","changed_at");--> statement-breakpoint
CREATE INDEX "order_inquiry_events_inquiry" ON "order_inquiry_events" USING btree ("tenant_id","inquiry_id","at");--> statement-breakpoint
ALTER TABLE "order_inquiries" ADD CONSTRAINT "order_inquiries_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_inquiries_tenant_status_received" ON "order_inquiries" USING btree ("tenant_id","status","received_at");--> statement-breakpoint
-- Tenant data: the pattern of 0001.
ALTER TABLE order_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_changes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON order_changes
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
ALTER TABLE order_inquiry_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE order_inquiry_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON order_inquiry_events
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
--> statement-breakpoint
-- Decision 016: every status an inquiry enters is recorded, whichever path moved it; the person
-- is the transaction's app.user_id when a person acted.
CREATE FUNCTION record_order_inquiry_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO order_inquiry_events (tenant_id, inquiry_id, status, note, user_id)
    VALUES (NEW.tenant_id, NEW.id, NEW.status,
      CASE NEW.status WHEN 'failed' THEN NEW.error WHEN 'rejected' THEN NEW.rejection_reason END,
      nullif(current_setting('app.user_id', true), '')::uuid);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_inquiries_status AFTER INSERT OR UPDATE OF status ON order_inquiries
  FOR EACH ROW EXECUTE FUNCTION record_order_inquiry_status();
--> statement-breakpoint
-- Inquiries from before: their current status, as of their last change.
INSERT INTO order_inquiry_events (tenant_id, inquiry_id, status, note, at)
  SELECT tenant_id, id, status, error, updated_at FROM order_inquiries;
--> statement-breakpoint
-- Orders extracted before: their working order made from the AI's result, as
-- workingOrderFrom (server/modules/orders/validation/working-order.ts) makes it.
UPDATE order_inquiries SET "order" = jsonb_build_object(
    'customer_number', result->'customer'->>'customerNumber',
    'order_reference', result->'orderReference'->>'value',
    'requested_delivery_date', result->'requestedDeliveryDate'->>'value',
    'delivery_address', null, 'remarks', null,
    'lines', coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', gen_random_uuid(), 'product_code', nullif(l->>'sku', ''),
        'quantity', l->>'quantity', 'unit', nullif(l->>'unit', ''), 'remarks', null, 'ai_line', i - 1) ORDER BY i)
      FROM jsonb_array_elements(result->'lines') WITH ORDINALITY AS x(l, i)), '[]'::jsonb)),
  line_count = jsonb_array_length(coalesce(result->'lines', '[]'::jsonb))
WHERE result IS NOT NULL AND (result->>'isOrder')::boolean;
--> statement-breakpoint
-- Decision 016: every write of an inquiry moves its version, whichever path wrote it, so a form
-- based on what was there before is refused.
CREATE FUNCTION bump_order_inquiry_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_inquiries_version BEFORE UPDATE ON order_inquiries
  FOR EACH ROW EXECUTE FUNCTION bump_order_inquiry_version();
