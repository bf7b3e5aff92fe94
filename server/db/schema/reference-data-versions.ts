import { bigint, pgTable, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenants.ts";

/**
 * A counter per tenant that moves whenever its reference data changes (entries, fields, AI
 * fields): triggers of migration 0014 bump it, and the extraction's in-memory catalogue is
 * rebuilt only when it moved (decision 015).
 */
export const referenceDataVersions = pgTable("reference_data_versions", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(1),
});
