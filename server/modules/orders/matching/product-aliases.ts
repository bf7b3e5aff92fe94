import type { Transaction } from "../../../db/tenant-transaction.ts";

/**
 * A customer's learned wordings and codes for products (key as `aliasKey` → product code), as
 * `extractOrder` takes them in `options.aliases`.
 */
export async function aliasesFor(
  tx: Transaction,
  customerNumber: string,
): Promise<Map<string, string>> {
  const { rows } = await tx.client.query<{ source_key: string; target_code: string }>(
    `select source_key, target_code from matching_aliases
     where tenant_id = app_current_tenant() and kind = 'product' and customer_number = $1`,
    [customerNumber],
  );
  return new Map(rows.map((row) => [row.source_key, row.target_code]));
}

/** Whether the tenant has learned any product alias: until then there is nothing to look up. */
export async function hasProductAliases(tx: Transaction): Promise<boolean> {
  const { rows } = await tx.client.query<{ any: boolean }>(
    "select exists (select 1 from matching_aliases where tenant_id = app_current_tenant() and kind = 'product') as any",
  );
  return rows[0]?.any ?? false;
}
