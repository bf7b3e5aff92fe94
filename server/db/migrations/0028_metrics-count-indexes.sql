-- Decision 053: /metrics counts the e-mails received by source, and ERP deliveries, webhook
-- messages and export runs by status, at every scrape; these indexes let it count without
-- reading the rows (tenant_id is in them for the row-level security check).
CREATE INDEX "export_runs_status" ON "export_runs" USING btree ("status","tenant_id");--> statement-breakpoint
CREATE INDEX "inbound_messages_source" ON "inbound_messages" USING btree ("source","tenant_id");--> statement-breakpoint
CREATE INDEX "order_deliveries_status" ON "order_deliveries" USING btree ("status","tenant_id");--> statement-breakpoint
CREATE INDEX "webhook_messages_status" ON "webhook_messages" USING btree ("status","tenant_id");