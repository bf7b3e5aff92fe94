import type pg from "pg";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";
import { recordLogEvent } from "../logs/record-log-event.ts";
import { accountFailuresInWindow, type SignInLimits, WINDOW_MINUTES } from "./sign-in-throttle.ts";

/**
 * A lockout is logged once, in every tenant the person belongs to, so their administrators see
 * it (decision 050). The e-mail is the label; no password is kept. Refused attempts arriving at
 * once each see the limit reached: an advisory lock per person and the lockout already logged in
 * this window make exactly one of them write it.
 */
export async function logSignInLockout(
  pool: pg.Pool,
  userId: string,
  email: string,
  limits: SignInLimits,
): Promise<void> {
  const failures = await accountFailuresInWindow(pool, email);
  if (failures < limits.perAccount) return;
  await withPlatformAccess(pool, async (tx) => {
    await tx.client.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
      `sign-in-lockout:${userId}`,
    ]);
    const { rows } = await tx.client.query<{ tenant_id: string; logged: boolean }>(
      `select m.tenant_id, exists (select 1 from log_entries l
          where l.tenant_id = m.tenant_id and l.at > now() - make_interval(mins => $2)
            and l.action = 'sign_in_locked' and l.subject_id = $1) as logged
       from tenant_memberships m where m.user_id = $1::uuid`,
      [userId, WINDOW_MINUTES],
    );
    for (const { tenant_id, logged } of rows) {
      if (logged) continue;
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
