import { eq } from "drizzle-orm";
import type { ExportProfile } from "../../../contracts/connectivity/export-profile.ts";
import type { FileEncoding } from "../../../contracts/connectivity/file-encodings.ts";
import type {
  FtpSecurity,
  TransferProtocol,
} from "../../../contracts/connectivity/remote-server.ts";
import type { WebhookAuthScheme } from "../../../contracts/connectivity/webhook.ts";
import { exportProfiles } from "../../../db/schema/index.ts";
import type { Transaction } from "../../../db/tenant-transaction.ts";
import { isUuid } from "../../../db/uuid.ts";
import { notFound } from "../../../http/app-error.ts";
import type { SecretBox } from "../../../security/secret-box.ts";
import type { RemoteServer } from "../file-transfer/remote-files.ts";

/** An export profile row as stored (decision 046): secrets sealed, never answered. */
export type ExportProfileRow = typeof exportProfiles.$inferSelect;

export async function requireExportProfile(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ExportProfileRow> {
  if (!isUuid(id)) throw notFound("Export profile", id);
  const query = tx.db.select().from(exportProfiles).where(eq(exportProfiles.id, id)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw notFound("Export profile", id);
  return row;
}

/** The server a profile of kind ftp writes to, its secrets opened. */
export function remoteServerOf(box: SecretBox, row: ExportProfileRow): RemoteServer {
  return {
    protocol: (row.protocol ?? "ftp") as TransferProtocol,
    host: row.host ?? "",
    port: row.port,
    username: row.username ?? "",
    password: row.sealedPassword ? box.open(row.sealedPassword) : null,
    privateKey: row.sealedPrivateKey ? box.open(row.sealedPrivateKey) : null,
    security: row.security as FtpSecurity,
    hostKeyFingerprint: row.hostKeyFingerprint,
  };
}

export function presentExportProfile(
  row: ExportProfileRow,
  lastRun: { at: Date; status: string } | null = null,
): ExportProfile {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    kind: row.kind as ExportProfile["kind"],
    server:
      row.kind === "ftp"
        ? {
            protocol: (row.protocol ?? "ftp") as TransferProtocol,
            host: row.host ?? "",
            port: row.port,
            username: row.username ?? "",
            password_set: row.sealedPassword !== null,
            private_key_set: row.sealedPrivateKey !== null,
            security: row.security as FtpSecurity,
            host_key_fingerprint: row.hostKeyFingerprint,
          }
        : null,
    api:
      row.kind === "api"
        ? {
            url: row.url ?? "",
            auth_scheme: row.authScheme as WebhookAuthScheme,
            auth_username: row.authUsername,
            auth_secret_set: row.sealedAuthSecret !== null,
          }
        : null,
    path: row.path,
    format: row.format as ExportProfile["format"],
    template: row.template,
    file_name_template: row.fileNameTemplate,
    encoding: row.encoding as FileEncoding,
    last_run_at: lastRun?.at.toISOString() ?? null,
    last_run_status: lastRun?.status ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
