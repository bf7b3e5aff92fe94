import { count, desc, eq } from "drizzle-orm";
import type pg from "pg";
import type { z } from "zod";
import type {
  importProfileConfigurationInputSchema,
  importProfileGeneralInfoInputSchema,
  importProfileMappingInputSchema,
  importProfileScheduleInputSchema,
} from "../../../contracts/connectivity/import-profile.ts";
import {
  importProfileRuns,
  importProfiles,
  type StoredImportConfiguration,
  type StoredImportSchedule,
} from "../../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { AppError } from "../../../http/app-error.ts";
import { type PageQuery, pageMeta } from "../../../http/paging.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { secretAddressChanged } from "../../../security/stored-secret-origin.ts";
import { fieldsOf } from "../../assets/asset-type-fields-service.ts";
import { requireAssetType } from "../../assets/asset-type-lookup.ts";
import { sameRemoteServer } from "../file-transfer/remote-server-origin.ts";
import { checkCronExpression, cronExpressionOf, nextRunAfter } from "./import-schedule.ts";
import { presentImportRun } from "./present-import-run.ts";
import {
  type ImportProfileRow,
  presentImportProfile,
  requireImportProfile,
  tenantTimeZone,
} from "./stored-import-profile.ts";

type GeneralInfo = z.output<typeof importProfileGeneralInfoInputSchema>;
type Configuration = z.output<typeof importProfileConfigurationInputSchema>;
type Mapping = z.output<typeof importProfileMappingInputSchema>;
type Schedule = z.output<typeof importProfileScheduleInputSchema>;

const invalid = (path: Array<string | number>, message: string) =>
  new AppError("validation_failed", "Validation or transformation failed", [{ path, message }]);

export function listImportProfiles(
  pool: pg.Pool,
  tenantId: string,
  query: PageQuery,
  path: string,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const [total] = await tx.db.select({ value: count() }).from(importProfiles);
    const rows = await tx.db
      .select()
      .from(importProfiles)
      .orderBy(importProfiles.name, importProfiles.createdAt)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const data = [];
    for (const row of rows) data.push(await presentImportProfile(tx, row));
    return { data, meta: pageMeta(path, query, total?.value ?? 0, rows.length) };
  });
}

export function getImportProfile(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) =>
    presentImportProfile(tx, await requireImportProfile(tx, id)),
  );
}

export function createImportProfile(pool: pg.Pool, tenantId: string, input: GeneralInfo) {
  return withTenant(pool, tenantId, async (tx) => {
    await requireAssetTypeOf(tx, input.asset_type_id);
    const [row] = await tx.db
      .insert(importProfiles)
      .values({
        tenantId,
        name: input.name,
        active: input.active,
        assetTypeId: input.asset_type_id,
      })
      .returning();
    return presentImportProfile(tx, row as ImportProfileRow);
  });
}

export function deleteImportProfile(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const row = await requireImportProfile(tx, id);
    await tx.db.delete(importProfiles).where(eq(importProfiles.id, row.id));
  });
}

async function requireAssetTypeOf(tx: Transaction, assetTypeId: string) {
  try {
    return await requireAssetType(tx, assetTypeId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      throw invalid(["asset_type_id"], error.message);
    throw error;
  }
}

/** Saves `changes` to the profile and answers it; the next scheduled run follows. */
async function update(
  tx: Transaction,
  row: ImportProfileRow,
  changes: Partial<typeof importProfiles.$inferInsert>,
) {
  const next = { ...row, ...changes };
  const nextRunAt =
    next.active && next.cronExpression
      ? nextRunAfter(next.cronExpression, await tenantTimeZone(tx, row.tenantId), new Date())
      : null;
  const [updated] = await tx.db
    .update(importProfiles)
    .set({ ...changes, nextRunAt, updatedAt: new Date() })
    .where(eq(importProfiles.id, row.id))
    .returning();
  return presentImportProfile(tx, updated as ImportProfileRow);
}

export function updateImportProfileGeneralInfo(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  input: GeneralInfo,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const row = await requireImportProfile(tx, id);
    await requireAssetTypeOf(tx, input.asset_type_id);
    const typeChanged = input.asset_type_id !== row.assetTypeId;
    return update(tx, row, {
      name: input.name,
      active: input.active,
      assetTypeId: input.asset_type_id,
      // A mapping names the fields of one asset type: another type needs another mapping.
      ...(typeChanged ? { mapping: null } : {}),
    });
  });
}

