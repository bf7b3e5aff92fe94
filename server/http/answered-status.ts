import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";
import { CLIENT_CLOSED_REQUEST, clientClosedRequest } from "./client-closed-request.ts";

/**
 * The status the request was answered with, for the access log and the request metrics. A
 * handler that writes Node's response itself (the authorization server under /oauth) leaves
 * Hono only a placeholder answer, always 200: its real status is the one Node sent. Hono's own
 * answers are written after every middleware is done, so a response already sent by then was
 * written by such a handler. A request its client abandoned is 499.
 */
export function answeredStatus(c: Context<AppEnv>): number {
  if (clientClosedRequest(c)) return CLIENT_CLOSED_REQUEST;
  const outgoing = c.env?.outgoing;
  if (outgoing?.headersSent) return outgoing.statusCode;
  return c.res.status;
}
