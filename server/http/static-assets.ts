import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

/**
 * Serves a file of the client build when there is one, with `cacheControl`; anything else
 * passes on to the web app untouched (pages set their own caching).
 */
function filesFrom(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let found = false;
    const handler = serveStatic<AppEnv>({
      root,
      onFound: () => {
        found = true;
      },
    });
    const response = await handler(c, next);
    if (found && response) response.headers.set("Cache-Control", cacheControl);
    return response;
  };
}

/**
 * Files of the client build. Hashed assets under /assets never change, so browsers keep them
 * for a year; the rest (favicon and the like) is revalidated hourly.
 */
export function staticAssets(buildDirectory: string) {
  const root = path.relative(process.cwd(), path.join(buildDirectory, "client"));
  return new Hono<AppEnv>()
    .use("/assets/*", filesFrom(root, "public, max-age=31536000, immutable"))
    .use("*", filesFrom(root, "public, max-age=3600"));
}
