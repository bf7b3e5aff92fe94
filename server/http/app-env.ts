import type { SecureHeadersVariables } from "hono/secure-headers";
import type { Logger } from "../logging/logger.ts";

/** Variables every request carries through the Hono app. */
export type AppEnv = {
  Variables: SecureHeadersVariables & {
    requestId: string;
    log: Logger;
  };
};
