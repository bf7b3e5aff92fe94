CREATE TABLE "inbound_messages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid,
	"source" text NOT NULL,
	"raw" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"imap_uid_validity" bigint,
	"imap_uid" bigint,
	"envelope_from" text,
	"envelope_to" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_tenant_id_id" UNIQUE("tenant_id","id"),
	CONSTRAINT "inbound_messages_same_bytes" UNIQUE("tenant_id","sha256"),
	CONSTRAINT "inbound_messages_same_imap_uid" UNIQUE("channel_id","imap_uid_validity","imap_uid")
);
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_channel" FOREIGN KEY ("tenant_id","channel_id") REFERENCES "public"."channels"("tenant_id","id") ON DELETE SET NULL ("channel_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_messages_tenant_received" ON "inbound_messages" USING btree ("tenant_id","received_at");
--> statement-breakpoint
-- Messages are tenant data: the pattern of 0001. Deleting a channel keeps its messages
-- (only channel_id is cleared: SET NULL with a column list, PostgreSQL 15 and later).
ALTER TABLE inbound_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE inbound_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON inbound_messages
  USING (tenant_id = app_current_tenant() OR app_platform_access())
  WITH CHECK (tenant_id = app_current_tenant() OR app_platform_access());
