import { desc, eq } from "drizzle-orm";
import type { ImportProfile } from "../../../contracts/connectivity/import-profile.ts";
import {
  assetTypes,
  importProfileRuns,
  importProfiles,
  tenantSettings,
} from "../../../db/schema/index.ts";
import type { Transaction } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { notFound } from "../../../http/app-error.ts";

export type ImportProfileRow = typeof importProfiles.$inferSelect;

export const DEFAULT_TIME_ZONE = "Europe/Brussels";

/** The profile of the transaction's tenant, or the spec's 'not found' (also for others'). */
export async function requireImportProfile(tx: Transaction, id: string): Promise<ImportProfileRow> {
  const [row] = isUuid(id)
    ? await tx.db.select().from(importProfiles).where(eq(importProfiles.id, id)).limit(1)
    : [];
  if (!row) throw notFound("Import profile", id);
  return row;
}

/** The tenant's time zone (settings), in which schedules are read. */
export async function tenantTimeZone(tx: Transaction, tenantId: string): Promise<string> {
  const [row] = await tx.db
    .select({ timeZone: tenantSettings.timeZone })
    .from(tenantSettings)
    .where(eq(tenantSettings.tenantId, tenantId))
    .limit(1);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The answer for a profile: secrets only as whether they are set. */
export async function presentImportProfile(
  tx: Transaction,
  row: ImportProfileRow,
): Promise<ImportProfile> {
  const [type] = await tx.db
    .select({ name: assetTypes.name })
    .from(assetTypes)
    .where(eq(assetTypes.id, row.assetTypeId))
    .limit(1);
  const [lastRun] = await tx.db
    .select()
    .from(importProfileRuns)
    .where(eq(importProfileRuns.profileId, row.id))
    .orderBy(desc(importProfileRuns.startedAt))
    .limit(1);
  const configuration = row.configuration;
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    asset_type_id: row.assetTypeId,
    asset_type_name: type?.name ?? "",
    configuration: configuration && {
      protocol: configuration.protocol,
      host: configuration.host,
      port: configuration.port,
      username: configuration.username,
      password_set: row.sealedPassword !== null,
      private_key_set: row.sealedPrivateKey !== null,
      security: configuration.security,
      host_key_fingerprint: row.hostKeyFingerprint,
      directory: configuration.directory,
      file_name_pattern: configuration.fileNamePattern,
      encoding: configuration.encoding,
      after_import: configuration.afterImport,
      move_to: configuration.moveTo,
    },
    mapping: row.mapping && {
      columns: row.mapping.columns,
      mapping: row.mapping.mapping,
      match_field: row.mapping.matchField,
      delimiter: row.mapping.delimiter,
    },
    schedule: {
      kind: row.schedule.kind,
      time: row.schedule.time,
      weekday: row.schedule.weekday,
      cron: row.schedule.cron,
      cron_expression: row.cronExpression,
      time_zone: await tenantTimeZone(tx, row.tenantId),
      next_run_at: row.active && row.nextRunAt ? row.nextRunAt.toISOString() : null,
    },
    last_run: lastRun
      ? {
          id: lastRun.id,
          status: lastRun.status,
          started_at: lastRun.startedAt.toISOString(),
          finished_at: lastRun.finishedAt?.toISOString() ?? null,
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
