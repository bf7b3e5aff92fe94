import { describe, expect, it } from "vitest";
import { connectTestDatabase } from "../../../tests/setup/test-database.ts";
import { createTenant } from "../tenants/create-tenant.ts";
import { createUser } from "./create-user.ts";
import { logSignInLockout } from "./log-sign-in-lockout.ts";
import { recordSignInFailure } from "./sign-in-throttle.ts";

/**
 * A lockout is one log entry (decision 050), however many refused attempts reach the limit at
 * once; a later lockout, after the window, is a new one.
 */
const { appPool, ownerPool } = connectTestDatabase();
const limits = { perAccount: 5, perIp: 100 };

async function lockoutEntries(userId: string) {
  const { rows } = await ownerPool.query<{ id: string }>(
    "select id from log_entries where action = 'sign_in_locked' and subject_id = $1",
    [userId],
  );
  return rows.length;
}

describe("the sign-in lockout in the log", () => {
  it("is written once when attempts reach the limit together, and again for a later lockout", async () => {
    const stamp = Date.now();
    const tenant = await createTenant(appPool, { key: `lockout-${stamp}`, name: "Slot BV" });
    const email = `locked-${stamp}@lockout.test`;
    const user = await createUser(appPool, {
      email,
      password: "lockout-spec-password",
      tenantKey: tenant.key,
      role: "operator",
    });
    for (let attempt = 0; attempt < 6; attempt++) {
      await recordSignInFailure(appPool, email, "192.0.2.7");
    }
    // Each of these attempts saw the limit reached (6 ≥ 5): one entry between them.
    await Promise.all([1, 2, 3].map(() => logSignInLockout(appPool, user.id, email, limits)));
    expect(await lockoutEntries(user.id)).toBe(1);
    await logSignInLockout(appPool, user.id, email, limits);
    expect(await lockoutEntries(user.id)).toBe(1);

    // The window passed; a new lockout is a new entry.
    await ownerPool.query(
      "update sign_in_failures set failed_at = now() - interval '20 minutes' where subject = $1",
      [`email:${email}`],
    );
    await ownerPool.query(
      `update log_entries set at = now() - interval '20 minutes'
       where action = 'sign_in_locked' and subject_id = $1`,
      [user.id],
    );
    await logSignInLockout(appPool, user.id, email, limits);
    expect(await lockoutEntries(user.id)).toBe(1);
    for (let attempt = 0; attempt < 5; attempt++) {
      await recordSignInFailure(appPool, email, "192.0.2.7");
    }
    await logSignInLockout(appPool, user.id, email, limits);
    expect(await lockoutEntries(user.id)).toBe(2);
  });
});
