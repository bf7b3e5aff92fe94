import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { Logger } from "../logging/logger.ts";
import { answeredStatus } from "./answered-status.ts";
import type { AppEnv } from "./app-env.ts";
import { clientClosedRequest } from "./client-closed-request.ts";

const incomingId = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Gives each request an id (kept from a trusted-looking X-Request-Id, else new), a logger that
 * puts it on every line, and one access-log line when the response is done. A request its
 * client abandoned is logged as 499, "client closed request", whatever the handler made of it.
 */
export function requestLogging(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("x-request-id");
    const requestId = header && incomingId.test(header) ? header : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    try {
      await next();
    } finally {
      c.header("X-Request-Id", requestId);
      const closed = clientClosedRequest(c);
      const status = answeredStatus(c);
      const line = {
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status,
        ms: Math.round(performance.now() - started),
      };
      if (closed) log.info(line, "client closed request");
      else if (status >= 500) log.error(line, "request failed");
      else log.info(line, "request");
    }
  });
}
