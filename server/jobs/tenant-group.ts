import type { GroupOptions } from "pg-boss";

/**
 * A job's pg-boss group is its tenant (the data's `tenantId`): the workers of a kind with
 * `perTenantConcurrency` limit the jobs running per group (decisions 066 and 070). Jobs without a
 * tenant (schedule ticks, platform upkeep) have no group and are never held back.
 */
export function tenantGroup(data: unknown): { group?: GroupOptions } {
  const tenantId = (data as { tenantId?: unknown } | null)?.tenantId;
  return typeof tenantId === "string" && tenantId ? { group: { id: tenantId } } : {};
}
