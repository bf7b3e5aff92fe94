import type { Transaction } from "../../../db/tenant-transaction.ts";

/**
 * The learned senders among `addresses` (lower-case address → customer number), as
 * `extractOrder` takes them in `options.senderAliases`.
 */
export async function senderAliasesFor(
  tx: Transaction,
  addresses: string[],
): Promise<Map<string, string>> {
  const keys = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
  if (keys.length === 0) return new Map();
  const { rows } = await tx.client.query<{ source_key: string; target_code: string }>(
    `select source_key, target_code from matching_aliases
     where tenant_id = app_current_tenant() and kind = 'customer' and customer_number is null
       and source_key = any($1)`,
    [keys],
  );
  return new Map(rows.map((row) => [row.source_key, row.target_code]));
}
