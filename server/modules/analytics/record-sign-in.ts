import type pg from "pg";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";

/**
 * A person signed in: "last online" of every tenant they may enter moves to now (decision 049).
 * A sign-in names no tenant (the session is the person's), so each active membership counts.
 * Kept apart from the people who acted (`kind = 'sign_in'`): signing in is not adoption.
 */
export async function recordSignIn(pool: pg.Pool, userId: string): Promise<void> {
  await withPlatformAccess(pool, async (tx) => {
    await tx.client.query(
      `select analytics_bump_actor(m.tenant_id, 'sign_in', m.user_id, now())
       from tenant_memberships m where m.user_id = $1 and m.active`,
      [userId],
    );
  });
}
