import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";

/** The caller's IP: the browser's when the web app calls in-process, else the socket peer's. */
export function clientIp(c: Context<AppEnv>): string {
  return c.env?.clientIp ?? c.env?.incoming?.socket.remoteAddress ?? "unknown";
}
