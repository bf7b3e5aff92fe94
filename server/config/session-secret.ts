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
