import type { Transaction } from "../../../db/tenant-transaction.ts";
import {
  type IntegrationRules,
  integrationRulesSchema,
} from "../../connectivity/integrations/integration-input.ts";

/**
 * The integration a tenant's validated orders go to: its oldest active one (decision 027), with
 * its rules (defaults filled in for rows stored before a rule existed). Null: orders stay
 * validated in Fennec.
 */
export async function activeIntegration(
  tx: Transaction,
  tenantId: string,
): Promise<{ id: string; rules: IntegrationRules } | null> {
  const { rows } = await tx.client.query<{ id: string; rules: unknown }>(
    `select id, rules from integrations where tenant_id = $1 and active
     order by created_at, id limit 1`,
    [tenantId],
  );
  const row = rows[0];
  return row ? { id: row.id, rules: integrationRulesSchema.parse(row.rules) } : null;
}
