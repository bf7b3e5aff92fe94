import type { HttpBindings } from "@hono/node-server";
import type { SecureHeadersVariables } from "hono/secure-headers";
import type { Logger } from "../logging/logger.ts";
import type { Authenticated } from "../modules/identity/authenticated.ts";

/** Variables every request carries through the Hono app. */
export type AppEnv = {
  /** Node's request/response over a socket; `clientIp` when the web app calls in-process. */
  Bindings: Partial<HttpBindings> & { clientIp?: string };
  Variables: SecureHeadersVariables & {
    requestId: string;
    log: Logger;
    /** Set by `authenticate` on API routes that need a signed-in caller. */
    auth: Authenticated;
    /** Set by `authenticateAccount` on the few routes that need the caller but no tenant. */
    account: { id: string; email: string };
  };
};
