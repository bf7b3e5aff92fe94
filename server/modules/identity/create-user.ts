import type pg from "pg";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { findTenantByKey } from "../tenants/tenant-repository.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password-hashing.ts";
import type { Role } from "./roles.ts";
import { addMembership, findUserByEmail, insertUser } from "./user-repository.ts";

export type CreateUserInput = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  tenantKey: string;
  role: Role;
};

/** Creates a user (or reuses the one with that e-mail) and gives them a role in a tenant. */
export async function createUser(pool: pg.Pool, input: CreateUserInput) {
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError(
      "bad_request",
      `The password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    );
  }
  const passwordHash = await hashPassword(input.password);
  return withPlatformAccess(pool, async (tx) => {
    const tenant = await findTenantByKey(tx, input.tenantKey);
    if (!tenant) throw new AppError("not_found", `Tenant with key ${input.tenantKey} not found`);
    const existing = await findUserByEmail(tx, input.email);
    if (existing)
      throw new AppError("conflict", `A user with e-mail ${existing.email} already exists`);
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
    });
    await addMembership(tx, { tenantId: tenant.id, userId: user.id, role: input.role });
    return { id: user.id, email: user.email, tenant: tenant.key, role: input.role };
  });
}
