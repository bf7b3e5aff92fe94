import type pg from "pg";
import { readWithPlatformAccessInOneTrip } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";

export type SignedInAccount = {
  user: { id: string; email: string; firstName: string; lastName: string };
  /** Active memberships in every tenant, by tenant name. */
  memberships: Array<{ id: string; key: string; name: string; role: string; joinedAt: Date }>;
};

/**
 * The active user behind a token's subject and their active memberships, read together in one
 * round trip (the check behind every API request). Reading across tenants is the explicit
 * platform path, limited to the user's own membership rows.
 */
export async function readSignedInAccount(
  pool: pg.Pool,
  userId: string,
): Promise<SignedInAccount | undefined> {
  if (!isUuid(userId)) return undefined;
  const [users = [], memberships = []] = await readWithPlatformAccessInOneTrip(pool, (literal) => [
    `select id, email, first_name, last_name from users
     where id = ${literal(userId)} and active`,
    `select t.id, t.key, t.name, m.role, m.created_at
     from tenant_memberships m join tenants t on t.id = m.tenant_id
     where m.user_id = ${literal(userId)} and m.active
     order by t.name`,
  ]);
  const user = users[0];
  if (!user) return undefined;
  return {
    user: {
      id: String(user.id),
      email: String(user.email),
      firstName: String(user.first_name),
      lastName: String(user.last_name),
    },
    memberships: memberships.map((row) => ({
      id: String(row.id),
      key: String(row.key),
      name: String(row.name),
      role: String(row.role),
      joinedAt: row.created_at as Date,
    })),
  };
}
