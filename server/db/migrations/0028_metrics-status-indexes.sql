-- Decision 053: /metrics counts ERP deliveries, webhook messages and export runs by status at
-- every scrape; these indexes let it read the counts without the rows.
CREATE INDEX "export_runs_status" ON "export_runs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "order_deliveries_status" ON "order_deliveries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "webhook_messages_status" ON "webhook_messages" USING btree ("status");