import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";

/**
 * The status nginx logs for a request whose client went away before it was answered. Nobody
 * receives it; it only tells the access log that the request ended that way.
 */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Whether the browser or client abandoned this request (an upload cancelled halfway, a page
 * left before it loaded): its connection closed before the answer was written. What failed
 * because of that (a body that stopped, a form that could not be read) is no fault of ours.
 * In-process calls from the web have no socket, and are never abandoned this way.
 */
export function clientClosedRequest(c: Context<AppEnv>): boolean {
  const incoming = c.env?.incoming;
  const outgoing = c.env?.outgoing;
  if (incoming?.errored) return true;
  return Boolean(outgoing?.destroyed && !outgoing.writableFinished);
}
