import type pg from "pg";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";
import { recordLogEvent } from "../logs/record-log-event.ts";
import { accountFailuresInWindow, type SignInLimits } from "./sign-in-throttle.ts";

/**
 * The failure that locks an account out is logged once, in every tenant the person belongs to,
 * so their administrators see it (decision 050). The e-mail is the label; no password is kept.
 */
export async function logSignInLockout(
  pool: pg.Pool,
  userId: string,
  email: string,
  limits: SignInLimits,
): Promise<void> {
  const failures = await accountFailuresInWindow(pool, email);
  if (failures !== limits.perAccount) return;
  await withPlatformAccess(pool, async (tx) => {
    const { rows } = await tx.client.query<{ tenant_id: string }>(
      "select tenant_id from tenant_memberships where user_id = $1",
      [userId],
    );
    for (const { tenant_id } of rows) {
      await recordLogEvent(tx, {
        tenantId: tenant_id,
        level: "warning",
        area: "sign_in",
        action: "sign_in_locked",
        subject: { type: "user", id: userId, label: email },
        message: "events.sign_in_locked",
        details: { failures },
      });
    }
  });
}
