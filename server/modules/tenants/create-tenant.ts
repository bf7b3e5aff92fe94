import type pg from "pg";
import { withPlatformAccess } from "../../db/tenant-transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { findTenantByKey, insertTenantWithSettings } from "./tenant-repository.ts";

/** Lower-case letters, digits and dashes; used in URLs and logs. */
export const TENANT_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** Creates a tenant with its default settings. */
export async function createTenant(pool: pg.Pool, input: { key: string; name: string }) {
  const key = input.key.trim();
  const name = input.name.trim();
  if (!TENANT_KEY_PATTERN.test(key)) {
    throw new AppError(
      "bad_request",
      "The tenant key must be 1–40 lower-case letters, digits or dashes",
    );
  }
  if (!name) throw new AppError("bad_request", "The tenant name is required");
  return withPlatformAccess(pool, async (tx) => {
    if (await findTenantByKey(tx, key)) {
      throw new AppError("conflict", `A tenant with key ${key} already exists`);
    }
    return insertTenantWithSettings(tx, { key, name });
  });
}
