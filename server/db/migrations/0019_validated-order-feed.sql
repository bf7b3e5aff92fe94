CREATE TABLE "validated_order_feed" (
	"tenant_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "validated_order_feed_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "validated_order_feed_tenant_seq" UNIQUE("tenant_id","seq")
);
--> statement-breakpoint
ALTER TABLE "validated_order_feed" ADD CONSTRAINT "validated_order_feed_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validated_order_feed" ADD CONSTRAINT "validated_order_feed_inquiry" FOREIGN KEY ("tenant_id","inquiry_id") REFERENCES "public"."order_inquiries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "validated_order_feed_position" ON "validated_order_feed" USING btree ("tenant_id","xid","seq");--> statement-breakpoint
-- The feed is tenant data: the pattern of 0001.
ALTER TABLE validated_order_feed ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE validated_order_feed FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON validated_order_feed
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
