import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import { answeredStatus } from "../../http/answered-status.ts";
import type { AppEnv } from "../../http/app-env.ts";
import type { FennecMetrics } from "./fennec-metrics.ts";

/**
 * Counts and times every request by the route TEMPLATE that answered it
 * (/api/orders/order-inquiries/:id), never its path: ids in labels would make a series per
 * order. The catch-all route (the web app's pages and files) is one label, `catchAll`.
 */
export function requestMetrics(metrics: FennecMetrics, catchAll: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = answeredStatus(c);
      const labels = {
        method: c.req.method,
        route: routeTemplate(c, catchAll),
        status_class: `${Math.floor(status / 100)}xx`,
      };
      metrics.httpRequests.inc(labels);
      metrics.httpRequestDuration.observe(labels, (performance.now() - started) / 1000);
    }
  });
}

/** After `next()`, the route index is that of the last handler or middleware that ran. */
function routeTemplate(c: Context<AppEnv>, catchAll: string): string {
  const template = routePath(c);
  return template === "*" || template === "/*" || template === "" ? catchAll : template;
}
