import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type pg from "pg";
import {
  IMPORT_RUN_MAX_LISTED_REFUSALS,
  type ImportProfileRun,
  type ImportProfileRunFile,
} from "../../../contracts/connectivity/import-profile.ts";
import {
  importProfileFiles,
  importProfileRuns,
  type StoredImportConfiguration,
  type StoredImportMapping,
} from "../../../db/schema/index.ts";
import { type Transaction, withTenant } from "../../../db/tenant-transaction.ts";
import { AppError } from "../../../http/app-error.ts";
import { enqueue } from "../../../jobs/queue.ts";
import {
  createImport,
  getImport,
  updateImport,
} from "../../assets/imports/asset-imports-service.ts";
import { IMPORT_LIMITS, RefusedFileError } from "../../assets/imports/import-limits.ts";
import { runImport } from "../../assets/imports/run-import-job.ts";
import { type RemoteSession, RemoteTransferError } from "../file-transfer/remote-files.ts";
import { DEFAULT_TRANSFER_BOUNDS, endsSession } from "../file-transfer/transfer-bounds.ts";
import { downloadWithChecksum } from "./download-with-checksum.ts";
import { matchesFileNamePattern } from "./file-name-pattern.ts";
import { type ImportProfileAccess, openProfileSession } from "./import-profile-session.ts";
import { presentImportRun } from "./present-import-run.ts";
import { type ImportProfileRow, requireImportProfile } from "./stored-import-profile.ts";

export const RUN_IMPORT_PROFILE_JOB = "connectivity.run-import-profile";

/**
 * A run still `running` this long after it started was lost with its process: twice the bound of
 * its session (decision 062), and five minutes for the rows read after the last file.
 */
export const LOST_RUN_AFTER_MS = 2 * DEFAULT_TRANSFER_BOUNDS.runMs + 5 * 60_000;

/**
 * Adds a running run of the profile and its job, in the caller's transaction; null when one is
 * running already (the unique partial index on running runs decides, across processes).
 */
export async function addImportRun(
  tx: Transaction,
  profile: Pick<ImportProfileRow, "tenantId" | "id">,
  trigger: "schedule" | "manual",
): Promise<ImportProfileRun | null> {
  // Started now, by the database's clock: the tick's clock only decides what is due.
  const now = new Date();
  // A run its process lost would block the profile for good: it is closed first.
  await tx.db
    .update(importProfileRuns)
    .set({
      status: "failed",
      finishedAt: now,
      error: { code: "lost", message: "The run stopped with the process that ran it." },
    })
    .where(
      and(
        eq(importProfileRuns.profileId, profile.id),
        eq(importProfileRuns.status, "running"),
        sql`${importProfileRuns.startedAt} < ${new Date(now.getTime() - LOST_RUN_AFTER_MS)}`,
      ),
    );
  const { rows } = await tx.client.query<{ id: string }>(
    `insert into import_profile_runs (tenant_id, profile_id, trigger, status, started_at)
     values ($1, $2, $3, 'running', now())
     on conflict (profile_id) where status = 'running' do nothing
     returning id`,
    [profile.tenantId, profile.id, trigger],
  );
  const id = rows[0]?.id;
  if (!id) return null;
  await enqueue(
    tx,
    RUN_IMPORT_PROFILE_JOB,
    { tenantId: profile.tenantId, runId: id },
    { singletonKey: profile.id },
  );
  const [run] = await tx.db.select().from(importProfileRuns).where(eq(importProfileRuns.id, id));
  return presentImportRun(run as typeof importProfileRuns.$inferSelect);
}

/** POST /{id}/run: starts a run now, or refuses while one is running. */
export function startImportRunNow(pool: pg.Pool, tenantId: string, id: string) {
  return withTenant(pool, tenantId, async (tx) => {
    const profile = await requireImportProfile(tx, id);
    const run = await addImportRun(tx, profile, "manual");
    if (!run) throw new AppError("conflict", "This import profile is running already");
    return run;
  });
}

const header = (text: string) => text.trim().toLowerCase();

/** The import's columns mapped by the profile's: by header name, a column it does not name skipped. */
function mappingFor(columns: readonly string[], stored: StoredImportMapping): Array<string | null> {
  const byHeader = new Map(
    stored.columns.map((column, index) => [header(column), stored.mapping[index] ?? null]),
  );
  return columns.map((column) => byHeader.get(header(column)) ?? null);
}

