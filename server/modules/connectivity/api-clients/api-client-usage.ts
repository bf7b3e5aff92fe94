import type pg from "pg";
import { withTenant } from "../../../db/tenant-transaction.ts";
import type { ApiClientForSignIn } from "./api-client-sign-in.ts";

/** How stale `last_used_at` may be: it is written at most this often per client. */
export const LAST_USE_PRECISION_MS = 60_000;

/**
 * Records that the client made a request, at most once a minute per client (across processes:
 * the condition is in the update), so a busy client does not write a row per request.
 */
export async function recordApiClientUse(
  pool: pg.Pool,
  client: ApiClientForSignIn,
  now: Date = new Date(),
): Promise<void> {
  if (client.lastUsedAt && now.getTime() - client.lastUsedAt.getTime() < LAST_USE_PRECISION_MS) {
    return;
  }
  await withTenant(pool, client.tenant.id, (tx) =>
    tx.client.query(
      `update api_clients set last_used_at = $2
       where id = $1 and (last_used_at is null or last_used_at <= $2::timestamptz - make_interval(secs => $3::int))`,
      [client.id, now, LAST_USE_PRECISION_MS / 1000],
    ),
  );
}
