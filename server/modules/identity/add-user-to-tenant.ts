import type pg from "pg";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { findTenantByKey } from "../tenants/tenant-repository.ts";
import type { Role } from "./roles.ts";
import { addMembership, findUserByEmail } from "./user-repository.ts";

/** Gives an existing user a role in one more tenant (or changes their role there). */
export function addUserToTenant(
  pool: pg.Pool,
  input: { email: string; tenantKey: string; role: Role },
) {
  return withPlatformAccess(pool, async (tx) => {
    const tenant = await findTenantByKey(tx, input.tenantKey);
    if (!tenant) throw new AppError("not_found", `Tenant with key ${input.tenantKey} not found`);
    const user = await findUserByEmail(tx, input.email);
    if (!user) throw new AppError("not_found", `No user with e-mail ${input.email}`);
    await addMembership(tx, { tenantId: tenant.id, userId: user.id, role: input.role });
    return { email: user.email, tenant: tenant.key, role: input.role };
  });
}
