import type pg from "pg";
import { type Transaction, withPlatformAccess, withTenant } from "../../db/tenant-transaction.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import type { Authenticated } from "../identity/authenticated.ts";

/** Dates of all tenants together are read in the spec's default time zone (section 9). */
export const DEFAULT_TIME_ZONE = "Europe/Brussels";

/** Whose figures a call reads: one tenant, or every tenant (`tenantId` null). */
export type Scope = { tenantId: string | null; timeZone: string };

/**
 * Runs `work` over the figures the caller may read (decision 049): without `tenantId`, the
 * request's tenant through its tenant transaction (row-level security), or every tenant when
 * `allowAll` and the caller is a platform administrator; with `tenantId`, the request's own
 * tenant, or any tenant for a platform administrator only (else 403).
 */
export async function inAnalyticsScope<T>(
  pool: pg.Pool,
  auth: Authenticated,
  requested: string | undefined,
  allowAll: boolean,
  work: (tx: Transaction, scope: Scope) => Promise<T>,
): Promise<T> {
  const platform = auth.permissions.includes("platform:admin");
  const wanted = requested?.trim() || undefined;
  if (!wanted && allowAll && platform) {
    return withPlatformAccess(pool, (tx) =>
      work(tx, { tenantId: null, timeZone: DEFAULT_TIME_ZONE }),
    );
  }
  const tenantId = wanted ?? auth.tenant.id;
  if (tenantId !== auth.tenant.id) {
    if (!platform) throw new AppError("forbidden", "You have no access to this tenant");
    if (!isUuid(tenantId)) throw notFound("Tenant", tenantId);
    return withPlatformAccess(pool, async (tx) =>
      work(tx, { tenantId, timeZone: await timeZoneOf(tx, tenantId) }),
    );
  }
  return withTenant(pool, tenantId, async (tx) =>
    work(tx, { tenantId, timeZone: await timeZoneOf(tx, tenantId) }),
  );
}

async function timeZoneOf(tx: Transaction, tenantId: string) {
  const result = await tx.client.query<{ time_zone: string | null }>(
    `select s.time_zone from tenants t left join tenant_settings s on s.tenant_id = t.id
     where t.id = $1`,
    [tenantId],
  );
  const row = result.rows[0];
  if (!row) throw notFound("Tenant", tenantId);
  return row.time_zone ?? DEFAULT_TIME_ZONE;
}
