import { eq } from "drizzle-orm";
import type pg from "pg";
import type {
  ConnectionTest,
  RemoteDirectory,
} from "../../../contracts/connectivity/remote-server.ts";
import { exportProfiles } from "../../../db/schema/index.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import { AppError } from "../../../http/app-error.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { presentDirectory } from "../file-transfer/present-directory.ts";
import { remoteFailure } from "../file-transfer/remote-failure.ts";
import { RemoteTransferError } from "../file-transfer/remote-files.ts";
import { normalizeRemotePath } from "../file-transfer/remote-path.ts";
import { withRemoteSession } from "../file-transfer/with-remote-session.ts";
import { remoteServerOf, requireExportProfile } from "./stored-export-profile.ts";

export type RemoteAccess = { box: SecretBox; guard: OutboundGuard; tlsCa?: string };

/** The profile's server and how to pin its host key on first use. */
async function serverOfProfile(pool: pg.Pool, access: RemoteAccess, tenantId: string, id: string) {
  const row = await withTenant(pool, tenantId, (tx) => requireExportProfile(tx, id));
  if (row.kind !== "ftp") {
    throw new AppError("conflict", "This export profile posts to an API: it has no directories");
  }
  return {
    server: remoteServerOf(access.box, row),
    options: {
      guard: access.guard,
      tlsCa: access.tlsCa,
      pin: (fingerprint: string) => pinHostKey(pool, tenantId, id, fingerprint),
    },
  };
}

export function pinHostKey(pool: pg.Pool, tenantId: string, id: string, fingerprint: string) {
  return withTenant(pool, tenantId, async (tx) => {
    await tx.db
      .update(exportProfiles)
      .set({ hostKeyFingerprint: fingerprint })
      .where(eq(exportProfiles.id, id));
  });
}

/**
 * GET /{id}/directories: one directory of the profile's server. A failure to connect is a 502,
 * a path that may not be sent a 422, whose details carry the stable code (decision 045), for
 * the screen to say what to fix.
 */
export async function browseExportDirectories(
  pool: pg.Pool,
  access: RemoteAccess,
  tenantId: string,
  id: string,
  path: string | undefined,
): Promise<RemoteDirectory> {
  const { server, options } = await serverOfProfile(pool, access, tenantId, id);
  try {
    const directory = normalizeRemotePath(path ?? "/");
    return await withRemoteSession(server, options, async (session) =>
      presentDirectory(directory, (await session.list(directory)).entries),
    );
  } catch (error) {
    throw remoteFailure(error);
  }
}

/** POST /{id}/test: connects, pins an SFTP host key met for the first time, lists the path. */
export async function testExportConnection(
  pool: pg.Pool,
  access: RemoteAccess,
  tenantId: string,
  id: string,
): Promise<ConnectionTest> {
  const { server, options } = await serverOfProfile(pool, access, tenantId, id);
  let fingerprint = server.hostKeyFingerprint;
  try {
    await withRemoteSession(
      server,
      {
        ...options,
        pin: async (shown) => {
          fingerprint = shown;
          await options.pin(shown);
        },
      },
      async (session) => {
        const row = await withTenant(pool, tenantId, (tx) => requireExportProfile(tx, id));
        await session.list(row.path);
      },
    );
    return { ok: true, host_key_fingerprint: fingerprint, error: null };
  } catch (error) {
    if (!(error instanceof RemoteTransferError)) throw error;
    return {
      ok: false,
      host_key_fingerprint: fingerprint,
      error: { code: error.code, message: error.message },
    };
  }
}
