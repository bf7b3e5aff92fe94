import type { Transaction } from "../../../db/tenant-transaction.ts";

/** Names the person acting in this transaction, for the status history trigger (migration 0015). */
export async function actAs(tx: Transaction, userId: string): Promise<void> {
  await tx.client.query("select set_config('app.user_id', $1, true)", [userId]);
}