function reasonOf(error: unknown): string {
  if (error instanceof AppError) {
    const details = Array.isArray(error.details)
      ? (error.details as Array<{ message?: string }>)
          .map((detail) => detail.message)
          .filter(Boolean)
      : [];
    return details.length ? details.join("; ") : error.message;
  }
  if (error instanceof RefusedFileError || error instanceof RemoteTransferError)
    return error.message;
  return "The file could not be imported because of an unexpected error.";
}

async function waitForImport(pool: pg.Pool, tenantId: string, importId: string) {
  // runImport does nothing when a worker took the queued import first: wait for that one.
  for (;;) {
    const found = await getImport(pool, tenantId, importId);
    if (found.status === "completed" || found.status === "failed" || found.status === "refused")
      return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Imports a downloaded file through the dynamic-asset import, with the profile's mapping. */
async function importFile(
  pool: pg.Pool,
  profile: ImportProfileRow,
  configuration: StoredImportConfiguration,
  mapping: StoredImportMapping,
  file: { name: string; size: number; filePath: string },
  record: ImportProfileRunFile,
) {
  const draft = await createImport(pool, profile.tenantId, null, {
    assetTypeId: profile.assetTypeId,
    fileName: file.name,
    filePath: file.filePath,
  });
  record.import_id = draft.id;
  let columns = draft.columns;
  if (draft.format === "csv") {
    const reading = {
      ...(draft.encoding !== configuration.encoding ? { encoding: configuration.encoding } : {}),
      ...(mapping.delimiter && mapping.delimiter !== draft.delimiter
        ? { delimiter: mapping.delimiter as ";" }
        : {}),
    };
    if (Object.keys(reading).length)
      columns = (await updateImport(pool, profile.tenantId, draft.id, reading)).columns;
  }
  await updateImport(pool, profile.tenantId, draft.id, {
    mapping: mappingFor(columns, mapping),
    match_field: mapping.matchField,
    start: true,
  });
  await runImport(pool, profile.tenantId, draft.id);
  const done = await waitForImport(pool, profile.tenantId, draft.id);
  record.created_rows = done.created_rows;
  record.updated_rows = done.updated_rows;
  record.refused_rows = done.failed_rows;
  record.refused = done.errors.slice(0, IMPORT_RUN_MAX_LISTED_REFUSALS).map((error) => ({
    row: error.row,
    reason: error.field ? `${error.field}: ${error.message}` : error.message,
  }));
  if (done.status !== "completed") throw new RefusedFileError(done.error ?? "The import failed.");
}

/** A file's line in the run's record, before anything happened to it. */
function fileRecord(name: string, size: number): ImportProfileRunFile {
  return {
    name,
    size,
    checksum: null,
    outcome: "failed",
    import_id: null,
    created_rows: 0,
    updated_rows: 0,
    refused_rows: 0,
    refused: [],
    after_import: null,
    after_import_error: null,
    error: null,
  };
}

async function afterImport(
  session: RemoteSession,
  configuration: StoredImportConfiguration,
  remotePath: string,
  name: string,
  record: ImportProfileRunFile,
) {
  try {
    if (configuration.afterImport === "delete") {
      await session.remove(remotePath);
      record.after_import = "deleted";
    } else if (configuration.afterImport === "move" && configuration.moveTo) {
      await session.makeDirectory(configuration.moveTo);
      await session.rename(remotePath, path.posix.join(configuration.moveTo, name));
      record.after_import = "moved";
    } else {
      record.after_import = "kept";
    }
  } catch (error) {
    record.after_import = "failed";
    record.after_import_error = reasonOf(error);
  }
}

/**
 * Carries out a run: lists the profile's directory, downloads each file matching the pattern
 * (hashing it), skips one imported before (name, size and checksum), imports the others with
 * the profile's mapping and encoding, records each outcome, then keeps, deletes or moves it.
 */
export async function executeImportRun(
  pool: pg.Pool,
  access: ImportProfileAccess,
  tenantId: string,
  runId: string,
): Promise<void> {
  const loaded = await withTenant(pool, tenantId, async (tx) => {
    const [run] = await tx.db
      .select()
      .from(importProfileRuns)
      .where(and(eq(importProfileRuns.id, runId), eq(importProfileRuns.status, "running")));
    return run ? { run, profile: await requireImportProfile(tx, run.profileId) } : null;
  });
  if (!loaded) return; // finished already, or its profile deleted
  const { profile } = loaded;
  const files: ImportProfileRunFile[] = [];
  const save = (changes: Partial<typeof importProfileRuns.$inferInsert>) =>
    withTenant(pool, tenantId, (tx) =>
      tx.db
        .update(importProfileRuns)
        .set({ files, ...changes })
        .where(and(eq(importProfileRuns.id, runId), eq(importProfileRuns.status, "running"))),
    );
  const configuration = profile.configuration;
  const mapping = profile.mapping;
  if (!configuration || !mapping) {
    await save({
      status: "failed",
      finishedAt: new Date(),
      error: configuration
        ? { code: "no-mapping", message: "Map the file's columns to fields before running." }
        : {
            code: "not-configured",
            message: "Save the connection settings of this profile first.",
          },
    });
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), "fennec-import-profile-"));
  let session: RemoteSession | null = null;
  try {
    session = (await openProfileSession(pool, access, profile)).session;
    const listing = await session.list(configuration.directory);
    const matches = (entry: { kind: string; name: string }) =>
      entry.kind === "file" && matchesFileNamePattern(entry.name, configuration.fileNamePattern);
    // A name that cannot be sent back is recorded as refused; the other files still run.
    for (const refused of listing.refused.filter(matches)) {
      files.push({
        ...fileRecord(refused.name, refused.size ?? 0),
        outcome: "refused-unusable-name",
        error: refused.reason,
      });
    }
    if (files.length) await save({});
    const entries = listing.entries.filter(matches);
    for (const [index, entry] of entries.entries()) {
      const record = fileRecord(entry.name, entry.size ?? 0);
      files.push(record);
      const filePath = path.join(folder, `file-${index}`);
      try {
        const { size, checksum } = await downloadWithChecksum(
          session,
          entry.path,
          filePath,
          IMPORT_LIMITS.maxFileBytes,
        );
        record.size = size;
        record.checksum = checksum;
        const known = await withTenant(pool, tenantId, (tx) =>
          tx.db
            .select({ importId: importProfileFiles.importId })
            .from(importProfileFiles)
            .where(
              and(
                eq(importProfileFiles.profileId, profile.id),
                eq(importProfileFiles.name, entry.name),
                eq(importProfileFiles.size, size),
                eq(importProfileFiles.checksum, checksum),
              ),
            ),
        );
        if (known.length) {
          record.outcome = "skipped-already-imported";
        } else {
          await importFile(
            pool,
            profile,
            configuration,
            mapping,
            { name: entry.name, size, filePath },
            record,
          );
          // Recorded before the remote file is touched: never imported again, even if moving it fails.
          await withTenant(pool, tenantId, (tx) =>
            tx.db
              .insert(importProfileFiles)
              .values({
                tenantId,
                profileId: profile.id,
                name: entry.name,
                size,
                checksum,
                runId,
                importId: record.import_id,
              })
              .onConflictDoNothing(),
          );
          record.outcome = "imported";
        }
        await afterImport(session, configuration, entry.path, entry.name, record);
      } catch (error) {
        record.outcome = "failed";
        record.error = reasonOf(error);
        // A bound crossed closed the session: the run stops here, with that reason.
        if (endsSession(error)) throw error;
        if (
          !(
            error instanceof AppError ||
            error instanceof RefusedFileError ||
            error instanceof RemoteTransferError
          )
        )
          throw error;
      } finally {
        await rm(filePath, { force: true });
      }
      await save({});
    }
    const failed = files.some((file) => file.outcome === "failed");
    await save({
      status: failed ? "failed" : "completed",
      finishedAt: new Date(),
      error: failed
        ? { code: "import", message: "One or more files could not be imported." }
        : null,
    });
  } catch (error) {
    await save({
      status: "failed",
      finishedAt: new Date(),
      error:
        error instanceof RemoteTransferError
          ? { code: error.code, message: error.message }
          : { code: "unexpected", message: "The run stopped because of an unexpected error." },
    });
    if (!(error instanceof RemoteTransferError)) throw error;
  } finally {
    await session?.close().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
}