/** Empty or left out: keep the stored secret. */
const keeps = (value: string | null | undefined) => value === undefined || value === "";

/** Empty or left out keeps the stored secret (`stored`: null for another server); null removes it. */
function secretColumn(box: SecretBox, value: string | null | undefined, stored: string | null) {
  if (value === null) return null;
  if (keeps(value)) return stored;
  return box.seal(value as string);
}

export function updateImportProfileConfiguration(
  pool: pg.Pool,
  box: SecretBox,
  tenantId: string,
  id: string,
  input: Configuration,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const row = await requireImportProfile(tx, id);
    const configuration: StoredImportConfiguration = {
      protocol: input.protocol,
      host: input.host,
      port: input.port ?? null,
      username: input.username,
      security: input.protocol === "ftp" ? input.security : "none",
      directory: input.directory,
      fileNamePattern: input.file_name_pattern,
      encoding: input.encoding,
      afterImport: input.after_import,
      moveTo: input.after_import === "move" ? (input.move_to ?? null) : null,
    };
    // The stored secrets and the pinned key belong to one server (decision 065): for another,
    // the secrets are asked again, never sent there; the pinned key is forgotten, as it is at
    // the administrator's word.
    const sameServer = sameRemoteServer(row.configuration, configuration);
    const sftp = input.protocol === "sftp";
    const sealedPassword = secretColumn(
      box,
      input.password,
      sameServer ? row.sealedPassword : null,
    );
    const sealedPrivateKey = sftp
      ? secretColumn(box, input.private_key, sameServer ? row.sealedPrivateKey : null)
      : null;
    const wouldKeep =
      (keeps(input.password) && row.sealedPassword !== null) ||
      (sftp && keeps(input.private_key) && row.sealedPrivateKey !== null);
    if (!sameServer && wouldKeep && !sealedPassword && !sealedPrivateKey) {
      throw secretAddressChanged(
        ["password"],
        sftp
          ? "Enter the password or private key again: the server changed"
          : "Enter the password again: the server changed",
      );
    }
    return update(tx, row, {
      configuration,
      sealedPassword,
      sealedPrivateKey,
      hostKeyFingerprint:
        sameServer && !input.reset_host_key && input.protocol === "sftp"
          ? row.hostKeyFingerprint
          : null,
    });
  });
}

export function updateImportProfileMapping(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  input: Mapping,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const row = await requireImportProfile(tx, id);
    const known = new Set((await fieldsOf(tx, row.assetTypeId)).map((field) => field.key));
    input.mapping.forEach((key, index) => {
      if (key !== null && !known.has(key))
        throw invalid(["mapping", index], `${input.columns[index]}: there is no field ${key}`);
    });
    const matchField = input.match_field ?? null;
    if (matchField !== null && !input.mapping.includes(matchField))
      throw invalid(["match_field"], "Rows can only be matched on a field that a column fills");
    return update(tx, row, {
      mapping: {
        columns: input.columns,
        mapping: input.mapping,
        matchField,
        delimiter: input.delimiter ?? null,
      },
    });
  });
}

export function updateImportProfileSchedule(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  input: Schedule,
) {
  const schedule: StoredImportSchedule = {
    kind: input.kind,
    time: input.kind === "none" || input.kind === "cron" ? null : (input.time ?? null),
    weekday: input.kind === "weekly" ? (input.weekday ?? null) : null,
    cron: input.kind === "cron" ? (input.cron ?? null) : null,
  };
  const cronExpression = cronExpressionOf(schedule);
  if (cronExpression) checkCronExpression(cronExpression);
  return withTenant(pool, tenantId, async (tx) => {
    const row = await requireImportProfile(tx, id);
    return update(tx, row, { schedule, cronExpression });
  });
}

/** The profile's runs, newest first. */
export function listImportProfileRuns(
  pool: pg.Pool,
  tenantId: string,
  id: string,
  query: PageQuery,
  path: string,
) {
  return withTenant(pool, tenantId, async (tx) => {
    const row = await requireImportProfile(tx, id);
    const where = eq(importProfileRuns.profileId, row.id);
    const [total] = await tx.db.select({ value: count() }).from(importProfileRuns).where(where);
    const runs = await tx.db
      .select()
      .from(importProfileRuns)
      .where(where)
      .orderBy(desc(importProfileRuns.startedAt), desc(importProfileRuns.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return {
      data: runs.map(presentImportRun),
      meta: pageMeta(path, query, total?.value ?? 0, runs.length),
    };
  });
}
