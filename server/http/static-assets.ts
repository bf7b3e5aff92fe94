import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";

/**
 * Files of the client build. Hashed assets under /assets never change, so browsers keep them
 * for a year; the rest (favicon and the like) is revalidated hourly.
 */
export function staticAssets(buildDirectory: string) {
  const root = path.relative(process.cwd(), path.join(buildDirectory, "client"));
  return new Hono<AppEnv>()
    .use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    )
    .use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=3600");
        },
      }),
    );
}
