import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { reportError } from "../../app/features/observability/report-error.ts";
import type { Authenticated } from "../modules/identity/authenticated.ts";
import { registerApiDocs } from "./api-docs.ts";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";
import { CLIENT_CLOSED_REQUEST, clientClosedRequest } from "./client-closed-request.ts";
import { JSON_BODY_LIMIT, jsonBodies } from "./json-bodies.ts";
import { openApiDocument } from "./openapi-document.ts";

export type ApiApp = OpenAPIHono<AppEnv>;

/**
 * The REST API under /api. Every answer is JSON; errors have the shape
 * `{ error: { code, message, details? } }`. Area modules add their routes to it.
 */
export function createApiApp(version: string): ApiApp {
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(
          {
            error: {
              code: "validation_failed",
              message: "Validation or transformation failed",
              details: result.error.issues,
            },
          },
          422,
        );
      }
    },
  });

  // Before any route: every route sees bodies and queries this middleware has checked.
  api.use(async (c, next) => {
    await next();
    // Answers carry tenants' data and tokens: no cache keeps them (unless a route says more).
    if (!c.res.headers.has("cache-control")) c.header("Cache-Control", "no-store");
  });
  api.use(jsonBodies({ maxBytes: JSON_BODY_LIMIT }));

  // Built on first request, once every area has added its routes; they do not change after.
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.get("/openapi.json", (c) => {
    document ??= openApiDocument(api, version);
    return c.json(document);
  });
  registerApiDocs(api, "/api");

  api.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(
        { error: { code: error.code, message: error.message, details: error.details } },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      return c.json({ error: { code: "http_error", message: error.message } }, error.status);
    }
    if (clientClosedRequest(c)) {
      c.get("log").debug({ err: error }, "client closed request");
      return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    }
    c.get("log").error({ err: error }, "unhandled API error");
    reportError(error, { tenantKey: (c.get("auth") as Authenticated | undefined)?.tenant.key });
    return c.json({ error: { code: "internal", message: "Internal server error" } }, 500);
  });

  return api;
}

/** Mounted after every API route: an unknown API path is a JSON 404, never the web app. */
export function apiNotFound(c: Context<AppEnv>) {
  return c.json(
    { error: { code: "not_found", message: `No API route for ${c.req.method} ${c.req.path}` } },
    404,
  );
}
