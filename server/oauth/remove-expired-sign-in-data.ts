import type pg from "pg";
import type { JobDefinition } from "../jobs/queue.ts";

/** Expired codes, tokens, sessions and interactions, and old failed sign-ins, go every hour. */
export function removeExpiredSignInDataJob(pool: pg.Pool): JobDefinition {
  return {
    name: "oauth.remove-expired",
    schedule: "17 * * * *",
    retryLimit: 2,
    handle: async () => {
      await pool.query("delete from oauth_payloads where expires_at < now()");
      await pool.query("delete from sign_in_failures where failed_at < now() - interval '1 day'");
    },
  };
}
