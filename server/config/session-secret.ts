import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config.ts";

/**
 * The secret that signs session cookies. Outside production an unset SESSION_SECRET is generated
 * once and kept in DATA_DIR, so sessions survive restarts without any set-up.
 */
export async function resolveSessionSecret(config: Config): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.join(config.dataDir, "session-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
