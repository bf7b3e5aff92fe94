import { z } from "zod";

/**
 * The connection to an FTP, FTPS or SFTP server as export and import profiles take and answer it
 * (issue 19; decision 045). The password and private key are write-only: answered as
 * `password_set` / `private_key_set`; empty on update keeps the stored one while the server (protocol,
 * implicit TLS, host, port) stays the same, and is asked again for another (decision 065).
 */

/** Spec section 3. */
export const TRANSFER_PROTOCOLS = ["ftp", "sftp"] as const;
export type TransferProtocol = (typeof TRANSFER_PROTOCOLS)[number];
/** Spec section 3: ssl = implicit TLS, tls = explicit (AUTH TLS), auto = TLS when offered. */
export const FTP_SECURITY = ["none", "ssl", "tls", "auto"] as const;
export type FtpSecurity = (typeof FTP_SECURITY)[number];
/** Spec section 3. */
export const ENTRY_KINDS = ["directory", "file"] as const;

/**
 * Why a connection or a transfer failed (decision 045): the stable codes the API answers and the
 * web says in words an administrator can act on.
 */
export const REMOTE_ERROR_CODES = [
  "refused", // the outbound guard refused the address
  "unreachable", // no answer, connection refused, name does not resolve
  "timeout",
  "authentication", // wrong user name, password or key
  "host-key-changed", // SFTP: the server shows another key than the pinned one
  "tls", // TLS could not be set up or the certificate is not trusted
  "not-found", // the file or directory does not exist
  "permission", // the server refused the operation
  "invalid-path", // a path with `..`, NUL or a backslash
  "too-large",
  // decision 062: a file, a listing or the run took longer than allowed; the connection was closed
  "deadline",
  "too-slow", // a transfer moved fewer bytes per second than the minimum; the connection was closed
  "protocol", // anything else the server answered
] as const;
export type RemoteErrorCode = (typeof REMOTE_ERROR_CODES)[number];

const HOST = /^[A-Za-z0-9.-]+$|^\[?[0-9A-Fa-f:.]+\]?$/;

export const remoteServerInputSchema = z.object({
  protocol: z.enum(TRANSFER_PROTOCOLS),
  host: z
    .string()
    .trim()
    .min(1, { error: "The host is required" })
    .max(253)
    .regex(HOST, { error: "The host must be a host name or an IP address" }),
  port: z.number().int().min(1).max(65535).nullish(),
  username: z.string().trim().min(1, { error: "The user name is required" }).max(200),
  password: z.string().max(1000).optional(),
  private_key: z.string().max(20_000).optional(),
  security: z.enum(FTP_SECURITY).default("none"),
  /** SFTP: forget the pinned host key, so the next connection pins the key it is shown. */
  reset_host_key: z.boolean().default(false),
});
export type RemoteServerInput = z.infer<typeof remoteServerInputSchema>;

export const remoteServerSchema = z.object({
  protocol: z.enum(TRANSFER_PROTOCOLS),
  host: z.string(),
  port: z.number().nullable(),
  username: z.string(),
  password_set: z.boolean(),
  private_key_set: z.boolean(),
  security: z.enum(FTP_SECURITY),
  /** SFTP: the host key pinned on first use (`SHA256:…`); null until then. */
  host_key_fingerprint: z.string().nullable(),
});

export const remoteEntrySchema = z.object({
  name: z.string(),
  path: z.string(),
  kind: z.enum(ENTRY_KINDS),
  size: z.number().nullable(),
  modified_at: z.string().nullable(),
});

export const remoteDirectorySchema = z
  .object({
    path: z.string(),
    /** null at the root. */
    parent: z.string().nullable(),
    entries: z.array(remoteEntrySchema),
  })
  .meta({ id: "RemoteDirectory" });
export type RemoteDirectory = z.infer<typeof remoteDirectorySchema>;

/** A failure talking to the server: a stable code (decision 045) and English words. */
export const remoteErrorSchema = z.object({ code: z.string(), message: z.string() });

export const connectionTestSchema = z
  .object({
    ok: z.boolean(),
    host_key_fingerprint: z.string().nullable(),
    error: remoteErrorSchema.nullable(),
  })
  .meta({ id: "ConnectionTest" });
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
