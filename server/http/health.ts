import { Hono } from "hono";
import type pg from "pg";
import { appliedMigrationCount, expectedMigrationCount } from "../db/migrate.ts";
import type { AppEnv } from "./app-env.ts";

export type HealthStatus = { status: "ok" | "unavailable"; db: string; version: string };

const CHECK_TIMEOUT_MS = 2_000;

/** GET /healthz: 200 only when the database answers and every migration is applied. */
export function healthRoutes(pool: pg.Pool, version: string) {
  const expected = expectedMigrationCount();
  return new Hono<AppEnv>().get("/healthz", async (c) => {
    const db = await Promise.race([
      databaseState(pool, await expected),
      new Promise<string>((resolve) => setTimeout(resolve, CHECK_TIMEOUT_MS, "timeout")),
    ]);
    const body: HealthStatus = { status: db === "ok" ? "ok" : "unavailable", db, version };
    c.header("Cache-Control", "no-store");
    return c.json(body, db === "ok" ? 200 : 503);
  });
}

async function databaseState(pool: pg.Pool, expected: number): Promise<string> {
  try {
    const applied = await appliedMigrationCount(pool);
    return applied >= expected ? "ok" : "migrations pending";
  } catch {
    return "unreachable";
  }
}
