import path from "node:path";
import type { Config } from "./config.ts";
import { storedSecret } from "./stored-secret.ts";

/**
 * The secret that signs session cookies. Outside production an unset SESSION_SECRET is generated
 * once and kept in DATA_DIR, so sessions survive restarts without any set-up.
 */
export async function resolveSessionSecret(config: Config): Promise<string> {
  return config.SESSION_SECRET ?? storedSecret(path.join(config.dataDir, "session-secret"));
}

/**
 * The key that encrypts integration credentials at rest. Outside production an unset
 * ENCRYPTION_KEY is generated once and kept in DATA_DIR; every process must share it.
 */
export async function resolveEncryptionKey(config: Config): Promise<string> {
  return config.ENCRYPTION_KEY ?? storedSecret(path.join(config.dataDir, "encryption-key"));
}
