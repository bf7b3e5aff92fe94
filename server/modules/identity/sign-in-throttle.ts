import type pg from "pg";

/** The window failed sign-ins are counted in. */
export const WINDOW_MINUTES = 15;

/** Failed sign-ins allowed per 15 minutes (SIGN_IN_MAX_FAILURES_PER_ACCOUNT / _PER_IP). */
export type SignInLimits = { perAccount: number; perIp: number };

/** Seconds to wait before another attempt, or 0 when the account and client may try now. */
export async function secondsUntilSignInAllowed(
  pool: pg.Pool,
  email: string,
  ip: string,
  limits: SignInLimits,
): Promise<number> {
  const { rows } = await pool.query<{ subject: string; failures: number; oldest: Date }>(
    `select subject, count(*)::int as failures, min(failed_at) as oldest from sign_in_failures
     where subject = any($1) and failed_at > now() - make_interval(mins => $2)
     group by subject`,
    [[`email:${email}`, `ip:${ip}`], WINDOW_MINUTES],
  );
  let wait = 0;
  for (const row of rows) {
    const limit = row.subject.startsWith("email:") ? limits.perAccount : limits.perIp;
    if (row.failures < limit) continue;
    const freeAt = row.oldest.getTime() + WINDOW_MINUTES * 60_000;
    wait = Math.max(wait, Math.ceil((freeAt - Date.now()) / 1000));
  }
  return wait;
}

export async function recordSignInFailure(pool: pg.Pool, email: string, ip: string) {
  await pool.query(
    `with forgotten as (delete from sign_in_failures where failed_at < now() - interval '1 day')
     insert into sign_in_failures (subject) values ($1), ($2)`,
    [`email:${email}`, `ip:${ip}`],
  );
}

export async function forgetSignInFailures(pool: pg.Pool, email: string) {
  await pool.query("delete from sign_in_failures where subject = $1", [`email:${email}`]);
}

/** The account's failed sign-ins in the current window: at the limit, it is locked out. */
export async function accountFailuresInWindow(pool: pg.Pool, email: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from sign_in_failures
      where subject = $1 and failed_at > now() - make_interval(mins => $2)`,
    [`email:${email}`, WINDOW_MINUTES],
  );
  return rows[0]?.n ?? 0;
}
