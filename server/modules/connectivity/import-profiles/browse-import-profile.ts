import path from "node:path";
import type pg from "pg";
import type {
  ImportProfileFiles,
  ImportProfileTestResult,
} from "../../../contracts/connectivity/import-profile.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { AppError } from "../../../http/app-error.ts";
import { remoteFailure } from "../file-transfer/remote-failure.ts";
import { RemoteTransferError } from "../file-transfer/remote-files.ts";
import { matchesFileNamePattern } from "./file-name-pattern.ts";
import { type ImportProfileAccess, openProfileSession } from "./import-profile-session.ts";
import { requireImportProfile } from "./stored-import-profile.ts";

function notConfigured(): AppError {
  return new AppError("validation_failed", "Validation or transformation failed", [
    { path: ["configuration"], message: "Save the connection settings of this profile first." },
  ]);
}

/**
 * GET /{id}/files: one directory of the profile's server, files matching the pattern marked. A
 * failure to connect or list is answered as the export profiles' browsing answers it.
 */
export async function listImportProfileFiles(
  pool: pg.Pool,
  access: ImportProfileAccess,
  tenantId: string,
  id: string,
  directory: string | undefined,
): Promise<ImportProfileFiles> {
  const profile = await withTenant(pool, tenantId, (tx) => requireImportProfile(tx, id));
  const configuration = profile.configuration;
  if (!configuration) throw notConfigured();
  const where = directory ?? configuration.directory;
  try {
    const { session } = await openProfileSession(pool, access, profile);
    try {
      const { entries } = await session.list(where);
      const parent = path.posix.dirname(where);
      return {
        path: where,
        parent: parent === where ? null : parent,
        entries: entries.map((entry) => ({
          name: entry.name,
          path: entry.path,
          kind: entry.kind,
          size: entry.size,
          modified_at: entry.modifiedAt,
          matches_pattern:
            entry.kind === "file" &&
            matchesFileNamePattern(entry.name, configuration.fileNamePattern),
        })),
      };
    } finally {
      await session.close();
    }
  } catch (error) {
    throw remoteFailure(error);
  }
}

/** POST /{id}/test: connects, pins an SFTP host key on first use, and lists the directory. */
export async function testImportProfile(
  pool: pg.Pool,
  access: ImportProfileAccess,
  tenantId: string,
  id: string,
): Promise<ImportProfileTestResult> {
  const profile = await withTenant(pool, tenantId, (tx) => requireImportProfile(tx, id));
  const configuration = profile.configuration;
  if (!configuration) throw notConfigured();
  let fingerprint: string | null = null;
  try {
    const { session, hostKeyNewlyPinned } = await openProfileSession(pool, access, profile);
    fingerprint = session.hostKeyFingerprint;
    try {
      const { entries } = await session.list(configuration.directory);
      return {
        ok: true,
        error: null,
        host_key_fingerprint: fingerprint,
        host_key_newly_pinned: hostKeyNewlyPinned,
        matching_files: entries.filter(
          (entry) =>
            entry.kind === "file" &&
            matchesFileNamePattern(entry.name, configuration.fileNamePattern),
        ).length,
      };
    } finally {
      await session.close();
    }
  } catch (error) {
    if (!(error instanceof RemoteTransferError)) throw error;
    return {
      ok: false,
      error: { code: error.code, message: error.message },
      host_key_fingerprint: fingerprint ?? profile.hostKeyFingerprint,
      host_key_newly_pinned: false,
      matching_files: 0,
    };
  }
}
