import { and, eq, isNull } from "drizzle-orm";
import type pg from "pg";
import { importProfiles } from "../../../db/schema/index.ts";
import { withTenant } from "../../../db/tenant-transaction.ts";
import type { OutboundGuard } from "../../../security/outbound-guard.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import { openRemoteSession } from "../file-transfer/open-remote-session.ts";
import { type RemoteSession, RemoteTransferError } from "../file-transfer/remote-files.ts";
import type { TransferBounds } from "../file-transfer/transfer-bounds.ts";
import type { ImportProfileRow } from "./stored-import-profile.ts";

/** What a profile needs to reach its server: the secret box and the process's outbound guard. */
export type ImportProfileAccess = {
  box: SecretBox;
  guard: OutboundGuard;
  timeoutMs?: number;
  /** Tests only: shorter bounds than the defaults (decision 062). */
  bounds?: Partial<TransferBounds>;
  /** FTPS, tests only: a CA to trust besides the system's (decision 045). */
  tlsCa?: string;
};

export type ProfileSession = { session: RemoteSession; hostKeyNewlyPinned: boolean };

/**
 * Opens a session to the profile's server with its opened secrets; on an SFTP profile's first
 * successful connection, pins the host key the server showed (a changed key is refused by the
 * session from then on).
 */
export async function openProfileSession(
  pool: pg.Pool,
  access: ImportProfileAccess,
  profile: ImportProfileRow,
): Promise<ProfileSession> {
  const configuration = profile.configuration;
  if (!configuration) {
    throw new RemoteTransferError(
      "protocol",
      "Save the connection settings of this profile first.",
    );
  }
  const session = await openRemoteSession(
    {
      protocol: configuration.protocol,
      host: configuration.host,
      port: configuration.port,
      username: configuration.username,
      password: profile.sealedPassword ? access.box.open(profile.sealedPassword) : null,
      privateKey: profile.sealedPrivateKey ? access.box.open(profile.sealedPrivateKey) : null,
      security: configuration.security,
      hostKeyFingerprint: profile.hostKeyFingerprint,
    },
    {
      guard: access.guard,
      ...(access.timeoutMs ? { timeoutMs: access.timeoutMs } : {}),
      ...(access.bounds ? { bounds: access.bounds } : {}),
      ...(access.tlsCa ? { tlsCa: access.tlsCa } : {}),
    },
  );
  let hostKeyNewlyPinned = false;
  if (
    configuration.protocol === "sftp" &&
    !profile.hostKeyFingerprint &&
    session.hostKeyFingerprint
  ) {
    const fingerprint = session.hostKeyFingerprint;
    // Only when still unpinned: two first connections at once pin the key one of them saw.
    const pinned = await withTenant(pool, profile.tenantId, (tx) =>
      tx.db
        .update(importProfiles)
        .set({ hostKeyFingerprint: fingerprint })
        .where(and(eq(importProfiles.id, profile.id), isNull(importProfiles.hostKeyFingerprint)))
        .returning({ id: importProfiles.id }),
    );
    hostKeyNewlyPinned = pinned.length > 0;
  }
  return { session, hostKeyNewlyPinned };
}
