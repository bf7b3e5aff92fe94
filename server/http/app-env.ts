import type { HttpBindings } from "@hono/node-server";
import type { SecureHeadersVariables } from "hono/secure-headers";
import type { Logger } from "../logging/logger.ts";
import type { Authenticated } from "../modules/identity/authenticated.ts";
import type { SignInMemo } from "../modules/identity/sign-in-memo.ts";

/** Variables every request carries through the Hono app. */
export type AppEnv = {
  /** Node's request/response over a socket; `clientIp` when the web app calls in-process. */
  Bindings: Partial<HttpBindings> & {
    clientIp?: string;
    /**
     * Set by the web for the in-process API calls of one page load (GET): the bearer tokens
     * already checked during that page load, so the token, its user and their memberships are
     * read once per page rather than once per call (docs/decisions/029).
     */
    signInMemo?: SignInMemo;
  };
  Variables: SecureHeadersVariables & {
    requestId: string;
    log: Logger;
    /** Set by `authenticate` on API routes that need a signed-in caller. */
    auth: Authenticated;
    /** Set by `authenticateAccount` on the few routes that need the caller but no tenant. */
    account: { id: string; email: string };
  };
};
