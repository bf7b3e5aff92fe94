import type { RouterContextProvider } from "react-router";
import { type ServerContext, serverContext } from "./server-context.server";

/**
 * The Hono server always provides the server context; `react-router dev` does not.
 * Reading it through here lets the shell degrade (no CSP nonce, default product name)
 * instead of failing under the dev server.
 */
export function getOptionalServerContext(
  context: Readonly<RouterContextProvider>,
): ServerContext | undefined {
  try {
    return context.get(serverContext);
  } catch {
    return undefined;
  }
}
