import type pg from "pg";
import { withPlatformAccess } from "../../../db/tenant-transaction.ts";

/**
 * The active SMTP channel that receives mail for `address`, in any tenant: the listener knows
 * only the address when the message arrives. Platform access, for this one lookup.
 */
export async function findInboundChannel(
  pool: pg.Pool,
  address: string,
): Promise<{ tenantId: string; channelId: string } | null> {
  return withPlatformAccess(pool, async (tx) => {
    const { rows } = await tx.client.query<{ tenant_id: string; id: string }>(
      `select tenant_id, id from channels
       where kind = 'smtp' and active and lower(settings ->> 'address') = lower($1)`,
      [address],
    );
    const row = rows[0];
    return row ? { tenantId: row.tenant_id, channelId: row.id } : null;
  });
}
