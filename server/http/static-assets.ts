import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

/** Sets Cache-Control on the files the static handler after it found. */
function cacheFor(value: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has("Cache-Control")) c.header("Cache-Control", value);
  };
}

/**
 * Files of the client build. Hashed assets under /assets never change, so browsers keep them
 * for a year; the rest (favicon and the like) is revalidated hourly.
 */
export function staticAssets(buildDirectory: string) {
  const root = path.relative(process.cwd(), path.join(buildDirectory, "client"));
  return new Hono<AppEnv>()
    .use("/assets/*", cacheFor("public, max-age=31536000, immutable"), serveStatic({ root }))
    .use("*", cacheFor("public, max-age=3600"), serveStatic({ root }));
}
