import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type pg from "pg";
import type { AppEnv } from "../../http/app-env.ts";
import { refreshDatabaseFigures } from "./database-figures.ts";
import type { FennecMetrics } from "./fennec-metrics.ts";

export type MetricsEndpoint = { metrics: FennecMetrics; token: string };

/**
 * GET /metrics in Prometheus's text format (decision 053), for a scraper holding the
 * METRICS_TOKEN as a bearer token. Without the setting there is no such page (404).
 */
export function metricsRoutes(pool: pg.Pool, endpoint: MetricsEndpoint | undefined) {
  return new Hono<AppEnv>().get("/metrics", async (c) => {
    if (!endpoint) return c.notFound();
    c.header("Cache-Control", "no-store");
    if (!bearerTokenMatches(c.req.header("authorization"), endpoint.token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    await refreshDatabaseFigures(endpoint.metrics, pool, c.get("log"));
    const body = await endpoint.metrics.registry.metrics();
    return c.body(body, 200, { "Content-Type": endpoint.metrics.registry.contentType });
  });
}

/**
 * Compares digests, which have the same length whatever was sent, in constant time: how long
 * the answer takes tells nothing about how much of the token a guess got right.
 */
function bearerTokenMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(sent), digest(token)) && sent.length > 0;
}
